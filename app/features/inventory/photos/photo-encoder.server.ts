import type { Metadata, Sharp, SharpOptions } from "sharp";
import { encodedWidth, type PhotoFormat, type PhotoWidth } from "./photo-urls";

/**
 * One photo at one width in one format, with sharp (libvips). Encoding is the expensive part of
 * serving photos (an AVIF of 1600 px takes about a second of one core), so:
 * - libvips gets one thread per image (`sharp.concurrency(1)`): the photo service decides how
 *   many encodes run at once (PHOTO_ENCODE_CONCURRENCY), and each takes one core, never all;
 * - libvips keeps no operation cache: encoded files are kept on disk, not in memory;
 * - AVIF at effort 2: a sixth of the default effort's time, for files about 15 % larger.
 */
type SharpModule = (input: Buffer, options: SharpOptions) => Sharp;
let loaded: Promise<SharpModule> | undefined;

/** sharp and its libvips are loaded with the first photo: a site without feed photos never pays for them. */
function loadSharp(): Promise<SharpModule> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/** Bumped when the settings below change, so the disk cache (photo-cache.server.ts) is made again. */
export const ENCODER_VERSION = "v1";

/** Pixels a source may have (decoded): 50 megapixels is more than any dealer's camera sends. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The formats a source may be in; sharp reads more (SVG, PDF, TIFF…), none of them a photo. */
const SOURCE_FORMATS = new Set(["jpeg", "png", "webp", "heif", "gif"]);

export class UnreadablePhotoError extends Error {
  override name = "UnreadablePhotoError";
}

export type EncodedPhoto = { bytes: Buffer; width: number; height: number };

export async function encodePhoto(
  source: Buffer,
  width: PhotoWidth,
  format: PhotoFormat,
): Promise<EncodedPhoto> {
  // failOn "error": a camera's harmless quirks (a warning) still give a photo.
  const sharp = await loadSharp();
  const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch (error) {
    throw new UnreadablePhotoError(`not an image: ${(error as Error).message}`);
  }
  if (!SOURCE_FORMATS.has(metadata.format ?? ""))
    throw new UnreadablePhotoError(`a ${metadata.format ?? "unknown"} file is not a photo`);
  // Width after the camera's orientation is applied (a portrait photo's EXIF says "turn me").
  const upright = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
  const pipeline = image.rotate().resize({ width: encodedWidth(width, upright ?? width) });
  const encoder =
    format === "avif"
      ? pipeline.avif({ quality: 50, effort: 2, chromaSubsampling: "4:2:0" })
      : format === "webp"
        ? pipeline.webp({ quality: 75, effort: 4 })
        : // JPEG has no transparency: a PNG's transparent parts become white, not black.
          pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 78, mozjpeg: true });
  try {
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    throw new UnreadablePhotoError(`the photo could not be encoded: ${(error as Error).message}`);
  }
}
