import crypto from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import "react-router";
import { getApp, startApp, stopApp } from "~/lib/app.server";
import { pingDatabase } from "~/lib/db/connection.server";
import { getLogger } from "~/lib/logger.server";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";

declare module "react-router" {
  interface AppLoadContext {
    /** The per-response nonce that lets React Router's own scripts run under our CSP. */
    cspNonce: string;
  }
}

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
      res.status(503).json({ status: "unavailable", database: "unreachable" });
    }
  };
}

function securityHeaders(development: boolean): RequestHandler[] {
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
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            // Feed images may live on the dealer's own image CDN (https only).
            imgSrc: ["'self'", "data:", "https:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return [nonce, headers];
}

export function createServerApp(options: { clientDir: string; development?: boolean }): express.Express {
  const development = options.development ?? false;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(compression());
  app.use(securityHeaders(development));

  app.get(
    "/healthz",
    healthCheck(() => pingDatabase(getApp().db)),
  );

  app.use(
    "/assets",
    express.static(path.join(options.clientDir, "assets"), {
      immutable: true,
      maxAge: ASSET_MAX_AGE_SECONDS * 1000,
      fallthrough: false,
    }),
  );
  app.use(express.static(options.clientDir, { maxAge: "1h" }));

  // The visitor's address for rate limits (app/lib/rate-limit.server.ts): the one Express
  // resolved, always overwriting whatever a client sent under that name.
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? "";
    next();
  });

  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: development ? "development" : "production",
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
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

export { getEnv } from "~/lib/env.server";
export { startApp, stopApp };
