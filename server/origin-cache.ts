import zlib from "node:zlib";
import type express from "express";
import { LRUCache } from "lru-cache";
import { crc32Combine } from "./crc32-combine";

/**
 * The origin cache: anonymous pages rendered once and served from memory (issue 18).
 *
 * What may be kept is decided by the cache class of the response (lib/http/cache-class.server.ts):
 * only a GET whose answer is `public` (it read nothing of the visitor that held something),
 * with a status worth keeping, for a request that carried nothing of its own
 * (start-up/shared-variant.server.ts says so before rendering, and names the shared variant:
 * consent answered or not, Global Privacy Control). A render that varied on a dimension the
 * lookup did not know, or read a field a later visitor could hold (an experiment id), is not
 * kept. So a hit is, by construction, the document this visitor would have been rendered.
 *
 * A hit costs no render and no compression:
 * - bodies are kept compressed, and only compressed; a page with a CSP nonce is kept as gzip
 *   segments cut where the render's nonce stood (each a raw deflate ending in a sync flush, with
 *   its CRC-32 and length), and each hit joins them around a FRESH nonce (a few bytes deflated,
 *   the segments' CRCs combined with the nonce's): one gzip stream, a nonce no other response
 *   had. A page is a sixth of its size deflated, so the same memory keeps six times the pages;
 *   the rare client that takes no gzip gets the joined stream inflated. Brotli cannot be joined
 *   like this (its window, distance cache and literal contexts run across the cut), so a page
 *   with a nonce goes out as gzip even to a browser that accepts br; data requests and files
 *   without a nonce are kept in brotli too.
 * - keys drop the values of tracking parameters (every ad click has its own gclid; the copy of
 *   a tracked URL is shared by every click) and sort the query.
 *
 * Freshness follows the header a CDN gets (`s-maxage=60, stale-while-revalidate=300`): fresh
 * for 60 s, then served stale for up to 300 s while one background render replaces it.
 * `purge()` empties it when the inventory changes (app.ts watches it).
 */

/** Query parameters that only attribute a visit: they never change a page (spec section 9). */
const TRACKING_PARAMETER =
  /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|gclsrc|fbclid|msclkid|ttclid|twclid|li_fat_id|yclid|mc_cid|mc_eid|_ga|_gl|igshid)$/i;

/** Statuses kept: a page and the redirects. A not-found is cheap to make and endless to key. */
const KEPT_STATUSES = new Set([200, 301, 302, 307, 308]);

/** Response headers never kept: set per response by the server, or about the body's encoding. */
const NOT_KEPT = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "set-cookie",
  "vary",
  "date",
]);

type CachedResponse = {
  status: number;
  headers: Array<[string, string]>;
  /**
   * The body cut where the render's nonce stood (a single segment when it had none), each
   * segment as raw deflate ending in a sync flush, to join around a fresh nonce; with each
   * segment's CRC-32 and length, for the gzip trailer.
   */
  deflated: Buffer[];
  crcs: number[];
  lengths: number[];
  /** The whole body in brotli, only when there was no nonce to replace. */
  brotli?: Buffer;
  storedAt: number;
  /** What a background render needs to make this response again. */
  template: RenderTemplate;
};

/** A request to render again: its URL and the headers that chose the variant. */
export type RenderTemplate = { url: string; headers: Array<[string, string]> };

export type OriginCacheOptions = {
  /** Bytes of bodies kept (all encodings counted). */
  maxBytes: number;
  freshMs: number;
  staleMs: number;
  /**
   * Background renders at once at most (default 1). Entries stored together go stale
   * together: without a bound, a warm cache of 669 pages going stale started hundreds of
   * renders at once, the page views waited behind them and memory tripled. A stale hit that
   * finds the bound full is served stale and leaves its refresh to a later hit.
   */
  refreshConcurrency?: number;
  now?: () => number;
};

export type Lookup = { key: string; variant: string; generation: number };

