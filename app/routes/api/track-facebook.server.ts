import { type ConsentState, isAllowed } from "~/features/consent/consent";
import { clientIp } from "~/lib/rate-limit.server";
import {
  ConversionsApiError,
  conversionEvent,
  facebookEventSchema,
  isConfigured,
  sendConversionEvent,
} from "~/lib/tracking/facebook.server";
import type { AppServices } from "~/start-up/app-services.server";
import { json, readJsonRequest, withinRateLimit } from "./json-api.server";

/**
 * `POST /api/track/facebook` (spec section 7): validates the pixel event and forwards it to
 * the Conversions API when a pixel id and token are configured.
 *
 * - 200 `{ success: true, forwarded: true, eventsReceived }`: forwarded;
 * - 204 (no body): valid, but nothing was sent: no pixel is configured, or the visitor did not
 *   allow targeting cookies (Facebook is an ad platform; Global Privacy Control refuses it too);
 * - 400 `{ success: false, error, message, errors }`: not a valid event;
 * - 403, 413, 415, 429 as the other JSON endpoints; 502 when the Conversions API refused or
 *   could not be reached.
 */
export const TRACKING_RATE_LIMITS = [{ points: 120, durationSeconds: 60 }];

export async function handleTrackFacebook(
  request: Request,
  services: AppServices,
  consent: ConsentState,
): Promise<Response> {
  const body = await readJsonRequest(request, services);
  if (!body.ok) return json({ success: false, error: body.message, message: body.message }, body.status);
  if (!(await withinRateLimit(request, services, "track-facebook", TRACKING_RATE_LIMITS)))
    return json({ success: false, error: "Too many requests", message: "Too many requests" }, 429);
  const parsed = facebookEventSchema.safeParse(body.value);
  if (!parsed.success) {
    const errors = Object.fromEntries(
      parsed.error.issues.map((i) => [i.path.join(".") || "body", i.message]),
    );
    const [field, message] = Object.entries(errors)[0]!;
    return json({ success: false, error: "Invalid event", message: `${field}: ${message}`, errors }, 400);
  }
  const config = services.env.facebook;
  if (!isConfigured(config) || !isAllowed("targeting", consent))
    return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
  const event = conversionEvent(parsed.data, {
    clientIp: clientIp(request),
    userAgent: request.headers.get("user-agent") ?? undefined,
    sourceUrl: request.headers.get("referer") ?? undefined,
  });
  try {
    const eventsReceived = await sendConversionEvent(config, event);
    return json({ success: true, forwarded: true, eventsReceived });
  } catch (error) {
    const message = error instanceof ConversionsApiError ? error.message : "Conversions API failed";
    return json({ success: false, error: "Not forwarded", message }, 502);
  }
}
