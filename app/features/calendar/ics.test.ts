import { describe, expect, it } from "vitest";
import { type CalendarEvent, calendarFile, escapeText, foldLine, MAX_LINE_OCTETS, utcDateTime } from "./ics";
import { instantAt, minutesAfter } from "./store-time";

/**
 * The calendar files' writer against RFC 5545: escaping, folding, UTC times from a store's
 * wall clock, and a whole file read back by a strict reader written from the RFC (no parser
 * package is installed, and one is not worth adding for a test).
 */

type Property = { name: string; params: string[]; value: string };
type Component = { name: string; properties: Property[]; components: Component[] };

/** RFC 5545 section 3.3.11 in reverse. */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

/**
 * A strict reader: CRLF line ends only, every physical line at most 75 octets, unfolding,
 * `NAME[;PARAM...]:value` lines, BEGIN/END nesting that closes; throws on anything else.
 */
function readCalendar(file: string): Component {
  expect(file.endsWith("\r\n")).toBe(true);
  const physical = file.slice(0, -2).split("\r\n");
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(MAX_LINE_OCTETS);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ") || line.startsWith("\t")) {
      if (lines.length === 0) throw new Error("a file cannot start with a continuation");
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  const root: Component = { name: "", properties: [], components: [] };
  const stack = [root];
  for (const line of lines) {
    const match = /^([A-Za-z0-9-]+)((?:;[^:]*)?):(.*)$/.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, name, params, value] = match as unknown as [string, string, string, string];
    const current = stack[stack.length - 1]!;
    if (name === "BEGIN") {
      const component: Component = { name: value, properties: [], components: [] };
      current.components.push(component);
      stack.push(component);
    } else if (name === "END") {
      if (current.name !== value) throw new Error(`END:${value} closes ${current.name}`);
      stack.pop();
    } else {
      current.properties.push({ name, params: params ? params.slice(1).split(";") : [], value });
    }
  }
  if (stack.length !== 1 || root.components.length !== 1) throw new Error("unbalanced file");
  return root.components[0]!;
}

const one = (component: Component, name: string) => {
  const found = component.properties.filter((p) => p.name === name);
  expect(found, name).toHaveLength(1);
  return found[0]!.value;
};

const EVENT: CalendarEvent = {
  uid: "service-SVC-7K3M-Q9TZ@cars.example.com",
  stamp: new Date("2026-11-20T18:04:05.123Z"),
  start: instantAt("2026-11-24", "09:30", "America/Chicago"),
  end: instantAt("2026-11-24", "10:30", "America/Chicago"),
  summary: "Service appointment at Quad Cities Auto Group Rockford",
  location: "Quad Cities Auto Group Rockford, 6250 East State Street, Rockford, IL 61108",
  geo: { latitude: 42.2661, longitude: -88.9947 },
  description:
    "You asked for this time; a service advisor calls you to confirm.\nReference: SVC-7K3M-Q9TZ\nQuestions? Call (815) 555-0140.",
  status: "TENTATIVE",
};

describe("TEXT values", () => {
  it("escape backslashes, semicolons, commas and line breaks, and drop other control characters", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
    expect(escapeText("tab\tkept\u0000\u0007\u001b gone")).toBe("tab\tkept gone");
    expect(unescapeText(escapeText('Bob\'s "Cars", Inc.; \\ 5\n6'))).toBe('Bob\'s "Cars", Inc.; \\ 5\n6');
  });
});