export class OriginCache {
  readonly #entries: LRUCache<string, CachedResponse>;
  readonly #options: Required<OriginCacheOptions>;
  readonly #refreshing = new Set<string>();
  /** Kept copies still being read and compressed, by key: a refresh holds its slot until then. */
  readonly #keeping = new Map<string, Promise<void>>();
  #generation = 0;
  #render: ((template: RenderTemplate, lookup: Lookup) => Promise<void>) | undefined;
  readonly stats = { hits: 0, stale: 0, misses: 0, stored: 0, purges: 0 };

  constructor(options: OriginCacheOptions) {
    this.#options = { now: Date.now, refreshConcurrency: 1, ...options };
    this.#entries = new LRUCache<string, CachedResponse>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry) =>
        Math.max(1, sum(entry.deflated) + (entry.brotli?.length ?? 0) + 512 + entry.deflated.length * 24),
    });
  }

  /** How a stale entry is rendered again in the background (react-router-handler.ts). */
  setRenderer(render: (template: RenderTemplate, lookup: Lookup) => Promise<void>): void {
    this.#render = render;
  }

  /** The cache key of a request in a variant: host, path and the meaningful query, sorted. */
  static keyOf(host: string, originalUrl: string, variant: string): string {
    const url = new URL(originalUrl, "http://cache.invalid");
    const kept = [...url.searchParams].filter(([name]) => !TRACKING_PARAMETER.test(name));
    // Stable: values of one parameter keep their order, which a multi-value filter may carry.
    kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const query = new URLSearchParams(kept).toString();
    // A page reached with tracking parameters differs from the bare one (it has a query, so it
    // is `noindex`), but not from another click's: one copy for all of them.
    const tracked = kept.length < [...url.searchParams].length ? "~tracked" : "";
    return `${variant}|${host}${url.pathname}${query ? `?${query}` : ""}${tracked}`;
  }

  /** Everything kept goes (the inventory or content changed); renders under way are not kept. */
  purge(): void {
    this.#generation++;
    this.#entries.clear();
    this.stats.purges++;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * Serves `req` from the cache when it can; otherwise returns the lookup that a render of
   * this request should be kept under (`store`).
   */
  serve(req: express.Request, res: express.Response, key: string, variant: string): Lookup | "served" {
    const lookup = { key, variant, generation: this.#generation };
    const entry = this.#entries.get(key);
    if (!entry) {
      this.stats.misses++;
      return lookup;
    }
    const age = this.#options.now() - entry.storedAt;
    if (age > this.#options.freshMs + this.#options.staleMs) {
      this.#entries.delete(key);
      this.stats.misses++;
      return lookup;
    }
    if (age > this.#options.freshMs) {
      this.stats.stale++;
      this.#refresh(entry, lookup);
    } else this.stats.hits++;
    send(req, res, entry, String(res.locals.cspNonce ?? ""), Math.floor(age / 1000));
    return "served";
  }

  /**
   * Keeps a rendered response: returns a response with the same body for the visitor, and
   * stores a copy once the body has been read whole (a visitor who leaves mid-page stores
   * nothing).
   */
  store(
    lookup: Lookup,
    response: Response,
    nonce: string,
    template: RenderTemplate,
    signal?: AbortSignal,
  ): Response {
    if (!KEPT_STATUSES.has(response.status)) return response;
    if (!response.body) {
      void this.#keep(lookup, response, [], nonce, template);
      return response;
    }
    const [visitor, copy] = response.body.tee();
    const kept = readAll(copy).then(
      // A visitor who left aborted the loaders: what streamed after may be an error boundary.
      (chunks) => (signal?.aborted ? undefined : this.#keep(lookup, response, chunks, nonce, template)),
      () => undefined,
    );
    this.#keeping.set(lookup.key, kept);
    void kept.finally(() => {
      if (this.#keeping.get(lookup.key) === kept) this.#keeping.delete(lookup.key);
    });
    return new Response(visitor, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }

  async #keep(
    lookup: Lookup,
    response: Response,
    chunks: Uint8Array[],
    nonce: string,
    template: RenderTemplate,
  ): Promise<void> {
    const body = Buffer.concat(chunks);
    const segments = nonce ? splitAt(body, Buffer.from(nonce)) : [body];
    const deflated = await deflateSegments(segments, Buffer.byteLength(nonce));
    const brotli =
      segments.length === 1
        ? await brotliCompress(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: body.length > 256 * 1024 ? 9 : 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : undefined;
    // Purged while it rendered: what it shows may be the inventory before the change.
    if (lookup.generation !== this.#generation) return;
    const headers: Array<[string, string]> = [];
    for (const [name, value] of response.headers) {
      if (NOT_KEPT.has(name)) continue;
      headers.push([name, nonce && value.includes(nonce) ? value.split(nonce).join("\u0000") : value]);
    }
    this.#entries.set(lookup.key, {
      status: response.status,
      headers,
      deflated: packed(deflated),
      crcs: segments.map((segment) => zlib.crc32(segment)),
      lengths: segments.map((segment) => segment.length),
      brotli: brotli && packed([brotli])[0],
      storedAt: this.#options.now(),
      template,
    });
    this.stats.stored++;
  }

  #refresh(entry: CachedResponse, lookup: Lookup): void {
    if (!this.#render || this.#refreshing.has(lookup.key)) return;
    if (this.#refreshing.size >= this.#options.refreshConcurrency) return;
    this.#refreshing.add(lookup.key);
    // The slot is held until the new copy is kept, not only streamed: compressing it (45
    // deflates for a page cut at 45 nonces) comes after the page's stream ends.
    this.#render(entry.template, lookup)
      .then(() => this.#keeping.get(lookup.key))
      .catch(() => undefined)
      .finally(() => this.#refreshing.delete(lookup.key));
  }
}

/** Writes a kept response with this response's nonce, in the best encoding the browser takes. */
function send(
  req: express.Request,
  res: express.Response,
  entry: CachedResponse,
  nonce: string,
  age: number,
) {
  res.status(entry.status);
  for (const [name, value] of entry.headers) res.setHeader(name, value.split("\u0000").join(nonce));
  res.setHeader("Age", String(age));
  res.setHeader("Vary", "Accept-Encoding");
  // Ours to choose among what the browser accepts: brotli is the smallest, then gzip.
  const encoding =
    entry.brotli && req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : "identity";
  let body: Buffer | Buffer[];
  if (encoding === "br" && entry.brotli) {
    res.setHeader("Content-Encoding", "br");
    body = entry.brotli;
  } else if (encoding === "gzip") {
    res.setHeader("Content-Encoding", "gzip");
    body = gzipJoined(entry, nonce);
  } else body = zlib.gunzipSync(Buffer.concat(gzipJoined(entry, nonce)));
  const parts = Array.isArray(body) ? body : [body];
  res.setHeader("Content-Length", String(sum(parts)));
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  for (const part of parts) res.write(part);
  res.end();
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty deflate block: what ends the joined stream. */
const FINAL_BLOCK = zlib.deflateRawSync(Buffer.alloc(0));

/**
 * One gzip member: the kept segments' deflate joined by the nonce's, then the final block and
 * the trailer (CRC-32 and length of the whole page). Each segment was deflated alone and ends
 * byte-aligned (sync flush) without back-references outside itself, so the joined stream
 * inflates to the segments around the new nonce.
 */
function gzipJoined(entry: CachedResponse, nonce: string): Buffer[] {
  const nonceBytes = Buffer.from(nonce);
  const cuts = entry.deflated.length - 1;
  const nonceDeflated =
    cuts > 0 ? zlib.deflateRawSync(nonceBytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH }) : undefined;
  const nonceCrc = zlib.crc32(nonceBytes);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  entry.deflated.forEach((segment, index) => {
    if (index > 0 && nonceDeflated) {
      parts.push(nonceDeflated);
      crc = crc32Combine(crc, nonceCrc, nonceBytes.length);
    }
    parts.push(segment);
    crc = crc32Combine(crc, entry.crcs[index]!, entry.lengths[index]!);
  });
  const length = entry.lengths.reduce((total, n) => total + n, 0) + cuts * nonceBytes.length;
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(FINAL_BLOCK, trailer);
  return parts;
}

/** Deflate's window: a back-reference reaches at most this far. */
const WINDOW = 32 * 1024;

/**
 * Each segment as raw deflate ending byte-aligned (sync flush). A segment is compressed with
 * what precedes it as deflate's preset dictionary, so it may refer back across the cut as a
 * single stream would (45 KB against 37 KB for the home page without it); the nonce's place
 * in that dictionary is NUL bytes, which a page never holds, so no reference can land on the
 * old nonce, and each hit's nonce has the same length (16 random bytes in base64). A page
 * that does hold a NUL is deflated segment by segment without dictionaries.
 */
async function deflateSegments(segments: Buffer[], nonceLength: number): Promise<Buffer[]> {
  const options = { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH };
  const holdsNul = segments.some((segment) => segment.includes(0));
  const placeholder = Buffer.alloc(nonceLength);
  const deflated: Buffer[] = [];
  let before = Buffer.alloc(0);
  for (const [index, segment] of segments.entries()) {
    if (index > 0) before = Buffer.concat([before, placeholder]).subarray(-WINDOW);
    const dictionary = !holdsNul && before.length > 0 ? before : undefined;
    deflated.push(await deflateRaw(segment, dictionary ? { ...options, dictionary } : options));
    before = Buffer.concat([before, segment]).subarray(-WINDOW);
  }
  return deflated;
}

function splitAt(body: Buffer, needle: Buffer): Buffer[] {
  const segments: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    segments.push(body.subarray(start, at));
    start = at + needle.length;
  }
  segments.push(body.subarray(start));
  return segments;
}

/**
 * The buffers copied into one allocation of exactly their size, as views of it. zlib hands
 * out each output as a view of its own 16 KB chunk: a page cut at its 45 nonces kept 45 of them,
 * about 1 MB for 30 KB of deflate, which the LRU's byte count never saw (memory grew by 1.2 MB
 * a page kept, past the cache's bound).
 */
function packed(buffers: Buffer[]): Buffer[] {
  const whole = Buffer.alloc(sum(buffers));
  let offset = 0;
  return buffers.map((buffer) => {
    buffer.copy(whole, offset);
    offset += buffer.length;
    return whole.subarray(offset - buffer.length, offset);
  });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return chunks;
}

const sum = (buffers: Array<{ length: number }>) =>
  buffers.reduce((total, buffer) => total + buffer.length, 0);

function deflateRaw(input: Buffer, options: zlib.ZlibOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zlib.deflateRaw(input, options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

function brotliCompress(input: Buffer, options: zlib.BrotliOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zlib.brotliCompress(input, options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/**
 * The lookup, in front of the bound on renders (a hit never waits for a render slot): a GET or
 * HEAD whose shared variant `variantOf` can name is served from `cache` when it holds it;
 * otherwise the lookup rides on `res.locals.originLookup` for the handler to keep the render.
 */
export function originCacheLookup(
  cache: OriginCache,
  variantOf: (req: express.Request) => Promise<string | undefined>,
  hostOf: (res: express.Response) => string,
): express.RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const variant = await variantOf(req);
      if (variant === undefined) return next();
      const result = cache.serve(req, res, OriginCache.keyOf(hostOf(res), req.originalUrl, variant), variant);
      if (result === "served") return;
      // A HEAD has no body to keep; its GET twin fills the cache.
      if (req.method === "GET") res.locals.originLookup = result;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Whether a render's variant dimensions are all ones the lookup named, with the same values. */
export function variantsAgree(rendered: ReadonlyMap<string, string>, lookupVariant: string): boolean {
  const looked = new Map(
    lookupVariant
      .split(";")
      .filter(Boolean)
      .map((pair) => pair.split("=") as [string, string]),
  );
  for (const [dimension, value] of rendered) if (looked.get(dimension) !== value) return false;
  return true;
}
