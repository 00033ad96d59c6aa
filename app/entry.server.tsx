import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { isDatabaseUnavailable } from "./lib/db/connection.server";
import { hydrateAfterPaint } from "./lib/hydrate-after-paint.server";
import { NonceProvider } from "./lib/nonce";

export const streamTimeout = 5_000;

/**
 * Errors of loaders, actions and rendering. One the database caused (a dropped connection, a
 * failover) is noted on the request, so the server answers 503 with Retry-After, and logged as
 * one line; any other is logged as React Router does by default. An aborted request is not an
 * error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    const failure = (context as Partial<AppLoadContext> | undefined)?.failure;
    if (failure) failure.databaseUnavailable = true;
    console.error(`database unavailable: ${(error as Error).message}`);
    return;
  }
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce ?? "";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let abortTimer: NodeJS.Timeout | undefined;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode builds get the whole document at once; browsers get the shell early.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A Suspense boundary already rendered is written in place, never held back in a hidden
        // <div> for a script to reveal (React's default past 12.8 kB of page): the consent
        // dialog (components/consent/consent-prompt.tsx) is such a boundary, and a browser
        // without JavaScript must see its form.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = hydrateAfterPaint();
          // The page is written whole: the abort below has nothing left to stop.
          body.once("close", () => clearTimeout(abortTimer));
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors during the shell are reported by onShellError; later ones are logged here.
          if (shellRendered) console.error(error);
        },
      },
    );
    // A render still streaming after this is stopped; cleared once the page is written, so each
    // request does not leave a timer (and the render's memory) behind it for six seconds.
    abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}
