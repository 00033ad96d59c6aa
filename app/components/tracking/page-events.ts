import { languageOfPath, pathWithoutLanguage } from "~/lib/i18n/languages";
import {
  itemListEvents,
  itemViewEvents,
  type PageInfo,
  pageTypeOf,
  pageViewEvents,
  type TrackedVehicle,
} from "~/lib/tracking/events";

/**
 * Which events a page's view pushes, read from the route matches React Router already has
 * (the loader data of the page on screen): no request of its own.
 *
 * Spec section 9's "cars-direct-page", the route the page-view tracker skips, is the vehicle
 * detail page. Here it is not a route of its own: the search route (`cars-search-page` and
 * its per-condition and Spanish twins, routes/inventory/cars-for-sale.tsx) serves both, and
 * its loader data says which (`page: "vehicle"`). The generic tracker skips it; the vehicle
 * page's own view (`vehiclePageEvents`) pushes page_view with view_item and asc_item_pageview
 * once the vehicle is known, so its page view is counted once, with the vehicle.
 */
export type MatchLike = { id: string; data?: unknown };

type CarsPageData =
  | { page: "vehicle"; vehicle: { vehicle: TrackedVehicle } }
  | { page: "search"; search: { heading?: string; total: number; vehicles: TrackedVehicle[] } }
  | { page: string };

const CARS_ROUTE = /^cars-search-page(?:-[a-z]+)?(?:\.es)?$/;

function carsPageOf(matches: readonly MatchLike[]): CarsPageData | undefined {
  const leaf = matches.at(-1);
  if (!leaf || !CARS_ROUTE.test(leaf.id)) return undefined;
  const data = leaf.data as CarsPageData | undefined;
  return data && typeof data === "object" && "page" in data ? data : undefined;
}

/** The vehicle of the page on screen when it is the cars-direct-page (a vehicle's own page). */
export function carsDirectVehicle(matches: readonly MatchLike[]): TrackedVehicle | undefined {
  const data = carsPageOf(matches);
  return data?.page === "vehicle"
    ? (data as Extract<CarsPageData, { page: "vehicle" }>).vehicle.vehicle
    : undefined;
}

export function pageInfoOf(
  location: { pathname: string; search: string },
  href: string,
  title: string,
): PageInfo {
  return {
    url: href,
    path: pathWithoutLanguage(location.pathname),
    title,
    language: languageOfPath(location.pathname),
  };
}

/** The generic page-view tracker: every page's view, except the cars-direct-page (none). */
export function genericPageEvents(page: PageInfo, matches: readonly MatchLike[]): Record<string, unknown>[] {
  const data = carsPageOf(matches);
  if (data?.page === "vehicle") return [];
  // A count answers a fetch and is never a page on screen.
  if (data?.page === "count") return [];
  if (data?.page === "search") {
    const { search } = data as Extract<CarsPageData, { page: "search" }>;
    return itemListEvents(page, {
      name: search.heading ?? page.title,
      total: search.total,
      vehicles: search.vehicles,
    });
  }
  return pageViewEvents(page);
}

/** The vehicle page's own view: page_view, view_item and asc_item_pageview (none elsewhere). */
export function vehiclePageEvents(page: PageInfo, matches: readonly MatchLike[]): Record<string, unknown>[] {
  const vehicle = carsDirectVehicle(matches);
  return vehicle ? itemViewEvents(page, vehicle) : [];
}

/** ASC's page type of the page on screen. */
export function pageTypeOfMatches(path: string, matches: readonly MatchLike[]): string {
  const data = carsPageOf(matches);
  if (data?.page === "vehicle") return "item";
  if (data?.page === "search") return "itemlist";
  return pageTypeOf(path);
}
