import { issueFormToken } from "~/features/leads/intake/form-guard.server";
import type { RequestContext } from "~/start-up/request-context.server";

/**
 * A fresh lead-form token for the page being rendered. Its key becomes the lead's idempotency
 * key, so the page that carries it is this visitor's alone: a shared cache that gave the same
 * token to two visitors would merge their leads into one. Until tokens come after load (the
 * performance issue), a page with a lead form is personal (`private, no-store`).
 */
export function pageFormToken(
  context: Pick<RequestContext, "services" | "cacheClass">,
  form: string,
): string {
  context.cacheClass.markPersonal("form token");
  return issueFormToken(context.services, form);
}
