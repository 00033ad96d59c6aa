import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
import { expect } from "vitest";
import { decode } from "./form-client";
import { ROOT, type RunningServer } from "./server";

/**
 * Generated hostile input for the fuzz tests (fuzz-forms.test.ts, fuzz-urls.test.ts): text no
 * person types, a valid post with a few fields broken, added, dropped or repeated, sent in
 * encodings no form uses; the server's stored state before and after; and the check that a
 * refused form shows the field's own message, never a raw one.
 *
 * Runs are random (fast-check's seed, printed with any counterexample); FUZZ_SEED replays one,
 * and FUZZ_RUNS sets the cases per property for a longer hunt (FUZZ_RUNS=500).
 */
export const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const FUZZ_RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : undefined;

/** A generated test's timeout: two minutes, or an hour for a longer hunt. */
export const FUZZ_TIMEOUT_MS = FUZZ_RUNS === undefined ? 120_000 : 3_600_000;

/**
 * fast-check's options for a property of `numRuns` requests. A failure is shrunk to its
 * smallest case (each step a request again), within the time limit: a test's own timeout is
 * longer, so a slow server shows as the failing case, not as a timeout.
 */
export function runs<T>(numRuns: number): fc.Parameters<T> {
  return {
    numRuns: FUZZ_RUNS ?? numRuns,
    ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }),
    // Within the test's timeout (FUZZ_TIMEOUT_MS); a longer hunt (FUZZ_RUNS) runs until it is done.
    ...(FUZZ_RUNS === undefined ? { interruptAfterTimeLimit: 45_000 } : {}),
  };
}

const CONTROL = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
const ODD = fc.constantFrom(
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u200b",
  "\u200e",
  "\u202e",
  "\u2028",
  "\u2029",
  "\ufeff",
  "\ufffd",
  "\ud800",
  "\udfff",
  "😀",
  "👨‍👩‍👧",
  "é",
  "e\u0301",
  "ñ",
  "中",
  "ß",
  "İ",
);
const PUNCTUATION = fc.constantFrom(
  "a",
  "1",
  " ",
  "<",
  ">",
  "&",
  '"',
  "'",
  "%",
  "+",
  "=",
  "[",
  "]",
  ".",
  "{",
  "}",
  "\\",
  "/",
  "@",
  "-",
  "#",
  "?",
);

/** Values a person never types but a script sends. */
const SPECIAL_VALUES = fc.constantFrom(
  "",
  " ",
  "\t\n",
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "1e308",
  "-1",
  "0x10",
  "9".repeat(400),
  "1,000,000,000,000",
  "99999999999999999999",
  "2026-02-30",
  "0000-00-00",
  "9999-12-31",
  "2026-13-01",
  "1900-01-01",
  "25:61",
  "'; drop table leads;--",
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, sent as text.
  "${7*7}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "[object Object]",
  "null",
  "undefined",
  "true",
  "{}",
  "[]",
  '{"a":1}',
  "../../etc/passwd",
  "%00",
  "%E0%A4%A",
  "\r\nBcc: victim@example.com",
  "ann@example.com\r\nBcc: victim@example.com",
  "=cmd|' /C calc'!A0",
);

/** A long run of one character, from just over a field's limit to beyond the body limit. */
const LONG_TEXT = fc
  .tuple(fc.integer({ min: 101, max: 70_000 }), fc.constantFrom("x", "é", "中", "😀", "\u0000", "<b>", " "))
  .map(([length, piece]) => piece.repeat(Math.ceil(length / piece.length)));

const NUMBER_TEXT = fc
  .oneof(fc.integer(), fc.double(), fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }))
  .map((n) => String(n));

/** Any text a field might be sent: unicode, control characters, numbers out of range, long runs. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: fc.oneof(CONTROL, ODD, PUNCTUATION), maxLength: 40 }), weight: 3 },
  { arbitrary: SPECIAL_VALUES, weight: 3 },
  { arbitrary: NUMBER_TEXT, weight: 2 },
  { arbitrary: LONG_TEXT, weight: 1 },
);

/** Field names no form of ours has: prototypes, deep paths, list indexes past any list. */
export const hostileName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "__proto__.polluted",
    "constructor.prototype.polluted",
    "prototype",
    "a[0]",
    "a[-1]",
    "a[]",
    "residences[20].city",
    "residences[21].city",
    "employments[999999999999].employer",
    "x.y.z.w",
    "firstName.a",
    "firstName[0]",
    "__intent__",
    "enhanced",
    "refresh",
    "companyWebsite",
    "leadFormToken",
    "hasCoBorrower",
    "coBorrower.ssn",
    "step",
    "intent",
    "",
    "residences",
    "residences[0]",
    "residences[0][0]",
    "employments[0].employer.name",
    "coBorrower",
    "coBorrower.residences[0]",
    "repair_order_lines[0]",
    "vehicle",
    "business",
    "[0]",
    ".",
    "a..b",
  ),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }),
  fc.string({ minLength: 201, maxLength: 300 }),
);

