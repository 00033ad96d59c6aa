import { json } from "~/features/leads/api-request.server";
import { handlePhoneValidation } from "~/features/leads/phone-validation.server";
import type { Route } from "./+types/phone-validation";

/** POST /api/customer/phoneValidation: send or check a 6-digit code (app/features/leads/phone-validation.server.ts). */
export function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ success: false, error: "Use POST", message: "Use POST" }, 405);
  return handlePhoneValidation(request);
}

export function loader() {
  return json({ success: false, error: "Use POST", message: "Use POST" }, 405);
}
