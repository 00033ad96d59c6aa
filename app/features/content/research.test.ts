import { describe, expect, it } from "vitest";
import type { Article, ArticleCategory } from "./article-schema";
import type { HelpCategory } from "./page-schema";
import {
  articleGroups,
  articleSummary,
  markMatches,
  normalizeQuery,
  searchExcerpt,
  searchHelpCenter,
  tableOfContents,
} from "./research";

function article(slug: string, category: Article["category"], publishedAt: string, text = "Body."): Article {
  return {
    slug,
    title: slug,
    text,
    publishedAt,
    category,
    description: `About ${slug}.`,
    author: "Staff",
    path: `/car-research/${slug}`,
    html: `<p>${text}</p>`,
    headings: [],
    wordCount: text.split(" ").length,
    readingMinutes: 1,
  };
}

const categories: ArticleCategory[] = [
  { slug: "staff-reviews", name: "Staff Reviews", description: "Reviews." },
  { slug: "car-advice-education", name: "Car Advice & Education", description: "Advice." },
  { slug: "faqs", name: "FAQs", description: "FAQs." },
  { slug: "news", name: "News", description: "News." },
  { slug: "community-outreach", name: "Community Outreach", description: "Outreach." },
];

describe("the research index", () => {
  it("groups articles by category in the categories' order, newest first, leaving empty ones out", () => {
    const groups = articleGroups({
      articleCategories: categories,
      articles: [
        article("old-news", "news", "2025-01-01"),
        article("camry", "staff-reviews", "2026-10-08"),
        article("new-news", "news", "2026-09-21"),
      ],
    });
    expect(groups.map((g) => [g.category.slug, g.articles.map((a) => a.slug)])).toEqual([
      ["staff-reviews", ["camry"]],
      ["news", ["new-news", "old-news"]],
    ]);
  });

  it("summarises an article for a card with its category's name and no body", () => {
    const summary = articleSummary(article("camry", "staff-reviews", "2026-10-08"), categories);
    expect(summary.categoryName).toBe("Staff Reviews");
    expect(summary).not.toHaveProperty("html");
    expect(summary).not.toHaveProperty("text");
  });
});

describe("search queries", () => {
  it("collapses spaces and cuts at 100 characters; a missing query is empty", () => {
    expect(normalizeQuery("  winter   tires \n")).toBe("winter tires");
    expect(normalizeQuery(null)).toBe("");
    expect(normalizeQuery("a".repeat(300))).toHaveLength(100);
  });
});

describe("marking the words searched for", () => {
  it("marks whole words that start with a query word, ignoring case and accents", () => {
    expect(markMatches("Tires for the Café, tired?", "tire cafe")).toEqual([
      { text: "Tires", match: true },
      { text: " for the ", match: false },
      { text: "Café", match: true },
      { text: ", ", match: false },
      { text: "tired", match: true },
      { text: "?", match: false },
    ]);
  });

  it("marks nothing for an empty query", () => {
    expect(markMatches("Winter tires", " ")).toEqual([{ text: "Winter tires", match: false }]);
  });
});

describe("search excerpts", () => {
  const words = Array.from({ length: 120 }, (_, i) => `word${i}`);
  const body = [...words.slice(0, 60), "Winter", "tires", "grip", ...words.slice(60)].join(" ");
  const long = { ...article("winter", "faqs", "2026-11-03", body), description: "Winter tire guide." };
  const joined = (parts: { text: string }[]) => parts.map((p) => p.text).join("");

  it("shows the body around the first match, cut at words, with an ellipsis where text was left out", () => {
    const excerpt = searchExcerpt(long, "tires", 120);
    const text = joined(excerpt);
    expect(text.startsWith("…word")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
    expect(text).toContain("Winter tires grip");
    expect(text.length).toBeLessThanOrEqual(122);
    // Never a broken word at either end.
    expect(text).toMatch(/^…word\d+ /);
    expect(text).toMatch(/ word\d+…$/);
    expect(excerpt.filter((p) => p.match).map((p) => p.text)).toEqual(["tires"]);
  });

  it("starts at the beginning, without an ellipsis, when the match is near the start", () => {
    const text = joined(
      searchExcerpt({ text: "Winter tires stop shorter on ice.", description: "x" }, "ice"),
    );
    expect(text).toBe("Winter tires stop shorter on ice.");
  });

  it("falls back to the description when only the title matched", () => {
    const excerpt = searchExcerpt(long, "guide");
    expect(joined(excerpt)).toBe("Winter tire guide.");
    expect(excerpt.find((p) => p.match)?.text).toBe("guide");
  });
});

describe("table of contents", () => {
  const headings = [
    { depth: 2, text: "One", id: "one" },
    { depth: 3, text: "One a", id: "one-a" },
    { depth: 2, text: "Two", id: "two" },
    { depth: 2, text: "Three", id: "three" },
  ];

  it("lists the ## sections of a long article", () => {
    expect(tableOfContents({ headings, wordCount: 800 }).map((h) => h.id)).toEqual(["one", "two", "three"]);
  });

  it("is empty for a short article or one with fewer than three sections", () => {
    expect(tableOfContents({ headings, wordCount: 300 })).toEqual([]);
    expect(tableOfContents({ headings: headings.slice(0, 3), wordCount: 800 })).toEqual([]);
  });
});

describe("help-center search", () => {
  const category = (slug: string, order: number, questions: [string, string][]): HelpCategory => ({
    slug,
    path: `/help-center/${slug}`,
    title: slug,
    description: "",
    summary: "",
    order,
    introHtml: "",
    questions: questions.map(([question, answerText]) => ({
      id: question.toLowerCase().replace(/\W+/g, "-"),
      question,
      answerHtml: `<p>${answerText}</p>`,
      answerText,
    })),
  });
  const helpCenter = [
    category("buying", 1, [
      ["Can I buy online?", "Yes, reserve with a deposit and pick up at the store."],
      ["Do you take trade-ins?", "Yes, a credit score is not needed to trade."],
    ]),
    category("financing", 2, [
      ["Does pre-approval hurt my credit score?", "No, it is a soft inquiry."],
      ["How long does approval take?", "Typically 24-48 hours."],
    ]),
  ];

  it("needs every word in the question or the answer, question matches first", () => {
    const hits = searchHelpCenter(helpCenter, "credit score");
    expect(hits.map((h) => [h.category.slug, h.question.question])).toEqual([
      ["financing", "Does pre-approval hurt my credit score?"],
      ["buying", "Do you take trade-ins?"],
    ]);
    expect(hits[0]!.category.path).toBe("/help-center/financing");
  });

  it("finds nothing for an empty query or a word that is nowhere", () => {
    expect(searchHelpCenter(helpCenter, "")).toEqual([]);
    expect(searchHelpCenter(helpCenter, "credit submarine")).toEqual([]);
  });
});
