/**
 * Every response's cache class, decided in ONE place from what the request read (DESIGN.md,
 * "The visitor, the language and the cache"):
 *
 * - anonymous: a GET whose loaders read nothing of the visitor. The same document for every
 *   visitor of its language (the language is in the URL), so a shared cache may keep it:
 *   `public, max-age=0, s-maxage=60` and `CDN-Cache-Control` with stale-while-revalidate (browsers ask again, a CDN or
 *   the origin cache serves it for a minute and refreshes it in the background).
 * - personal: it read the visitor's profile, prospect flag or campaign values (and they held
 *   something), a gate, a personalised price or an experiment assignment; or it answers an
 *   action; or it sets a cookie. `private, no-store`: never kept, never shown to anyone else.
 *
 * Reading the visitor is what makes a page personal, so the request context hands loaders a
 * visitor whose personal fields report each read (`watchPersonalReads`). A read that finds
 * nothing (no profile saved) changes nothing: that page is the one every visitor without a
 * profile sees. A shared cache in front must therefore pass through requests that carry the
 * profile, prospect or campaign cookies (docs/operations.md).
 */
export const ANONYMOUS_CACHE_CONTROL = "public, max-age=0, s-maxage=60";
/**
 * Stale-while-revalidate is said to CDNs only (RFC 9213's `CDN-Cache-Control`, which Cloudflare
 * and others honour over Cache-Control): Chrome applies it too, and served a car page kept from
 * before the visitor unlocked a price or set their terms (issue 18).
 */
export const CDN_CACHE_CONTROL = "max-age=60, stale-while-revalidate=300";
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/** What one request read of its visitor; loaders and features mark what the visitor changed. */
export class ResponseCacheClass {
  readonly #reasons = new Set<string>();
  readonly #variants = new Map<string, string>();
  readonly #fieldsRead = new Set<string>();

  /**
   * The response is one of a FEW documents that every visitor of the same kind shares (the
   * consent dialog answered or not, an experiment's variant): still shareable, but a cache
   * must keep one copy per variant (its key: language, path, query and these values).
   * Never a value per visitor: that is `markPersonal`.
   */
  varyBy(dimension: string, value: string): void {
    this.#variants.set(dimension, value);
  }

  /** The variant dimensions of a shared response, sorted (`consent=answered;experiment=...`). */
  get variantKey(): string {
    return [...this.#variants]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([dimension, value]) => `${dimension}=${value}`)
      .join(";");
  }

  /** The response shows something of this visitor: a profile, a gate, a price, a variant. */
  markPersonal(reason: string): void {
    this.#reasons.add(reason);
  }

  get personal(): boolean {
    return this.#reasons.size > 0;
  }

  /**
   * A personal field of the visitor was read, whatever it held. An origin cache keeps a shared
   * response only if it read none that a later visitor could hold differently (server/origin-cache.ts).
   */
  noteRead(field: string): void {
    this.#fieldsRead.add(field);
  }

  get fieldsRead(): string[] {
    return [...this.#fieldsRead];
  }

  /** The variant dimensions and their values, for comparing with what a cache looked up. */
  get variants(): ReadonlyMap<string, string> {
    return this.#variants;
  }

  /** Why the response is personal (for tests and debugging; never the visitor's data). */
  get reasons(): string[] {
    return [...this.#reasons];
  }
}

/**
 * A copy of `target` whose `fields` report a read to `cacheClass` when they hold something
 * (`hasValue`). The other fields (the language, read from the URL) read freely.
 */
export function watchPersonalReads<T extends object>(
  target: T,
  fields: ReadonlyArray<keyof T & string>,
  cacheClass: ResponseCacheClass,
  hasValue: (value: unknown) => boolean = isSomething,
): T {
  const watched = { ...target };
  for (const field of fields) {
    const value = target[field];
    Object.defineProperty(watched, field, {
      enumerable: true,
      get() {
        cacheClass.noteRead(field);
        if (hasValue(value)) cacheClass.markPersonal(field);
        return value;
      },
    });
  }
  return watched;
}

function isSomething(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === "") return false;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return true;
}

/** Statuses a shared cache may keep for an anonymous GET: a page, a redirect, a not-found. */
const CACHEABLE_STATUSES = new Set([200, 301, 302, 307, 308, 404, 410]);

/**
 * The Cache-Control of a response. A route that set its own (a file, a sitemap) keeps it,
 * unless the request turned out personal, which always wins.
 */
export function cacheControlFor(response: {
  method: string;
  status: number;
  headers: Headers;
  cacheClass: ResponseCacheClass;
}): string {
  const own = response.headers.get("cache-control");
  const personal =
    response.cacheClass.personal ||
    (response.method !== "GET" && response.method !== "HEAD") ||
    response.headers.has("set-cookie");
  if (personal) return PERSONAL_CACHE_CONTROL;
  if (own) return own;
  if (!CACHEABLE_STATUSES.has(response.status)) return "no-store";
  return ANONYMOUS_CACHE_CONTROL;
}
