import { z } from "zod";
import { REVIEW_CATEGORIES } from "./review-schema";
import { button, href, image, text } from "./schema-common";

/**
 * The home page's copy (content/home.json): the blocks of spec section 2, merged where they
 * repeated the same four offers (issue 17): one hero slide holding the search ('Search or
 * browse'), the department tabs (Finance, Shop, Sell or Trade, Service) carrying what the
 * other slides and the three call-to-action cards said, reviews, promo blocks, FAQs, the
 * lifetime warranty block, the financing block and the dealership callout.
 * Inventory figures (vehicles in stock by body style) come from the database, not here.
 */
const heroSlide = z.strictObject({
  /** How the page arranges the slide: picture right, picture left, or text centred over it. */
  layout: z.enum(["image-right", "image-left", "centered"]),
  badge: text,
  title: text,
  description: text,
  /** Small print under the slide; empty when the slide promises nothing that needs one. */
  disclaimer: z.string().trim(),
  list: z.array(text).max(5),
  images: z.array(image).max(3),
  buttons: z.array(button).min(1).max(2),
});

const departmentTab = z.strictObject({
  id: z.enum(["finance", "shop", "sell-trade", "service"]),
  /** The tab's label: Finance, Shop, Sell or Trade, Service. */
  label: text,
  title: text,
  text,
  list: z.array(text).min(1).max(6),
  /** The department's calls to action (the merged call-to-action card's is the first). */
  buttons: z.array(button).min(1).max(2),
  /** Small print under the panel; empty when it promises nothing that needs one. */
  disclaimer: z.string().trim().default(""),
});

const block = z.strictObject({
  badge: text.optional(),
  title: text,
  text,
  list: z.array(text).max(6).default([]),
  image: image.optional(),
  buttons: z.array(button).min(1).max(2),
  disclaimer: z.string().trim().default(""),
});

export const homeSchema = z.strictObject({
  /**
   * One slide: the page opens with the search beside it, so a phone shows the search and the
   * body styles on its first screen; the other offers are the department tabs (issue 17).
   */
  hero: z.strictObject({
    slides: z.array(heroSlide).length(1, "must hold one slide: the other offers are the department tabs"),
  }),
  departments: z.strictObject({
    title: text,
    tabs: z
      .array(departmentTab)
      .length(4, "must hold the four tabs: finance, shop, sell-trade, service")
      .refine((tabs) => new Set(tabs.map((t) => t.id)).size === 4, "must hold each tab once"),
  }),
  browse: z.strictObject({
    badge: text,
    title: text,
    searchPlaceholder: text,
    specialFiltersTitle: text,
    specialFilters: z.array(z.strictObject({ label: text, description: text, href })).min(1),
    bodyStylesTitle: text,
  }),
  reviews: z.strictObject({
    title: text,
    description: text,
    /** The category tabs over the review list; "All" comes first on the page. */
    categories: z.array(z.enum(REVIEW_CATEGORIES)).min(1),
    button,
  }),
  promoBlocks: z
    .array(block.extend({ id: z.string().regex(/^[a-z0-9-]+$/) }))
    .min(1)
    .max(4),
  faqs: z.strictObject({ title: text, group: z.string() }),
  warranty: block,
  financing: block,
  callout: block,
});
export type Home = z.infer<typeof homeSchema>;
export type HomeBlock = z.infer<typeof block>;
