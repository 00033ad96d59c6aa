import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Every URL of the site, in the order of spec section 2. */
export default [
  layout("routes/layouts/default.tsx", [
    index("routes/home.tsx"),
    // Anything unmatched: the 404 page (and the year-prefixed legacy redirect).
    route("*", "routes/not-found.tsx", { id: "routes/not-found" }),
  ]),
  route("robots.txt", "routes/resources/robots.ts"),
  route("vehicle-images/:file", "routes/resources/vehicle-image.ts"),
] satisfies RouteConfig;
