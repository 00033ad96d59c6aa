import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { CONTENT_DIR } from "~tests/support/content-copies";
import { ARTICLE_CATEGORY_SLUGS } from "./article-schema";
import { loadContent, type SiteContent } from "./load-content.server";
import { LEGAL_SLUGS, PAGE_PATHS } from "./page-schema";
import { activePromotions } from "./promotions";
import { REVIEW_CATEGORIES } from "./review-schema";
import { wordsOf } from "./text";

/** What start-up does: every shipped content file loads and validates, and says what the product does. */
const content = loadContent(CONTENT_DIR);
const settings = loadSettings(CONTENT_DIR);

/** Every string in the loaded content, with the key it sits under. */
function strings(value: unknown, key = ""): { key: string; value: string }[] {
  if (typeof value === "string") return [{ key, value }];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}

/** Every link target in the content: hrefs of rendered HTML, and href/url fields of JSON. */
function linkTargets(site: SiteContent): string[] {
  return strings(site).flatMap(({ key, value }) => {
    if (key === "href" || key === "url") return [value];
    if (/html$/i.test(key))
      return [...value.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
    return [];
  });
}

describe("the shipped content", () => {
  it("loads every collection", () => {
    expect(content.articles.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(content.pages).sort()).toEqual(Object.keys(PAGE_PATHS).sort());
    expect(Object.keys(content.legal).sort()).toEqual([...LEGAL_SLUGS].sort());
    expect(content.helpCenter.length).toBeGreaterThanOrEqual(6);
    expect(content.home.hero.slides).toHaveLength(1);
  });

  it("has articles of 600-1,200 words in all five categories, each category existing, slugs unique", () => {
    const categories = new Set(content.articleCategories.map((c) => c.slug));
    for (const article of content.articles) {
      expect(categories.has(article.category), article.slug).toBe(true);
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(600);
      expect(article.wordCount, article.slug).toBeLessThanOrEqual(1200);
    }
    expect(new Set(content.articles.map((a) => a.category))).toEqual(new Set(ARTICLE_CATEGORY_SLUGS));
    const slugs = content.articles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    // Newest first, as the research index lists them.
    const dates = content.articles.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("answers the oil-change question with every 3,000-5,000 miles", () => {
    const oil = content.faqs.service!.items.find((i) => /oil/i.test(i.question));
    expect(oil?.answerText).toContain("every 3,000-5,000 miles");
    expect(Object.keys(content.faqs)).toEqual(
      expect.arrayContaining(["home", "financing", "service", "used-vehicle", "sell-trade", "warranty"]),
    );
  });

  it("has exactly 30 Google reviews in all four categories, several long enough to be cut", () => {
    expect(content.reviews).toHaveLength(30);
    for (const category of REVIEW_CATEGORIES) {
      expect(content.reviews.filter((r) => r.category.includes(category)).length, category).toBeGreaterThan(
        2,
      );
    }
    expect(content.reviews.filter((r) => r.category.length > 1).length).toBeGreaterThan(3);
    expect(content.reviews.filter((r) => r.text.length > 240).length).toBeGreaterThan(3);
    expect(content.reviews.filter((r) => !r.photo).length).toBeGreaterThan(20);
    // Elkhart is sales only: nobody reviews its service department.
    expect(content.reviews.filter((r) => r.location === "elkhart" && r.category.includes("Service"))).toEqual(
      [],
    );
  });

  it("has offers running today, expired ones and future ones, of every type and position", () => {
    const today = new Date("2026-11-22T18:00:00Z");
    const active = activePromotions(content.promotions, today);
    expect(active.length).toBeGreaterThan(content.promotions.length / 2);
    expect(content.promotions.some((p) => p.endDate < "2026-11-22")).toBe(true);
    expect(content.promotions.some((p) => p.startDate > "2026-11-22")).toBe(true);
    for (const type of ["dealer", "sales", "service"] as const) {
      expect(activePromotions(content.promotions, today, { type }).length, type).toBeGreaterThan(0);
    }
    for (const position of ["promotions-carousel", "grid-item"] as const) {
      expect(activePromotions(content.promotions, today, { position }).length, position).toBeGreaterThan(0);
    }
    for (const coupon of content.promotions.filter((p) => p.type === "service")) {
      expect(coupon.url, coupon.id).toBe("/service/schedule");
    }
  });

  it("states the product's promises where the pages need them", () => {
    const text = (html: string) => html.replace(/<[^>]+>/g, " ");
    const preApproval = text(content.pages["free-credit-score-pre-approval"].html);
    expect(preApproval).toMatch(/no impact on your credit score/i);
    expect(preApproval).toContain("24-48 hours");
    expect(preApproval).toContain("$0.10");
    expect(text(content.pages["vehicle-protection-plans"].html)).toContain("85,000 miles");
    const sell = text(content.pages["sell-trade-my-car"].html);
    expect(sell).toContain("$300");
    expect(sell).toContain("7 days");
    expect(text(content.legal["terms-of-sale"].html)).toContain(`$${settings.company.fee.documentary}`);
    const cookies = text(content.legal["cookie-policy"].html);
    for (const category of ["Essential", "Functional", "Analytics", "Targeting"])
      expect(cookies).toContain(category);
    const privacy = text(content.legal["privacy-policy"].html);
    for (const topic of ["Social Security number", "AES-256", "CRM", "Global Privacy Control", "cookie"]) {
      expect(privacy).toContain(topic);
    }
    expect(content.home.browse.badge).toBe("Search or browse");
    expect(content.home.browse.searchPlaceholder).toBe("Search by keyword");
    expect(content.home.departments.tabs.map((t) => t.label)).toEqual([
      "Finance",
      "Shop",
      "Sell or Trade",
      "Service",
    ]);
    // The call-to-action cards' offers live in the tabs now (issue 17): financing, trade value, service.
    expect(content.home.departments.tabs.map((t) => t.buttons[0]!.href)).toEqual([
      "/auto-financing/apply-for-financing",
      "/used-cars-for-sale",
      "/sell-trade-my-car",
      "/service/schedule",
    ]);
  });

  it("never promises instant approval and holds no placeholder text", () => {
    for (const { value } of strings(content)) {
      // Quoting the phrase to say we don't use it is fine; using it is not.
      const unquoted = value.replace(
        /(&quot;|["'\u201c])(instant|guaranteed) approval(&quot;|["'\u201d])/gi,
        "",
      );
      expect(unquoted).not.toMatch(/(instant|guaranteed) approv/i);
      expect(value).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b|\{\{/i);
    }
  });

  it("uses only the dealership's own phone numbers, written as placeholders in the files", () => {
    const known = new Set([
      settings.company.phone,
      settings.company.sales.phone,
      settings.company.service.phone,
      ...settings.locations.map((l) => l.phone),
    ]);
    for (const { value } of strings(content)) {
      for (const phone of value.match(/\(\d{3}\) \d{3}-\d{4}/g) ?? [])
        expect(known.has(phone), phone).toBe(true);
    }
    const files = ["articles", "pages", "legal", "help-center"].flatMap((folder) =>
      fs.readdirSync(path.join(CONTENT_DIR, folder)).map((name) => path.join(folder, name)),
    );
    for (const file of [...files, "faqs.json", "home.json", "promotions.json", "reviews.json"]) {
      expect(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"), file).not.toMatch(
        /\(\d{3}\) \d{3}-\d{4}/,
      );
    }
  });

  it("links only to pages of the site map, to articles and help categories that exist", () => {
    const articles = content.articles.map((a) => a.slug).join("|");
    const help = content.helpCenter.map((c) => c.slug).join("|");
    const routes = [
      /^\/(?:cars-for-sale|used-cars-for-sale|new-cars-for-sale|certified-cars-for-sale)(?:\/[\w/-]*)?(?:\?.*)?$/,
      /^\/auto-financing(?:\/(?:apply-for-financing|better-than-buy-here-pay-here|bad-credit-auto-financing|free-credit-score-pre-approval|full-credit-application))?$/,
      new RegExp(`^/car-research(?:/search|/(?:${articles}))?$`),
      new RegExp(`^/help-center(?:/(?:${help}))?$`),
      /^\/legal\/(?:cookie-policy|privacy-policy|electronic-signature-disclosure|terms-of-sale)$/,
      /^\/our-company(?:\/careers|\/meet-our-team)?$/,
      /^\/(?:contact-us|referrals|vehicle-protection-plans|service|service\/schedule|special-offers|special-offers\/service|sell-trade-my-car|sell-trade-my-car\/your-vehicle)$/,
      // Not in the site map (noindex: it shows the visitor's own choice), but a page every visitor has.
      /^\/cookie-settings$/,
    ];
    const targets = linkTargets(content);
    expect(targets.length).toBeGreaterThan(100);
    for (const target of targets) {
      if (/^(https:\/\/|tel:\+1\d{10}$|mailto:)/.test(target)) continue;
      const pathOnly = target.split("#")[0]!;
      expect(
        routes.some((route) => route.test(pathOnly)),
        target,
      ).toBe(true);
    }
  });

  it("gives every picture an alt text and keeps every page's description a search-engine length", () => {
    for (const html of strings(content).filter((s) => /html$/i.test(s.key))) {
      for (const img of html.value.match(/<img [^>]*>/g) ?? []) expect(img).toMatch(/alt="[^"]{3,}"/);
    }
    const described = [...content.articles, ...Object.values(content.pages), ...Object.values(content.legal)];
    for (const doc of described) expect(doc.description.length, doc.title).toBeLessThanOrEqual(170);
    expect(content.helpCenter.flatMap((c) => c.questions).length).toBeGreaterThanOrEqual(30);
    expect(wordsOf(content.legal["privacy-policy"].html).length).toBeGreaterThan(1000);
  });
});
