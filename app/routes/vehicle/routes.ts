import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The vehicle area's URLs; app/routes.ts puts every area together. */
export const vehicleRoutes: RouteConfigEntry[] = [
  // Legacy vehicle URLs, one entry per condition (React Router has no partly dynamic
  // segment such as ":condition-vehicle"); the splat also matches the bare prefix.
  ...(["used", "new", "certified"] as const).map((condition) =>
    route(`${condition}-vehicle/*`, "routes/vehicle/legacy-vehicle.tsx", {
      id: `legacy-${condition}-vehicle`,
    }),
  ),
];
