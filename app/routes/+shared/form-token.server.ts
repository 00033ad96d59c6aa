import { issueFormToken } from "~/features/leads/intake/form-guard.server";
import type { RequestContext } from "~/start-up/request-context.server";

/**
 * A lead-form token for the page being rendered. The page stays shared (the origin cache, a
 * CDN): visitors given the same copy post the same token, and the lead's idempotency key is
 * made of the token's key AND what was posted (form-guard.server.ts, `content`), so their
 * leads stay apart while a double submit of one form still makes one lead. A kept copy is at
 * most minutes old, far inside the token's 24 hours.
 */
export function pageFormToken(context: Pick<RequestContext, "services">, form: string): string {
  return issueFormToken(context.services, form);
}
