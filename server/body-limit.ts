import { AsyncResource } from "node:async_hooks";
import type express from "express";
import { getLogger } from "~/lib/logger.server";

/**
 * Request bodies are read here, once, and never beyond MAX_BODY_BYTES into memory: a body
 * declared larger (Content-Length) is refused with 413 before a byte of it is read; a
 * streamed (chunked) one is refused as soon as it passes the limit. What is read goes to
 * React Router from memory (`bodyOf`), so no route can read more, whatever it does.
 *
 * After a 413 the rest of a body is discarded, up to DISCARD_BYTES, so a visitor who sent a
 * little too much (a long message pasted in) sees the answer: a server that closes while the
 * client is still sending makes TCP reset the connection, and the browser shows a network
 * error instead of the page. A body declared larger than that is not read at all: the
 * connection is closed after the answer; a streamed one that goes on past it is cut.
 *
 * 64 KiB fits the largest form a visitor can legitimately send with room to spare: the full
 * credit application with a co-borrower, three residences and three jobs each, every field
 * at its length limit, is 9.6 KB in plain letters and 45.6 KB in the worst case (every
 * letter a three-byte character, sent by the browser as nine bytes); a 5,000-character
 * message is at most 45 KB. The JSON APIs had the same cap (routes/api/json-api.server.ts).
 */
export const MAX_BODY_BYTES = 64 * 1024;

export const TOO_LARGE_MESSAGE = "The request is too large";

/** How much of a refused body is read and thrown away so the client can read the 413. */
export const DISCARD_BYTES = 1024 * 1024;

const bodies = new WeakMap<express.Request, Uint8Array<ArrayBuffer>>();

/** The body `limitBodies` read for this request (undefined for GET and HEAD, whose body is never read). */
export function bodyOf(req: express.Request): Uint8Array<ArrayBuffer> | undefined {
  return bodies.get(req);
}

const TOO_LARGE_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Request too large</title></head>
<body>
<h1>Request too large</h1>
<p>What you sent is too large for this site to accept. Please shorten it and try again.</p>
<p><a href="/">Go back home</a></p>
</body>
</html>
`;

/** 413 as a small page, or as JSON for the JSON APIs. */
function refuse(req: express.Request, res: express.Response, limit: number, close: boolean): void {
  getLogger().warn({ method: req.method, limit }, "request body too large");
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(413);
  if (close) res.set("Connection", "close");
  const json = req.path.startsWith("/api/") || /json/i.test(req.get("content-type") ?? "");
  if (json) res.json({ success: false, error: TOO_LARGE_MESSAGE, message: TOO_LARGE_MESSAGE });
  else res.type("html").send(TOO_LARGE_PAGE);
}

/** Reads the rest of a refused streamed body into nothing; past DISCARD_BYTES, cuts the connection. */
function discardRest(req: express.Request): void {
  let discarded = 0;
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_BYTES) req.socket.destroy();
  });
}

export function limitBodies(limit = MAX_BODY_BYTES): express.RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    // Up to DISCARD_BYTES, Node reads and discards the unread body once the answer is sent.
    if (declared > limit) return refuse(req, res, limit, declared > DISCARD_BYTES);
    // A GET or HEAD body means nothing to the site: it is never read (Node discards it).
    if (req.method === "GET" || req.method === "HEAD") return next();

    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onGone);
      req.off("close", onGone);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      refuse(req, res, limit, false);
      discardRest(req);
    };
    // Bound to this request's context: the socket's events would otherwise carry on in the
    // socket's, and the request's rate-limit scope (client-address.ts) would be lost.
    const onEnd = AsyncResource.bind(() => {
      stop();
      bodies.set(req, Buffer.concat(chunks, size));
      next();
    });
    // The client went away mid-body: there is nobody left to answer.
    const onGone = () => stop();
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", onGone);
    req.once("close", onGone);
  };
}
