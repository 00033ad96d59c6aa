import type { FormEvent } from "react";
import { Form } from "react-router";
import type { FacetValue, RangeFacet } from "~/features/inventory/search/facet-index";
import { DEFAULT_SORT, QUERY_PARAM, type RangeKey } from "~/features/inventory/search/filters";
import { formatRangeValue } from "~/features/inventory/search/search-copy";
import type { SearchPageData } from "~/features/inventory/search/search-page.server";
import { formatNumber } from "~/lib/format";
import { useSyncedState } from "./use-synced-state";

/**
 * The filters: one GET form holding the whole search, each value with its count. Without
 * JavaScript the shopper ticks and presses "Show results"; with it, a tick or a choice
 * submits at once. The server turns the submitted query into the canonical URL.
 */

const count = (n: number) => `(${formatNumber(n)})`;

function Section({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-2 w-full text-sm font-bold tracking-wide text-ink uppercase">
        {legend}
      </legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

function Checkbox({
  name,
  value,
  label,
  count: n,
  checked,
  owner,
}: {
  name: string;
  value: string;
  label: string;
  count: number;
  checked: boolean;
  /** A model's make: two makes may share a model slug, and ids must stay unique. */
  owner?: string;
}) {
  const [on, setOn] = useSyncedState(checked);
  const id = owner ? `filter-${name}-${owner}-${value}` : `filter-${name}-${value}`;
  return (
    <li>
      <label
        htmlFor={id}
        className="flex min-h-9 cursor-pointer items-center gap-2 rounded px-1 text-sm hover:bg-surface"
      >
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
          className="h-4 w-4 shrink-0 accent-brand-dark"
        />
        <span className="min-w-0 flex-1">{label}</span>
        <span className="text-muted">{count(n)}</span>
      </label>
    </li>
  );
}

function CheckboxList({
  legend,
  name,
  values,
  tall = false,
}: {
  legend: string;
  name: string;
  values: Array<FacetValue & { make?: string }>;
  tall?: boolean;
}) {
  if (values.length === 0) return null;
  return (
    <Section legend={legend}>
      <ul className={tall ? "max-h-64 overflow-y-auto pr-1" : undefined}>
        {values.map((v) => (
          <Checkbox
            key={v.make ? `${v.make}/${v.value}` : v.value}
            name={name}
            value={v.value}
            label={v.label}
            count={v.count}
            checked={v.selected}
            owner={v.make}
          />
        ))}
      </ul>
    </Section>
  );
}

function Radio({
  name,
  value,
  label,
  count: n,
  checked,
}: {
  name: string;
  value: string;
  label: string;
  count: number;
  checked: boolean;
}) {
  const id = `filter-${name}-${value || "any"}`;
  return (
    <li>
      <label
        htmlFor={id}
        className="flex min-h-9 cursor-pointer items-center gap-2 rounded px-1 text-sm hover:bg-surface"
      >
        <input
          id={id}
          type="radio"
          name={name}
          value={value}
          defaultChecked={checked}
          className="h-4 w-4 shrink-0 accent-brand-dark"
        />
        <span className="min-w-0 flex-1">{label}</span>
        <span className="text-muted">{count(n)}</span>
      </label>
    </li>
  );
}

function RadioList({
  legend,
  name,
  anyLabel,
  anyCount,
  values,
}: {
  legend: string;
  name: string;
  anyLabel: string;
  anyCount: number;
  values: FacetValue[];
}) {
  const selected = values.find((v) => v.selected)?.value ?? "";
  // Keyed by the server's choice: a radio group's default is reset when that choice changes.
  return (
    <Section legend={legend}>
      <ul key={selected}>
        <Radio name={name} value="" label={anyLabel} count={anyCount} checked={selected === ""} />
        {values.map((v) => (
          <Radio
            key={v.value}
            name={name}
            value={v.value}
            label={v.label}
            count={v.count}
            checked={v.selected}
          />
        ))}
      </ul>
    </Section>
  );
}

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
          {noneLabel} {count(anyCount)}
        </option>
        {options.map((o) => (
          <option key={o.bound} value={String(o.bound)}>
            {format(o.bound)} {count(o.count)}
          </option>
        ))}
      </select>
    </div>
  );
}

