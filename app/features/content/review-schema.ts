import { z } from "zod";
import { LOCATION_KEYS } from "~/features/company/stores";
import { isoDate, siteImagePath, text } from "./schema-common";

/**
 * Customer reviews (content/reviews.json), spec section 3: reviewer_name, reviewer_photo,
 * platform (Google), text, photo (boolean), category list, url. Added: id (a stable key),
 * rating (stars), date and location (the store reviewed).
 */
export const REVIEW_CATEGORIES = ["Buy", "Sell", "Finance", "Service"] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

export const reviewSchema = z
  .strictObject({
    id: z.number().int().positive(),
    reviewer_name: text,
    /** Shown when `photo` is true; otherwise the page draws the reviewer's initials. */
    reviewer_photo: siteImagePath.nullable(),
    platform: z.literal("Google"),
    rating: z.number().int().min(1).max(5),
    date: isoDate,
    location: z.enum(LOCATION_KEYS),
    text: z.string().trim().min(20, "must be at least 20 characters"),
    photo: z.boolean(),
    category: z
      .array(z.enum(REVIEW_CATEGORIES))
      .min(1, "must name at least one of Buy, Sell, Finance, Service")
      .refine((list) => new Set(list).size === list.length, "must not repeat a category"),
    url: z.string().startsWith("https://www.google.com/maps/", "must be the review's Google Maps link"),
  })
  .refine((r) => r.photo === (r.reviewer_photo !== null), {
    message: "photo true needs a reviewer_photo, photo false needs reviewer_photo null",
    path: ["reviewer_photo"],
  });
export type Review = z.infer<typeof reviewSchema>;

export const reviewsSchema = z
  .array(reviewSchema)
  .min(1)
  .refine((list) => new Set(list.map((r) => r.id)).size === list.length, "review ids must be unique");
