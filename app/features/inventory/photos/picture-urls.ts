import { vehiclePictures } from "../vehicle-pictures";
import { type PhotoWidth, photoUrl } from "./photo-urls";

/**
 * A car's pictures as one address each, for readers that take a single plain image rather than
 * the pages' `<picture>` (vehicle-photo.tsx): search engines (JSON-LD, og:image), the listings
 * feed, the printed window sticker, the gate pages' and the compare table's small picture.
 * A dealer's photo goes through the photo route as a JPEG (every reader takes JPEG) at
 * `width`, never as the feed's raw URL: the feed's file may be 8 MB, on another host, or gone
 * tomorrow, while the route's copy is sized, cached and versioned. A car without photos has its
 * one drawing, as the pages show it.
 *
 * Positions follow the gallery's (vehiclePictures), so photo n here is photo n on the page.
 * Shared by the server and the browser: no Node APIs.
 */
export function pictureUrls(vin: string, pictures: readonly string[], width: PhotoWidth = 1280): string[] {
  const found = vehiclePictures(pictures);
  if (found.kind === "illustration") return [found.src];
  return found.photos.map((source, index) => photoUrl({ vin, position: index + 1, source }, width, "jpg"));
}

/** A car's main picture's address (its preview, as the cards show it), or "" when it has none. */
export function mainPictureUrl(
  car: { vin: string; images: { previewImage: string } },
  width: PhotoWidth = 640,
): string {
  return pictureUrls(car.vin, [car.images.previewImage], width)[0] ?? "";
}
