import { lazy, Suspense } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { CarTools } from "./shopper-tools";

const VehicleToolButtons = lazy(() => import("./vehicle-tool-buttons"));

/**
 * "Save" and "Compare" on the vehicle page (vehicle-tool-buttons.tsx). They show only in the
 * browser (the lists are the browser's), so they load after hydration rather than with the
 * page: the vehicle page's first load stays within issue 17's budget. Their room is held
 * meanwhile, so nothing moves when they appear.
 */
export function VehicleTools(props: CarTools) {
  const hydrated = useHydrated();
  return (
    <div className="min-h-10">
      {hydrated ? (
        <Suspense fallback={null}>
          <VehicleToolButtons {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
