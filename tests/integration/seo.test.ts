import { spawnSync } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create } from "xmlbuilder2";
import { loadSettings } from "../../app/features/company/settings.server";
import { PREVIEW_DIRECTIVES } from "../../app/features/seo/page-meta";
import { SITEMAP_SECTIONS } from "../../app/features/seo/sitemap-sections";
import { ROOT, type RunningServer, startServer } from "../support/server";

/**
 * The search-engine layer against the production server on the demo inventory: the sitemap
 * index and every file validate against the sitemaps.org schemas (xmllint) and every URL in
 * them is a 200, indexable page that names itself canonical; the JSON sections print the same
 * lists; the listings feed carries Google's fields for exactly the vehicles in stock; the
 * structured data of the page types parses with the right types; and a crawl of every link
 * reachable from the home page, the header, the footer, a search page and a vehicle page
 * (depth 2) finds no 404 and no 5xx.
 */
const SITE = "https://cars.example.com";
const SCHEMAS = path.join(ROOT, "tests/fixtures/sitemaps");
const { locations } = loadSettings(path.join(ROOT, "content"));
let server: RunningServer;

beforeAll(async () => {
  // Two processes behind the port, as production runs on two cores: the tests read only what
  // the site answers, and most of their time is the server rendering some 900 pages.
  server = await startServer({ env: { SITE_URL: SITE, WEB_CONCURRENCY: "2" } });
});
afterAll(async () => {
  await server?.stop();
});

/**
 * GET without following redirects. A keep-alive connection the server closes just as it is
 * reused fails with "other side closed"; a GET is safe to send again, once.
 */
async function get(p: string): Promise<Response> {
  const send = () => fetch(`${server.url}${p}`, { redirect: "manual" });
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return send();
  }
}
/** A URL of this site (absolute with SITE, or relative) as the path and query to ask the test server. */
const sitePath = (url: string) => {
  const parsed = new URL(url, SITE);
  return parsed.origin === SITE ? `${parsed.pathname}${parsed.search}` : null;
};

function xmllint(xml: string, schema?: string) {
  const args = schema ? ["--noout", "--schema", path.join(SCHEMAS, schema), "-"] : ["--noout", "-"];
  const result = spawnSync("xmllint", args, { input: xml, encoding: "utf8", maxBuffer: 256 << 20 });
  return { ok: result.status === 0, messages: result.stderr };
}

const xmlDocument = (xml: string) => create(xml).node as unknown as Document;
const texts = (parent: Document | Element, tag: string) =>
  [...parent.getElementsByTagName(tag)].map((e) => e.textContent ?? "");

const decodeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const metaOf = (html: string) => ({
  title: decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").trim(),
  description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "",
  robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? "",
  canonical: decodeHtml(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? ""),
});
const jsonLd = (html: string): Array<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const typesOf = (html: string) => jsonLd(html).map((d) => d["@type"]);
const hrefsOf = (html: string) =>
  [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => decodeHtml(m[1]!));

/** Runs `work` over `items`, `limit` at a time (eight: enough to keep both server processes busy). */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/** What the checks keep of one response: not the HTML itself (a crawl reads thousands of pages). */
type PageRead = {
  status: number;
  location: string | null;
  meta: ReturnType<typeof metaOf> | null;
  links: string[];
};
const reads = new Map<string, Promise<PageRead>>();

/** GETs a path once per test run (the sitemap check and the crawl share the answers); no redirect followed. */
function readPage(p: string): Promise<PageRead> {
  let read = reads.get(p);
  if (!read) {
    read = (async () => {
      const response = await get(p);
      const body = await response.text();
      const isHtml = response.headers.get("content-type")?.includes("text/html") ?? false;
      return {
        status: response.status,
        location: response.headers.get("location"),
        meta: isHtml ? metaOf(body) : null,
        links: isHtml ? hrefsOf(body) : [],
      };
    })();
    reads.set(p, read);
  }
  return read;
}

