import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings } from "../../app/features/company/settings.server";
import { loadContent } from "../../app/features/content/load-content.server";
import { activePromotions } from "../../app/features/content/promotions";
import { decode } from "../support/form-client";
import { ROOT, type RunningServer, startServer } from "../support/server";

/**
 * The content pages through the production server, as a search engine reads them: status,
 * title, description, canonical link, h1, the structured data parsed as JSON-LD with the
 * right types, and the facts each page owes the shopper (the home page's sections, the
 * financing pages' two ways to apply, the service coupons running today, the legal texts).
 * A legal slug that does not exist is a 404, and no link on these pages leads to a 404.
 */
const CONTENT = path.resolve(ROOT, "content");
const settings = loadSettings(CONTENT);
const content = loadContent(CONTENT);
const SITE_URL = "https://www.quadcitiesautogroup.example";
const SITE_NAME = settings.company.name;

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } });
});

afterAll(async () => {
  await server?.stop();
});

type Page = { status: number; html: string; main: string };

async function get(pagePath: string): Promise<Page> {
  const response = await fetch(server.url + pagePath, { redirect: "manual" });
  const html = await response.text();
  return { status: response.status, html, main: /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "" };
}

const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const metaOf = (html: string, name: string) =>
  decode(new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? "");
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const h1Of = (html: string) =>
  decode((/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "").replace(/<[^>]+>/g, "").trim());

/** Every JSON-LD block of the page, parsed (a block that is not JSON fails the test). */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
const typesOf = (html: string) => jsonLdOf(html).map((d) => d["@type"]);

/** The content pages: path, the title tag's page part, the structured data it must carry. */
const PAGES: Array<{ path: string; title: string; types: string[] }> = [
  ...(
    [
      "auto-financing",
      "better-than-buy-here-pay-here",
      "bad-credit-auto-financing",
      "free-credit-score-pre-approval",
    ] as const
  ).map((slug) => ({
    path: content.pages[slug].path,
    title: content.pages[slug].title,
    types: ["BreadcrumbList", "FAQPage"],
  })),
  { path: "/our-company", title: content.pages["our-company"].title, types: ["BreadcrumbList"] },
  { path: "/referrals", title: content.pages.referrals.title, types: ["BreadcrumbList"] },
  {
    path: "/vehicle-protection-plans",
    title: content.pages["vehicle-protection-plans"].title,
    types: ["BreadcrumbList", "FAQPage"],
  },
  { path: "/service", title: content.pages.service.title, types: ["BreadcrumbList", "FAQPage"] },
  {
    path: "/sell-trade-my-car",
    title: content.pages["sell-trade-my-car"].title,
    types: ["BreadcrumbList", "FAQPage"],
  },
  { path: "/our-company/careers", title: content.pages.careers.title, types: ["BreadcrumbList"] },
  ...Object.values(content.legal).map((doc) => ({
    path: doc.path,
    title: doc.title,
    types: ["BreadcrumbList"],
  })),
];

