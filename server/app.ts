import crypto from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet, { strictTransportSecurity } from "helmet";
import { forwardDrainListenerRemoval } from "./compression-drain";
import "react-router";
import { getSettings } from "~/features/company/settings.server";
import { watchInventoryChanges } from "~/features/inventory/search/search-repository.server";
import { pingDatabase } from "~/lib/db/connection.server";
import { getEnv } from "~/lib/env.server";
import { readBuildManifest, servedBuild } from "~/lib/http/build-manifest.server";
import { readClientManifest } from "~/lib/http/client-chunks.server";
import { getLogger } from "~/lib/logger.server";
import { getApp, prepareStorage, servicesIn, startApp, stopApp } from "~/start-up/app-services.server";
import { createRequestContext } from "~/start-up/request-context.server";
import { cookieOfField, sharedVariantOf } from "~/start-up/shared-variant.server";
import { limitBodies } from "./body-limit";
import { BUILD_MANIFEST_PATH, serveBuildManifest } from "./build-manifest";
import { clientAddress, trustFunction } from "./client-address";
import { OriginCache, originCacheLookup } from "./origin-cache";
import { headersOf, reactRouterHandler } from "./react-router-handler";
import { sameSiteRedirects } from "./redirect-guard";
import { boundRenders } from "./render-bound";
import { requestGuards, requestHostOf } from "./request-guards";

/** Static assets' names carry a content hash, so they may be cached for the spec's 8,640,000 s. */
export const ASSET_MAX_AGE_SECONDS = 8_640_000;

/** `GET /healthz`: 200 when the database answers, 503 when it does not. */
export function healthCheck(ping: () => Promise<void>): RequestHandler {
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await ping();
      res.status(200).json({ status: "ok", database: "ok" });
    } catch {
      res.set("Retry-After", "5").status(503).json({ status: "unavailable", database: "unreachable" });
    }
  };
}

/**
 * What a configured tag manager needs beyond the site itself, and only then (a container id in
 * the settings or GTM_CONTAINER_ID): gtm.js runs by the page's nonce (tracking-head.tsx adds it
 * only after consent), but the tags it loads itself (Google Analytics' gtag.js, the Facebook
 * pixel) come without one, from these hosts, and report to these. Images are already allowed
 * from any https: origin. A tag of another vendor needs its origins added here.
 */
export const TAG_MANAGER_SOURCES = {
  script: ["https://*.googletagmanager.com", "https://connect.facebook.net"],
  connect: [
    "https://*.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://www.facebook.com",
  ],
};

/**
 * The security headers: a fresh CSP nonce per response, then helmet's headers. HSTS goes out
 * only on a request that came over HTTPS (`req.secure`, which believes a proxy's
 * X-Forwarded-Proto only when TRUST_PROXY names it): browsers ignore it over plain HTTP, and
 * a site reached over HTTP in development or behind a misconfigured proxy must not claim it.
 */
export function securityHeaders(development: boolean, tagManager = false): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    // Vite's dev server injects inline scripts of its own; the policy guards production.
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              "'self'",
              (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
              ...(tagManager ? TAG_MANAGER_SOURCES.script : []),
            ],
            styleSrc: ["'self'", "'unsafe-inline'"],
            // Feed images may live on the dealer's own image CDN (https only).
            imgSrc: ["'self'", "data:", "https:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'", ...(tagManager ? TAG_MANAGER_SOURCES.connect : [])],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: false,
  });
  const hsts = strictTransportSecurity();
  const hstsOverHttps: RequestHandler = (req, res, next) => (req.secure ? hsts(req, res, next) : next());
  return [nonce, headers, hstsOverHttps];
}

/**
 * The origin cache of this process (ORIGIN_CACHE_MB, 0: none), emptied when the inventory
 * changes: a feed import, a price drop or a sale in any process or instance shows within
 * INVENTORY_WATCH_MS (the inventory's stamp, the search index's own signal).
 */
