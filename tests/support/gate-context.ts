import { afterAll, beforeAll } from "vitest";
import { consentSetCookie } from "~/features/consent/consent-cookie.server";
import { leadGatesSetCookie } from "~/features/gates/gate-cookie.server";
import type { LeadGates } from "~/features/gates/lead-gates";
import type { Vehicle } from "~/features/inventory/vehicle";
import { insertVehicles } from "~/features/inventory/vehicle-repository.server";
import type { AppServices } from "~/start-up/app-services.server";
import { createRequestContext, type RequestContext } from "~/start-up/request-context.server";
import { createLeadTestServices, type LeadTestServices } from "./lead-services";

/**
 * The site as a gate's server tests call it (routes/gates, the price lock): a real SQLite
 * database holding the test's cars, the app's services around it, a request context for each
 * request, and the cookies a visitor brings (consent, `leadGates`). Set up before the file's
 * tests, removed after them.
 */
export const SITE = "https://cars.example.com";

export type GateTestSite = {
  readonly services: LeadTestServices;
  readonly app: AppServices;
  contextFor: (request: Request) => Promise<RequestContext>;
  /** The signed consent cookie of a visitor who allowed functional cookies (or refused them). */
  consentCookie: (functional?: boolean) => Promise<string>;
  /** The signed `leadGates` cookie of a visitor who passed these gates. */
  gatesCookie: (gates: LeadGates) => Promise<string>;
};

/** Registers the file's set-up (beforeAll) and clean-up (afterAll); read its services in tests. */
export function gateTestSite(vehicles: Vehicle[]): GateTestSite {
  let services: LeadTestServices | undefined;
  let app: AppServices | undefined;
  beforeAll(async () => {
    // No wait for the fill time (the guard would hold each post 2 s); the limits stay on.
    services = await createLeadTestServices("sqlite", { env: { LEAD_FORM_MIN_FILL_MS: "0" } });
    await insertVehicles(services.db, vehicles);
    app = {
      ...services,
      content: { staff: [] },
      tradeIn: {},
      experiments: [],
      language: "en",
    } as unknown as AppServices;
  }, 60_000);
  afterAll(async () => {
    await services?.cleanup();
  });
  const ready = () => {
    if (!services || !app) throw new Error("the gate test site is set up in beforeAll");
    return { services, app };
  };
  return {
    get services() {
      return ready().services;
    },
    get app() {
      return ready().app;
    },
    contextFor: (request) => createRequestContext(request, () => ready().app, "nonce"),
    consentCookie: async (functional = true) => {
      const { env, settings } = ready().services;
      const revision = settings.store.cookieConsent?.revision ?? 1;
      const line = await consentSetCookie(
        { id: "t", revision, at: 1, functional, analytics: false, targeting: false, gpc: false },
        env,
        true,
      );
      return line.split(";")[0]!;
    },
    gatesCookie: async (gates) => (await leadGatesSetCookie(gates, ready().services, true)).split(";")[0]!,
  };
}

/** What a form's action answered: its reply, or the redirect it threw, and the cookies it set. */
export type PostedForm<Reply> = {
  reply?: Reply;
  redirect?: Response;
  status: number;
  setCookies: string[];
};

/** Posts a form to a gate's action as a browser does (same origin, url-encoded). */
export async function postForm<Reply>(
  site: GateTestSite,
  action: (
    request: Request,
    context: RequestContext,
  ) => Promise<{ data: unknown; init?: ResponseInit | null }>,
  path: string,
  cookie: string,
  fields: Record<string, string>,
): Promise<PostedForm<Reply>> {
  const request = new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { cookie, origin: SITE, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  try {
    const answer = await action(request, await site.contextFor(request));
    return {
      reply: answer.data as Reply,
      status: answer.init?.status ?? 200,
      setCookies: new Headers(answer.init?.headers).getSetCookie(),
    };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { redirect: thrown, status: thrown.status, setCookies: thrown.headers.getSetCookie() };
  }
}

/** A visitor's GET of a site path, with their cookies. */
export const getRequest = (path: string, cookie = "") =>
  new Request(`${SITE}${path}`, { headers: { cookie } });
