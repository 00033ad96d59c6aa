import type { GeoPoint } from "./store-order";

/**
 * The nearest store to where the browser says the visitor is (spec section 3): pure, for the
 * contact page's store chooser (apart from store-order.ts, which every page loads).
 */

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine): good to a fraction of a mile at these distances. */
export function milesBetween(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The stores ordered nearest first from `point`, each with its distance. Without a point
 * (the visitor refused, or never asked: `false` / undefined) the stores keep their order.
 * A tie keeps the stores' own order.
 */
export function storesNearestFirst<S extends { coordinates: GeoPoint }>(
  stores: readonly S[],
  point: GeoPoint | false | undefined,
): Array<S & { miles?: number }> {
  if (!point) return [...stores];
  return stores
    .map((store, index) => ({ store, index, miles: milesBetween(point, store.coordinates) }))
    .sort((a, b) => a.miles - b.miles || a.index - b.index)
    .map(({ store, miles }) => ({ ...store, miles }));
}
