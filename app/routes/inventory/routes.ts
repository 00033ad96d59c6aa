import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The inventory area's URLs; app/routes.ts puts every area together. */
export const inventoryRoutes: RouteConfigEntry[] = [];
