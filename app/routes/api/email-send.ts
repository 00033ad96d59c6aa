import { json } from "~/features/leads/api-request.server";
import { handleEmailSend } from "~/features/leads/email-send.server";
import type { Route } from "./+types/email-send";

/** POST /api/email/send: a lead from an integration (see app/features/leads/email-send.server.ts). */
export function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ success: false, error: "Use POST", message: "Use POST" }, 405);
  return handleEmailSend(request);
}

export function loader() {
  return json({ success: false, error: "Use POST", message: "Use POST" }, 405);
}
