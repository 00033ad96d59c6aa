import { z } from "zod";

/**
 * The marketing parameters a visitor arrived with (spec section 9), the "ad user
 * information" that lead e-mails carry so the dealer knows which campaign brought the lead.
 */
export const TRACKED_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
  "gbraid",
  "gwraid",
] as const;
export type TrackedParam = (typeof TRACKED_PARAMS)[number];
export type AdsValues = Partial<Record<TrackedParam, string>>;

export const adsValuesSchema = z
  .object(Object.fromEntries(TRACKED_PARAMS.map((p) => [p, z.string().trim().max(500).optional()])))
  .partial() as z.ZodType<AdsValues>;

/** The tracked parameters among any values (a cookie, a query, an API body), trimmed; none: undefined. */
export function pickAdsValues(values: Record<string, unknown> | undefined): AdsValues | undefined {
  if (!values) return undefined;
  const picked: AdsValues = {};
  for (const param of TRACKED_PARAMS) {
    const value = values[param];
    if (typeof value === "string" && value.trim()) picked[param] = value.trim().slice(0, 500);
  }
  return Object.keys(picked).length ? picked : undefined;
}
