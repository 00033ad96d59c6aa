import { useMemo } from "react";
import { Icon } from "~/components/ui/icon";
import { withLiveCounts } from "~/features/inventory/search/live-counts";
import type { SearchPageData } from "~/features/inventory/search/search-page.server";
import { useLocalizePath, useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";
import { SearchFilters } from "./search-filters";
import type { FilterDrawer } from "./use-filter-drawer";
import { useResultCount } from "./use-result-count";

/**
 * Where the filters live. From 1024 px: a sidebar that stays in view, its fields scrolling
 * above its footer (short enough that the footer shows under the page heading, too). On phones: hidden until "Filters" opens it as a full-screen drawer -
 * without JavaScript as the `#filters` target (a GET form, "Show results" submits it), with
 * JavaScript as a modal dialog whose lists and "Show N results" state the real counts of the
 * filters chosen so far (before they apply), then applies them and closes.
 */

const SIDEBAR =
  "lg:sticky lg:top-[calc(var(--spacing-header)+1rem)] lg:flex lg:max-h-[calc(100dvh-12.5rem)] lg:flex-col lg:self-start";
const OPEN = "fixed inset-0 z-modal flex flex-col bg-white sm:right-auto sm:w-full sm:max-w-md sm:shadow-2xl";
const TARGET_OPEN =
  "max-lg:target:fixed max-lg:target:inset-0 max-lg:target:z-modal max-lg:target:flex max-lg:target:flex-col max-lg:target:bg-white";

/** Only while open on a phone is the panel a dialog; the sidebar is part of the page. */
const DIALOG = { role: "dialog", "aria-modal": true, "aria-labelledby": "filters-title" } as const;

export function FilterPanel({
  data,
  drawer,
  hydrated,
}: {
  data: SearchPageData;
  drawer: FilterDrawer;
  hydrated: boolean;
}) {
  const t = useT(inventoryCatalogue);
  const localize = useLocalizePath();
  const count = useResultCount(data.canonicalUrl, data.total);
  // In the drawer every list counts what the choices made so far would find (not yet applied).
  const live = drawer.isDrawer ? count.counts : null;
  const shown = useMemo(
    () => (live ? { ...data, facets: withLiveCounts(data.facets, live) } : data),
    [data, live],
  );
  const closeClass =
    "inline-flex h-11 items-center gap-1 rounded-full px-3 text-sm font-bold text-brand-ink hover:bg-surface";
  const header = (
    <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2 lg:hidden">
      <h2
        id="filters-title"
        tabIndex={-1}
        data-drawer-initial-focus
        className="text-lg font-extrabold focus:outline-none"
      >
        {t("inventory.filters.title")}
      </h2>
      {hydrated ? (
        <button type="button" onClick={drawer.hide} className={closeClass}>
          <Icon name="close" size={18} /> {t("inventory.filters.close")}
        </button>
      ) : (
        <a href="#results" className={closeClass}>
          <Icon name="close" size={18} /> {t("inventory.filters.close")}
        </a>
      )}
    </div>
  );
  // With JavaScript in the sidebar a choice applies at once: no button needed.
  const footer = (
    <div
      className={`flex items-center gap-3 border-t border-line bg-white px-4 py-3 lg:px-1 ${hydrated ? "lg:hidden" : ""}`}
    >
      <a
        href={localize(data.clearUrl)}
        className="shrink-0 text-sm font-bold text-brand-ink underline underline-offset-4 lg:hidden"
      >
        {t("inventory.filters.clear")}
      </a>
      <button
        type="submit"
        aria-busy={count.pending || undefined}
        className="h-12 flex-1 rounded-full bg-brand-ink px-5 font-bold text-white hover:bg-brand-dark"
      >
        {drawer.isDrawer
          ? t("inventory.filters.showCount", { count: count.total })
          : t("inventory.filters.show")}
      </button>
      {drawer.isDrawer ? (
        <p className="sr-only" aria-live="polite">
          {count.pending ? "" : t("inventory.filters.matchCount", { count: count.total })}
        </p>
      ) : null}
    </div>
  );
  return (
    <>
      {drawer.open ? (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-overlay bg-black/40 lg:hidden"
          onClick={drawer.hide}
        />
      ) : null}
      <div
        id="filters"
        ref={drawer.panelRef}
        {...(drawer.open ? DIALOG : {})}
        className={`${drawer.open ? OPEN : `hidden ${TARGET_OPEN}`} ${SIDEBAR}`}
      >
        <SearchFilters
          data={shown}
          header={header}
          footer={footer}
          mode={hydrated ? { drawer: drawer.isDrawer, askCount: count.ask, onApply: drawer.hide } : null}
        />
      </div>
    </>
  );
}
