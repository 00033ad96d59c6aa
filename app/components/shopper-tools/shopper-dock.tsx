import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { carListPath, SHOPPER_TOOL_PATHS } from "~/features/shopper-tools/car-ids";
import { COMPARE_MAX, SAVED_CARS_MAX } from "~/features/shopper-tools/car-lists";
import { pathWithoutLanguage } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { shopperToolsPagesCatalogue } from "~/locales/shopperToolsPages";
import { dismissListNotice, useCarLists, useListNotice } from "./car-lists-browser";
import { CompareGlyph, HeartGlyph } from "./car-tools";

/**
 * The dock: a small bar at the bottom of the screen with the saved cars and the cars to
 * compare, each a link to its page with the browser's list in the URL (the page on which it
 * is, it leaves out). Above it, in a live region, why a heart or Compare was refused (a full
 * list). On a phone it sits above the vehicle page's action bar, on the left, clear of the
 * popups' launchers on the right. A landmark of its own ("Your cars"): it is put in the
 * document's body, outside the page's.
 */
export default function ShopperDock() {
  const t = useT(shopperToolsPagesCatalogue);
  const lists = useCarLists();
  const notice = useListNotice();
  const path = pathWithoutLanguage(useLocation().pathname);
  if (!lists) return null;
  const saved = path === SHOPPER_TOOL_PATHS.savedCars ? [] : lists.saved.map((car) => car.vin);
  const compare = path === SHOPPER_TOOL_PATHS.compare ? [] : lists.compare;
  const link =
    "inline-flex h-11 items-center gap-2 px-4 text-sm font-bold whitespace-nowrap text-white hover:bg-white/10 focus-visible:outline-white focus-visible:-outline-offset-4";
  return (
    <aside
      aria-label={t("shopperToolsPages.dock.label")}
      className="pointer-events-none fixed inset-x-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 flex flex-col items-start gap-2 sm:inset-x-0 sm:bottom-4 sm:items-center"
    >
      <div role="status">
        {notice ? (
          <p
            key={notice.at}
            className="pointer-events-auto flex max-w-sm items-start gap-2 rounded-xl border border-line bg-white p-3 text-sm font-semibold text-ink shadow-lg"
            data-testid="list-notice"
          >
            <span>
              {notice.list === "compare"
                ? t("shopperToolsPages.dock.compareFull", { max: COMPARE_MAX })
                : t("shopperToolsPages.dock.savedFull", { max: SAVED_CARS_MAX })}
            </span>
            <button
              type="button"
              onClick={dismissListNotice}
              aria-label={t("shopperToolsPages.dock.dismiss")}
              className="-m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-surface"
            >
              <span aria-hidden="true">×</span>
            </button>
          </p>
        ) : null}
      </div>
      {saved.length > 0 || compare.length > 0 ? (
        <div
          className="pointer-events-auto flex divide-x divide-white/25 overflow-hidden rounded-full bg-ink shadow-lg"
          data-testid="shopper-dock"
        >
          {saved.length > 0 ? (
            <Link to={carListPath(SHOPPER_TOOL_PATHS.savedCars, saved)} className={link}>
              <HeartGlyph filled />
              {t("shopperToolsPages.dock.saved", { count: saved.length })}
            </Link>
          ) : null}
          {compare.length > 0 ? (
            <Link to={carListPath(SHOPPER_TOOL_PATHS.compare, compare)} className={link}>
              <CompareGlyph />
              {t("shopperToolsPages.dock.compare", { count: compare.length })}
            </Link>
          ) : null}
        </div>
      ) : null}
    </aside>
  );
}
