import net from "node:net";
import type express from "express";
import { getLogger } from "~/lib/logger.server";

/**
 * Requests no browser sends are answered here, before anything else sees them, with the
 * status HTTP has for them and at most a warning in the log: a method the site does not
 * serve (405, or 501 for one HTTP does not define), a missing, empty or invalid Host (400),
 * a request-target that is not a path (400), a raw backslash in the path (400: browsers
 * turn `\` into `/`, so only a hand-made request has one, and `/\host` is how a redirect
 * is bent to another site). Everything after may rely on a valid host and path.
 */

/** The methods the site answers: pages and files by GET and HEAD, forms and the JSON APIs by POST. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/** Methods HTTP defines: the site knows them and refuses them (405); any other it does not implement (501). */
const HTTP_METHODS = new Set([
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "CONNECT",
  "OPTIONS",
  "TRACE",
  "PATCH",
]);

const HOST_NAME = /^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?$/i;

/** Whether a Host header value is a host name, IPv4 address or bracketed IPv6 address, with an optional port. */
export function isValidHost(host: string): boolean {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(host);
  if (!match) return false;
  const [, name = "", port] = match;
  if (port !== undefined && Number(port) > 65_535) return false;
  if (name.startsWith("[") ? !net.isIPv6(name.slice(1, -1)) : name.length > 253 || !HOST_NAME.test(name))
    return false;
  try {
    // The URL parser has the last word (999.1.1.1 looks like a name but is a broken IPv4 address).
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

export type Refusal = { status: 400 | 405 | 501; reason: string };

/** Why the site refuses this request, or undefined when it may go on. */
export function refusalOf(request: {
  method: string;
  url: string;
  httpVersion: string;
  host: string | undefined;
}): Refusal | undefined {
  const { method } = request;
  if (!(ALLOWED_METHODS as readonly string[]).includes(method))
    return HTTP_METHODS.has(method)
      ? { status: 405, reason: "method not allowed" }
      : { status: 501, reason: "method not implemented" };
  // HTTP/1.0 may leave Host out (old health checkers do); HTTP/1.1 must send one (RFC 9112, 3.2).
  if (request.host === undefined ? request.httpVersion !== "1.0" : !isValidHost(request.host))
    return { status: 400, reason: "missing or invalid Host" };
  if (!request.url.startsWith("/")) return { status: 400, reason: "request-target is not a path" };
  if (request.url.split("?")[0]!.includes("\\")) return { status: 400, reason: "backslash in the path" };
  return undefined;
}

const STATUS_TEXT = { 400: "Bad Request", 405: "Method Not Allowed", 501: "Not Implemented" } as const;

/**
 * The host a request is for (what Express resolved: X-Forwarded-Host from a trusted proxy,
 * else Host), or the site's own when an HTTP/1.0 request names none. Set by `requestGuards`.
 */
export function requestHostOf(res: express.Response): string {
  return res.locals.requestHost as string;
}

export function requestGuards(options: { siteHost: string }): express.RequestHandler {
  return (req, res, next) => {
    // Express 5 reads X-Forwarded-Host only from a proxy TRUST_PROXY names; an empty value is no host.
    const host = req.host || undefined;
    const refusal = refusalOf({ method: req.method, url: req.url, httpVersion: req.httpVersion, host });
    if (!refusal) {
      res.locals.requestHost = host ?? options.siteHost;
      return next();
    }
    // Probes and broken clients: worth a line for the operator, never an error.
    getLogger().warn({ method: req.method.slice(0, 20), reason: refusal.reason }, "request refused");
    if (refusal.status === 405) res.set("Allow", ALLOWED_METHODS.join(", "));
    res
      .status(refusal.status)
      .set("Connection", "close")
      .type("text/plain")
      .send(STATUS_TEXT[refusal.status]);
  };
}
