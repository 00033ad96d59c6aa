import { lazy, Suspense, useEffect, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * The shopper tools' pieces in other pages' first load: slots only, whose code comes after
 * hydration, since what they show is the browser's (its lists, the cars it viewed).
 *
 * - The heart (save the car) and Compare on every vehicle card (car-tools.tsx, with the dock).
 * - "Recently viewed" on the home and vehicle pages (recently-viewed-row.tsx).
 */

export type CarTools = {
  vin: string;
  /** The car's name, for the buttons' names on a card ("Save 2021 Honda CR-V"). */
  car: string;
  /** The price shown now, kept with a saved car for the price-drop badge; none while locked. */
  price?: number;
};

const CarToolButtonsNow = lazy(() => import("./car-tools"));

/** The room a card's two buttons take (two buttons' width), empty until they are there. */
export function CarToolsRoom() {
  return <div className="w-[5.25rem] shrink-0" />;
}

/**
 * A card's heart and Compare (car-tools.tsx). They show only in the browser (the lists are
 * the browser's), so their code loads after hydration rather than with the page; their room
 * is held meanwhile, so nothing moves when they appear.
 */
export function CarToolButtons(props: CarTools) {
  const hydrated = useHydrated();
  if (!hydrated) return <CarToolsRoom />;
  return (
    <Suspense fallback={<CarToolsRoom />}>
      <CarToolButtonsNow {...props} />
    </Suspense>
  );
}

const RecentlyViewedRow = lazy(() => import("./recently-viewed-row"));

/**
 * "Recently viewed" on the home page and the vehicle page: up to four cars whose pages this
 * browser showed, never the page's own car; on a vehicle page it also records the visit.
 *
 * Nothing of it is in the page's HTML (the list is the browser's): this slot waits for the
 * browser to be idle after hydration, then loads the row's code, which loads the cars' cards
 * when the row comes near the screen (recently-viewed-row.tsx).
 */
export function RecentlyViewed({ current, placement }: { current?: string; placement: "home" | "vehicle" }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(() => setIdle(true), 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return (
    <div data-testid="recently-viewed-slot">
      {idle ? (
        <Suspense fallback={null}>
          <RecentlyViewedRow current={current} placement={placement} />
        </Suspense>
      ) : null}
    </div>
  );
}
