import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorLines, FUZZ_TIMEOUT_MS, hostileText, openServerDatabase, runs } from "../support/fuzz";
import { rawRequest, requestHead } from "../support/raw-http";
import { ROOT, type RunningServer, startServer } from "../support/server";

/**
 * Every kind of URL the site reads, generated (fast-check) and sent byte for byte on a raw
 * socket to the production server on the demo inventory (issue 19): search tokens, vehicle
 * slugs, article and other content slugs, the legacy URLs, and query values, with unicode,
 * percent-encodings (broken ones such as %E0%A4%A included), control characters, numbers out
 * of range and very long values, in English and Spanish; then the site's cookies forged
 * (JSON of any shape, signed or not) with odd headers, and methods the pages do not take.
 * Never a 500 and always an answer; a hostile value is never written back as markup, nor a
 * redirect sent to another host; and the server logs no error for any of it.
 */
const RUNS_PER_FAMILY = 60;

let server: RunningServer;
let db: Database.Database;
let vehicle: { vin: string; condition: string; year: number; make_slug: string; model_slug: string };
const articleSlugs = fs
  .readdirSync(path.join(ROOT, "content/articles"))
  .filter((f) => f.endsWith(".md") && !f.endsWith(".es.md"))
  .map((f) => f.replace(/\.md$/, ""));

beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: "warn" } });
  db = openServerDatabase(server);
  vehicle = db
    .prepare(
      "select vin, condition, year, make_slug, model_slug from vehicles where status = 'in_stock' limit 1",
    )
    .get() as typeof vehicle;
});

afterAll(async () => {
  db?.close();
  await server?.stop();
});

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Every byte but the unreserved ones percent-encoded, as a browser encodes a typed value. */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, "utf8")]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");

/**
 * Printable ASCII left as it is (a bare %, a dot, a semicolon), anything else percent-encoded:
 * what a script sends. CR, LF and space would end the request line, so they are encoded too.
 */
const looselyEncoded = (text: string) =>
  [...Buffer.from(text, "utf8")]
    .map((byte) =>
      byte > 0x20 && byte < 0x7f && byte !== 0x23
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");

/** Broken or tricky escapes no encoder writes. */
const ODD_ESCAPES = fc.constantFrom(
  "%E0%A4%A",
  "%",
  "%zz",
  "%00",
  "%2F",
  "%2e%2e",
  "..",
  ".",
  "%C0%AF",
  "%ED%A0%80",
  "%F4%90%80%80",
  "%FF",
  "%25",
  "~",
  ";",
  ";jsessionid=1",
  "a%20b",
  "%0D%0ALocation:%20http://evil.example",
  "%3Cscript%3Ealert(1)%3C/script%3E",
);

/** A path segment or query value as sent. */
const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileText.map(percentEncoded), weight: 3 },
  { arbitrary: hostileText.map(looselyEncoded), weight: 3 },
  { arbitrary: ODD_ESCAPES, weight: 2 },
  { arbitrary: fc.integer({ min: 100, max: 12_000 }).map((n) => "a".repeat(n)), weight: 1 },
);

const SEARCH_TOKENS = [
  "suvs",
  "sedans",
  "trucks",
  "toyota",
  "honda",
  "honda-cr-v",
  "toyota-camry",
  "price-under-20000",
  "price-over-0",
  "price-under-99999999999",
  "great_deals",
  "price_drop",
  "premium_upgrades",
  "third-row-seating",
  "sunroof",
  "SUVs",
  "2019-a",
];

const token = fc.oneof(
  { arbitrary: fc.constantFrom(...SEARCH_TOKENS), weight: 2 },
  { arbitrary: hostileSegment, weight: 1 },
);
const language = fc.constantFrom("", "", "/es");
const condition = fc.constantFrom("used", "new", "certified");

const QUERY_NAMES = [
  "page",
  "sort",
  "q",
  "make",
  "model",
  "year",
  "price",
  "mileage",
  "payment",
  "bodyStyle",
  "condition",
  "location",
  "great-deals",
  "tab",
  "cashDown",
  "cashDownUnit",
  "tradeEquity",
  "creditScore",
  "financeTerm",
  "leaseTerm",
  "leaseMiles",
  "ref",
  "sig",
  "store",
  "at",
  "vin",
  "step",
  "utm_source",
  "gclid",
  "without",
  "category",
  "next",
];

