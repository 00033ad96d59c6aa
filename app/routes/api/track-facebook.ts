import { json } from "~/features/leads/api-request.server";
import { handleTrackFacebook } from "~/features/leads/track-facebook.server";
import type { Route } from "./+types/track-facebook";

/** POST /api/track/facebook: forward a pixel event to the Conversions API (app/features/leads/track-facebook.server.ts). */
export function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ success: false, error: "Use POST", message: "Use POST" }, 405);
  return handleTrackFacebook(request);
}

export function loader() {
  return json({ success: false, error: "Use POST", message: "Use POST" }, 405);
}
