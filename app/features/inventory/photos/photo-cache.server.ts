import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { ENCODER_VERSION } from "./photo-encoder.server";
import type { PhotoFormat, PhotoWidth } from "./photo-urls";

/**
 * The encoded photos on disk: `{cache}/{encoder version}/{2 hex}/{sha-256 of the source}-{width}.{format}`.
 * Keyed by the source, not the car: two cars listing one photo share its files, and a photo
 * that moves to another place in the gallery is not encoded again. The folder may be emptied
 * at any time (it is made again on demand); a new encoder version starts a new folder.
 */

export function cacheFilePath(
  cacheDir: string,
  source: string,
  width: PhotoWidth,
  format: PhotoFormat,
): string {
  const key = crypto.createHash("sha256").update(source).digest("hex").slice(0, 40);
  return path.join(cacheDir, ENCODER_VERSION, key.slice(0, 2), `${key}-${width}.${format}`);
}

/** A cached file and when it was written; null when there is none. */
export async function readCached(file: string): Promise<{ bytes: Buffer; modifiedMs: number } | null> {
  const handle = await fs.open(file, "r").catch(() => null);
  if (!handle) return null;
  try {
    const stat = await handle.stat();
    return { bytes: await handle.readFile(), modifiedMs: stat.mtimeMs };
  } finally {
    await handle.close();
  }
}

/**
 * Writes a cache file so no reader ever sees half of it: the bytes go to a temporary file
 * beside it (a name no other process or request uses), then a rename puts it in place, which
 * POSIX makes atomic within a file system. Two processes encoding the same photo both rename;
 * the last wins, and both wrote the same bytes.
 */
export async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString("hex")}.tmp`;
  try {
    await fs.writeFile(temporary, bytes, { flag: "wx" });
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true }).catch(() => {});
    throw error;
  }
}