/** A query of one to six parameters, names repeated at times, values hostile or plausible. */
const query: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        { arbitrary: fc.constantFrom(...QUERY_NAMES), weight: 4 },
        { arbitrary: hostileSegment, weight: 1 },
      ),
      fc.oneof(
        { arbitrary: hostileSegment, weight: 3 },
        {
          arbitrary: fc.constantFrom(
            "1",
            "2",
            "-1",
            "0",
            "1e308",
            "NaN",
            "price-low",
            "finance",
            "lease",
            "percent",
            "",
          ),
          weight: 2,
        },
        { arbitrary: fc.integer().map(String), weight: 1 },
      ),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((pairs) => `?${pairs.map(([n, v]) => `${n}=${v}`).join("&")}`);

const maybeQuery = fc.option(query, { nil: "", freq: 3 });

/** The families of the site's URLs, each a generator of paths (with their queries). */
const URL_FAMILIES: Record<string, () => fc.Arbitrary<string>> = {
  "search tokens": () =>
    fc
      .tuple(
        language,
        fc.constantFrom("", "used-", "new-", "certified-", "Used-"),
        fc.array(token, { minLength: 0, maxLength: 5 }),
        maybeQuery,
        fc.boolean(),
      )
      .map(
        ([lang, prefix, segments, q, slash]) =>
          `${lang}/${prefix}cars-for-sale${segments.map((s) => `/${s}`).join("")}${slash ? "/" : ""}${q}`,
      ),
  "vehicle slugs": () =>
    fc
      .tuple(
        language,
        condition,
        fc.oneof(
          fc.constant(String(vehicle.year)),
          fc.integer({ min: -10, max: 99_999 }).map(String),
          hostileSegment,
        ),
        fc.oneof(fc.constant(vehicle.make_slug), token),
        fc.oneof(fc.constant(vehicle.model_slug), token),
        fc.oneof(
          fc.constant(vehicle.vin),
          fc.constant(vehicle.vin.toLowerCase()),
          fc.stringMatching(/^[A-Za-z0-9]{0,20}$/),
          hostileSegment,
        ),
        maybeQuery,
      )
      .map(
        ([lang, cond, year, make, model, vin, q]) =>
          `${lang}/${cond}-cars-for-sale/${year}-${make}-${model}-${vin}${q}`,
      ),
  "article and content slugs": () =>
    fc
      .tuple(
        language,
        fc.constantFrom(
          "/car-research/",
          "/staff-reviews/",
          "/car-advice-education/",
          "/faqs/",
          "/news/",
          "/community-outreach/",
          "/faqs-okd/",
          "/help-center/",
          "/legal/",
          "/special-offers/",
          "/special-offers/service/",
          "/special-offers/dealer/",
          "/special-offers/sales/",
          "/our-company/meet-our-team/",
          "/sell-trade-my-car/your-vehicle/offer/",
          "/vehicle-images/",
          "/staff-photos/",
          "/sitemaps/",
          "/api/___sitemaps___/",
        ),
        fc.oneof(
          fc.constantFrom(...articleSlugs),
          hostileSegment,
          fc.constantFrom("financing", "privacy-policy", "x.svg", "vehicles", "filters"),
        ),
        fc.option(hostileSegment, { nil: undefined, freq: 4 }),
        maybeQuery,
      )
      .map(
        ([lang, prefix, slug, tail, q]) =>
          `${lang}${prefix}${slug}${tail === undefined ? "" : `/${tail}`}${q}`,
      ),
  "legacy paths": () =>
    fc
      .tuple(
        language,
        fc.oneof(
          condition.map((c) => `/${c}-vehicle`),
          fc.constant("/search-vehicles"),
          fc.constantFrom(
            "/search-vehicles/used-inventory/make",
            "/search-vehicles/new-inventory/body-style",
          ),
          fc.integer({ min: 1900, max: 2100 }).map((y) => `/${y}-honda-civic`),
          fc.integer({ min: 2010, max: 2025 }).map((y) => `/${y}`),
        ),
        fc.array(fc.oneof(token, fc.constant(vehicle.vin), fc.constant(`2019-honda-civic-${vehicle.vin}`)), {
          maxLength: 4,
        }),
        maybeQuery,
      )
      .map(([lang, prefix, segments, q]) => `${lang}${prefix}${segments.map((s) => `/${s}`).join("")}${q}`),
  "query values": () =>
    fc
      .tuple(
        language,
        fc.constantFrom(
          "/",
          "/cars-for-sale",
          "/used-cars-for-sale/suvs",
          `/${vehicle.condition}-cars-for-sale/${vehicle.year}-${vehicle.make_slug}-${vehicle.model_slug}-${vehicle.vin}`,
          "/car-research",
          "/car-research/search",
          "/help-center",
          "/special-offers",
          "/auto-financing/full-credit-application/confirmation",
          "/service/schedule/confirmation",
          "/service/schedule",
          `/gates/test-drive`,
          "/sell-trade-my-car/your-vehicle",
          "/sell-trade-my-car",
          "/contact-us",
          "/amp-contact-request-confirmation",
          "/api/___sitemaps___/filters",
          "/feeds/vehicle-listings.xml",
          "/sitemap.xml",
          "/robots.txt",
        ),
        query,
      )
      .map(([lang, page, q]) => `${lang}${page}${q}`),
};

