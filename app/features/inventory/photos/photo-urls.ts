/**
 * The URLs the site serves a car's feed photos at:
 *
 *   /vehicle-photos/{VIN}/{position}-{version}-{width}.{avif|webp|jpg}
 *
 * `position` is the photo's place in the car's gallery (1 is the main photo), `version` a short
 * hash of the photo's source (the feed's URL or site path), `width` one of a fixed set. The
 * route (routes/resources/vehicle-photo.ts) looks the source up by VIN and position in the
 * database; the URL never carries the source itself, so the route is no proxy for anything a
 * visitor names. The version changes when the feed gives that place another photo, which is
 * what lets a browser keep the file for a year.
 *
 * Shared by the server and the browser (the pages build these URLs): no imports, no Node APIs.
 */

export const PHOTO_PATH = "/vehicle-photos/";

/**
 * Every width the route encodes, in pixels. A fixed set, so a cache holds at most six files of a
 * photo per format and nobody can make the server encode a thousand sizes of one photo. 160 is
 * for thumbnails on a phone-like screen, 1600 for a wide screen at 2x.
 */
export const PHOTO_WIDTHS = [160, 320, 640, 960, 1280, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

export const PHOTO_FORMATS = ["avif", "webp", "jpg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_CONTENT_TYPES: Readonly<Record<PhotoFormat, string>> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/**
 * The shape of a photo's frame on the pages, known before the photo is read (its width and
 * height attributes, so nothing moves when it arrives): 8:5, the frame of the cards and of the
 * drawn illustrations, which keeps the gallery and its thumbnails on a laptop's first screen.
 * A photo of another shape (dealers' are mostly 4:3) fills the frame (object-fit: cover, a
 * sixth of a 4:3 photo's height left out, sky and floor) and is shown whole in the full-screen
 * viewer; the route itself never crops.
 */
export const PHOTO_ASPECT = { width: 8, height: 5 } as const;

/** The highest position a URL may name: the feed allows 50 photos, plus stock photos after them. */
export const MAX_PHOTO_POSITION = 200;

/** One photo of a car, as the pages know it: the car's VIN, its place in the gallery, its source. */
export type PhotoRef = { vin: string; position: number; source: string };

const VERSION_LENGTH = 7;

/**
 * A short hash of a photo's source (32-bit FNV-1a in base 36, seven characters). Not a
 * security measure (the route takes the source from the database, never from the URL); only a
 * version, so a new photo in the same place gets a new URL. Computed the same way in the
 * browser and on the server.
 */
export function photoVersion(source: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < source.length; i++) {
    hash ^= source.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(VERSION_LENGTH, "0");
}

export function photoUrl(photo: PhotoRef, width: PhotoWidth, format: PhotoFormat): string {
  return `${PHOTO_PATH}${photo.vin.toUpperCase()}/${photo.position}-${photoVersion(photo.source)}-${width}.${format}`;
}

/** A `srcset` of the photo in one format at the given widths. */
export function photoSrcSet(photo: PhotoRef, format: PhotoFormat, widths: readonly PhotoWidth[]): string {
  return widths.map((width) => `${photoUrl(photo, width, format)} ${width}w`).join(", ");
}

/** What a photo URL's last segment asks for. */
export type PhotoRequest = { position: number; version: string; width: PhotoWidth; format: PhotoFormat };

// One spelling per file: no leading zeros, lower-case, a known format. Anything else is a 404.
const FILE_PATTERN = /^([1-9]\d{0,2})-([0-9a-z]{7})-([1-9]\d{1,3})\.(avif|webp|jpg)$/;

/** Reads `{position}-{version}-{width}.{format}`; null for anything else (the route answers 404). */
export function parsePhotoFile(file: string): PhotoRequest | null {
  const match = FILE_PATTERN.exec(file);
  if (!match) return null;
  const position = Number(match[1]);
  const width = Number(match[3]);
  if (position > MAX_PHOTO_POSITION) return null;
  if (!(PHOTO_WIDTHS as readonly number[]).includes(width)) return null;
  return { position, version: match[2]!, width: width as PhotoWidth, format: match[4] as PhotoFormat };
}

/** A VIN as photo URLs spell it: 17 upper-case VIN characters (I, O and Q never appear). */
export function isPhotoVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin);
}

/**
 * The width a photo is encoded at: the one asked for, or the source's own when it is narrower
 * (a photo is never enlarged: that only costs bytes and looks no sharper).
 */
export function encodedWidth(asked: PhotoWidth, sourceWidth: number): number {
  return Math.max(1, Math.min(asked, Math.floor(sourceWidth)));
}
