/**
 * The shopper tools' pages carry their cars in the URL (`/saved-cars?cars=VIN1,VIN2`): the URL
 * is the list's shareable link, and the page is the same document for everyone who opens it
 * (a shared, cacheable page: nothing of the visitor's browser reaches the server). The
 * browser's own list fills the URL when a page is opened bare.
 *
 * These pages are never in the sitemap and never indexed: what they show is a visitor's list.
 */
export const SHOPPER_TOOL_PATHS = {
  savedCars: "/saved-cars",
  compare: "/compare",
  /** The cards of a list of VINs as JSON (the "Recently viewed" row, loaded after the page). */
  carCards: "/api/shopper-tools/cars",
} as const;

/** The query parameter that holds the VINs, comma-separated. */
export const CARS_PARAM = "cars";

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * The VINs of a `cars` parameter: comma-separated, any case, each shaped like a VIN (anything
 * else is dropped, never an error: a link pasted with a stray character still opens), each
 * once, at most `max`.
 */
export function carIdsOf(value: string | null | undefined, max: number): string[] {
  if (!value) return [];
  const vins = value
    .split(",")
    .map((part) => part.trim().toUpperCase())
    .filter((part) => VIN.test(part));
  return [...new Set(vins)].slice(0, max);
}

/**
 * The path of a list: `/saved-cars?cars=VIN1,VIN2`, or the bare path for an empty list. The
 * commas are written as they are (a VIN is letters and digits), so the link reads cleanly.
 */
export function carListPath(path: string, vins: readonly string[]): string {
  return vins.length === 0 ? path : `${path}?${CARS_PARAM}=${vins.join(",")}`;
}
