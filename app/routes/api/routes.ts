import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The api area's URLs; app/routes.ts puts every area together. */
export const apiRoutes: RouteConfigEntry[] = [];