function RangeFilter({
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
  const format = (n: number) => formatRangeValue(rangeKey, n);
  // Newest years first in the lists, as shoppers read them.
  const order = <T,>(list: T[]) => (rangeKey === "year" ? [...list].reverse() : list);
  return (
    <Section legend={legend}>
      <div className="grid grid-cols-2 gap-2">
        <RangeSelect
          id={`filter-${rangeKey}-min`}
          name={`${rangeKey}Min`}
          label="Min"
          value={range.min}
          options={order(facet.min)}
          noneLabel="No min"
          anyCount={facet.any}
          format={format}
        />
        <RangeSelect
          id={`filter-${rangeKey}-max`}
          name={`${rangeKey}Max`}
          label="Max"
          value={range.max}
          options={order(facet.max)}
          noneLabel="No max"
          anyCount={facet.any}
          format={format}
        />
      </div>
      {note ? <p className="mt-2 text-xs text-muted">{note}</p> : null}
    </Section>
  );
}

/** With JavaScript, ticking a box or choosing an option shows the results at once. */
function submitOnChoice(event: FormEvent<HTMLFormElement>) {
  const target = event.target as HTMLInputElement | HTMLSelectElement;
  if (target instanceof HTMLSelectElement || target.type === "checkbox" || target.type === "radio") {
    event.currentTarget.requestSubmit();
  }
}

export function SearchFilters({ data }: { data: SearchPageData }) {
  const { facets, filters } = data;
  const [keyword, setKeyword] = useSyncedState(filters.q);
  const conditionTotal = facets.conditions.reduce((n, c) => n + c.count, 0);
  return (
    <Form
      method="get"
      action={data.formAction}
      preventScrollReset
      onChange={submitOnChoice}
      aria-label="Filters"
      className="flex flex-col gap-4"
    >
      {filters.sort !== DEFAULT_SORT ? <input type="hidden" name="sort" value={filters.sort} /> : null}
      <div>
        <label htmlFor="filter-q" className="text-sm font-bold tracking-wide text-ink uppercase">
          Keyword
        </label>
        <input
          id="filter-q"
          type="search"
          name="q"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder="Make, model, feature..."
          className="mt-2 h-11 w-full rounded-lg border border-gray-400 px-3 text-sm"
        />
      </div>
      {facets.conditions.length > 1 ? (
        <RadioList
          legend="Condition"
          name="condition"
          anyLabel="All"
          anyCount={conditionTotal}
          values={facets.conditions}
        />
      ) : null}
      <RadioList
        legend="Great deals"
        name="great-deals"
        anyLabel="All vehicles"
        anyCount={facets.greatDealsAny}
        values={facets.greatDeals}
      />
      <CheckboxList legend="Body style" name={QUERY_PARAM.bodyStyles} values={facets.bodyStyles} />
      <CheckboxList legend="Make" name={QUERY_PARAM.makes} values={facets.makes} tall />
      <CheckboxList legend="Model" name={QUERY_PARAM.models} values={facets.models} tall />
      <CheckboxList legend="Trim" name={QUERY_PARAM.trims} values={facets.trims} tall />
      <RangeFilter legend="Price" rangeKey="price" data={data} />
      <RangeFilter legend="Monthly payment" rangeKey="payment" data={data} note={data.paymentTerms} />
      <RangeFilter legend="Year" rangeKey="year" data={data} />
      <RangeFilter legend="Mileage" rangeKey="mileage" data={data} />
      <CheckboxList legend="Features" name={QUERY_PARAM.features} values={facets.features} tall />
      <CheckboxList
        legend="Transmission"
        name={QUERY_PARAM.transmissions}
        values={facets.transmissions}
        tall
      />
      <CheckboxList legend="Fuel type" name={QUERY_PARAM.fuelTypes} values={facets.fuelTypes} />
      <CheckboxList legend="Drivetrain" name={QUERY_PARAM.drivetrains} values={facets.drivetrains} />
      <CheckboxList
        legend="Exterior color"
        name={QUERY_PARAM.exteriorColors}
        values={facets.exteriorColors}
        tall
      />
      <CheckboxList legend="Location" name={QUERY_PARAM.locations} values={facets.locations} />
      <div className="sticky bottom-0 -mx-1 bg-white/95 px-1 py-2 lg:bg-white">
        <button
          type="submit"
          className="h-11 w-full rounded-full bg-brand-ink px-5 font-bold text-white hover:bg-brand-dark"
        >
          Show results
        </button>
      </div>
    </Form>
  );
}
