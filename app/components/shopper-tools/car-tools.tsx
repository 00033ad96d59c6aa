import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { Icon, type IconName } from "~/components/ui/icon";
import { priceDropSinceSaved } from "~/features/shopper-tools/price-drop";
import { useT } from "~/lib/i18n/use-t";
import { shopperToolsCatalogue } from "~/locales/shopperTools";
import { toggleCompareCar, toggleSavedCar, useCarLists } from "./car-lists-browser";
import { type CarTools, CarToolsRoom } from "./shopper-tools";

/**
 * The shopper tools' pieces on pages that show cars, with the browser's lists
 * (car-lists-browser.ts), in one module so that they are one small chunk, loaded after
 * hydration (shopper-tools.tsx holds their room until then): nothing of them is in the
 * server's HTML, since the lists are the browser's.
 *
 * - The heart (save the car) and Compare on every vehicle card, as icons; the vehicle page has
 *   them with words (vehicle-tool-buttons.tsx). Each is a toggle button (`aria-pressed`) whose
 *   state comes from the browser's lists: the server's HTML, the same for every visitor, keeps
 *   their room empty (no layout shift when they appear), and without JavaScript, which the
 *   lists need, there is no button that does nothing.
 * - The dock (the way to the saved-cars and compare pages): the first buttons on a page put it up.
 */

// The saved-cars page and the vehicle page's buttons take it from here: on its own it would be a chunk.
export { priceDropSinceSaved };

/** The heart's and Compare's state for a car, and what pressing them does. */
export function useCarTools({ vin, price }: CarTools) {
  const lists = useCarLists();
  return {
    known: lists !== null,
    saved: lists?.saved.find((s) => s.vin === vin),
    comparing: !!lists?.compare.includes(vin),
    save: () => toggleSavedCar(price === undefined ? { vin } : { vin, price }),
    compare: () => toggleCompareCar(vin),
  };
}

// Each state names all its colours: two utilities of one property in one class list would
// leave the winner to the stylesheet's order.
const ICON =
  "relative z-10 inline-flex h-10 w-10 items-center justify-center rounded-full border transition hover:border-brand-dark";
export const OFF = "border-line bg-white text-ink";
export const ON = "border-brand-ink bg-brand-ink text-white";

/** A card's heart and Compare (shopper-tools.tsx loads them after hydration). */
export default function CarToolButtons(props: CarTools) {
  const t = useT(shopperToolsCatalogue);
  const { known, saved, comparing, save, compare } = useCarTools(props);
  const dock = useDockOwner();
  // Their room, empty until the browser's lists are known (two buttons' width).
  if (!known) return <CarToolsRoom />;
  return (
    <div className="flex shrink-0 gap-1">
      {dock ? <ShopperDockHost /> : null}
      <button
        type="button"
        className={`${ICON} ${saved ? "border-line bg-white text-red-700" : OFF}`}
        aria-pressed={!!saved}
        aria-label={t("shopperTools.saveCar", { car: props.car })}
        title={t("shopperTools.save")}
        onClick={save}
        data-testid="save-car"
      >
        <HeartGlyph filled={!!saved} />
      </button>
      <button
        type="button"
        className={`${ICON} ${comparing ? ON : OFF}`}
        aria-pressed={comparing}
        aria-label={t("shopperTools.compareCar", { car: props.car })}
        title={t("shopperTools.compare")}
        onClick={compare}
        data-testid="compare-car"
      >
        <CompareGlyph checked={comparing} />
      </button>
    </div>
  );
}

/**
 * The two pictures, symbols of the site's icon sprite (components/ui/icon): a heart (filled
 * once saved) and two columns side by side (a check once in the compare list), drawn a little
 * bolder than the other icons.
 */
function Glyph({ name, filled = false }: { name: IconName; filled?: boolean }) {
  return <Icon name={name} size={20} className={`shrink-0 stroke-2 ${filled ? "fill-current" : ""}`} />;
}

export function HeartGlyph({ filled = false }: { filled?: boolean }) {
  return <Glyph name="heart" filled={filled} />;
}

export function CompareGlyph({ checked = false }: { checked?: boolean }) {
  return <Glyph name={checked ? "check" : "compare"} />;
}

const ShopperDock = lazy(() => import("./shopper-dock"));

/**
 * The dock, at the bottom of the screen (above the page, in the document's body), loaded once
 * the visitor has a saved car or a car to compare, so a first visit downloads none of it.
 */
export function ShopperDockHost() {
  const lists = useCarLists();
  if (!lists || (lists.saved.length === 0 && lists.compare.length === 0)) return null;
  return createPortal(
    <Suspense fallback={null}>
      <ShopperDock />
    </Suspense>,
    document.body,
  );
}

// Which of the page's buttons puts up the dock: the first mounted, then the next when it goes.
let dockOwners: symbol[] = [];
const ownerListeners = new Set<() => void>();
const subscribeOwners = (listener: () => void) => {
  ownerListeners.add(listener);
  return () => ownerListeners.delete(listener);
};
const changeOwners = (owners: symbol[]) => {
  dockOwners = owners;
  for (const listener of ownerListeners) listener();
};

function useDockOwner(): boolean {
  const [id] = useState(() => Symbol("dock owner"));
  useEffect(() => {
    changeOwners([...dockOwners, id]);
    return () => changeOwners(dockOwners.filter((owner) => owner !== id));
  }, [id]);
  return useSyncExternalStore(
    subscribeOwners,
    () => dockOwners[0] === id,
    () => false,
  );
}
