import type { Route } from "./+types/email-send";
import { handleEmailSend } from "./email-send.server";
import { json } from "./json-api.server";

/** POST /api/email/send: a lead from an integration (see email-send.server.ts beside this file). */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ success: false, error: "Use POST", message: "Use POST" }, 405);
  return handleEmailSend(request, context);
}

export function loader() {
  return json({ success: false, error: "Use POST", message: "Use POST" }, 405);
}
