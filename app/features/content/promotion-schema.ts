import { z } from "zod";
import { altText, href, isoDate, siteImagePath, slug, text, title } from "./schema-common";

/**
 * Offers and coupons (content/promotions.json), spec section 3: id, position, type,
 * tags, name, url, title, description, img, additional {category, ctaText}, criterias,
 * startDate, endDate. Added: imgAlt (every picture has an alt text).
 */
export const PROMOTION_POSITIONS = ["promotions-carousel", "grid-item"] as const;
export const PROMOTION_TYPES = ["dealer", "sales", "service"] as const;
export type PromotionPosition = (typeof PROMOTION_POSITIONS)[number];
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** Evergreen offers end on the last day of 2050 at the latest (spec section 9). */
export const LATEST_PROMOTION_END = "2050-12-31";

export const promotionSchema = z
  .strictObject({
    /** The offer's URL segment: /special-offers/service/{id}. */
    id: slug,
    position: z.enum(PROMOTION_POSITIONS),
    /** Without a type an offer shows only where offers of every kind are listed. */
    type: z.enum(PROMOTION_TYPES).optional(),
    tags: z.array(slug),
    /** The offer's name: the page title of its own page. */
    name: title,
    /** Where the offer's button goes (service coupons: /service/schedule). */
    url: href,
    title: text,
    description: text,
    img: siteImagePath.optional(),
    imgAlt: altText.optional(),
    additional: z.strictObject({ category: text, ctaText: text }),
    /** The fine print: one condition per line. */
    criterias: z.array(text),
    startDate: isoDate,
    endDate: isoDate.refine(
      (d) => d <= LATEST_PROMOTION_END,
      `must be no later than ${LATEST_PROMOTION_END}`,
    ),
  })
  .refine((p) => p.startDate <= p.endDate, { message: "must not be before startDate", path: ["endDate"] })
  .refine((p) => !p.img || p.imgAlt, { message: "an offer with an img needs imgAlt", path: ["imgAlt"] });
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionsSchema = z
  .array(promotionSchema)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, "promotion ids must be unique");
