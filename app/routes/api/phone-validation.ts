import type { Route } from "./+types/phone-validation";
import { json } from "./json-api.server";
import { handlePhoneValidation } from "./phone-validation.server";

/** POST /api/customer/phoneValidation: send or check a 6-digit code (phone-validation.server.ts beside this file). */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ success: false, error: "Use POST", message: "Use POST" }, 405);
  return handlePhoneValidation(request, context);
}

export function loader() {
  return json({ success: false, error: "Use POST", message: "Use POST" }, 405);
}
