import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The inventory area's URLs; app/routes.ts puts every area together.
 *
 * The search page of spec section 2 (route name `cars-search-page`) lives at
 * /cars-for-sale/... and at /{condition}-cars-for-sale/..., and the vehicle detail page
 * shares the condition prefixes. React Router cannot match `{condition}-cars-for-sale` as
 * one pattern, so the four prefixes are four splat routes of ONE module, which tells a
 * vehicle slug from search tokens. They are the same named page; the ids only keep
 * React Router's route ids unique.
 */
const CARS_FOR_SALE = "routes/inventory/cars-for-sale.tsx";

export const inventoryRoutes: RouteConfigEntry[] = [
  route("cars-for-sale/*", CARS_FOR_SALE, { id: "cars-search-page" }),
  route("used-cars-for-sale/*", CARS_FOR_SALE, { id: "cars-search-page-used" }),
  route("new-cars-for-sale/*", CARS_FOR_SALE, { id: "cars-search-page-new" }),
  route("certified-cars-for-sale/*", CARS_FOR_SALE, { id: "cars-search-page-certified" }),
  // The old site's search URLs: permanent redirects (a 404 for a filter we do not know).
  route("search-vehicles/*", "routes/inventory/search-vehicles.tsx", { id: "search-vehicles-redirect" }),
];
