import { z } from "zod";
import { parseVehicleImageName } from "~/features/inventory/demo-data/vehicle-svg";

/** Field rules shared by the content collections. */

export const isoDate = z.iso.date("must be a date like 2026-11-22");

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

export const text = z.string().trim().min(1, "must not be empty");

/** A page title: search engines show about 60 characters; content titles stay well under 110. */
export const title = z
  .string()
  .trim()
  .min(3, "must be at least 3 characters")
  .max(110, "must be at most 110 characters");

/** The meta description: search engines show about 150-160 characters. */
export const seoDescription = z
  .string()
  .trim()
  .min(50, "must be at least 50 characters (search engines show about 150)")
  .max(170, "must be at most 170 characters (search engines cut longer ones)");

export const sitePath = z.string().regex(/^\/(?!\/)\S*$/, "must be a path on this site, starting with /");

/** A link target: a site path, an #anchor, a phone number or an https address. */
export const href = z
  .string()
  .regex(
    /^(?:\/(?!\/)\S*|#\S+|tel:\+?[\d-]+|mailto:\S+@\S+|https:\/\/\S+)$/,
    "must be a site path, tel:, mailto: or https:// link",
  );

const VEHICLE_IMAGES = "/vehicle-images/";

/** Pictures the site draws itself (no outside image host): /vehicle-images/{body}-{hex}-{view}.svg. */
export function isSiteImage(src: string): boolean {
  return src.startsWith(VEHICLE_IMAGES) && parseVehicleImageName(src.slice(VEHICLE_IMAGES.length)) !== null;
}

export const siteImagePath = z
  .string()
  .refine(isSiteImage, "must be a drawn vehicle picture like /vehicle-images/suvs-2f4b7c-1.svg");

export const altText = z.string().trim().min(3, "every picture needs a useful alt text");

export const image = z.strictObject({ src: siteImagePath, alt: altText });
export type ContentImage = z.infer<typeof image>;

export const button = z.strictObject({
  label: text,
  href,
  variant: z.enum(["primary", "secondary"]).default("primary"),
});
export type ContentButton = z.infer<typeof button>;

/** An icon name of the site's icon set; an unknown one shows the question-mark icon. */
export const icon = z.string().regex(/^[a-z-]+$/, "must be an icon name like shield-check");
