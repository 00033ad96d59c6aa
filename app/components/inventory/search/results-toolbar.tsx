import { useRef } from "react";
import { Icon } from "~/components/ui/icon";
import { Form } from "~/components/ui/link";
import { RESULTS_PER_PAGE } from "~/features/inventory/search/filter-state";
import { searchPath, searchQueryEntries } from "~/features/inventory/search/filter-urls";
import type { SearchPageData } from "~/features/inventory/search/search-page.server";
import { formatNumber } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";
import type { FilterDrawer } from "./use-filter-drawer";
import { useSyncedState } from "./use-synced-state";

/**
 * The bar above the results: on phones it stays at the top of the screen while the shopper
 * scrolls, holding "Filters" and the sort; from 1024 px it is the row "Showing 1-19 of 250"
 * with the sort beside it.
 */

/** Keys that move through a closed select's options without opening it (each one fires `change`). */
const BROWSING_KEYS = new Set([
  "ArrowUp",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "Home",
  "End",
  "PageUp",
  "PageDown",
]);

/**
 * The sort control: a GET form that keeps the filters. Picking an option with the mouse or a
 * finger sorts at once; the keyboard only moves through the options (WCAG 3.2.2, On Input:
 * arrowing through a closed select fires `change` per option, and a page per arrow press
 * is a change of context nobody asked for), and Enter or the "Sort" button, shown while the
 * chosen order is not the one on screen, sorts. Without JavaScript the button is always there.
 */
function SortForm({ data }: { data: SearchPageData }) {
  const t = useT(inventoryCatalogue);
  const [sort, setSort] = useSyncedState<string>(data.filters.sort);
  const browsingByKeyboard = useRef(false);
  const hidden = searchQueryEntries({ ...data.filters, page: 1 }).filter(([name]) => name !== "sort");
  const pending = sort !== data.filters.sort;
  const submitButton = (
    <button type="submit" className="h-11 shrink-0 rounded-lg bg-brand-ink px-4 text-sm font-bold text-white">
      {t("inventory.sort.submit")}
    </button>
  );
  return (
    <Form
      method="get"
      action={searchPath(data.filters)}
      preventScrollReset
      className="ml-auto flex min-w-0 items-center gap-2"
    >
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort" className="shrink-0 text-sm font-semibold text-muted max-sm:sr-only">
        {t("inventory.sort.label")}
      </label>
      <select
        id="sort"
        name="sort"
        value={sort}
        onKeyDown={(event) => {
          browsingByKeyboard.current = BROWSING_KEYS.has(event.key) || event.key.length === 1;
          if (event.key === "Enter") event.currentTarget.form?.requestSubmit();
        }}
        onPointerDown={() => {
          browsingByKeyboard.current = false;
        }}
        onChange={(event) => {
          setSort(event.target.value);
          if (!browsingByKeyboard.current) event.currentTarget.form?.requestSubmit();
        }}
        className="h-11 min-w-0 rounded-lg border border-gray-400 bg-white px-2 text-sm sm:px-3"
      >
        {data.sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {pending ? submitButton : <noscript>{submitButton}</noscript>}
    </Form>
  );
}

/**
 * "Filters": without JavaScript a link that opens the panel as the `#filters` target; once
 * hydrated a button that opens the drawer (a dialog), and gets focus back when it closes.
 */
function FiltersButton({
  data,
  drawer,
  hydrated,
}: {
  data: SearchPageData;
  drawer: FilterDrawer;
  hydrated: boolean;
}) {
  const t = useT(inventoryCatalogue);
  const chosen = data.chips.length;
  const className =
    "inline-flex h-11 shrink-0 items-center gap-2 rounded-full border-2 border-brand-ink px-4 text-sm font-bold text-brand-ink lg:hidden";
  const label = (
    <>
      <Icon name="filters" size={18} className="stroke-2" />
      {chosen > 0 ? t("inventory.filters.buttonChosen", { count: chosen }) : t("inventory.filters.button")}
    </>
  );
  if (!hydrated)
    return (
      <a href="#filters" className={className}>
        {label}
      </a>
    );
  return (
    <button
      ref={drawer.triggerRef}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={drawer.open}
      aria-controls="filters"
      onClick={drawer.show}
      className={className}
    >
      {label}
    </button>
  );
}

export function ResultsToolbar({
  data,
  drawer,
  hydrated,
}: {
  data: SearchPageData;
  drawer: FilterDrawer;
  hydrated: boolean;
}) {
  const t = useT(inventoryCatalogue);
  const language = useLanguage();
  const first = (data.filters.page - 1) * RESULTS_PER_PAGE + 1;
  const last = first + data.vehicles.length - 1;
  return (
    <div className="sticky top-header z-30 -mx-4 flex items-center gap-3 border-b border-line bg-white px-4 py-2 sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0">
      <FiltersButton data={data} drawer={drawer} hydrated={hydrated} />
      <h2 id="results-heading" className="text-base font-semibold text-muted max-lg:sr-only">
        {data.total === 0
          ? t("inventory.results.none")
          : t("inventory.results.showing", {
              first: formatNumber(first, language),
              last: formatNumber(last, language),
              total: formatNumber(data.total, language),
            })}
      </h2>
      <SortForm data={data} />
    </div>
  );
}
