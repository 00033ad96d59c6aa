import { z } from "zod";
import { REVIEW_CATEGORIES } from "./review-schema";
import { button, href, icon, image, text } from "./schema-common";

/**
 * The home page's copy (content/home.json), in the order of spec section 2: hero slides,
 * three call-to-action cards, department tabs, 'Search or browse', reviews, promo blocks,
 * FAQs, the lifetime warranty block, the financing block and the dealership callout.
 * Inventory figures (vehicles in stock, prices by body style) come from the database, not here.
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

const callToAction = z.strictObject({
  id: z.enum(["financing", "trade-value", "service"]),
  icon,
  title: text,
  text,
  button,
});

const departmentTab = z.strictObject({
  id: z.enum(["finance", "shop", "sell-trade", "service"]),
  /** The tab's label: Finance, Shop, Sell or Trade, Service. */
  label: text,
  title: text,
  text,
  link: button,
  list: z.array(text).min(1).max(6),
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
  hero: z.strictObject({ slides: z.array(heroSlide).min(1).max(5) }),
  callsToAction: z
    .array(callToAction)
    .length(3, "must hold the three cards: financing, trade-value, service")
    .refine((cards) => new Set(cards.map((c) => c.id)).size === 3, "must hold each card once"),
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
