/**
 * What a car's pictures are, honestly: the dealer's photos from the inventory feed, or,
 * while the feed has none, the one illustration the site draws of the car's body style in
 * its colour (routes/resources/vehicle-image.ts). A drawing is never passed off as a photo:
 * the pages label it ("Photos coming soon") and say so in its alt text, and a car with only
 * drawings shows one, never a gallery of the same drawing.
 *
 * Whether a picture is a drawing is known from its URL alone: the site draws its pictures
 * under one path, and a feed's photos are https:// URLs or other site paths (read-feed-row.ts).
 * Pages decide nothing themselves; they ask here. No imports, so the browser's share is tiny.
 */

/** The path the site's drawn pictures are served under: `/vehicle-images/{body}-{hex}-{view}.svg`. */
export const ILLUSTRATION_PATH = "/vehicle-images/";

/** True for a picture the site drew (an illustration), false for a photo. */
export function isIllustration(src: string): boolean {
  return src.startsWith(ILLUSTRATION_PATH);
}

export type VehiclePictures =
  /** No photo yet: the car's one illustration. */
  | { kind: "illustration"; src: string }
  /** The dealer's photos, in the feed's order (the first is the main one). */
  | { kind: "photos"; photos: string[] };

/**
 * A car's pictures, from its picture URLs in gallery order: its photos when it has any (a
 * drawing among them is dropped: next to real photos it adds nothing), else its first
 * illustration alone. Old data and feeds may list several drawn views of one car; one is shown.
 */
export function vehiclePictures(pictures: readonly string[]): VehiclePictures {
  const photos = pictures.filter((src) => src !== "" && !isIllustration(src));
  const drawing = pictures.find(isIllustration);
  if (photos.length === 0 && drawing !== undefined) return { kind: "illustration", src: drawing };
  return { kind: "photos", photos };
}
