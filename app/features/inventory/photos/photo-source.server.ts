import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where a feed photo's bytes come from (features/inventory/feed/read-feed-row.ts allows two
 * kinds): an `https://` URL, fetched from the dealer's photo host, or a site path (`/…`), a file
 * in the operator's photo folder (PHOTOS_DIR): `/1FMCU9GD5KUA12345/1.jpg` is
 * `$PHOTOS_DIR/1FMCU9GD5KUA12345/1.jpg`. The source is always the one the database holds for a
 * car's photo, never anything a visitor sent; still, a path must stay inside the folder and a
 * fetch is bounded in time and size, so a bad feed row cannot read the server's files or
 * tie the server up.
 */

/** Why a source gave no photo: `missing` is a 404 to the visitor, `failed` a 502 (the host's fault). */
export class PhotoSourceError extends Error {
  override name = "PhotoSourceError";
  constructor(
    readonly kind: "missing" | "failed",
    message: string,
  ) {
    super(message);
  }
}

export type SourceBytes = {
  bytes: Buffer;
  /** A file's modification time: a cached encode older than it is made again. */
  modifiedMs?: number;
};

export type SourceLimits = {
  /** Bytes a source may have; a larger one is refused before it is all read. */
  maxBytes: number;
  /** How long a fetch may take, headers and body together. */
  timeoutMs: number;
};

/** The image types a photo host may answer with; anything else (HTML, SVG, a PDF) is refused. */
const IMAGE_TYPES = new Set([
  "image/jpeg",
  "image/jpg",
  "image/pjpeg",
  "image/png",
  "image/webp",
  "image/avif",
  "image/gif",
]);

export function isSitePath(source: string): boolean {
  return source.startsWith("/") && !source.startsWith("//");
}

/**
 * The file a site path names inside `root`, or null when it would leave it: `..` or `.`
 * segments, a backslash, a NUL, an encoded slash or a path that resolves outside. Lexical
 * only; `readPhotoFile` also refuses a symbolic link that points out of the folder.
 */
export function photoFilePath(root: string, sitePath: string): string | null {
  if (!isSitePath(sitePath)) return null;
  // A feed may give a query or fragment (a version tag); the file is the path.
  const raw = sitePath.replace(/[?#].*$/s, "");
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (/[\\\0]/.test(decoded) || /%2f|%5c/i.test(raw)) return null;
  const segments = decoded.split("/").slice(1);
  if (segments.length === 0 || segments.some((s) => s === "" || s === "." || s === "..")) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  return file.startsWith(base + path.sep) ? file : null;
}

/** A site path's file from the photo folder. */
export async function readPhotoFile(
  root: string,
  sitePath: string,
  limits: SourceLimits,
): Promise<SourceBytes> {
  const file = photoFilePath(root, sitePath);
  if (!file) throw new PhotoSourceError("missing", `the path ${sitePath} leaves the photo folder`);
  let real: string;
  let realRoot: string;
  try {
    [real, realRoot] = await Promise.all([fs.realpath(file), fs.realpath(root)]);
  } catch {
    throw new PhotoSourceError("missing", `no file ${file}`);
  }
  // A symbolic link inside the folder may point anywhere; only a file inside it is served.
  if (!real.startsWith(realRoot + path.sep))
    throw new PhotoSourceError("missing", `the path ${sitePath} leads out of the photo folder`);
  const handle = await fs.open(real, "r").catch(() => null);
  if (!handle) throw new PhotoSourceError("missing", `no file ${file}`);
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new PhotoSourceError("missing", `${file} is not a file`);
    if (stat.size > limits.maxBytes)
      throw new PhotoSourceError("missing", `${file} has ${stat.size} bytes, more than ${limits.maxBytes}`);
    return { bytes: await handle.readFile(), modifiedMs: stat.mtimeMs };
  } finally {
    await handle.close();
  }
}

/** An https:// photo from the dealer's host: image types only, at most `maxBytes`, within `timeoutMs`. */
export async function fetchPhoto(
  source: string,
  limits: SourceLimits,
  fetchImpl: typeof fetch = fetch,
): Promise<SourceBytes> {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new PhotoSourceError("missing", "not a URL");
  }
  // http: would be a downgrade (and the feed refuses it); nothing else is a photo host.
  if (url.protocol !== "https:") throw new PhotoSourceError("missing", `${url.protocol} is not https:`);
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(url, {
      signal,
      redirect: "follow",
      headers: { Accept: "image/avif,image/webp,image/jpeg,image/png,image/*;q=0.8" },
    });
  } catch (error) {
    throw new PhotoSourceError("failed", `fetch failed: ${(error as Error).message}`);
  }
  try {
    if (response.url && !response.url.startsWith("https:"))
      throw new PhotoSourceError("failed", "the host redirected away from https:");
    if (response.status === 404 || response.status === 410)
      throw new PhotoSourceError("missing", `the host answered ${response.status}`);
    if (!response.ok) throw new PhotoSourceError("failed", `the host answered ${response.status}`);
    const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!IMAGE_TYPES.has(type)) throw new PhotoSourceError("failed", `the host sent ${type || "no type"}`);
    const declared = Number(response.headers.get("content-length") ?? "0");
    if (declared > limits.maxBytes)
      throw new PhotoSourceError("failed", `the photo has ${declared} bytes, more than ${limits.maxBytes}`);
    return { bytes: await readCapped(response, limits.maxBytes) };
  } catch (error) {
    await response.body?.cancel().catch(() => {});
    if (error instanceof PhotoSourceError) throw error;
    throw new PhotoSourceError("failed", `reading the photo failed: ${(error as Error).message}`);
  }
}

/** The body, stopped as soon as it passes `maxBytes` (a missing or false Content-Length cannot get past). */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new PhotoSourceError("failed", `the photo has more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
