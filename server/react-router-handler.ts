import crypto from "node:crypto";
import type express from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { ANONYMOUS_CACHE_CONTROL, CDN_CACHE_CONTROL, cacheControlFor } from "~/lib/http/cache-class.server";
import { bodyOf } from "./body-limit";
import { type Lookup, type OriginCache, type RenderTemplate, variantsAgree } from "./origin-cache";
import { requestHostOf } from "./request-guards";

/**
 * React Router behind Express: what @react-router/express does, with the three differences
 * that make it safe for anything a client sends:
 * - the URL is built from the host request-guards.ts validated, so a broken Host never
 *   reaches `new URL` (that was a 500 and an error in the log);
 * - the body is the one body-limit.ts read (at most 64 KiB), never the socket itself;
 * - a request for the site's own host (SITE_URL's) gets SITE_URL's scheme: behind a proxy
 *   that terminates TLS the socket speaks http, but the browser's Origin says https, and
 *   React Router refuses an action whose Origin does not match the request's URL.
 */
export function reactRouterHandler(options: {
  /** The server build, or how to load it (loaded once in production). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  siteUrl: string;
  /** Given the Fetch request the loaders will see (its headers built once) and the response's nonce. */
  getLoadContext: (request: Request, nonce: string) => Promise<AppLoadContext>;
  /**
   * The origin cache (origin-cache.ts), and which visitor fields a kept render must not have
   * read (fields a later visitor may hold differently: start-up/shared-variant.server.ts).
   */
  originCache?: { cache: OriginCache; fieldKeepsOut: (field: string) => boolean };
}): express.RequestHandler {
  // In production the build is loaded once and React Router's handler made once from it: given
  // a function, React Router would derive its handler on every request (6-15 % of the CPU).
  // In development Vite rebuilds the routes, so the function is asked each time.
  let built: ReturnType<typeof createRequestHandler> | undefined;
  const handle: ReturnType<typeof createRequestHandler> = async (request, context) => {
    if (options.mode === "development" || typeof options.build !== "function")
      return createRequestHandler(options.build, options.mode)(request, context);
    built ??= createRequestHandler(await options.build(), options.mode);
    return built(request, context);
  };
  const site = new URL(options.siteUrl);
  const cache = options.originCache;

  /** Renders a request; the response carries its Cache-Control, decided by what it read. */
  async function render(request: Request, nonce: string, lookup: Lookup | undefined): Promise<Response> {
    const context = await options.getLoadContext(request, nonce);
    let response = await handle(request, context);
    if (context.failure.databaseUnavailable && response.status >= 500) {
      // The database could not be reached: a moment's outage, not a broken page.
      response = new Response(response.body, { status: 503, headers: response.headers });
      response.headers.set("Retry-After", "5");
    }
    // Set once the loaders have run: what they read of the visitor decides who may keep it.
    const cacheControl = cacheControlFor({
      method: request.method,
      status: response.status,
      headers: response.headers,
      cacheClass: context.cacheClass,
    });
    response.headers.set("Cache-Control", cacheControl);
    if (cacheControl === ANONYMOUS_CACHE_CONTROL)
      response.headers.set("CDN-Cache-Control", CDN_CACHE_CONTROL);
    const shared =
      cacheControl === ANONYMOUS_CACHE_CONTROL &&
      variantsAgree(context.cacheClass.variants, lookup?.variant ?? "") &&
      !context.cacheClass.fieldsRead.some((field) => cache?.fieldKeepsOut(field));
    if (!cache || !lookup || !shared) return response;
    return cache.cache.store(lookup, response, nonce, templateOf(request), request.signal);
  }

  // A stale page is rendered again in the background, as the request that first made it.
  cache?.cache.setRenderer(async (template, lookup) => {
    const request = new Request(template.url, { headers: template.headers });
    const response = await render(request, crypto.randomBytes(16).toString("base64"), lookup);
    // The kept copy reads the body; the visitor's half of it has no visitor.
    await response.body?.cancel();
  });

  return async (req, res, next) => {
    try {
      const host = requestHostOf(res);
      const protocol = host === site.host ? site.protocol.slice(0, -1) : req.protocol;
      const request = fetchRequest(req, res, `${protocol}://${host}${req.originalUrl}`);
      const lookup = res.locals.originLookup as Lookup | undefined;
      const response = await render(request, res.locals.cspNonce as string, lookup);
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** What a background render of this request needs: its URL and headers (never a body: a GET). */
function templateOf(request: Request): RenderTemplate {
  return { url: request.url, headers: [...request.headers] };
}

/** An Express request's headers as Fetch headers (repeated headers joined as HTTP allows). */
export function headersOf(req: express.Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

function fetchRequest(req: express.Request, res: express.Response, url: string): Request {
  // A visitor who leaves mid-render aborts the loaders still running for them.
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers: headersOf(req),
    signal: controller.signal,
    body: hasBody ? (bodyOf(req) ?? new Uint8Array(0)) : undefined,
  });
}

async function sendResponse(res: express.Response, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeCoalescingFlushes(response.body, res);
  } catch (error) {
    // The visitor left while the page streamed: nothing to answer, nothing to report.
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

/**
 * Writes a streamed body, flushing the compressor only when the stream has nothing more ready.
 * React Router's own writer flushes after every chunk: a page arrives in dozens of chunks at
 * once, and each flush ends a compressed block early (a bigger page, more CPU per request).
 * Here chunks that are ready together are compressed together, and a flush still sends the
 * shell before a slow part of the page (a deferred loader) arrives.
 */
async function writeCoalescingFlushes(
  body: ReadableStream<Uint8Array>,
  res: express.Response,
): Promise<void> {
  const reader = body.getReader();
  const flushable = res as express.Response & { flush?: () => void };
  let next = reader.read();
  for (;;) {
    const { done, value } = await next;
    if (done) break;
    if (!res.write(value)) await drainedOrClosed(res);
    if (res.destroyed) {
      await reader.cancel();
      return;
    }
    next = reader.read();
    // Nothing more by the next turn of the event loop: send what the compressor holds.
    const pending = await Promise.race([
      next.then(
        () => false,
        () => false,
      ),
      new Promise<boolean>((resolve) => setImmediate(resolve, true)),
    ]);
    if (pending) flushable.flush?.();
  }
  res.end();
}

/** Resolves when the response can take more, or the visitor has gone; no listener is left behind. */
function drainedOrClosed(res: express.Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}
