import type express from "express";
import { addressMatcher } from "~/lib/address-list.server";
import type { TrustProxy } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import { CLIENT_IP_HEADER, type RequestLimits, runWithRequestLimits } from "~/lib/rate-limit.server";
import { beforeResponseHead } from "./response-head";

/**
 * The visitor's address and their rate limits.
 *
 * - Whose X-Forwarded-For to believe is TRUST_PROXY's answer only (Express's `trust proxy`
 *   gets `trustFunction`): by default nobody's, so the address is the socket's and cannot be
 *   chosen by the client. Behind a proxy that is not named, every visitor has the proxy's
 *   address and shares its limits: the operator is told once, when the header is ignored.
 * - The resolved address goes to the routes in CLIENT_IP_HEADER, overwriting whatever a
 *   client sent under that name.
 * - Each request runs in its rate-limit scope (lib/rate-limit.server.ts): exempt when
 *   RATE_LIMIT_EXEMPT names the address (none by default, loopback included), and any 429
 *   goes out with Retry-After, the wait the refusing limit asked for (60 s when no limit
 *   said, e.g. a code tried too often).
 */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** TRUST_PROXY as Express's `trust proxy` function: (address, hop from the socket) => trusted. */
export function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  const trusted = addressMatcher(trust);
  return (address) => trusted(address);
}

export function clientAddress(options: {
  trustProxy: TrustProxy;
  rateLimitExempt: string[];
}): express.RequestHandler {
  const trusted = trustFunction(options.trustProxy);
  const exempt = addressMatcher(options.rateLimitExempt);
  let warned = false;
  return (req, res, next) => {
    if (
      !warned &&
      req.headers["x-forwarded-for"] !== undefined &&
      !trusted(req.socket.remoteAddress ?? "", 0)
    ) {
      warned = true;
      getLogger().warn(
        "X-Forwarded-For ignored: the request came from an address TRUST_PROXY does not name, so every visitor behind that proxy shares one rate limit (docs/operations.md)",
      );
    }
    const ip = req.ip ?? "";
    req.headers[CLIENT_IP_HEADER] = ip;
    const limits: RequestLimits = exempt(ip) ? { exemptAddress: ip } : {};
    beforeResponseHead(res, (status) => {
      if (status === 429 && !res.hasHeader("retry-after"))
        res.setHeader("Retry-After", String(limits.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
    });
    runWithRequestLimits(limits, next);
  };
}
