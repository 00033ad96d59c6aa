import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { apiRoutes } from "./routes/api/routes";
import { inventoryRoutes } from "./routes/inventory/routes";
import { leadsRoutes } from "./routes/leads/routes";
import { vehicleRoutes } from "./routes/vehicle/routes";

/**
 * Every URL of the site. Each area keeps its own list (routes/{area}/routes.ts) of the
 * pages in the default layout; resource routes (files, JSON, redirects) sit outside it.
 */
export default [
  layout("routes/layouts/default.tsx", [
    index("routes/home.tsx"),
    ...inventoryRoutes,
    ...vehicleRoutes,
    ...leadsRoutes,
    // Anything unmatched: the 404 page (and the year-prefixed legacy redirect).
    route("*", "routes/not-found.tsx", { id: "routes/not-found" }),
  ]),
  ...apiRoutes,
  route("api/___sitemaps___/filters", "routes/inventory/sitemap-filters.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("vehicle-images/:file", "routes/resources/vehicle-image.ts"),
] satisfies RouteConfig;
