import { z } from "zod";
import type { Heading } from "./markdown";
import {
  altText,
  button,
  icon,
  isoDate,
  seoDescription,
  siteImagePath,
  sitePath,
  text,
  title,
} from "./schema-common";

/**
 * The Markdown documents that are not articles: site pages (content/pages/*.md), legal
 * texts (content/legal/*.md) and help-center categories (content/help-center/*.md).
 * Every front matter is a strict object, so a misspelt field name is an error, not a
 * silently missing value.
 */

/** The site pages whose copy lives in content/pages/, by file name, with their URL. */
export const PAGE_PATHS = {
  "auto-financing": "/auto-financing",
  "better-than-buy-here-pay-here": "/auto-financing/better-than-buy-here-pay-here",
  "bad-credit-auto-financing": "/auto-financing/bad-credit-auto-financing",
  "free-credit-score-pre-approval": "/auto-financing/free-credit-score-pre-approval",
  "our-company": "/our-company",
  careers: "/our-company/careers",
  referrals: "/referrals",
  "vehicle-protection-plans": "/vehicle-protection-plans",
  service: "/service",
  "special-offers": "/special-offers",
  "sell-trade-my-car": "/sell-trade-my-car",
} as const;
export type PageSlug = keyof typeof PAGE_PATHS;

export const LEGAL_SLUGS = [
  "cookie-policy",
  "privacy-policy",
  "electronic-signature-disclosure",
  "terms-of-sale",
] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

const card = z.strictObject({ icon: icon.optional(), title: text, text });

export const pageFrontMatterSchema = z
  .strictObject({
    title,
    description: seoDescription,
    path: sitePath,
    /** The h1, when it differs from the title tag. */
    heading: text.optional(),
    /** One sentence under the h1. */
    intro: text.optional(),
    image: siteImagePath.optional(),
    imageAlt: altText.optional(),
    cta: button.optional(),
    /** Short selling points shown as cards. */
    highlights: z.array(card).optional(),
    /** A numbered "how it works". */
    steps: z.array(z.strictObject({ title: text, text })).optional(),
    /** Open positions (careers). */
    positions: z
      .array(
        z.strictObject({
          title: text,
          location: text,
          type: z.enum(["Full-time", "Part-time"]),
          summary: text,
        }),
      )
      .optional(),
    /** The FAQ group of content/faqs.json shown on the page. */
    faqGroup: z.string().optional(),
  })
  .refine((p) => !p.image || p.imageAlt, {
    message: "a page with an image needs imageAlt",
    path: ["imageAlt"],
  });
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;

export type ContentSection = { id: string; title: string; html: string };

export type Page = PageFrontMatter & {
  slug: PageSlug;
  /** Everything in the body. */
  html: string;
  headings: Heading[];
  /** The body cut at its ## headings, for pages that lay out each section on its own. */
  introHtml: string;
  sections: ContentSection[];
};

export const legalFrontMatterSchema = z.strictObject({
  title,
  description: seoDescription,
  /** The date the current version took effect. */
  updatedAt: isoDate,
});

export type LegalDocument = z.infer<typeof legalFrontMatterSchema> & {
  slug: LegalSlug;
  path: string;
  html: string;
  headings: Heading[];
};

export const helpCategoryFrontMatterSchema = z.strictObject({
  title,
  description: seoDescription,
  /** One line on the help-center index card. */
  summary: text,
  icon: icon.optional(),
  /** Position on the help-center index, smallest first. */
  order: z.number().int().min(0),
});

export type HelpQuestion = { id: string; question: string; answerHtml: string; answerText: string };

export type HelpCategory = z.infer<typeof helpCategoryFrontMatterSchema> & {
  slug: string;
  path: string;
  introHtml: string;
  questions: HelpQuestion[];
};
