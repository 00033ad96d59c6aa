/**
 * A small iCalendar (RFC 5545) writer: one VCALENDAR holding the events of an "Add to
 * calendar" file. Written here rather than taken from a package: the files need a handful of
 * properties, and the common package (`ics`) brings yup, nanoid and runes2 to production and
 * converts local times with the server's own zone, not a store's (docs/decisions.md).
 *
 * - Times are UTC (`DTSTART:20261124T153000Z`): exact whatever the calendar app's zone, with no
 *   VTIMEZONE to write (a TZID needs one). The store's wall-clock time becomes the instant
 *   with `instantAt` (store-time.ts).
 * - TEXT values are escaped (backslash, semicolon, comma, line breaks) and stripped of other
 *   control characters, which TEXT may not hold.
 * - Lines end in CRLF and are folded at 75 octets, never inside a UTF-8 character.
 */
export type CalendarEvent = {
  /** Globally unique and stable: downloading the file again updates the same event. */
  uid: string;
  /** When the event's record was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  geo?: { latitude: number; longitude: number };
  /** TENTATIVE while the store still calls to confirm; CONFIRMED once it is booked. */
  status?: "TENTATIVE" | "CONFIRMED";
};

export type CalendarFileOptions = {
  /** PRODID: who made the file, "-//Company//Website//EN". */
  productId: string;
};

const CRLF = "\r\n";
/** The most octets a content line may hold, line break excluded (RFC 5545 section 3.1). */
export const MAX_LINE_OCTETS = 75;

/** A TEXT value (RFC 5545 section 3.3.11): escaped, one line, no control characters. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\n/g, "\\n")
  );
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * One content line folded (RFC 5545 section 3.1): at most 75 octets a line, each continuation
 * starting with one space (which counts), a break never splitting a character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const character of line) {
    const length = octets(character);
    if (size + length > MAX_LINE_OCTETS) {
      parts.push(current);
      current = " ";
      size = 1;
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** A UTC DATE-TIME: 20261124T153000Z. */
export function utcDateTime(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new RangeError("invalid date");
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

function eventLines(event: CalendarEvent): string[] {
  if (event.end.getTime() <= event.start.getTime()) throw new RangeError("an event ends after it starts");
  const lines = [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.geo) lines.push(`GEO:${event.geo.latitude};${event.geo.longitude}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.status) lines.push(`STATUS:${event.status}`);
  lines.push("END:VEVENT");
  return lines;
}

/** The .ics file of `events`: text/calendar, CRLF line ends, folded. */
export function calendarFile(events: CalendarEvent[], options: CalendarFileOptions): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(options.productId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
