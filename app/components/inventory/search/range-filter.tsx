import type { RangeKey } from "~/features/inventory/search/filter-state";
import type { RangeFacet } from "~/features/inventory/search/range-counting";
import { formatRangeValue } from "~/features/inventory/search/search-copy";
import type { SearchPageData } from "~/features/inventory/search/search-page.server";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";
import { count, Section } from "./facet-list";
import { useSyncedState } from "./use-synced-state";

/** A range filter (price, payment, year, mileage): a min and a max select, each option with its count. */

function RangeSelect({
  id,
  name,
  label,
  value,
  options,
  noneLabel,
  anyCount,
  format,
}: {
  id: string;
  name: string;
  label: string;
  value: number | null;
  options: RangeFacet["min"];
  noneLabel: string;
  anyCount: number;
  format: (n: number) => string;
}) {
  const language = useLanguage();
  const [current, setCurrent] = useSyncedState(value === null ? "" : String(value));
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-xs font-semibold text-muted">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        className="mt-1 h-11 w-full rounded-lg border border-gray-400 bg-white px-2 text-sm"
      >
        <option value="">
          {noneLabel} {count(anyCount, language)}
        </option>
        {options.map((o) => (
          <option key={o.bound} value={String(o.bound)}>
            {format(o.bound)} {count(o.count, language)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function RangeFilter({
  legend,
  rangeKey,
  data,
  note,
}: {
  legend: string;
  rangeKey: RangeKey;
  data: SearchPageData;
  note?: string;
}) {
  const facet = data.facets.ranges[rangeKey];
  const range = data.filters[rangeKey];
  const t = useT(inventoryCatalogue);
  const language = useLanguage();
  const format = (n: number) => formatRangeValue(rangeKey, n, { t, language });
  // Newest years first in the lists, as shoppers read them.
  const order = <T,>(list: T[]) => (rangeKey === "year" ? [...list].reverse() : list);
  return (
    <Section legend={legend}>
      <div className="grid grid-cols-2 gap-2">
        <RangeSelect
          id={`filter-${rangeKey}-min`}
          name={`${rangeKey}Min`}
          label={t("inventory.range.min")}
          value={range.min}
          options={order(facet.min)}
          noneLabel={t("inventory.range.noMin")}
          anyCount={facet.any}
          format={format}
        />
        <RangeSelect
          id={`filter-${rangeKey}-max`}
          name={`${rangeKey}Max`}
          label={t("inventory.range.max")}
          value={range.max}
          options={order(facet.max)}
          noneLabel={t("inventory.range.noMax")}
          anyCount={facet.any}
          format={format}
        />
      </div>
      {note ? <p className="mt-2 text-xs text-muted">{note}</p> : null}
    </Section>
  );
}
