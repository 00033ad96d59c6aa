import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The vehicle area's URLs; app/routes.ts puts every area together. */
export const vehicleRoutes: RouteConfigEntry[] = [];