/** One request as sent: its method, target and headers, byte for byte. */
type Probe = { method: string; target: string; headers: Array<[string, string]> };

/** Pages that read cookies or take posts: the forms, the flow, the confirmation pages. */
const PAGES = () =>
  fc.constantFrom(
    "/",
    "/es",
    "/contact-us",
    "/amp-contact-request-confirmation",
    "/auto-financing/apply-for-financing",
    "/auto-financing/full-credit-application",
    "/service/schedule",
    "/sell-trade-my-car/your-vehicle",
    "/sell-trade-my-car/your-vehicle?step=contact",
    "/cars-for-sale",
    `/${vehicle.condition}-cars-for-sale/${vehicle.year}-${vehicle.make_slug}-${vehicle.model_slug}-${vehicle.vin}`,
    `/gates/test-drive?vin=${vehicle.vin}`,
    "/our-company/meet-our-team/alicia-ramirez",
    "/api/customer/phoneValidation",
    "/api/email/send",
    "/robots.txt",
  );

/** The site's cookies (app/lib/http/cookies.server.ts), and a few it never sets. */
const COOKIE_NAMES = [
  "adfLeadSent",
  "adsValues",
  "tradeInDraft",
  "visitorProfile",
  "flashToast",
  "cookieConsent",
  "userSelectedStore",
  "uniqueUserId",
  "leadEvent",
  "__proto__",
  "constructor",
];

/** A value as React Router writes a cookie: JSON, base64, URI-encoded; signed or not. */
const asCookieValue = (value: unknown, signature?: string) => {
  const base64 = Buffer.from(JSON.stringify(value) ?? "null", "utf8").toString("base64");
  return encodeURIComponent(signature === undefined ? base64 : `${base64}.${signature}`);
};

const cookieJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      "utm_source",
      "gclid",
      "fbclid",
      "store",
      "kind",
      "at",
      "id",
      "tier",
      "analytics",
      "targeting",
      "revision",
      "toasts",
      "v",
      "iv",
      "data",
    ),
    fc.oneof(hostileText, fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(null, -1, 1e308, [], {})),
    { maxKeys: 5 },
  ),
);

const cookieValue: fc.Arbitrary<string> = fc.oneof(
  hostileSegment,
  cookieJson.map((v) => asCookieValue(v)),
  fc.tuple(cookieJson, fc.base64String({ maxLength: 44 })).map(([v, sig]) => asCookieValue(v, sig)),
  fc.constantFrom("", "=", "%", "%E0%A4%A", "e30=", "e30%3D.", "bnVsbA%3D%3D", "W10%3D"),
);