function createOriginCache(megabytes: number): OriginCache | undefined {
  if (megabytes <= 0) return undefined;
  const cache = new OriginCache({ maxBytes: megabytes * 1024 * 1024, freshMs: 60_000, staleMs: 300_000 });
  watchInventoryChanges(getApp().db, () => cache.purge(), INVENTORY_WATCH_MS);
  return cache;
}

/** How often a process asks whether the inventory changed (a tiny index-only query). */
const INVENTORY_WATCH_MS = 1_000;

/**
 * The site's Express app. In order: compression (with drain listeners removed where they were
 * placed: compression-drain.ts) and security headers; the request guards
 * (methods, Host, path: request-guards.ts); the visitor's address and rate-limit scope
 * (client-address.ts); the check of every redirect (redirect-guard.ts); the body limit
 * (body-limit.ts); then health, files, the bound on renders at once (render-bound.ts) and
 * React Router (react-router-handler.ts).
 */
export function createServerApp(options: { clientDir: string; development?: boolean }): express.Express {
  readClientManifest(options.clientDir);
  readBuildManifest(options.clientDir);
  const development = options.development ?? false;
  const env = getEnv();
  const siteHost = new URL(env.siteUrl).host;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustFunction(env.trustProxy));
  app.use(compression());
  app.use(forwardDrainListenerRemoval());
  app.use(securityHeaders(development, Boolean(getSettings().tracking.gtmContainerId)));
  app.use(requestGuards({ siteHost }));
  app.use(clientAddress({ trustProxy: env.trustProxy, rateLimitExempt: env.rateLimitExempt }));
  app.use(sameSiteRedirects({ siteHost }));
  app.use(limitBodies());

  app.get(
    "/healthz",
    healthCheck(() => pingDatabase(getApp().db)),
  );

  // The build's brotli or gzip copy when the browser takes one (precompress-assets.ts): a
  // script costs a file read, not a compression; compression() leaves an encoded body alone.
  app.use(
    "/assets",
    expressStaticGzip(path.join(options.clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      serveStatic: {
        immutable: true,
        maxAge: ASSET_MAX_AGE_SECONDS * 1000,
        fallthrough: false,
        // A folder's "add a slash" redirect echoes the raw path; the site has no folder pages.
        redirect: false,
      },
    }),
  );
  // Before the files: the build manifest is answered fresh, never from an hour-long cache.
  app.get(BUILD_MANIFEST_PATH, serveBuildManifest(servedBuild));
  app.use(express.static(options.clientDir, { maxAge: "1h", redirect: false }));

  // Anonymous pages from memory, before the bound: a hit renders nothing (origin-cache.ts).
  const originCache = development ? undefined : createOriginCache(env.originCacheMb);
  if (originCache)
    app.use(
      originCacheLookup(
        originCache,
        (req) => sharedVariantOf(new URL(req.originalUrl, env.siteUrl), headersOf(req), servicesIn),
        requestHostOf,
      ),
    );

  // Pages and data only: files (those above, and the pictures below) never wait for a render.
  app.use(
    boundRenders({
      ...env.renders,
      exempt: ["/vehicle-images/", "/vehicle-photos/", "/staff-photos/"],
      logger: getLogger(),
    }),
  );
  app.use(
    reactRouterHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: development ? "development" : "production",
      siteUrl: env.siteUrl,
      // The services and the visitor, read once per request for every loader and action.
      getLoadContext: (request, nonce) => createRequestContext(request, servicesIn, nonce),
      originCache: originCache && {
        cache: originCache,
        fieldKeepsOut: (field) => cookieOfField(field) !== undefined,
      },
    }),
  );

  // Errors that escaped React Router (a bad static path, a broken stream): log without
  // the request body and answer plainly.
  app.use(((error, req, res, _next) => {
    const status = typeof error?.status === "number" ? error.status : 500;
    if (status >= 500)
      getLogger().error({ err: { message: error?.message }, path: req.path }, "request failed");
    if (res.headersSent) return;
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Not Found" : "Something went wrong");
  }) as express.ErrorRequestHandler);
  return app;
}

export { getEnv, prepareStorage, startApp, stopApp };