describe("every content page", () => {
  it.each(PAGES)("$path answers 200 with its title, description, canonical, h1 and JSON-LD", async (spec) => {
    const page = await get(spec.path);
    expect(page.status).toBe(200);
    expect(titleOf(page.html)).toBe(`${spec.title} | ${SITE_NAME}`);
    expect(metaOf(page.html, "description").length).toBeGreaterThanOrEqual(50);
    expect(metaOf(page.html, "robots")).toContain("index, follow");
    expect(canonicalOf(page.html)).toBe(`${SITE_URL}${spec.path}`);
    expect(h1Of(page.main).length).toBeGreaterThan(3);
    expect(page.main.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(typesOf(page.html)).toEqual(expect.arrayContaining(spec.types));
  });

  it("gives every page its own title and description", async () => {
    const pages = await Promise.all(PAGES.map((p) => get(p.path)));
    const titles = pages.map((p) => titleOf(p.html));
    const descriptions = pages.map((p) => metaOf(p.html, "description"));
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe("home page", () => {
  it("shows every section of the spec with its copy", async () => {
    const page = await get("/");
    expect(page.status).toBe(200);
    expect(canonicalOf(page.html)).toBe(`${SITE_URL}/`);
    // Hero: its one slide's title is the h1.
    expect(h1Of(page.main)).toBe(content.home.hero.slides[0]!.title);
    // Department tabs: all four panels are in the HTML (readable without JavaScript), with the
    // calls to action of the merged call-to-action cards.
    for (const tab of content.home.departments.tabs) {
      expect(page.main.includes(`id="department-${tab.id}"`), `id="department-${tab.id}"`).toBe(true);
      for (const button of tab.buttons)
        expect(page.main.includes(`href="${button.href}"`), button.href).toBe(true);
    }
    // Search or browse: a keyword box that lands on the search page with its `q` parameter.
    expect(page.main.includes("Search or browse"), "Search or browse").toBe(true);
    const search = /<form[^>]*>(?:(?!<\/form>)[\s\S])*?id="home-search"(?:(?!<\/form>)[\s\S])*<\/form>/.exec(
      page.main,
    )?.[0];
    const input = /<input id="home-search"[^>]*>/.exec(search ?? "")?.[0] ?? "";
    expect(/^<form[^>]*action="\/cars-for-sale"[^>]*method="get"/.test(search ?? "")).toBe(true);
    expect(input).toContain('name="q"');
    expect(input).toContain('placeholder="Search by keyword"');
    for (const filter of content.home.browse.specialFilters)
      expect(
        page.main.includes(`href="${filter.href.replace(/&/g, "&amp;")}"`),
        `href="${filter.href.replace(/&/g, "&amp;")}"`,
      ).toBe(true);
    for (const block of [content.home.warranty, content.home.financing, content.home.callout])
      expect(decode(page.main).includes(block.title), block.title).toBe(true);
    // Copy agrees with the pre-approval form (issue #10).
    expect(page.main.toLowerCase().includes("instant approval")).toBe(false);
    expect(page.main.includes("24-48 hours"), "24-48 hours").toBe(true);
  });

  it("shows nine reviews, the Google rating and count, and filters by category without JavaScript", async () => {
    const { rating, count } = settings.company.ratings.google;
    const all = await get("/");
    const cards = (html: string) => html.match(/Read on Google<span class="sr-only">/g) ?? [];
    expect(cards(all.main)).toHaveLength(9);
    expect(all.main.includes(`${rating.toFixed(1)}</span>`), `${rating.toFixed(1)}</span>`).toBe(true);
    expect(
      decode(all.main).includes(`${count.toLocaleString("en-US")} Google reviews`),
      `${count.toLocaleString("en-US")} Google reviews`,
    ).toBe(true);
    expect(
      /href="\/\?reviews=Finance#reviews"/.test(all.main),
      String(/href="\/\?reviews=Finance#reviews"/),
    ).toBe(true);

    const service = await get("/?reviews=Service");
    expect(service.status).toBe(200);
    const serviceReviews = content.reviews.filter((r) => r.category.includes("Service"));
    expect(cards(service.main)).toHaveLength(Math.min(9, serviceReviews.length));
    const notService = content.reviews.filter((r) => !r.category.includes("Service"));
    const shown = decode(service.main);
    for (const review of notService)
      expect(shown.includes(review.reviewer_name), review.reviewer_name).toBe(false);
    expect(
      /aria-current="true"[^>]*>Service</.test(service.main),
      String(/aria-current="true"[^>]*>Service</),
    ).toBe(true);
    // The filtered list is the same page for search engines.
    expect(canonicalOf(service.html)).toBe(`${SITE_URL}/`);
    // Long reviews are cut with an ellipsis.
    expect(all.main.includes("…"), "…").toBe(true);
  });

  it("lists only offers running today and carries AutoDealer and FAQPage data", async () => {
    const page = await get("/");
    const text = decode(page.main);
    const running = activePromotions(content.promotions, new Date(), { position: "promotions-carousel" });
    for (const offer of running.slice(0, 3)) expect(text.includes(offer.description), offer.id).toBe(true);
    const notRunning = content.promotions.filter(
      (p) => p.position === "promotions-carousel" && !running.includes(p),
    );
    expect(notRunning.length).toBeGreaterThan(0);
    for (const offer of notRunning) expect(text.includes(offer.description), offer.id).toBe(false);

    const data = jsonLdOf(page.html);
    const dealers = data.filter((d) => d["@type"] === "AutoDealer");
    expect(dealers.map((d) => d.name)).toEqual(settings.locations.map((l) => l.name));
    for (const dealer of dealers) {
      expect(dealer.priceRange).toBe("$-$$");
      expect(dealer.aggregateRating).toMatchObject({ ratingValue: settings.company.ratings.google.rating });
      expect(dealer.openingHoursSpecification).toHaveLength(3);
    }
    const faq = data.find((d) => d["@type"] === "FAQPage") as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(content.faqs.home.items.length);
  });
});

describe("financing pages", () => {
  it.each([
    "/auto-financing",
    "/auto-financing/better-than-buy-here-pay-here",
    "/auto-financing/bad-credit-auto-financing",
    "/auto-financing/free-credit-score-pre-approval",
  ])("%s links to the pre-approval form and the full credit application", async (pagePath) => {
    const page = await get(pagePath);
    expect(
      page.main.includes('href="/auto-financing/apply-for-financing"'),
      'href="/auto-financing/apply-for-financing"',
    ).toBe(true);
    expect(
      page.main.includes('href="/auto-financing/full-credit-application"'),
      'href="/auto-financing/full-credit-application"',
    ).toBe(true);
    expect(page.main.includes("24-48 hours"), "24-48 hours").toBe(true);
  });
});

describe("service page", () => {
  it("shows the service coupons running today and the 3,000-5,000 mile oil-change answer", async () => {
    const page = await get("/service");
    const running = activePromotions(content.promotions, new Date(), { type: "service" });
    expect(running.length).toBeGreaterThan(0);
    const text = decode(page.main);
    for (const coupon of running) expect(text.includes(coupon.description), coupon.id).toBe(true);
    const notRunning = content.promotions.filter((p) => p.type === "service" && !running.includes(p));
    expect(notRunning.length).toBeGreaterThan(0);
    for (const coupon of notRunning) expect(text.includes(coupon.description), coupon.id).toBe(false);
    const faq = jsonLdOf(page.html).find((d) => d["@type"] === "FAQPage") as {
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
    };
    const oil = faq.mainEntity.find((q) => /oil/i.test(q.name) && /how often/i.test(q.name));
    expect(oil?.acceptedAnswer.text).toContain("3,000-5,000 miles");
  });
});

describe("legal pages", () => {
  it("shows each text in a prose column with a table of contents from its headings", async () => {
    for (const doc of Object.values(content.legal)) {
      const page = await get(doc.path);
      expect(page.status).toBe(200);
      expect(h1Of(page.main)).toBe(doc.title);
      const second = doc.headings.filter((h) => h.depth === 2);
      for (const heading of second) {
        expect(page.main.includes(`href="#${heading.id}"`), `href="#${heading.id}"`).toBe(true);
        expect(page.main.includes(`id="${heading.id}"`), `id="${heading.id}"`).toBe(true);
      }
    }
  });

  it("answers 404 for a slug that is not one of the four", async () => {
    for (const slug of ["nope", "privacy", "cookie-policy-old"]) {
      const page = await get(`/legal/${slug}`);
      expect(page.status).toBe(404);
      expect(page.html.includes("Page not found"), "Page not found").toBe(true);
    }
  });
});

describe("sell or trade", () => {
  it("starts on the landing page and lands on the appraisal page in the minimal layout", async () => {
    const landing = await get("/sell-trade-my-car");
    const form = /<form[^>]*>/.exec(landing.main)?.[0] ?? "";
    expect(form).toContain('action="/sell-trade-my-car/your-vehicle"');
    expect(form).toContain('method="get"');
    const vehicle = await get("/sell-trade-my-car/your-vehicle?vin=1hgcm82633a004352");
    expect(vehicle.status).toBe(200);
    expect(vehicle.html.includes("1HGCM82633A004352"), "1HGCM82633A004352").toBe(true);
    expect(vehicle.html.includes(`href="tel:`), `href="tel:`).toBe(true);
    expect(vehicle.html.includes('href="/contact-us"'), 'href="/contact-us"').toBe(true);
    // Minimal layout: no site footer to wander away with.
    expect(vehicle.html.includes("<footer"), "<footer").toBe(false);
    expect(canonicalOf(vehicle.html)).toBe(`${SITE_URL}/sell-trade-my-car/your-vehicle`);
  });
});

describe("company pages", () => {
  it("shows each staff member's photo and rating on the team page", async () => {
    const page = await get("/our-company/meet-our-team");
    const staff = JSON.parse(fs.readFileSync(path.join(CONTENT, "staff.json"), "utf8")) as Array<{
      imageUrl: string;
      rating: string;
    }>;
    for (const member of staff) {
      expect(page.main.includes(`src="${member.imageUrl}"`), `src="${member.imageUrl}"`).toBe(true);
      expect(
        page.main.includes(`Rated ${Number(member.rating)} out of 5`),
        `Rated ${Number(member.rating)} out of 5`,
      ).toBe(true);
    }
  });

  it("lists the open positions on the careers page", async () => {
    const page = await get("/our-company/careers");
    for (const position of content.pages.careers.positions ?? [])
      expect(decode(page.main).includes(position.title), position.title).toBe(true);
  });

  it("gives the contact page the four stores' AutoDealer data with service and parts departments", async () => {
    const page = await get("/contact-us");
    const dealers = jsonLdOf(page.html).filter((d) => d["@type"] === "AutoDealer");
    expect(dealers).toHaveLength(4);
    const departments = dealers.flatMap((d) => (d.department as Array<{ "@type": string }>) ?? []);
    expect(departments.map((d) => d["@type"]).sort()).toEqual([
      "AutoPartsStore",
      "AutoPartsStore",
      "AutoPartsStore",
      "AutoRepair",
      "AutoRepair",
      "AutoRepair",
    ]);
  });
});

describe("links", () => {
  it("no link on these pages leads to a 404 or a server error", async () => {
    const pages = ["/", ...PAGES.map((p) => p.path), "/sell-trade-my-car/your-vehicle"];
    const links = new Set<string>();
    for (const pagePath of pages) {
      const { main } = await get(pagePath);
      for (const match of main.matchAll(/href="(\/[^"#]*)/g)) links.add(decode(match[1]!));
    }
    const broken: string[] = [];
    for (const link of links) {
      const response = await fetch(server.url + link, { redirect: "manual" });
      await response.body?.cancel();
      if (response.status >= 400) broken.push(`${response.status} ${link}`);
    }
    expect(broken).toEqual([]);
    expect(links.size).toBeGreaterThan(40);
  });
});
