/**
 * The dealership's stores, by the key that names each one everywhere: in the settings'
 * locations, the staff, the reviews, a vehicle's store, the feed and the search's facets.
 */
export const LOCATION_KEYS = ["moline", "rockford", "elkhart", "fort-wayne"] as const;
export type LocationKey = (typeof LOCATION_KEYS)[number];
