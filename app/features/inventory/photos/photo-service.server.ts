import fs from "node:fs/promises";
import { LRUCache } from "lru-cache";
import type { DB } from "~/lib/db/connection.server";
import { cacheFilePath, readCached, writeAtomically } from "./photo-cache.server";
import { encodePhoto, UnreadablePhotoError } from "./photo-encoder.server";
import { findPhotoSources } from "./photo-repository.server";
import {
  fetchPhoto,
  isSitePath,
  PhotoSourceError,
  photoFilePath,
  readPhotoFile,
  type SourceBytes,
  type SourceLimits,
} from "./photo-source.server";
import { isPhotoVin, type PhotoFormat, parsePhotoFile, photoVersion } from "./photo-urls";
import { SlotsFullError, WorkSlots } from "./work-slots";

/**
 * Serves `/vehicle-photos/{VIN}/{position}-{version}-{width}.{format}` (photo-urls.ts): finds the
 * photo's source by the car's VIN and position, and answers its encoded file from the disk
 * cache, or reads the source, encodes it and keeps the result. One service per process:
 * - requests for the same file at the same time share one encode (coalesced);
 * - at most `encodeConcurrency` encodes run at once, `encodeQueue` wait, more get a 503;
 * - an https source read for one width is kept in memory a few minutes, so the page's other
 *   widths of it (the thumbnail, the viewer) do not fetch it again, and a source that failed
 *   is not asked again for a minute.
 */

export type PhotoServiceConfig = {
  db: DB;
  /** The operator's photo folder: site paths of the feed are files in it. */
  photosDir: string;
  /** Where encoded files are kept (DATA_DIR/photo-cache). */
  cacheDir: string;
  encodeConcurrency: number;
  /** Encodes that may wait for a slot; one more is answered 503. */
  encodeQueue?: number;
  limits?: SourceLimits;
  fetch?: typeof fetch;
  /** Where a source that gave no photo is reported (once a minute per source at most). */
  warn?: (details: Record<string, unknown>, message: string) => void;
};

export type PhotoAnswer =
  | {
      status: 200;
      bytes: Buffer;
      format: PhotoFormat;
      /** A file in the photo folder may be replaced under its name; a feed URL names one photo. */
      sourceKind: "file" | "url";
    }
  | { status: 404 | 502 | 503; reason: string };

export type PhotoService = {
  /**
   * The photo a URL's VIN and last segment name. `hidden` says whether a private car's photos
   * stay hidden from this visitor (asked only for a private car).
   */
  answer(vin: string, file: string, hidden: () => boolean): Promise<PhotoAnswer>;
};

export const DEFAULT_SOURCE_LIMITS: SourceLimits = { maxBytes: 15 * 1024 * 1024, timeoutMs: 10_000 };

const notFound = (reason: string): PhotoAnswer => ({ status: 404, reason });

export function createPhotoService(config: PhotoServiceConfig): PhotoService {
  const limits = config.limits ?? DEFAULT_SOURCE_LIMITS;
  const slots = new WorkSlots(config.encodeConcurrency, config.encodeQueue ?? 100);
  const encoding = new Map<string, Promise<PhotoAnswer>>();
  const fetching = new Map<string, Promise<SourceBytes>>();
  const fetched = new LRUCache<string, Buffer>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
    ttl: 5 * 60_000,
  });
  const failed = new LRUCache<string, PhotoSourceError>({ max: 1_000, ttl: 60_000 });
  // A failure remembered for a minute is reported once, not once per request for it.
  const reported = new WeakSet<Error>();

  async function readSource(source: string): Promise<SourceBytes> {
    if (isSitePath(source)) return readPhotoFile(config.photosDir, source, limits);
    const kept = fetched.get(source);
    if (kept) return { bytes: kept };
    const failure = failed.get(source);
    if (failure) throw failure;
    let pending = fetching.get(source);
    if (!pending) {
      pending = fetchPhoto(source, limits, config.fetch)
        .then((result) => {
          fetched.set(source, result.bytes);
          return result;
        })
        .catch((error: unknown) => {
          if (error instanceof PhotoSourceError) failed.set(source, error);
          throw error;
        })
        .finally(() => fetching.delete(source));
      fetching.set(source, pending);
    }
    return pending;
  }

  /** The cached file when it is still the source's; a file source is checked against its mtime. */
  async function fromCache(file: string, source: string) {
    const cached = await readCached(file);
    if (!cached || !isSitePath(source)) return cached;
    const path = photoFilePath(config.photosDir, source);
    const stat = path ? await fs.stat(path).catch(() => null) : null;
    if (!stat) throw new PhotoSourceError("missing", `no file for ${source}`);
    return stat.mtimeMs <= cached.modifiedMs ? cached : null;
  }

  async function produce(
    source: string,
    width: Parameters<typeof encodePhoto>[1],
    format: PhotoFormat,
  ): Promise<PhotoAnswer> {
    const sourceKind = isSitePath(source) ? "file" : "url";
    const file = cacheFilePath(config.cacheDir, source, width, format);
    try {
      const cached = await fromCache(file, source);
      if (cached) return { status: 200, bytes: cached.bytes, format, sourceKind };
      const { bytes } = await readSource(source);
      const encoded = await slots.run(() => encodePhoto(bytes, width, format));
      try {
        await writeAtomically(file, encoded.bytes);
      } catch (error) {
        // A full or read-only disk costs the next visitor an encode, not this one their photo.
        config.warn?.({ file, error: (error as Error).message }, "photo cache write failed");
      }
      return { status: 200, bytes: encoded.bytes, format, sourceKind };
    } catch (error) {
      if (error instanceof SlotsFullError) return { status: 503, reason: "too many photos being encoded" };
      if (error instanceof PhotoSourceError || error instanceof UnreadablePhotoError) {
        if (!reported.has(error))
          config.warn?.({ source, reason: error.message }, "vehicle photo unavailable");
        reported.add(error);
        const missing = error instanceof PhotoSourceError && error.kind === "missing";
        return { status: missing ? 404 : 502, reason: error.message };
      }
      throw error;
    }
  }

  return {
    async answer(vin, file, hidden) {
      const asked = parsePhotoFile(file);
      if (!asked || !isPhotoVin(vin)) return notFound("no such photo URL");
      const car = await findPhotoSources(config.db, vin);
      // A private car's photos are its unlocked visitors' only, like its page.
      if (!car || (car.private && hidden())) return notFound("no such car");
      const source = car.sources[asked.position - 1];
      // An old version is another photo than the one in that place now: not served under it.
      if (source === undefined || photoVersion(source) !== asked.version) return notFound("no such photo");
      const key = cacheFilePath(config.cacheDir, source, asked.width, asked.format);
      let pending = encoding.get(key);
      if (!pending) {
        pending = produce(source, asked.width, asked.format).finally(() => encoding.delete(key));
        encoding.set(key, pending);
      }
      return pending;
    },
  };
}