/** Header values a script sends: printable ASCII, or raw UTF-8 bytes (no CR, LF or NUL). */
const headerText: fc.Arbitrary<string> = fc.oneof(
  hostileText.map(looselyEncoded),
  hostileText.map((t) => t.replace(/[\r\n\0]/g, "").slice(0, 2000)),
);

const COOKIES_AND_HEADERS = (): fc.Arbitrary<Probe> =>
  fc
    .tuple(
      PAGES(),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...COOKIE_NAMES), hostileSegment), cookieValue), {
        minLength: 1,
        maxLength: 4,
      }),
      fc.array(
        fc.tuple(
          fc.constantFrom(
            "Accept-Language",
            "Referer",
            "User-Agent",
            "X-Forwarded-For",
            "Sec-Fetch-Site",
            "Origin",
            "Accept",
            "If-None-Match",
            "Range",
            "Accept-Encoding",
          ),
          headerText,
        ),
        { maxLength: 3 },
      ),
    )
    .map(([target, cookies, headers]) => ({
      method: "GET",
      target,
      headers: [["Cookie", cookies.map(([n, v]) => `${n}=${v}`).join("; ")], ...headers],
    }));

/** Methods the pages do not take, or a POST with no body at all. */
const METHODS = (): fc.Arbitrary<Probe> =>
  fc
    .tuple(
      fc.constantFrom("POST", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT", "get", "Post"),
      fc.oneof(PAGES(), URL_FAMILIES["search tokens"]!()),
    )
    .map(([method, target]) => ({ method, target, headers: [["Content-Length", "0"]] }));

/** Every family: the URL ones (GET or HEAD), the cookies and headers, the methods. */
const FAMILIES: Record<string, () => fc.Arbitrary<Probe>> = {
  ...Object.fromEntries(
    Object.entries(URL_FAMILIES).map(([name, urls]) => [
      name,
      () =>
        fc
          .tuple(urls(), fc.boolean())
          .map(([target, head]): Probe => ({ method: head ? "HEAD" : "GET", target, headers: [] })),
    ]),
  ),
  "cookies and headers": COOKIES_AND_HEADERS,
  methods: METHODS,
};

/** Sends `probe` exactly as written and returns the answer. */
async function request(probe: Probe) {
  const head = requestHead(`${probe.method} ${probe.target} HTTP/1.1`, [
    ["Host", `127.0.0.1:${server.port}`],
    ["Accept", "text/html"],
    ...probe.headers,
    ["Connection", "close"],
  ]);
  // Written as UTF-8: a header's raw non-ASCII text goes as its bytes.
  return rawRequest(server.port, head, { timeoutMs: 10_000 });
}

describe("generated URLs", () => {
  it.each(Object.keys(FAMILIES))(
    "%s: always an answer, never a 500, never the input written back as markup",
    { timeout: FUZZ_TIMEOUT_MS },
    async (family) => {
      await fc.assert(
        fc.asyncProperty(FAMILIES[family]!(), async (probe) => {
          const answer = await request(probe);
          const shown = `${probe.method} ${probe.target} ${JSON.stringify(probe.headers)}`;
          const what = shown.length > 600 ? `${shown.slice(0, 600)}…(${shown.length})` : shown;
          // Node closes a CONNECT's connection unanswered: the site runs no tunnels.
          if (probe.method === "CONNECT" && answer.status === 0) return;
          expect(answer.status, `${what}: no answer`).toBeGreaterThanOrEqual(200);
          expect(answer.status, what).toBeLessThan(500);
          expect(answer.body, what).not.toMatch(/<script>alert\(1\)|Location: ?http:\/\/evil\.example/i);
          const location = answer.headers.location;
          if (location !== undefined)
            expect(
              [`127.0.0.1:${server.port}`, `localhost:${server.port}`],
              `${what} -> ${location}`,
            ).toContain(new URL(location, server.url).host);
        }),
        runs(RUNS_PER_FAMILY),
      );
    },
  );

  it("logged no error for any of them", async () => {
    await new Promise((r) => setTimeout(r, 200));
    expect(errorLines(server)).toEqual([]);
  });
});
