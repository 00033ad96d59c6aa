import crypto from "node:crypto";
import { siteKey } from "~/lib/crypto/site-secrets.server";
import type { Env } from "~/lib/env.server";
import { type Language, localizePath } from "~/lib/i18n";

/**
 * The "Add to calendar" link of a booked appointment:
 *
 *   /calendar/{kind}/{record}.{signature}.ics      (/es/calendar/… in Spanish)
 *
 * `record` names the server's record the event is read from (the service appointment's number,
 * the test drive's lead, the trade-in appraisal), and the signature (HMAC-SHA-256 with a key
 * derived from the site's signing secret for this use alone, 128 bits kept) binds it to its
 * kind. Only a page that showed the booking issues the link, so no stranger can make the site
 * serve a dealer-branded file with times or words of their choosing: a link is a record, or a 404.
 */
export const CALENDAR_KINDS = ["service", "test-drive", "inspection"] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export type CalendarLinkServices = { env: Pick<Env, "dataDir" | "leads"> };

const SIGNATURE_LENGTH = 22;
const FILE = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{22})\.ics$/;

export function isCalendarKind(value: unknown): value is CalendarKind {
  return CALENDAR_KINDS.includes(value as CalendarKind);
}

function signatureOf(services: CalendarLinkServices, kind: CalendarKind, record: string): string {
  return crypto
    .createHmac("sha256", siteKey(services.env, "calendar-links"))
    .update(`${kind}:${record}`)
    .digest("base64url")
    .slice(0, SIGNATURE_LENGTH);
}

/** The link to the .ics file of `record`, in `language` (the event's words follow it). */
export function calendarPath(
  services: CalendarLinkServices,
  kind: CalendarKind,
  record: string,
  language: Language,
): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(record)) throw new RangeError("a calendar record is a plain id");
  return localizePath(`/calendar/${kind}/${record}.${signatureOf(services, kind, record)}.ics`, language);
}

/** The kind and record a calendar link names when its signature holds; null otherwise. */
export function readCalendarFile(
  services: CalendarLinkServices,
  kind: unknown,
  file: unknown,
): { kind: CalendarKind; record: string } | null {
  if (!isCalendarKind(kind) || typeof file !== "string") return null;
  const match = FILE.exec(file);
  if (!match) return null;
  const [, record, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(signatureOf(services, kind, record));
  const actual = Buffer.from(given);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual)
    ? { kind, record }
    : null;
}