/** Reads a path, following the site's own redirects (at most 5); `path` is where it ended. */
async function follow(start: string): Promise<PageRead & { path: string }> {
  let current = start;
  for (let hop = 0; hop < 5; hop++) {
    const read = await readPage(current);
    if (read.status < 300 || read.status >= 400 || !read.location) return { ...read, path: current };
    const next = linkPath(read.location, current);
    // A redirect off the site (a map, a partner) is not ours to check.
    if (next === null) return { status: 200, location: null, meta: null, links: [], path: current };
    current = next;
  }
  return { status: 508, location: null, meta: null, links: [], path: current };
}

/** A link found on `fromPath` as a path of this site to check, or null (other host, API, tel:, mailto:). */
function linkPath(href: string, fromPath: string): string | null {
  let url: URL;
  try {
    url = new URL(href, `${SITE}${fromPath}`);
  } catch {
    return href; // unparseable: keep it, so the request reports it
  }
  const ours = url.origin === SITE || url.origin === new URL(server.url).origin;
  if (!ours || !/^https?:$/.test(url.protocol) || url.pathname.startsWith("/api/")) return null;
  return `${url.pathname}${url.search}`;
}

type Sitemaps = { files: string[]; locsBySection: Map<string, string[]> };
let sitemaps: Sitemaps | undefined;