export type Fields = Array<[string, string]>;

export type Mutation =
  | { op: "set"; field: string; value: string }
  | { op: "drop"; field: string }
  | { op: "add"; field: string; value: string }
  | { op: "repeat"; field: string; values: string[] }
  | { op: "flood"; field: string; count: number };

/** One to four changes to a valid post, on its own fields or new ones. */
export function mutations(fieldNames: string[]): fc.Arbitrary<Mutation[]> {
  const field = fc.constantFrom(...fieldNames);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { arbitrary: fc.record({ op: fc.constant("set" as const), field, value: hostileText }), weight: 6 },
    { arbitrary: fc.record({ op: fc.constant("drop" as const), field }), weight: 2 },
    {
      arbitrary: fc.record({ op: fc.constant("add" as const), field: hostileName, value: hostileText }),
      weight: 2,
    },
    {
      // Hundreds of fields: past what any form posts (400), or a list index past any list.
      arbitrary: fc.record({
        op: fc.constant("flood" as const),
        field: fc.oneof(field, fc.constantFrom("residences[%].city", "employments[%].employer", "x%")),
        count: fc.integer({ min: 50, max: 1_000 }),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        op: fc.constant("repeat" as const),
        field,
        values: fc.array(hostileText, { minLength: 2, maxLength: 4 }),
      }),
      weight: 1,
    },
  );
  return fc.array(mutation, { minLength: 1, maxLength: 4 });
}

/** `base` with `changes` made, in the order a browser would send the fields. */
export function applyMutations(base: Record<string, string | string[]>, changes: Mutation[]): Fields {
  let fields: Fields = Object.entries(base).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((v): [string, string] => [name, v]),
  );
  for (const change of changes) {
    if (change.op === "drop") fields = fields.filter(([name]) => name !== change.field);
    else if (change.op === "add") fields.push([change.field, change.value]);
    else if (change.op === "set") {
      fields = fields.filter(([name]) => name !== change.field);
      fields.push([change.field, change.value]);
    } else if (change.op === "flood") {
      for (let i = 0; i < change.count; i++) fields.push([change.field.replace("%", String(i)), "1"]);
    } else {
      fields = fields.filter(([name]) => name !== change.field);
      for (const value of change.values) fields.push([change.field, value]);
    }
  }
  return fields;
}

/** How a post's body is sent: as a form does, or as no form of ours does. */
export type Encoding =
  | "urlencoded"
  | "multipart"
  | "multipart-file"
  | "json"
  | "text-plain"
  | "no-type"
  | "malformed"
  | "latin1";

export const encodings: fc.Arbitrary<Encoding> = fc.oneof(
  { arbitrary: fc.constant("urlencoded" as const), weight: 10 },
  { arbitrary: fc.constant("multipart" as const), weight: 2 },
  {
    arbitrary: fc.constantFrom<Encoding>(
      "multipart-file",
      "json",
      "text-plain",
      "no-type",
      "malformed",
      "latin1",
    ),
    weight: 3,
  },
);

/** Bytes no urlencoded encoder writes: broken percent escapes, bare separators, a NUL. */
const MALFORMED_TAILS = [
  "%E0%A4%A",
  "%",
  "%zz=1",
  "a=%ff%fe",
  "=",
  "&&&",
  "%00=%00",
  "a=%C0%AF",
  "%F0%9F%98",
];

