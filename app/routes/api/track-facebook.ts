import type { Route } from "./+types/track-facebook";
import { json } from "./json-api.server";
import { handleTrackFacebook } from "./track-facebook.server";

/** POST /api/track/facebook: forward a pixel event to the Conversions API (track-facebook.server.ts beside this file). */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ success: false, error: "Use POST", message: "Use POST" }, 405);
  return handleTrackFacebook(request, context.services, context.visitor.consent);
}

export function loader() {
  return json({ success: false, error: "Use POST", message: "Use POST" }, 405);
}
