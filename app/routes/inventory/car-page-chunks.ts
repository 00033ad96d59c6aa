import { lazy } from "react";

/**
 * The pages the search route renders, each its own chunk: the search page, a car's page, and
 * the others of a car's URL. Each page downloads its own and none of the others' (a car's page
 * had the whole search page's code, and the search page every car page's). A page of these
 * loads its chunk before hydrating (no Suspense boundary: the server's HTML stays until it is
 * there; the loader names the chunk's files, `chunksOf(MODULE)`, for the page to preload); the
 * server renders it in the same pass.
 */

/** The search page: results, filters, the filter drawer and live counts. */
export const SEARCH_PAGE_MODULE = "app/components/inventory/search/search-page.tsx";
export const SearchPage = lazy(() =>
  import("~/components/inventory/search/search-page").then((module) => ({ default: module.SearchPage })),
);

/** A car we no longer have: its "no longer available" page, and the sold notice above a search. */
export const VEHICLE_GONE_MODULE = "app/components/inventory/vehicle-page/vehicle-gone.tsx";
export const VehicleGonePage = lazy(() =>
  import("~/components/inventory/vehicle-page/vehicle-gone").then((module) => ({
    default: module.VehicleGonePage,
  })),
);
export const SoldVehicleNotice = lazy(() =>
  import("~/components/inventory/vehicle-page/vehicle-gone").then((module) => ({
    default: module.SoldVehicleNotice,
  })),
);

/** The vehicle page (its lead forms' code comes when they are used: vehicle-question.tsx, test-drive-scheduler.tsx). */
export const VEHICLE_PAGE_MODULE = "app/components/inventory/vehicle-page/vehicle-page.tsx";
export const VehiclePage = lazy(() =>
  import("~/components/inventory/vehicle-page/vehicle-page").then(async (module) => {
    // On the server, "Check availability" too, whose code the browser loads only when it is
    // used: rendered before it is there, it would be streamed behind a script (load-on-use.tsx).
    if (import.meta.env.SSR)
      await (await import("~/components/inventory/vehicle-page/vehicle-question")).vehicleQuestionReady;
    return { default: module.VehiclePage };
  }),
);

/** A private car's URL before the private inventory is unlocked: the gate. */
export const PRIVATE_VEHICLE_GATE_MODULE = "app/components/gates/private-vehicle-gate.tsx";
export const PrivateVehicleGate = lazy(() => import("~/components/gates/private-vehicle-gate"));

/** `{vehicle URL}/window-sticker`: the printable window sticker, in the minimal layout. */
export const WINDOW_STICKER_MODULE = "app/components/inventory/vehicle-page/window-sticker.tsx";
export const WindowSticker = lazy(() =>
  import("~/components/inventory/vehicle-page/window-sticker").then((module) => ({
    default: module.WindowSticker,
  })),
);