/** The index and every file it lists, each checked against its schema on the way. */
async function readSitemaps(): Promise<Sitemaps> {
  if (sitemaps) return sitemaps;
  const index = await get("/sitemap.xml");
  expect(index.status).toBe(200);
  expect(index.headers.get("content-type")).toMatch(/^application\/xml/);
  expect(index.headers.get("cache-control")).toMatch(/public.*s-maxage=\d+/);
  const indexXml = await index.text();
  expect(xmllint(indexXml, "siteindex.xsd")).toEqual({ ok: true, messages: "- validates\n" });
  const files = texts(xmlDocument(indexXml), "loc");
  const locsBySection = new Map<string, string[]>();
  for (const file of files) {
    const response = await get(sitePath(file)!);
    expect(response.status, file).toBe(200);
    const xml = await response.text();
    expect(xmllint(xml, "sitemap.xsd"), file).toEqual({ ok: true, messages: "- validates\n" });
    const section = /\/sitemaps\/(.+)-\d+\.xml$/.exec(file)![1]!;
    const doc = xmlDocument(xml);
    if (section === "vehicles")
      for (const url of doc.getElementsByTagName("url")) {
        expect(texts(url, "changefreq")).toEqual(["daily"]);
        expect(texts(url, "lastmod")[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      }
    locsBySection.set(section, [...(locsBySection.get(section) ?? []), ...texts(doc, "loc")]);
  }
  sitemaps = { files, locsBySection };
  return sitemaps;
}

describe("sitemaps", () => {
  it("index every section of the spec, each file valid against the sitemaps.org 0.9 schema", async () => {
    const { files, locsBySection } = await readSitemaps();
    expect(files).toEqual(SITEMAP_SECTIONS.map((s) => `${SITE}/sitemaps/${s}-1.xml`));
    for (const section of SITEMAP_SECTIONS) expect(locsBySection.get(section)!.length).toBeGreaterThan(0);
    const all = [...locsBySection.values()].flat();
    expect(new Set(all).size).toBe(all.length);
    expect((await get("/sitemaps/vehicles-2.xml")).status).toBe(404);
    expect((await get("/sitemaps/cars-1.xml")).status).toBe(404);
  });

  it("list only pages that answer 200, index themselves, name themselves canonical and have a title and description", async () => {
    const all = [...(await readSitemaps()).locsBySection.values()].flat();
    const problems = (
      await inPool(all, 8, async (loc) => {
        const read = await readPage(sitePath(loc)!);
        const meta = read.meta ?? metaOf("");
        const wrong = [
          read.status !== 200 && `status ${read.status}`,
          meta.canonical !== loc && `canonical ${meta.canonical}`,
          !meta.robots.startsWith("index, follow") && `robots ${meta.robots}`,
          !meta.title && "no title",
          !meta.description && "no description",
        ].filter(Boolean);
        return wrong.length ? `${loc}: ${wrong.join(", ")}` : null;
      })
    ).filter(Boolean);
    expect(problems).toEqual([]);
  }, 300_000);

  it("serve each section as JSON in the filters endpoint's shape, the same list as the XML", async () => {
    const { locsBySection } = await readSitemaps();
    for (const section of SITEMAP_SECTIONS) {
      const absolute = (await (await get(`/api/___sitemaps___/${section}`)).json()) as {
        value: Array<{ loc: string }>;
      };
      expect(
        absolute.value.map((e) => e.loc),
        section,
      ).toEqual(locsBySection.get(section));
      const paths = (await (await get(`/api/___sitemaps___/${section}?without=1`)).json()) as {
        value: Array<{ loc: string }>;
      };
      expect(paths.value.map((e) => e.loc)).toEqual(absolute.value.map((e) => sitePath(e.loc)));
    }
    const unknown = await get("/api/___sitemaps___/cars");
    expect(unknown.status).toBe(404);
  });
});

/** The feed, checked well-formed, as one map of element name to values per item. */
async function feedItems() {
  const response = await get("/feeds/vehicle-listings.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(xmllint(xml).ok).toBe(true);
  const doc = xmlDocument(xml);
  expect(doc.documentElement.getAttribute("version")).toBe("2.0");
  return [...doc.getElementsByTagName("item")].map((item) => {
    const fields = new Map<string, string[]>();
    for (const child of item.children)
      fields.set(child.tagName, [...(fields.get(child.tagName) ?? []), child.textContent ?? ""]);
    return fields;
  });
}

describe("vehicle listings feed", () => {
  const REQUIRED = [
    "g:vin",
    "g:id",
    "g:store_code",
    "g:dealership_name",
    "g:dealership_address",
    "g:price",
    "g:condition",
    "g:certified_pre_owned",
    "g:make",
    "g:model",
    "g:year",
    "g:image_link",
    "g:link",
    "link",
    "title",
  ];

  it("lists every vehicle in stock with every field of Google's vehicle listings specification", async () => {
    const items = await feedItems();
    // The sitemap lists each vehicle page in both languages; the feed links the English one.
    const vehicleLocs = (await readSitemaps()).locsBySection
      .get("vehicles")!
      .filter((loc) => !loc.startsWith(`${SITE}/es/`));
    expect(items.length).toBe(vehicleLocs.length);
    expect(items.map((i) => i.get("link")![0]).sort()).toEqual([...vehicleLocs].sort());
    const stores = new Map(locations.map((l) => [l.key, l]));
    for (const item of items) {
      const vin = item.get("g:vin")![0]!;
      for (const field of REQUIRED) expect(item.get(field)?.[0], `${vin} ${field}`).toBeTruthy();
      expect(item.get("g:vin")![0]).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(item.get("g:price")![0]).toMatch(/^\d+\.\d{2} USD$/);
      expect(["new", "used"]).toContain(item.get("g:condition")![0]);
      expect(item.get("g:year")![0]).toMatch(/^\d{4}$/);
      if (item.get("g:condition")![0] === "used") expect(item.get("g:mileage")![0]).toMatch(/^\d+ miles$/);
      const store = stores.get(item.get("g:store_code")![0] as (typeof locations)[number]["key"]);
      expect(store, vin).toBeDefined();
      expect(item.get("g:dealership_name")).toEqual([store!.name]);
      expect(item.get("g:dealership_address")![0]).toContain(store!.addressLine1);
      expect(item.get("g:link")![0]).toContain(vin);
    }
    // The demo inventory has each condition, so each branch of the format was exercised.
    expect(new Set(items.map((i) => i.get("g:certified_pre_owned")![0]))).toEqual(new Set(["yes", "no"]));
    expect(items.some((i) => i.get("g:condition")![0] === "new" && i.get("g:vehicle_msrp"))).toBe(true);
  });
});

describe("structured data", () => {
  const page = async (p: string) => {
    const response = await get(p);
    expect(response.status, p).toBe(200);
    const html = await response.text();
    for (const data of jsonLd(html)) expect(data["@context"], p).toBe("https://schema.org");
    return html;
  };
  const firstOf = async (section: string) =>
    sitePath((await readSitemaps()).locsBySection.get(section)![0]!)!;

  function expectFourDealers(html: string) {
    const dealers = jsonLd(html).filter((d) => d["@type"] === "AutoDealer");
    expect(dealers.map((d) => d.name)).toEqual(locations.map((l) => l.name));
    for (const dealer of dealers) {
      expect((dealer.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
      expect(dealer.aggregateRating).toMatchObject({ "@type": "AggregateRating" });
      expect(dealer.priceRange).toBe("$-$$");
    }
  }

  it("home: an AutoDealer per store with opening hours and the rating, and the FAQPage", async () => {
    const html = await page("/");
    expectFourDealers(html);
    const faq = jsonLd(html).find((d) => d["@type"] === "FAQPage");
    expect((faq?.mainEntity as unknown[] | undefined)?.length).toBeGreaterThan(0);
  });

  it("contact page: an AutoDealer per store", async () => {
    expectFourDealers(await page("/contact-us"));
  });

  it("article: Article and BreadcrumbList", async () => {
    const types = typesOf(await page(await firstOf("articles")));
    expect(types).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
  });

  it("offer: BreadcrumbList", async () => {
    expect(typesOf(await page(await firstOf("offers")))).toContain("BreadcrumbList");
  });

  it("search page: BreadcrumbList ending at the page, and the ItemList", async () => {
    const html = await page("/cars-for-sale/suvs");
    expect(typesOf(html)).toEqual(expect.arrayContaining(["BreadcrumbList", "ItemList"]));
    const trail = jsonLd(html).find((d) => d["@type"] === "BreadcrumbList")!;
    const steps = trail.itemListElement as Array<{ item: string }>;
    expect(steps.at(-1)!.item).toBe(`${SITE}/cars-for-sale/suvs`);
  });

  it("vehicle page: a Car with its Offer", async () => {
    const car = jsonLd(await page(await firstOf("vehicles"))).find((d) => d["@type"] === "Car");
    expect(car?.offers).toMatchObject({ "@type": "Offer" });
  });
});

describe("page meta", () => {
  it("search pages with a query are noindex; a filter page without one is indexed", async () => {
    for (const p of ["/cars-for-sale?q=honda", "/cars-for-sale/suvs?sort=priceLow"]) {
      const { status, meta } = await follow(p);
      expect(status, p).toBe(200);
      expect(meta?.robots, p).toBe(`noindex, follow, ${PREVIEW_DIRECTIVES}`);
    }
    const { meta } = await follow("/cars-for-sale/suvs");
    expect(meta?.robots).toBe(`index, follow, ${PREVIEW_DIRECTIVES}`);
  });
});

/** A search results page with a query string (a vehicle page is not a search page). */
const isSearchWithQuery = (p: string) =>
  /^\/(?:(?:used|new|certified)-)?cars-for-sale(?:\/[^?]*)?\?/.test(p) &&
  !/-cars-for-sale\/\d{4}-[^/?]+-[A-HJ-NPR-Z0-9]{17}(?:\?|$)/.test(p);

type Crawled = PageRead & { path: string; foundOn: string; finalPath: string };

/**
 * Every same-origin link reachable from the seeds within `maxDepth` clicks: seeds are depth 0,
 * their links depth 1, and links found there depth 2 (fetched, not followed further).
 */
async function crawl(seeds: string[], maxDepth: number): Promise<Crawled[]> {
  const seen = new Set(seeds);
  const visited: Crawled[] = [];
  let level = seeds.map((path) => ({ path, foundOn: "(start)" }));
  for (let depth = 0; depth <= maxDepth && level.length > 0; depth++) {
    const pages = await inPool(level, 8, async ({ path, foundOn }) => {
      const read = await follow(path);
      return { ...read, path, foundOn, finalPath: read.path };
    });
    visited.push(...pages);
    const nextLevel: typeof level = [];
    for (const page of depth < maxDepth ? pages : []) {
      if (page.status !== 200) continue;
      for (const href of page.links) {
        const path = linkPath(href, page.finalPath);
        if (path === null || seen.has(path)) continue;
        seen.add(path);
        nextLevel.push({ path, foundOn: page.path });
      }
    }
    level = nextLevel;
  }
  return visited;
}

describe("crawl (issue 9: no dead link left)", () => {
  let crawled: Crawled[] = [];

  beforeAll(async () => {
    const vehicle = sitePath((await readSitemaps()).locsBySection.get("vehicles")![0]!)!;
    // The home page carries the header and the footer; a search page and a vehicle page add theirs.
    crawled = await crawl(["/", "/used-cars-for-sale", vehicle], 2);
    const pages = new Set(crawled.map((page) => page.finalPath)).size;
    console.info(`crawl: ${crawled.length} links followed to ${pages} pages, depth 2`);
  }, 600_000);

  it("finds no 404 and no 5xx behind any link from the home page, header, footer, a search page and a vehicle page", () => {
    expect(crawled.length).toBeGreaterThan(100);
    const broken = crawled
      .filter((page) => page.status === 404 || page.status >= 500)
      .map((page) => `${page.status} ${page.path} (linked from ${page.foundOn})`);
    expect(broken).toEqual([]);
  });

  it("gives every page it reached a title, a description, a canonical link and the preview directives", () => {
    const problems = crawled
      .filter((page) => page.status === 200 && page.meta)
      .flatMap((page) => {
        const meta = page.meta!;
        const wrong = [
          !meta.title && "no title",
          !meta.description && "no description",
          !meta.canonical && "no canonical",
          !meta.robots.endsWith(PREVIEW_DIRECTIVES) && `robots "${meta.robots}"`,
          // Search pages with a query are noindex (spec section 2).
          isSearchWithQuery(page.finalPath) &&
            !meta.robots.startsWith("noindex") &&
            "search page with a query is indexable",
        ].filter(Boolean);
        return wrong.length ? [`${page.finalPath}: ${wrong.join(", ")}`] : [];
      });
    expect(problems).toEqual([]);
  });

  it("finds every indexable page that names itself canonical in the sitemap", async () => {
    const listed = new Set([...(await readSitemaps()).locsBySection.values()].flat());
    const missing = crawled
      .filter((page) => page.status === 200 && page.meta)
      .filter((page) => {
        const meta = page.meta!;
        return meta.robots.startsWith("index") && meta.canonical === `${SITE}${page.finalPath}`;
      })
      .map((page) => page.finalPath)
      .filter((p) => !listed.has(`${SITE}${p}`));
    expect([...new Set(missing)]).toEqual([]);
  });
});

// Last: it changes the inventory the tests above read.
describe("sold vehicles", () => {
  it("leaves out a vehicle once it is sold, from the feed and the vehicles sitemap", async () => {
    const db = new Database(path.join(server.dataDir, "dealer.sqlite"));
    try {
      const before = await feedItems();
      const vin = before[0]!.get("g:vin")![0]!;
      db.prepare("update vehicles set status = 'sold', sold_at = ?, updated_at = ? where vin = ?").run(
        new Date().toISOString(),
        new Date().toISOString(),
        vin,
      );
      const after = await feedItems();
      expect(after.length).toBe(before.length - 1);
      expect(after.map((i) => i.get("g:vin")![0])).not.toContain(vin);
      const paths = (await (await get("/api/___sitemaps___/vehicles?without=1")).json()) as {
        value: Array<{ loc: string }>;
      };
      expect(paths.value.some((e) => e.loc.endsWith(vin))).toBe(false);
      // Each vehicle page in English and in Spanish.
      expect(paths.value.length).toBe(after.length * 2);
    } finally {
      db.close();
    }
  });
});
