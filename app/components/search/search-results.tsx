import { Form, Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { VehicleCard } from "~/components/vehicle-card";
import {
  RESULTS_PER_PAGE,
  searchPath,
  searchQueryEntries,
  searchUrl,
} from "~/features/inventory/search/filters";
import type { SearchPageData } from "~/features/inventory/search/search-page.server";
import { formatNumber } from "~/lib/format";
import { useSyncedState } from "./use-synced-state";

/** The sort control: a GET form that keeps the filters; it submits itself once JavaScript runs. */
function SortForm({ data }: { data: SearchPageData }) {
  const [sort, setSort] = useSyncedState<string>(data.filters.sort);
  const hidden = searchQueryEntries({ ...data.filters, page: 1 }).filter(([name]) => name !== "sort");
  return (
    <Form
      method="get"
      action={searchPath(data.filters)}
      preventScrollReset
      className="flex items-center gap-2"
      onChange={(event) => event.currentTarget.requestSubmit()}
    >
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort" className="text-sm font-semibold text-muted">
        Sort by
      </label>
      <select
        id="sort"
        name="sort"
        value={sort}
        onChange={(event) => setSort(event.target.value)}
        className="h-11 rounded-lg border border-gray-400 bg-white px-3 text-sm"
      >
        {data.sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-11 rounded-lg bg-brand-ink px-4 text-sm font-bold text-white">
          Sort
        </button>
      </noscript>
    </Form>
  );
}

function Chips({ data }: { data: SearchPageData }) {
  if (data.chips.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Selected filters</h2>
      <ul className="contents">
        {data.chips.map((chip) => (
          <li key={chip.href + chip.label}>
            <Link
              to={chip.href}
              preventScrollReset
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-dark bg-brand/10 px-3 py-1 text-sm font-semibold text-brand-ink hover:bg-brand/20"
            >
              {chip.label}
              <Icon name="close" size={14} />
              <span className="sr-only">(remove filter)</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={data.clearUrl}
        className="min-h-9 px-2 py-1 text-sm font-bold text-brand-ink underline underline-offset-4"
      >
        Clear all filters
      </Link>
    </div>
  );
}

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, pageCount: number): Array<number | "gap"> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) result.push("gap");
    result.push(p);
  });
  return result;
}

function Pagination({ data }: { data: SearchPageData }) {
  const { page } = data.filters;
  if (data.pageCount <= 1) return null;
  const href = (p: number) => searchUrl({ ...data.filters, page: p });
  const link =
    "inline-flex h-11 min-w-11 items-center justify-center rounded-lg border border-line px-3 font-semibold";
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={`${link} hover:border-brand-dark`}>
          <span aria-hidden="true">‹</span>&nbsp;Previous
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {pageWindow(page, data.pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={`Page ${p}`}
                className={`${link} ${p === page ? "border-brand-ink bg-brand-ink text-white" : "hover:border-brand-dark"}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < data.pageCount ? (
        <Link to={href(page + 1)} rel="next" className={`${link} hover:border-brand-dark`}>
          Next&nbsp;<span aria-hidden="true">›</span>
        </Link>
      ) : null}
    </nav>
  );
}

function EmptyResults({ data }: { data: SearchPageData }) {
  return (
    <div className="mt-6 rounded-xl border border-line bg-surface p-8 text-center" data-testid="no-results">
      <h2 className="text-xl font-bold">No vehicles match these filters</h2>
      <p className="mt-2 text-muted">
        Try removing a filter above, or start again with our whole inventory. New vehicles arrive every day.
      </p>
      <Link
        to={data.clearUrl}
        className="mt-4 inline-flex items-center rounded-full bg-brand-ink px-6 py-3 font-bold text-white hover:bg-brand-dark"
      >
        Clear all filters
      </Link>
    </div>
  );
}

export function SearchResults({ data }: { data: SearchPageData }) {
  const first = (data.filters.page - 1) * RESULTS_PER_PAGE + 1;
  const last = first + data.vehicles.length - 1;
  return (
    <section aria-labelledby="results-heading" className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="results-heading" className="text-base font-semibold text-muted">
          {data.total === 0
            ? "No results"
            : `Showing ${formatNumber(first)}-${formatNumber(last)} of ${formatNumber(data.total)}`}
        </h2>
        <SortForm data={data} />
      </div>
      <Chips data={data} />
      {data.total === 0 ? (
        <EmptyResults data={data} />
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {data.vehicles.map((vehicle, i) => (
            <li key={vehicle.vin} className="flex">
              <div className="flex w-full [&>article]:w-full">
                <VehicleCard vehicle={vehicle} eager={i < 2} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination data={data} />
    </section>
  );
}
