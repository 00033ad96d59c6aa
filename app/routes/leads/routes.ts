import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The leads area's URLs; app/routes.ts puts every area together. */
export const leadsRoutes: RouteConfigEntry[] = [];
