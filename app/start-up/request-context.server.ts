import type { Visitor } from "~/features/visitor/visitor";
import { readVisitor } from "~/features/visitor/visitor.server";
import { ResponseCacheClass, watchPersonalReads } from "~/lib/http/cache-class.server";
import { type Language, languageOfPath } from "~/lib/i18n";
import type { AppServices } from "./app-services.server";

/**
 * What every loader and action receives as `context`: the process's services and the
 * visitor, read once per request by the server (server/app.ts). A test builds its own
 * context with its own services and calls a loader directly.
 */
export type RequestContext = {
  /** The per-response nonce that lets React Router's own scripts run under our CSP. */
  cspNonce: string;
  services: AppServices;
  /**
   * The visitor. Reading a personal field that holds something (profile, prospect flag,
   * campaign values, client address) makes the response personal (`cacheClass`).
   */
  visitor: Visitor;
  /** Whether this response may be shared: see lib/http/cache-class.server.ts. */
  cacheClass: ResponseCacheClass;
  /**
   * What went wrong, noted by entry.server's `handleError`: a request that failed because the
   * database could not be reached answers 503 with Retry-After instead of 500.
   */
  failure: { databaseUnavailable: boolean };
};

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}

/** The request's context; `servicesIn` gives the services in the language of the URL. */
export async function createRequestContext(
  request: Request,
  servicesIn: (language: Language) => AppServices,
  cspNonce: string,
): Promise<RequestContext> {
  const url = new URL(request.url);
  const services = servicesIn(languageOfPath(url.pathname));
  const cacheClass = new ResponseCacheClass();
  const visitor = watchPersonalReads(
    await readVisitor(url, request.headers, services),
    ["profile", "prospectLeadSent", "adsValues", "uniqueUserId", "clientIp", "gates"],
    cacheClass,
  );
  return { cspNonce, services, visitor, cacheClass, failure: { databaseUnavailable: false } };
}