/** The request body and content type for `fields` sent as `encoding` (`pick` chooses a tail). */
export function encodeBody(
  fields: Fields,
  encoding: Encoding,
  pick = 0,
): { body: BodyInit; headers: Record<string, string> } {
  const urlencoded = () => {
    const params = new URLSearchParams();
    for (const [name, value] of fields) params.append(name, value);
    return params.toString();
  };
  const form = "application/x-www-form-urlencoded";
  switch (encoding) {
    case "urlencoded":
      return { body: urlencoded(), headers: { "content-type": form } };
    case "multipart":
    case "multipart-file": {
      const data = new FormData();
      fields.forEach(([name, value], i) => {
        if (encoding === "multipart-file" && i === pick % Math.max(1, fields.length))
          data.append(name, new Blob([value]), "cv.pdf");
        else data.append(name, value);
      });
      // fetch writes the boundary into the content type itself.
      return { body: data, headers: {} };
    }
    case "json":
      return {
        body: JSON.stringify(Object.fromEntries(fields)),
        headers: { "content-type": "application/json" },
      };
    case "text-plain":
      return { body: urlencoded(), headers: { "content-type": "text/plain" } };
    case "no-type":
      return { body: new TextEncoder().encode(urlencoded()), headers: {} };
    case "malformed":
      return {
        body: `${urlencoded()}&${MALFORMED_TAILS[pick % MALFORMED_TAILS.length]}`,
        headers: { "content-type": form },
      };
    case "latin1":
      // Raw bytes over 0x7f, not percent-encoded, and not UTF-8.
      return {
        body: Buffer.from(`${urlencoded()}&message=caf\xe9\xff\xfe`, "latin1"),
        headers: { "content-type": form },
      };
  }
}

/** The rows and files a request could add to: what "nothing stored or sent" is checked on. */
export type StoredState = Record<string, number>;

const TABLES = ["leads", "lead_deliveries", "appraisals", "appraisal_drafts", "phone_verifications"];

/** Reads a running server's stored state (its SQLite database and its outbox files). */
export function storedState(server: Pick<RunningServer, "dataDir">, db: Database.Database): StoredState {
  const state: StoredState = {};
  for (const table of TABLES)
    state[table] = (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  const outbox = path.join(server.dataDir, "outbox");
  for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])
    state[`outbox/${file}`] = fs.statSync(path.join(outbox, file)).size;
  return state;
}

export function openServerDatabase(server: Pick<RunningServer, "dataDir">): Database.Database {
  return new Database(path.join(server.dataDir, "dealer.sqlite"), { readonly: true });
}

/**
 * The English and Spanish messages of the `validation` catalogue, as patterns (an ICU
 * placeholder or plural matches any text): a field's error must be one of them (docs/i18n.md:
 * the schemas' messages are translated through it), never zod's own words.
 */
function catalogueMessages(): RegExp[] {
  const patterns: RegExp[] = [];
  for (const language of ["en", "es"]) {
    const file = path.join(ROOT, "app/locales", language, "validation.json");
    const catalogue = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
    for (const message of Object.values(catalogue)) patterns.push(messagePattern(message));
  }
  return patterns;
}

/** An ICU message as a pattern: text literal, each top-level {...} any (non-empty) text. */
function messagePattern(message: string): RegExp {
  let source = "";
  let depth = 0;
  for (const char of message) {
    if (char === "{") {
      if (depth === 0) source += "[\\s\\S]+?";
      depth += 1;
    } else if (char === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0) source += char.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

let messages: RegExp[] | undefined;

/** The field errors a page shows (`<p id="…-error">`), decoded. */
export function shownFieldErrors(html: string): Array<{ id: string; text: string }> {
  return [...html.matchAll(/<p id="([^"]*-error)"[^>]*>([\s\S]*?)<\/p>/g)].map((m) => ({
    id: m[1]!,
    text: decode(m[2]!.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "")).trim(),
  }));
}

/**
 * Fails when a refused form shows an error that is not one of the validation catalogue's
 * messages.
 */
export function expectOnlyCatalogueMessages(html: string, context: string): void {
  messages ??= catalogueMessages();
  for (const { id, text } of shownFieldErrors(html)) {
    expect(text, `${context}: empty error ${id}`).not.toBe("");
    expect(
      messages.some((pattern) => pattern.test(text)),
      `${id} shows "${text}", not a message of the validation catalogue, after ${context}`,
    ).toBe(true);
  }
}

/** The log lines of a server at error level or above (pino: 50 error, 60 fatal). */
export const errorLines = (server: Pick<RunningServer, "output">) =>
  server
    .output()
    .split("\n")
    .filter((line) => /"level":(5|6)\d/.test(line));

/** A new client address for each visitor (X-Forwarded-For, with TRUST_PROXY=loopback), from 198.18.0.0/15. */
export function addresses(): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `198.18.${(next >> 8) & 0xff}.${next & 0xff}`;
  };
}
