import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Promotion } from "~/features/content/promotion-schema";
import { SITE_PATHS } from "~/lib/site-paths";
import { sitemapIndexXml, urlsetXml } from "./feeds/sitemap-xml";
import {
  articlesSection,
  filtersSection,
  inBothLanguages,
  latestLastmod,
  offersSection,
  pagesSection,
  paginate,
  parseSitemapFileName,
  SITEMAP_SECTIONS,
  type SitemapEntry,
  sitemapFilePath,
  teamMembersSection,
  URLS_PER_SITEMAP,
  vehiclesSection,
  w3cDateTime,
} from "./sitemap-sections";

const SCHEMAS = path.resolve(import.meta.dirname, "../../../tests/fixtures/sitemaps");
const SITE = "https://www.dealer.example";

/** xmllint --schema on a document given as text; returns its verdict and messages. */
function validate(xml: string, schema: "sitemap.xsd" | "siteindex.xsd") {
  const result = spawnSync("xmllint", ["--noout", "--schema", path.join(SCHEMAS, schema), "-"], {
    input: xml,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ok: result.status === 0, messages: result.stderr };
}

const promotion = (over: Partial<Promotion>): Promotion => ({
  id: "oil-change",
  position: "grid-item",
  type: "service",
  tags: [],
  name: "Oil change",
  url: "/service/schedule",
  title: "Oil change",
  description: "Oil change special",
  additional: { category: "Service", ctaText: "Book" },
  criterias: [],
  startDate: "2025-01-01",
  endDate: "2025-12-31",
  ...over,
});

describe("sections", () => {
  it("lists every static page once, with the help-center categories and the legal texts", () => {
    const entries = pagesSection({
      helpCenter: [{ path: "/help-center/financing" }, { path: "/help-center/buying" }],
      legal: {
        "privacy-policy": { path: "/legal/privacy-policy", updatedAt: "2025-02-01" },
        "terms-of-sale": { path: "/legal/terms-of-sale", updatedAt: "2024-11-15" },
      },
    });
    const paths = entries.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of [
      "/",
      SITE_PATHS.financing,
      SITE_PATHS.contact,
      SITE_PATHS.ourCompany,
      SITE_PATHS.team,
      SITE_PATHS.service,
      SITE_PATHS.specialOffers,
      SITE_PATHS.serviceOffers,
      SITE_PATHS.carResearch,
      SITE_PATHS.helpCenter,
      SITE_PATHS.sellTrade,
      SITE_PATHS.sellTradeVehicle,
      SITE_PATHS.referrals,
      SITE_PATHS.vehicleProtection,
      "/help-center/financing",
      "/help-center/buying",
    ])
      expect(paths).toContain(page);
    expect(entries.find((e) => e.path === "/legal/privacy-policy")?.lastmod).toBe("2025-02-01");
    // Search pages, search results and the thank-you page are not static pages.
    for (const left of [SITE_PATHS.search, SITE_PATHS.carResearchSearch, SITE_PATHS.contactConfirmation])
      expect(paths).not.toContain(left);
    expect(paths.some((p) => p.startsWith("/api/"))).toBe(false);
  });

  it("lists in-stock vehicles at their detail URL, daily, with their last change", () => {
    const [entry] = vehiclesSection([
      {
        vin: "1HGCM82633A004352",
        condition: "used",
        year: 2021,
        make: "Honda",
        model: "CR-V",
        updatedAt: "2025-03-04T05:06:07.891Z",
      },
    ]);
    expect(entry).toEqual({
      path: "/used-cars-for-sale/2021-honda-cr-v-1HGCM82633A004352",
      changefreq: "daily",
      lastmod: "2025-03-04T05:06:07Z",
    });
  });

  it("lists only the offers running today that have a page, and never twice", () => {
    const now = new Date("2025-06-15T17:00:00Z");
    const entries = offersSection(
      [
        promotion({ id: "running" }),
        promotion({ id: "ended", endDate: "2025-06-14" }),
        promotion({ id: "future", startDate: "2025-06-16" }),
        promotion({ id: "no-page", type: undefined }),
        promotion({ id: "dealer-deal", type: "dealer", position: "promotions-carousel" }),
      ],
      now,
    );
    expect(entries.map((e) => e.path)).toEqual([
      "/special-offers/service/running",
      "/special-offers/dealer/dealer-deal",
    ]);
  });

  it("dates articles by their update, else their publication", () => {
    expect(
      articlesSection([
        { path: "/car-research/a", publishedAt: "2025-01-01", updatedAt: "2025-02-02" },
        { path: "/car-research/b", publishedAt: "2024-05-05" },
      ]),
    ).toEqual([
      { path: "/car-research/a", lastmod: "2025-02-02" },
      { path: "/car-research/b", lastmod: "2024-05-05" },
    ]);
  });

  it("lists team members at their page and the filter paths as given", () => {
    expect(teamMembersSection([{ slug: "ana-ruiz" }])).toEqual([
      { path: "/our-company/meet-our-team/ana-ruiz" },
    ]);
    expect(filtersSection(["/used-cars-for-sale", "/used-cars-for-sale", "/cars-for-sale/suvs"])).toEqual([
      { path: "/used-cars-for-sale" },
      { path: "/cars-for-sale/suvs" },
    ]);
  });
});

