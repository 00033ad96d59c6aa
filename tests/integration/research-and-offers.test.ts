import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../../app/features/content/load-content.server";
import type { Promotion } from "../../app/features/content/promotion-schema";
import { decode } from "../support/form-client";
import { ROOT, type RunningServer, startServer } from "../support/server";

/**
 * The research, help-center and offers pages through the production server: statuses,
 * titles, canonical links, the aliases' redirects, the article and help-center searches,
 * the 404s, the offers' date rule (running, ended: 410, not started: 404) and the empty-offers
 * text of spec section 8, which a second server proves with a content folder whose offers
 * have all ended or not started.
 */
const SITE = "https://dealer.example";
const content = loadContent(path.resolve(ROOT, "content"));
const NO_OFFERS = "No offers available at this time. Please check back later.";

/** Offers whose dates never change with the test's clock: ended long ago, or starting in 2049. */
function datedOffer(id: string, type: Promotion["type"], startDate: string, endDate: string): Promotion {
  return {
    id,
    position: "grid-item",
    type,
    tags: ["test"],
    name: `Offer ${id}`,
    url: "/service/schedule",
    title: `The ${id} offer`,
    description: `What the ${id} offer gives you.`,
    additional: { category: "Test", ctaText: "Book now" },
    criterias: ["One per customer."],
    startDate,
    endDate,
  };
}

let server: RunningServer;
let noOffersServer: RunningServer;
let contentDir: string;

beforeAll(async () => {
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-offers-content-"));
  fs.cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
  const promotions = [
    datedOffer("ended-coupon", "service", "2020-01-01", "2020-12-31"),
    datedOffer("ended-event", "sales", "2021-05-01", "2021-05-31"),
    datedOffer("future-coupon", "service", "2049-01-01", "2050-12-31"),
    datedOffer("future-promise", "dealer", "2049-06-01", "2050-12-31"),
  ];
  fs.writeFileSync(path.join(contentDir, "promotions.json"), JSON.stringify(promotions, null, 2));
  // Their Spanish texts: the site checks at start-up that every offer has them.
  const spanish = promotions.map((offer) => ({
    name: `Oferta ${offer.id}`,
    title: `La oferta ${offer.id}`,
    description: `Lo que le da la oferta ${offer.id}.`,
    additional: { category: "Prueba", ctaText: "Reservar" },
    criterias: ["Una por cliente."],
  }));
  fs.writeFileSync(path.join(contentDir, "promotions.es.json"), JSON.stringify(spanish, null, 2));
  [server, noOffersServer] = await Promise.all([
    startServer({ env: { SITE_URL: SITE } }),
    startServer({ env: { SITE_URL: SITE, CONTENT_DIR: contentDir } }),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.stop(), noOffersServer?.stop()]);
  if (contentDir) fs.rmSync(contentDir, { recursive: true, force: true });
});

type Page = { status: number; html: string; location: string | null };

async function get(pagePath: string, on = server): Promise<Page> {
  const response = await fetch(`${on.url}${pagePath}`, { redirect: "manual" });
  // React separates adjacent text pieces with <!-- --> in server HTML; the visitor sees one text.
  const html = (await response.text()).replace(/<!-- -->/g, "");
  return { status: response.status, html, location: response.headers.get("location") };
}

