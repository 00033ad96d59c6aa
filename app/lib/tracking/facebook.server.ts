import crypto from "node:crypto";
import { z } from "zod";

/**
 * Facebook's Conversions API. `POST /api/track/facebook` receives the event the page's
 * pixel fired (spec section 7: currency, value, event_id, event_time, fbp, fbc, user_data,
 * custom_data, plus eventName, eventID, eventTime) and forwards it server-side, ONLY when
 * FACEBOOK_PIXEL_ID and FACEBOOK_ACCESS_TOKEN are set; FACEBOOK_API_URL points elsewhere
 * (a test server, a later Graph API version).
 *
 * Personal data in user_data (e-mail, phone, names, city, state, zip, country, external id)
 * is normalised and SHA-256-hashed here before it leaves the site, as the API requires;
 * values already hashed (64 hex characters) are kept. The visitor's IP address and user
 * agent come from the request, never from the body.
 */
const HASHED_FIELDS = [
  "em",
  "ph",
  "fn",
  "ln",
  "ge",
  "db",
  "ct",
  "st",
  "zp",
  "country",
  "external_id",
] as const;

const scalar = z.union([z.string().max(500), z.number().finite(), z.boolean()]);
const userValue = z.union([z.string().trim().max(500), z.array(z.string().trim().max(500)).max(10)]);

export const facebookEventSchema = z.object({
  eventName: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, "must be an event name like Lead or PageView"),
  eventID: z.string().trim().min(1).max(100).optional(),
  /** Seconds (or milliseconds) since 1970. */
  eventTime: z.number().int().positive().optional(),
  event_id: z.string().trim().min(1).max(100).optional(),
  event_time: z.number().int().positive().optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, "must be a 3-letter currency code")
    .optional(),
  value: z.number().finite().min(0).optional(),
  fbp: z.string().max(200).optional(),
  fbc: z.string().max(500).optional(),
  user_data: z.record(z.string().max(40), userValue).optional(),
  custom_data: z.record(z.string().max(60), z.union([scalar, z.array(scalar).max(50)])).optional(),
  url: z.url().max(2000).optional(),
});
export type FacebookEvent = z.infer<typeof facebookEventSchema>;

export type FacebookConfig = { pixelId?: string; accessToken?: string; apiUrl: string };

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

function normalise(field: string, value: string): string {
  const trimmed = value.trim().toLowerCase();
  if (field === "ph") return trimmed.replace(/\D+/g, "");
  if (field === "ct" || field === "fn" || field === "ln") return trimmed.replace(/[^a-z\u00c0-\u024f]/g, "");
  if (field === "zp") return trimmed.replace(/\s+/g, "");
  return trimmed;
}

export function hashUserData(data: Record<string, string | string[]>): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [field, raw] of Object.entries(data)) {
    if (!(HASHED_FIELDS as readonly string[]).includes(field)) {
      result[field] = raw;
      continue;
    }
    const hash = (v: string) => (/^[a-f0-9]{64}$/.test(v) ? v : sha256(normalise(field, v)));
    result[field] = Array.isArray(raw) ? raw.filter(Boolean).map(hash) : hash(raw);
  }
  return result;
}

/** The Conversions API's event object for a received event. */
export function conversionEvent(
  event: FacebookEvent,
  context: { clientIp?: string; userAgent?: string; sourceUrl?: string; now?: Date },
) {
  const rawTime =
    event.eventTime ?? event.event_time ?? Math.floor((context.now ?? new Date()).getTime() / 1000);
  const eventTime = rawTime > 1e12 ? Math.floor(rawTime / 1000) : rawTime;
  const userData: Record<string, string | string[]> = hashUserData(
    Object.fromEntries(
      Object.entries(event.user_data ?? {}).filter(
        ([k]) => !["client_ip_address", "client_user_agent", "fbp", "fbc"].includes(k),
      ),
    ),
  );
  if (event.fbp) userData.fbp = event.fbp;
  if (event.fbc) userData.fbc = event.fbc;
  if (context.clientIp && context.clientIp !== "unknown") userData.client_ip_address = context.clientIp;
  if (context.userAgent) userData.client_user_agent = context.userAgent.slice(0, 500);
  const customData: Record<string, unknown> = { ...event.custom_data };
  if (event.currency) customData.currency = event.currency.toUpperCase();
  if (event.value !== undefined) customData.value = event.value;
  return {
    event_name: event.eventName,
    event_time: eventTime,
    ...((event.eventID ?? event.event_id) ? { event_id: event.eventID ?? event.event_id } : {}),
    action_source: "website",
    ...((event.url ?? context.sourceUrl) ? { event_source_url: event.url ?? context.sourceUrl } : {}),
    user_data: userData,
    ...(Object.keys(customData).length ? { custom_data: customData } : {}),
  };
}

export function isConfigured(config: FacebookConfig): config is Required<FacebookConfig> {
  return Boolean(config.pixelId && config.accessToken);
}

export class ConversionsApiError extends Error {
  override name = "ConversionsApiError";
}

/** Sends one event; resolves with the API's events_received count. */
export async function sendConversionEvent(
  config: Required<FacebookConfig>,
  event: ReturnType<typeof conversionEvent>,
): Promise<number> {
  const url = `${config.apiUrl.replace(/\/+$/, "")}/${encodeURIComponent(config.pixelId)}/events`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data: [event], access_token: config.accessToken }),
      signal: AbortSignal.timeout(5_000),
    });
  } catch (error) {
    throw new ConversionsApiError(`Conversions API unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new ConversionsApiError(`Conversions API answered ${response.status}`);
  const body = (await response.json().catch(() => ({}))) as { events_received?: number };
  return body.events_received ?? 1;
}