describe("languages", () => {
  it("lists each page in English and then at its Spanish twin, files and dates unchanged", () => {
    expect(inBothLanguages([{ path: "/" }, { path: "/contact-us", lastmod: "2026-01-02" }])).toEqual([
      { path: "/" },
      { path: "/es" },
      { path: "/contact-us", lastmod: "2026-01-02" },
      { path: "/es/contact-us", lastmod: "2026-01-02" },
    ]);
  });
});

describe("paging at 50,000 URLs", () => {
  const synthetic = (count: number): SitemapEntry[] =>
    Array.from({ length: count }, (_, i) => ({ path: `/synthetic/${i}`, changefreq: "daily" as const }));

  it("splits a section into files of at most 50,000 in order, and none when it is empty", () => {
    const pages = paginate(synthetic(120_001));
    expect(pages.map((p) => p.length)).toEqual([50_000, 50_000, 20_001]);
    expect(pages[1]![0]!.path).toBe("/synthetic/50000");
    expect(pages[2]!.at(-1)!.path).toBe("/synthetic/120000");
    expect(paginate(synthetic(50_000)).map((p) => p.length)).toEqual([50_000]);
    expect(paginate(synthetic(50_001)).map((p) => p.length)).toEqual([50_000, 1]);
    expect(paginate([])).toEqual([]);
    expect(URLS_PER_SITEMAP).toBe(50_000);
  });

  it("writes a full file of 50,000 URLs that the sitemaps.org schema accepts", () => {
    const [first] = paginate(synthetic(50_001));
    const xml = urlsetXml(SITE, first!);
    expect(xml.match(/<url>/g)).toHaveLength(50_000);
    expect(validate(xml, "sitemap.xsd")).toMatchObject({ ok: true });
  });

  it("names each file by section and page, and reads the name back", () => {
    for (const section of SITEMAP_SECTIONS) {
      const file = sitemapFilePath(section, 3).replace("/sitemaps/", "");
      expect(parseSitemapFileName(file)).toEqual({ section, page: 3 });
    }
    for (const bad of [
      "vehicles.xml",
      "vehicles-0.xml",
      "cars-1.xml",
      "vehicles-1.xml.gz",
      "vehicles-01.xml",
    ])
      expect(parseSitemapFileName(bad)).toBeNull();
  });
});

describe("XML", () => {
  it("escapes URLs and validates; a wrong changefreq fails the same schema", () => {
    const xml = urlsetXml(SITE, [
      { path: "/cars-for-sale?make=a&model=b", lastmod: "2025-01-02" },
      { path: "/", lastmod: "2025-01-02T03:04:05Z", changefreq: "daily" },
    ]);
    expect(xml).toContain(`<loc>${SITE}/cars-for-sale?make=a&amp;model=b</loc>`);
    expect(validate(xml, "sitemap.xsd")).toMatchObject({ ok: true });
    const wrong = xml.replace("<changefreq>daily</changefreq>", "<changefreq>sometimes</changefreq>");
    expect(validate(wrong, "sitemap.xsd").ok).toBe(false);
  });

  it("writes an index the siteindex schema accepts, dated by the newest entry of each file", () => {
    const lastmod = latestLastmod([
      { path: "/a", lastmod: "2025-01-02" },
      { path: "/b", lastmod: "2025-03-01T10:00:00Z" },
      { path: "/c" },
    ]);
    expect(lastmod).toBe("2025-03-01T10:00:00Z");
    const xml = sitemapIndexXml(SITE, [
      { path: sitemapFilePath("pages", 1) },
      { path: sitemapFilePath("vehicles", 1), lastmod },
    ]);
    expect(validate(xml, "siteindex.xsd")).toMatchObject({ ok: true });
    expect(validate(xml, "sitemap.xsd").ok).toBe(false);
  });

  it("turns ISO times into W3C datetimes to the second and refuses junk", () => {
    expect(w3cDateTime("2025-03-04T05:06:07.891Z")).toBe("2025-03-04T05:06:07Z");
    expect(w3cDateTime("not a date")).toBeUndefined();
  });
});
