import { z } from "zod";
import type { Heading } from "./markdown";
import { altText, isoDate, seoDescription, siteImagePath, slug, text, title } from "./schema-common";

/**
 * Articles (content/articles/*.md) and their categories (content/article-categories.json).
 * The category slugs are the spec's article aliases: /staff-reviews/{slug},
 * /car-advice-education/{slug}, /faqs/{slug}, /news/{slug}, /community-outreach/{slug}.
 */
export const ARTICLE_CATEGORY_SLUGS = [
  "staff-reviews",
  "car-advice-education",
  "faqs",
  "news",
  "community-outreach",
] as const;
export type ArticleCategorySlug = (typeof ARTICLE_CATEGORY_SLUGS)[number];

/** Slugs an article cannot take: /car-research/search is the search page. */
export const RESERVED_ARTICLE_SLUGS = ["search"] as const;

export const articleCategoriesSchema = z
  .array(z.strictObject({ slug: z.enum(ARTICLE_CATEGORY_SLUGS), name: text, description: seoDescription }))
  .refine(
    (list) => ARTICLE_CATEGORY_SLUGS.every((s) => list.filter((c) => c.slug === s).length === 1),
    `must list each category once: ${ARTICLE_CATEGORY_SLUGS.join(", ")}`,
  );
export type ArticleCategory = z.infer<typeof articleCategoriesSchema>[number];

export const articleFrontMatterSchema = z
  .strictObject({
    title,
    description: seoDescription,
    category: z.enum(ARTICLE_CATEGORY_SLUGS),
    /** The byline as shown. */
    author: text,
    /** The author's staff slug, when the author is on the team page (checked against staff.json). */
    authorSlug: slug.optional(),
    publishedAt: isoDate,
    updatedAt: isoDate.optional(),
    image: siteImagePath.optional(),
    imageAlt: altText.optional(),
  })
  .refine((a) => !a.image || a.imageAlt, {
    message: "an article with an image needs imageAlt",
    path: ["imageAlt"],
  })
  .refine((a) => !a.updatedAt || a.updatedAt >= a.publishedAt, {
    message: "must not be before publishedAt",
    path: ["updatedAt"],
  });
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

export type Article = ArticleFrontMatter & {
  /** The file name without .md. */
  slug: string;
  /** The article's canonical URL: /car-research/{slug}. */
  path: string;
  html: string;
  /** Readable text of the body, for search. */
  text: string;
  headings: Heading[];
  wordCount: number;
  readingMinutes: number;
};