describe("folding", () => {
  it("keeps a short line as it is", () => {
    expect(foldLine("SUMMARY:Test drive")).toBe("SUMMARY:Test drive");
  });

  it("breaks at 75 octets, each continuation starting with a space that counts", () => {
    const line = `DESCRIPTION:${"x".repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts[0]).toHaveLength(75);
    for (const part of parts.slice(1)) {
      expect(part.startsWith(" ")).toBe(true);
      expect(part.length).toBeLessThanOrEqual(75);
    }
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
  });

  it("never splits a UTF-8 character across lines", () => {
    const line = `SUMMARY:${"Inspección de su vehículo ñandú ".repeat(8)}`;
    const parts = foldLine(line).split("\r\n");
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      // A lone surrogate or a broken sequence would not survive the round trip.
      expect(Buffer.from(part, "utf8").toString("utf8")).toBe(part);
    }
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
  });
});

describe("a store's wall clock as UTC", () => {
  it("reads Central and Eastern time, standard and summer", () => {
    // Moline and Rockford keep Central time: 9:30 is 15:30 UTC in November, 14:30 in July.
    expect(utcDateTime(instantAt("2026-11-24", "09:30", "America/Chicago"))).toBe("20261124T153000Z");
    expect(utcDateTime(instantAt("2026-07-14", "09:30", "America/Chicago"))).toBe("20260714T143000Z");
    // Fort Wayne keeps Eastern time, an hour ahead.
    expect(utcDateTime(instantAt("2026-11-24", "09:30", "America/Indiana/Indianapolis"))).toBe(
      "20261124T143000Z",
    );
    expect(utcDateTime(instantAt("2026-07-14", "17:00", "America/Indiana/Indianapolis"))).toBe(
      "20260714T210000Z",
    );
  });

  it("is right on the days the clocks change, whatever the server's own zone", () => {
    // 2026: summer time starts March 8 and ends November 1 in the US.
    expect(utcDateTime(instantAt("2026-03-08", "09:00", "America/Chicago"))).toBe("20260308T140000Z");
    expect(utcDateTime(instantAt("2026-03-07", "09:00", "America/Chicago"))).toBe("20260307T150000Z");
    expect(utcDateTime(instantAt("2026-11-01", "09:00", "America/Chicago"))).toBe("20261101T150000Z");
    expect(utcDateTime(instantAt("2026-10-31", "09:00", "America/Chicago"))).toBe("20261031T140000Z");
  });

  it("refuses what is not a date and a time", () => {
    expect(() => instantAt("2026-11-24", "9:30", "America/Chicago")).toThrow(RangeError);
    expect(() => instantAt("24/11/2026", "09:30", "America/Chicago")).toThrow(RangeError);
    expect(minutesAfter(new Date("2026-11-24T15:30:00Z"), 30).toISOString()).toBe("2026-11-24T16:00:00.000Z");
  });
});

describe("a calendar file", () => {
  const file = calendarFile([EVENT], { productId: "-//Quad Cities Auto Group, Inc.//Website//EN" });
  const calendar = readCalendar(file);

  it("is one VCALENDAR 2.0 with its product id, holding one VEVENT", () => {
    expect(calendar.name).toBe("VCALENDAR");
    expect(one(calendar, "VERSION")).toBe("2.0");
    expect(unescapeText(one(calendar, "PRODID"))).toBe("-//Quad Cities Auto Group, Inc.//Website//EN");
    expect(one(calendar, "CALSCALE")).toBe("GREGORIAN");
    expect(one(calendar, "METHOD")).toBe("PUBLISH");
    expect(calendar.components.map((c) => c.name)).toEqual(["VEVENT"]);
  });

  it("gives the event its UID, stamp, times in UTC, title, place, notes and status", () => {
    const event = calendar.components[0]!;
    expect(one(event, "UID")).toBe("service-SVC-7K3M-Q9TZ@cars.example.com");
    expect(one(event, "DTSTAMP")).toBe("20261120T180405Z");
    expect(one(event, "DTSTART")).toBe("20261124T153000Z");
    expect(one(event, "DTEND")).toBe("20261124T163000Z");
    expect(unescapeText(one(event, "SUMMARY"))).toBe(EVENT.summary);
    expect(unescapeText(one(event, "LOCATION"))).toBe(EVENT.location);
    expect(one(event, "LOCATION")).toContain("Rockford\\, IL 61108");
    expect(one(event, "GEO")).toBe("42.2661;-88.9947");
    expect(unescapeText(one(event, "DESCRIPTION"))).toBe(EVENT.description);
    expect(one(event, "STATUS")).toBe("TENTATIVE");
    // Every DATE-TIME is the UTC form: no TZID is used, so no VTIMEZONE is needed.
    for (const name of ["DTSTAMP", "DTSTART", "DTEND"]) expect(one(event, name)).toMatch(/^\d{8}T\d{6}Z$/);
    expect(file).not.toContain("TZID");
  });

  it("folds its long lines and ends every line in CRLF", () => {
    expect(file).toContain("\r\n ");
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("leaves out what an event does not have, and refuses an event that ends before it starts", () => {
    const bare = calendarFile(
      [{ ...EVENT, location: undefined, geo: undefined, description: undefined, status: undefined }],
      {
        productId: "-//X//Y//EN",
      },
    );
    const event = readCalendar(bare).components[0]!;
    expect(event.properties.map((p) => p.name)).toEqual(["UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY"]);
    expect(() => calendarFile([{ ...EVENT, end: EVENT.start }], { productId: "-//X//Y//EN" })).toThrow(
      RangeError,
    );
  });
});
