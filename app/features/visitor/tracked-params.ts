/**
 * The marketing parameters a visitor arrived with (spec section 9), the "ad user
 * information" that lead e-mails carry so the dealer knows which campaign brought the lead.
 * Kept free of zod: the browser reads them from the landing URL on every page, and a schema
 * library in that path would cost every page's first load (marketing-params.ts has the schema).
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

/**
 * Only the tracked parameters of a query string (`?utm_source=google&gclid=abc`), or "": what a
 * page may repeat in its own HTML (the cookie dialog's way back) without echoing anything
 * else a link carried, such as a guessed confirmation reference.
 */
export function campaignQueryOf(search: string): string {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const param of TRACKED_PARAMS) {
    const value = query.get(param);
    if (value) kept.set(param, value.slice(0, 500));
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}