function titleOf(html: string): string {
  return decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

function metaContent(html: string, name: string): string | undefined {
  return new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
}

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

const typesOf = (html: string) => jsonLdOf(html).map((d) => d["@type"]);
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";

/** Same-origin links inside <main>, without their #fragment. */
function linksOf(html: string): string[] {
  return [...mainOf(html).matchAll(/<a [^>]*href="(\/[^"#]*)[^"]*"/g)].map((m) => decode(m[1]!));
}

describe("car research (/car-research)", () => {
  it("lists every article under its category, newest first, with a search form", async () => {
    const page = await get("/car-research");
    expect(page.status).toBe(200);
    expect(titleOf(page.html)).toMatch(/^Car Research: Reviews, Advice and News \| /);
    expect(canonicalOf(page.html)).toBe(`${SITE}/car-research`);
    expect(metaContent(page.html, "description")?.length).toBeGreaterThan(50);
    for (const article of content.articles) expect(page.html).toContain(`href="${article.path}"`);
    for (const category of content.articleCategories) expect(page.html).toContain(`id="${category.slug}"`);
    // Newest first inside a category.
    const reviews = content.articles.filter((a) => a.category === "staff-reviews");
    const positions = reviews.map((a) => page.html.indexOf(`href="${a.path}"`));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const form = /<form[^>]*action="\/car-research\/search"[^>]*>/.exec(page.html)?.[0];
    expect(form).toContain('method="get"');
    expect(typesOf(page.html)).toEqual(["BreadcrumbList"]);
  });
});

describe("articles (/car-research/{slug})", () => {
  it("answers every article with its own title, description, canonical, Article and BreadcrumbList", async () => {
    const pages = await Promise.all(content.articles.map((a) => get(a.path)));
    content.articles.forEach((article, i) => {
      const page = pages[i]!;
      expect(page.status, article.slug).toBe(200);
      expect(titleOf(page.html)).toContain(article.title);
      expect(decode(metaContent(page.html, "description") ?? "")).toBe(article.description);
      expect(canonicalOf(page.html)).toBe(`${SITE}${article.path}`);
      const [ld, crumbs] = jsonLdOf(page.html);
      expect(ld).toMatchObject({
        "@type": "Article",
        headline: article.title,
        url: `${SITE}${article.path}`,
      });
      expect(crumbs).toMatchObject({ "@type": "BreadcrumbList" });
      expect(mainOf(page.html)).toContain(`<h1`);
    });
  });

  it("links the author to the staff page when the author is on the team, and shows dates and contents", async () => {
    const page = await get("/car-research/how-to-read-a-carfax-report");
    expect(page.html).toContain('href="/our-company/meet-our-team/marcus-bennett"');
    expect(page.html).toMatch(/<time datetime="2026-03-12"[^>]*>March 12, 2026<\/time>/i);
    expect(page.html).toMatch(/<time datetime="2026-10-02"[^>]*>October 2, 2026<\/time>/i);
    expect(page.html).toContain('aria-label="On this page"');
    const article = jsonLdOf(page.html)[0]!;
    expect(article.author).toEqual({
      "@type": "Person",
      name: "Marcus Bennett",
      url: `${SITE}/our-company/meet-our-team/marcus-bennett`,
    });
    expect(article.dateModified).toBe("2026-10-02");
  });

  it("shows a department byline without a staff link", async () => {
    const page = await get("/car-research/oil-change-intervals");
    expect(mainOf(page.html)).not.toContain("/our-company/meet-our-team/");
    expect(jsonLdOf(page.html)[0]!.author).toMatchObject({ "@type": "Organization" });
  });

  it("answers an unknown slug with the 404 page", async () => {
    const page = await get("/car-research/no-such-article");
    expect(page.status).toBe(404);
    expect(page.html).toContain("Page not found");
  });
});

describe("article aliases", () => {
  it("redirect permanently to the article's one URL, keeping the query", async () => {
    for (const article of content.articles.slice(0, 6)) {
      const page = await get(`/${article.category}/${article.slug}?utm_source=newsletter`);
      expect(page.status, article.slug).toBe(301);
      expect(page.location).toBe(`${article.path}?utm_source=newsletter`);
    }
  });

  it("redirect under every category prefix (an article may change category); unknown slugs are 404", async () => {
    const article = content.articles.find((a) => a.category === "staff-reviews")!;
    for (const category of content.articleCategories) {
      const page = await get(`/${category.slug}/${article.slug}`);
      expect(page.status).toBe(301);
      expect(page.location).toBe(article.path);
      expect((await get(`/${category.slug}/no-such-article`)).status).toBe(404);
    }
  });
});

describe("the direct article page (/faqs-okd/{slug})", () => {
  it("shows the article without the site's menus and footer, with the article page as canonical", async () => {
    const article = content.articles.find((a) => a.slug === "oil-change-intervals")!;
    const page = await get(`/faqs-okd/${article.slug}`);
    expect(page.status).toBe(200);
    expect(canonicalOf(page.html)).toBe(`${SITE}${article.path}`);
    expect(page.html).toContain(`<h1`);
    expect(page.html).not.toContain("<footer");
    expect(typesOf(page.html)).toEqual(["Article"]);
    expect((await get("/faqs-okd/no-such-article")).status).toBe(404);
  });
});

describe("article search (/car-research/search)", () => {
  it("finds articles by words in the title, with the words marked in an excerpt", async () => {
    const page = await get("/car-research/search?q=winter+tires");
    expect(page.status).toBe(200);
    expect(page.html).toContain('href="/car-research/winter-tires-in-the-quad-cities"');
    expect(page.html).toMatch(/<mark[^>]*>Winter<\/mark>/i);
    expect(page.html).toMatch(/ articles? for “<strong>winter tires<\/strong>”/);
    expect(page.html).toContain('value="winter tires"');
    expect(typesOf(page.html)).toEqual(["BreadcrumbList"]);
    expect(canonicalOf(page.html)).toBe(`${SITE}/car-research/search`);
  });

  it("finds words that are only in the body", async () => {
    // "cam phasers" appears in the F-150 review's body, not in any title.
    const page = await get("/car-research/search?q=cam+phasers");
    expect(page.html).toContain('href="/car-research/used-ford-f-150-review"');
    expect(page.html).toMatch(/1 article for/);
    expect(page.html).toMatch(/<mark[^>]*>phasers<\/mark>/);
  });

  it("handles an empty query and a query with no results with a 200 page and something to read", async () => {
    const empty = await get("/car-research/search?q=");
    expect(empty.status).toBe(200);
    expect(empty.html).toContain("Type a word or two");
    expect(empty.html).toContain("Newest articles");
    const none = await get("/car-research/search?q=submarine+zeppelin");
    expect(none.status).toBe(200);
    expect(none.html).toContain("No articles match");
    expect(none.html).toContain('href="/car-research"');
  });

  it("shows a hostile or huge query as text, never as markup", async () => {
    const page = await get(`/car-research/search?q=${encodeURIComponent('<script>alert(1)</script>"')}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("<script>alert(1)");
    expect((await get(`/car-research/search?q=${"tire%20".repeat(2000)}`)).status).toBe(200);
  });
});

describe("help center", () => {
  it("lists the categories and searches the questions", async () => {
    const page = await get("/help-center");
    expect(page.status).toBe(200);
    expect(canonicalOf(page.html)).toBe(`${SITE}/help-center`);
    for (const category of content.helpCenter) expect(page.html).toContain(`href="${category.path}"`);
    const search = await get("/help-center?q=credit+score");
    expect(search.status).toBe(200);
    expect(search.html).toMatch(/href="\/help-center\/[a-z-]+#[a-z0-9-]+"/);
    expect(search.html).toMatch(/<mark[^>]*>credit<\/mark>/i);
    expect((await get("/help-center?q=submarine")).html).toContain("No questions match");
  });

  it("shows each category's questions as an accordion with FAQPage and BreadcrumbList data", async () => {
    for (const category of content.helpCenter) {
      const page = await get(category.path);
      expect(page.status, category.slug).toBe(200);
      expect(titleOf(page.html)).toContain(category.title);
      expect(canonicalOf(page.html)).toBe(`${SITE}${category.path}`);
      const details = mainOf(page.html).match(/<details/g) ?? [];
      expect(details).toHaveLength(category.questions.length);
      const [faq, crumbs] = jsonLdOf(page.html);
      expect(faq).toMatchObject({ "@type": "FAQPage" });
      expect(faq!.mainEntity).toHaveLength(category.questions.length);
      expect(crumbs).toMatchObject({ "@type": "BreadcrumbList" });
    }
    expect((await get("/help-center/no-such-topic")).status).toBe(404);
  });
});

const EVERGREEN = "synthetic-oil-change-10-off"; // service, promotions-carousel, 2026-01-01 to 2050-12-31
const ENDED = "summer-ac-service-20-off"; // service, ended 2026-08-31

describe("special offers (/special-offers)", () => {
  it("shows the running offers in the carousel and the grid, never an ended one", async () => {
    const page = await get("/special-offers");
    expect(page.status).toBe(200);
    expect(canonicalOf(page.html)).toBe(`${SITE}/special-offers`);
    const carousel = /data-position="promotions-carousel"[\s\S]*?<\/section>/.exec(page.html)?.[0] ?? "";
    const grid = /data-position="grid-item"[\s\S]*?<\/section>/.exec(page.html)?.[0] ?? "";
    expect(carousel).toContain(`data-offer="${EVERGREEN}"`);
    expect(grid).toContain('data-offer="free-brake-inspection"');
    expect(page.html).not.toContain(`data-offer="${ENDED}"`);
    expect(page.html).not.toContain(NO_OFFERS);
    expect(typesOf(page.html)).toEqual(expect.arrayContaining(["BreadcrumbList", "FAQPage"]));
  });

  it("lists service coupons and dealer offers on their own pages; sales go to all offers", async () => {
    const service = await get("/special-offers/service");
    expect(service.status).toBe(200);
    expect(titleOf(service.html)).toMatch(/^Service Coupons \| /);
    const serviceIds = [...service.html.matchAll(/data-offer="([^"]+)"/g)].map((m) => m[1]);
    expect(serviceIds).toContain(EVERGREEN);
    for (const id of serviceIds) expect(content.promotions.find((p) => p.id === id)?.type).toBe("service");
    const dealer = await get("/special-offers/dealer");
    expect(dealer.status).toBe(200);
    expect(dealer.html).toContain('data-offer="best-offer-promise"');
    expect(dealer.html).not.toContain(`data-offer="${EVERGREEN}"`);
    const sales = await get("/special-offers/sales");
    expect([sales.status, sales.location]).toEqual([301, "/special-offers"]);
    expect((await get("/special-offers/coupons")).status).toBe(404);
  });

  it("gives a running offer its page: name in the title, description, fine print, dates and button", async () => {
    const offer = content.promotions.find((p) => p.id === "one-dime-down")!;
    const page = await get("/special-offers/sales/one-dime-down");
    expect(page.status).toBe(200);
    expect(titleOf(page.html)).toMatch(/^One Dime Down \| /);
    expect(canonicalOf(page.html)).toBe(`${SITE}/special-offers/sales/one-dime-down`);
    expect(decode(metaContent(page.html, "description") ?? "")).toBe(offer.description);
    for (const line of offer.criterias) expect(decode(page.html)).toContain(line);
    expect(page.html).toContain(`href="${offer.url}"`);
    expect(page.html).toContain(`alt="${offer.imgAlt}"`);
    expect(page.html).toContain("Ongoing offer");
    expect(typesOf(page.html)).toEqual(["BreadcrumbList"]);
  });

  it("answers an ended offer 410 with what runs now, and another kind's or unknown id 404", async () => {
    const ended = await get(`/special-offers/service/${ENDED}`);
    expect(ended.status).toBe(410);
    expect(ended.html).toContain("This offer has ended");
    expect(ended.html).toContain(`data-offer="${EVERGREEN}"`);
    expect(metaContent(ended.html, "robots")).toMatch(/^noindex/);
    expect(canonicalOf(ended.html)).toBeUndefined();
    expect((await get(`/special-offers/sales/${EVERGREEN}`)).status).toBe(404);
    expect((await get("/special-offers/service/no-such-offer")).status).toBe(404);
  });
});

describe("with no offers running (ended and not yet started only)", () => {
  it("says so on every offers list, in the words of spec section 8", async () => {
    for (const listPath of ["/special-offers", "/special-offers/service", "/special-offers/dealer"]) {
      const page = await get(listPath, noOffersServer);
      expect(page.status, listPath).toBe(200);
      expect(page.html).toContain(NO_OFFERS);
      expect(page.html).not.toContain("data-offer=");
    }
  });

  it("answers an ended offer 410 and an offer that has not started 404", async () => {
    expect((await get("/special-offers/service/ended-coupon", noOffersServer)).status).toBe(410);
    const ended = await get("/special-offers/sales/ended-event", noOffersServer);
    expect(ended.status).toBe(410);
    expect(ended.html).toContain(NO_OFFERS);
    expect((await get("/special-offers/service/future-coupon", noOffersServer)).status).toBe(404);
    expect((await get("/special-offers/dealer/future-promise", noOffersServer)).status).toBe(404);
  });
});

describe("links", () => {
  it("every same-origin link on these pages answers without a 404 or a server error", async () => {
    const pages = [
      "/car-research",
      "/car-research/search?q=oil",
      "/car-research/used-ford-f-150-review",
      "/faqs-okd/oil-change-intervals",
      "/help-center",
      "/help-center?q=warranty",
      ...content.helpCenter.map((c) => c.path),
      "/special-offers",
      "/special-offers/service",
      "/special-offers/dealer",
      "/special-offers/dealer/best-offer-promise",
      `/special-offers/service/${ENDED}`,
    ];
    const links = new Set<string>();
    for (const pagePath of pages) for (const link of linksOf((await get(pagePath)).html)) links.add(link);
    const statuses = await Promise.all(
      [...links].map(async (link) => [link, (await get(link)).status] as const),
    );
    expect(statuses.filter(([, status]) => status === 404 || status >= 500)).toEqual([]);
    expect(links.size).toBeGreaterThan(30);
  });
});
