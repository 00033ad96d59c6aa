import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { loadTradeInContent } from "~/features/trade-in/trade-in-content.server";
import {
  CONTENT_DIR,
  contentCopy,
  contentWithJson,
  removeContentCopies,
} from "~tests/support/content-copies";
import { ContentError } from "./content-error";
import { loadContent } from "./load-content.server";

/** What start-up does in Spanish: every English file with its Spanish texts, checked the same way. */
const english = loadContent(CONTENT_DIR, loadSettings(CONTENT_DIR, "en"), "en");
const spanishSettings = loadSettings(CONTENT_DIR, "es");
const spanish = loadContent(CONTENT_DIR, spanishSettings, "es");

function spanishError(dir: string): string {
  try {
    loadContent(dir, loadSettings(dir, "es"), "es");
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("the broken Spanish content loaded");
}

/** Every href of a rendered HTML string. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
}

afterAll(removeContentCopies);

describe("the shipped content in Spanish", () => {
  it("has the Spanish texts of the JSON files over the English data", () => {
    const [en, es] = [english.home.hero.slides[0]!, spanish.home.hero.slides[0]!];
    expect(es.title).toBe("Autos usados de calidad, financiamiento para todo tipo de crédito");
    expect(es.title).not.toBe(en.title);
    expect(es.buttons.map((b) => b.href)).toEqual(en.buttons.map((b) => b.href));
    expect(es.images.map((i) => i.src)).toEqual(en.images.map((i) => i.src));
    expect(spanish.promotions.map((p) => [p.id, p.url, p.startDate, p.endDate])).toEqual(
      english.promotions.map((p) => [p.id, p.url, p.startDate, p.endDate]),
    );
    expect(spanish.faqs.home!.title).toBe("Preguntas frecuentes");
    expect(spanish.articleCategories.map((c) => c.slug)).toEqual(
      english.articleCategories.map((c) => c.slug),
    );
    expect(spanish.staff.map((m) => `${m.firstName} ${m.lastName} ${m.slug}`)).toEqual(
      english.staff.map((m) => `${m.firstName} ${m.lastName} ${m.slug}`),
    );
    expect(spanish.staff[0]!.title).toBe("Gerente de ventas");
  });

  it("fills placeholders with the Spanish settings", () => {
    expect(spanishSettings.company.sales.hours).toMatch(/^lun-jue 9:00 a\. m\./);
    const callout = spanish.home.callout.text;
    expect(callout).toContain(spanishSettings.company.sales.hours);
    expect(callout).not.toContain("{{");
  });

  it("has Spanish pages and help-center categories with the English paths", () => {
    for (const [slug, page] of Object.entries(spanish.pages)) {
      expect(page.path, slug).toBe(english.pages[slug as keyof typeof english.pages].path);
      expect(page.title, slug).not.toBe(english.pages[slug as keyof typeof english.pages].title);
    }
    expect(spanish.helpCenter.map((c) => c.slug)).toEqual(english.helpCenter.map((c) => c.slug));
    for (const category of spanish.helpCenter) {
      for (const q of category.questions) expect(q.question, category.slug).toMatch(/\?$/);
    }
  });

  it("gives Spanish sections and questions the English ids, so deep links work in both languages", () => {
    const sectionIds = (content: typeof english) =>
      Object.values(content.pages).map((page) => page.sections.map((s) => s.id));
    expect(sectionIds(spanish)).toEqual(sectionIds(english));
    expect(spanish.pages["our-company"].sections.map((s) => s.id)).toContain("our-stores");
    const questionIds = (content: typeof english) =>
      content.helpCenter.map((category) => category.questions.map((q) => q.id));
    expect(questionIds(spanish)).toEqual(questionIds(english));
  });

  it("keeps articles and legal texts in English, linking to Spanish pages", () => {
    expect(spanish.articles.map((a) => [a.slug, a.title])).toEqual(
      english.articles.map((a) => [a.slug, a.title]),
    );
    expect(spanish.legal["privacy-policy"].title).toBe(english.legal["privacy-policy"].title);
    const links = spanish.articles.flatMap((a) => hrefs(a.html)).filter((h) => h.startsWith("/"));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\/(es\/|es$|vehicle-images\/|api\/)/);
  });

  it("never links a Spanish page to an English one", () => {
    const html = [
      ...Object.values(spanish.pages).flatMap((p) => [p.html, p.introHtml, ...p.sections.map((s) => s.html)]),
      ...spanish.helpCenter.flatMap((c) => [c.introHtml, ...c.questions.map((q) => q.answerHtml)]),
      ...Object.values(spanish.faqs).flatMap((g) => g.items.map((i) => i.answerHtml)),
    ];
    const siteLinks = html.flatMap(hrefs).filter((h) => h.startsWith("/"));
    expect(siteLinks).toContain("/es/auto-financing/apply-for-financing");
    for (const link of siteLinks) expect(link).toMatch(/^\/(es\/|es$|es#|vehicle-images\/|api\/)/);
    // The English site is unchanged.
    expect(hrefs(english.faqs.home!.items[0]!.answerHtml)).toEqual(["/auto-financing/apply-for-financing"]);
  });

  it("translates each review's text, keeping the reviewer, rating, date, categories and link", () => {
    expect(spanish.reviews).toHaveLength(english.reviews.length);
    const { text: _en, ...englishRest } = english.reviews[0]!;
    const { text: es, ...spanishRest } = spanish.reviews[0]!;
    expect(es).toMatch(/^Compramos una CR-V 2020 para nuestra hija/);
    expect(spanishRest).toEqual(englishRest);
    const withoutText = (content: typeof english) => content.reviews.map(({ text: _, ...rest }) => rest);
    expect(withoutText(spanish)).toEqual(withoutText(english));
    for (const [i, review] of spanish.reviews.entries()) {
      expect(review.text, `review ${review.id}`).not.toBe(english.reviews[i]!.text);
    }
  });

  it("has the Spanish settings and trade-in texts", () => {
    expect(spanishSettings.menus.header.map((m) => m.href)).toEqual(
      loadSettings(CONTENT_DIR).menus.header.map((m) => m.href),
    );
    expect(spanishSettings.menus.header[0]!.label).toBe("Financiamiento");
    expect(spanishSettings.locations.map((l) => l.name)).toEqual(
      loadSettings(CONTENT_DIR).locations.map((l) => l.name),
    );
    const tradeIn = loadTradeInContent(CONTENT_DIR, "es");
    expect(tradeIn.settings.exteriorColors).toContain("White");
    expect(tradeIn.settings.bestOffer.text).toMatch(/^Promesa de la mejor oferta/);
    expect(tradeIn.referencePrices).toEqual(loadTradeInContent(CONTENT_DIR).referencePrices);
  });
});

describe("a missing Spanish text", () => {
  it("stops start-up naming the Spanish file and the field", () => {
    const dir = contentWithJson("home.es.json", (json) => {
      delete json.departments.tabs[2].title;
    });
    expect(spanishError(dir)).toBe(
      "content/home.es.json: field departments.tabs.2.title: missing Spanish text",
    );
  });

  it("names a review whose Spanish text is missing, and a reviewer's name written in Spanish", () => {
    const missing = contentWithJson("reviews.es.json", (json) => {
      delete json[4].text;
    });
    expect(spanishError(missing)).toBe("content/reviews.es.json: field 4.text: missing Spanish text");
    const renamed = contentWithJson("reviews.es.json", (json) => {
      json[2].reviewer_name = "María González";
    });
    expect(spanishError(renamed)).toBe(
      "content/reviews.es.json: field 2.reviewer_name: not a text: it is read from content/reviews.json (remove it here)",
    );
  });

  it("names a Spanish field the English file does not have, and a repeated link", () => {
    const extra = contentWithJson("faqs.es.json", (json) => {
      json.home.subtitle = "Más preguntas";
    });
    expect(spanishError(extra)).toBe("content/faqs.es.json: field home.subtitle: not in content/faqs.json");
    const link = contentWithJson("menus.es.json", (json) => {
      json.header[0].href = "/es/auto-financing";
    });
    expect(spanishError(link)).toBe(
      "content/menus.es.json: field header.0.href: not a text: it is read from content/menus.json (remove it here)",
    );
  });

  it("names a missing twin file, JSON or Markdown", () => {
    const noJson = contentCopy();
    fs.rmSync(path.join(noJson, "promotions.es.json"));
    expect(spanishError(noJson)).toBe("content/promotions.es.json: file is missing");
    const noPage = contentCopy();
    fs.rmSync(path.join(noPage, "pages", "careers.es.md"));
    expect(spanishError(noPage)).toBe("content/pages/careers.es.md: file is missing");
    const noReviews = contentCopy();
    fs.rmSync(path.join(noReviews, "reviews.es.json"));
    expect(spanishError(noReviews)).toBe("content/reviews.es.json: file is missing");
    const noHelp = contentCopy();
    fs.rmSync(path.join(noHelp, "help-center", "warranty.es.md"));
    expect(spanishError(noHelp)).toBe("content/help-center/warranty.es.md: file is missing");
  });

  it("names a Spanish page whose path differs from the English one", () => {
    const dir = contentCopy();
    const file = path.join(dir, "pages", "referrals.es.md");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("path: /referrals", "path: /es/referrals"));
    expect(spanishError(dir)).toMatch(/^content\/pages\/referrals\.es\.md: field path: /);
  });
});
