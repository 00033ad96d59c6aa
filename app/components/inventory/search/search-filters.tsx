import type { FormEvent, ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { Form } from "~/components/ui/link";
import { DEFAULT_SORT, QUERY_PARAM } from "~/features/inventory/search/filter-state";
import type { SearchPageData } from "~/features/inventory/search/search-page.server";
import { useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";
import { CheckboxList, RadioList } from "./facet-list";
import { RangeFilter } from "./range-filter";
import { useSyncedState } from "./use-synced-state";

/**
 * The filters: one GET form holding the whole search, each value with its count. Without
 * JavaScript the shopper ticks and presses "Show results"; the server turns the submitted
 * query into the canonical URL. With JavaScript, in the sidebar a tick or a choice shows the
 * results at once; in the phone drawer it only updates the count of "Show N results", and
 * that button applies the filters and closes the drawer.
 */

export type FilterFormMode = {
  /** In the phone drawer: changes are counted, not applied. */
  drawer: boolean;
  /** Asks for the count of the form's current filters (typing: after a pause). */
  askCount: (form: HTMLFormElement, options?: { typing?: boolean }) => void;
  /** The form was submitted (the drawer closes). */
  onApply: () => void;
};

const isChoice = (target: EventTarget) =>
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLInputElement && (target.type === "checkbox" || target.type === "radio"));

function Keyword({ value }: { value: string }) {
  const t = useT(inventoryCatalogue);
  const [keyword, setKeyword] = useSyncedState(value);
  return (
    <div>
      <label htmlFor="filter-q" className="text-sm font-bold tracking-wide text-ink uppercase">
        {t("inventory.filters.keyword")}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="filter-q"
          type="search"
          name="q"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t("inventory.filters.keywordPlaceholder")}
          className="h-11 min-w-0 flex-1 rounded-lg border border-gray-400 px-3 text-sm"
        />
        <button
          type="submit"
          aria-label={t("inventory.filters.keywordSubmit")}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-gray-400 text-ink hover:border-brand-dark"
        >
          <Icon name="search" size={18} />
        </button>
      </div>
    </div>
  );
}

export function SearchFilters({
  data,
  mode,
  header,
  footer,
}: {
  data: SearchPageData;
  mode: FilterFormMode | null;
  /** The drawer's title bar, above the fields. */
  header?: ReactNode;
  /** "Show N results", under the fields (outside their scroll area, so it covers none of them). */
  footer: ReactNode;
}) {
  const t = useT(inventoryCatalogue);
  const { facets, filters } = data;
  const conditionTotal = facets.conditions.reduce((n, c) => n + c.count, 0);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!mode) return;
    const form = event.currentTarget;
    if (mode.drawer) mode.askCount(form, { typing: !isChoice(event.target) });
    else if (isChoice(event.target)) form.requestSubmit();
  };
  return (
    <Form
      id="search-filters"
      method="get"
      action={data.formAction}
      preventScrollReset
      onChange={onChange}
      onSubmit={() => mode?.onApply()}
      aria-label={t("inventory.filters.title")}
      className="flex min-h-0 flex-1 flex-col"
    >
      {header}
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overscroll-contain px-4 py-4 lg:px-1 lg:py-1">
        {filters.sort !== DEFAULT_SORT ? <input type="hidden" name="sort" value={filters.sort} /> : null}
        <Keyword value={filters.q} />
        {facets.conditions.length > 1 ? (
          <RadioList
            legend={t("inventory.facets.condition")}
            name="condition"
            anyLabel={t("inventory.facets.conditionAny")}
            anyCount={conditionTotal}
            values={facets.conditions}
          />
        ) : null}
        <RadioList
          legend={t("inventory.facets.greatDeals")}
          name="great-deals"
          anyLabel={t("inventory.facets.greatDealsAny")}
          anyCount={facets.greatDealsAny}
          values={facets.greatDeals}
        />
        <CheckboxList
          legend={t("inventory.facets.bodyStyle")}
          name={QUERY_PARAM.bodyStyles}
          values={facets.bodyStyles}
        />
        <CheckboxList
          legend={t("inventory.facets.make")}
          name={QUERY_PARAM.makes}
          values={facets.makes}
          noun="makes"
        />
        <CheckboxList
          legend={t("inventory.facets.model")}
          name={QUERY_PARAM.models}
          values={facets.models}
          noun="models"
        />
        <CheckboxList
          legend={t("inventory.facets.trim")}
          name={QUERY_PARAM.trims}
          values={facets.trims}
          noun="trims"
        />
        <RangeFilter legend={t("inventory.facets.price")} rangeKey="price" data={data} />
        <RangeFilter
          legend={t("inventory.facets.payment")}
          rangeKey="payment"
          data={data}
          note={data.paymentTerms}
        />
        <RangeFilter legend={t("inventory.facets.year")} rangeKey="year" data={data} />
        <RangeFilter legend={t("inventory.facets.mileage")} rangeKey="mileage" data={data} />
        <CheckboxList
          legend={t("inventory.facets.features")}
          name={QUERY_PARAM.features}
          values={facets.features}
          noun="features"
        />
        <CheckboxList
          legend={t("inventory.facets.transmission")}
          name={QUERY_PARAM.transmissions}
          values={facets.transmissions}
          noun="transmissions"
        />
        <CheckboxList
          legend={t("inventory.facets.fuelType")}
          name={QUERY_PARAM.fuelTypes}
          values={facets.fuelTypes}
        />
        <CheckboxList
          legend={t("inventory.facets.drivetrain")}
          name={QUERY_PARAM.drivetrains}
          values={facets.drivetrains}
        />
        <CheckboxList
          legend={t("inventory.facets.exteriorColor")}
          name={QUERY_PARAM.exteriorColors}
          values={facets.exteriorColors}
          noun="colors"
        />
        <CheckboxList
          legend={t("inventory.facets.location")}
          name={QUERY_PARAM.locations}
          values={facets.locations}
        />
      </div>
      {footer}
    </Form>
  );
}
