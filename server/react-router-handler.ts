import { writeReadableStreamToWritable } from "@react-router/node";
import type express from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { cacheControlFor } from "~/lib/http/cache-class.server";
import { bodyOf } from "./body-limit";
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
  build: () => Promise<ServerBuild>;
  mode: string;
  siteUrl: string;
  /** Given the Fetch request the loaders will see, so its headers are built once. */
  getLoadContext: (request: Request, res: express.Response) => Promise<AppLoadContext>;
}): express.RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  const site = new URL(options.siteUrl);
  return async (req, res, next) => {
    try {
      const host = requestHostOf(res);
      const protocol = host === site.host ? site.protocol.slice(0, -1) : req.protocol;
      const request = fetchRequest(req, res, `${protocol}://${host}${req.originalUrl}`);
      const context = await options.getLoadContext(request, res);
      let response = await handle(request, context);
      if (context.failure.databaseUnavailable && response.status >= 500) {
        // The database could not be reached: a moment's outage, not a broken page.
        response = new Response(response.body, { status: 503, headers: response.headers });
        response.headers.set("Retry-After", "5");
      }
      // Set once the loaders have run: what they read of the visitor decides who may keep it.
      response.headers.set(
        "Cache-Control",
        cacheControlFor({
          method: request.method,
          status: response.status,
          headers: response.headers,
          cacheClass: context.cacheClass,
        }),
      );
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** An Express request's headers as Fetch headers (repeated headers joined as HTTP allows). */
function headersOf(req: express.Request): Headers {
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
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    // The visitor left while the page streamed: nothing to answer, nothing to report.
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
