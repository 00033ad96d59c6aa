import { describe, expect, it } from "vitest";
import { CONTENT_DIR } from "~tests/support/content-copies";
import type { Article } from "./article-schema";
import {
  articleAliasPath,
  articlesByCategory,
  findArticle,
  relatedArticles,
  searchArticles,
} from "./articles";
import { loadContent } from "./load-content.server";

function article(slug: string, title: string, text: string, publishedAt: string, category = "news"): Article {
  return {
    slug,
    title,
    text,
    publishedAt,
    category: category as Article["category"],
    description: "",
    author: "Staff",
    path: `/car-research/${slug}`,
    html: `<p>${text}</p>`,
    headings: [],
    wordCount: text.split(" ").length,
    readingMinutes: 1,
  };
}

const articles = [
  article(
    "winter",
    "Winter tires in Moline",
    "Soft rubber grips on ice.",
    "2026-11-03",
    "car-advice-education",
  ),
  article(
    "oil",
    "Oil change intervals",
    "Change it every 3,000-5,000 miles; winter trips are short.",
    "2026-04-15",
    "faqs",
  ),
  article("cafe", "Coffee at the Café", "Our lounge serves espresso while the oil is changed.", "2026-06-01"),
  article(
    "brakes",
    "Brakes",
    "Winter salt eats brake lines; check the oil too.",
    "2026-09-01",
    "car-advice-education",
  ),
];
const content = { articles };

describe("article search", () => {
  it("needs every word, in the title or the body", () => {
    expect(searchArticles(content, "winter ice").map((a) => a.slug)).toEqual(["winter"]);
    expect(searchArticles(content, "oil espresso").map((a) => a.slug)).toEqual(["cafe"]);
    expect(searchArticles(content, "oil nothing-like-this")).toEqual([]);
  });

  it("ignores case and accents, and a word matches the start of longer words", () => {
    expect(searchArticles(content, "CAFE").map((a) => a.slug)).toEqual(["cafe"]);
    expect(searchArticles(content, "café").map((a) => a.slug)).toEqual(["cafe"]);
    expect(searchArticles(content, "tire").map((a) => a.slug)).toEqual(["winter"]);
    expect(searchArticles(content, "hange").map((a) => a.slug)).toEqual([]);
  });

  it("ranks title hits first, then the newest", () => {
    // "oil" is in the title of one article and in the bodies of two others.
    expect(searchArticles(content, "oil").map((a) => a.slug)).toEqual(["oil", "brakes", "cafe"]);
    // "winter" is in one title; the bodies follow newest first.
    expect(searchArticles(content, "winter").map((a) => a.slug)).toEqual(["winter", "brakes", "oil"]);
  });

  it("finds nothing for an empty or punctuation-only query", () => {
    expect(searchArticles(content, "")).toEqual([]);
    expect(searchArticles(content, "  ?! ")).toEqual([]);
  });

  it("finds the shipped articles by words of their title and body", () => {
    const site = loadContent(CONTENT_DIR);
    expect(searchArticles(site, "oil change")[0]!.slug).toBe("oil-change-intervals");
    expect(searchArticles(site, "carfax").map((a) => a.slug)[0]).toBe("how-to-read-a-carfax-report");
    // Only in bodies: the oil-dilution paragraph of the CR-V review.
    expect(searchArticles(site, "dilution dipstick").map((a) => a.slug)).toContain("used-honda-cr-v-review");
    expect(searchArticles(site, "zeppelin")).toEqual([]);
  });
});

describe("article lists", () => {
  it("lists a category newest first and finds an article by slug", () => {
    expect(articlesByCategory(content, "car-advice-education").map((a) => a.slug)).toEqual([
      "winter",
      "brakes",
    ]);
    expect(findArticle(content, "oil")?.title).toBe("Oil change intervals");
    expect(findArticle(content, "nope")).toBeUndefined();
    expect(articleAliasPath(articles[1]!)).toBe("/faqs/oil");
  });

  it("suggests the same category first, never the article itself", () => {
    expect(relatedArticles(content, articles[0]!, 2).map((a) => a.slug)).toEqual(["brakes", "cafe"]);
  });
});
