import type { SearchPageData } from "~/features/inventory/search/search-page.server";
import { formatNumber } from "~/lib/format";
import { ItemListJsonLd } from "./item-list-json-ld";
import { SearchFilters } from "./search-filters";
import { SearchEducation, SearchFaq } from "./search-info";
import { SearchResults } from "./search-results";

/**
 * The search results page: heading and count, the filters (a collapsed disclosure on
 * phones, a sidebar from 1024 px), the results with sort, chips and paging, then the
 * education and FAQ blocks. Every control is a link or a GET form.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  const activeCount = data.chips.length;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{data.heading}</h1>
        <p className="mt-1 text-muted" id="result-count">
          {data.total === 1 ? "1 vehicle" : `${formatNumber(data.total)} vehicles`} in stock
        </p>
      </header>
      <div className="gap-8 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)]">
        {/* A disclosure on phones; from 1024 px its content shows whether open or not (no JavaScript needed). */}
        <details className="mb-6 self-start rounded-xl border border-line bg-white lg:mb-0 lg:border-0 lg:bg-transparent lg:details-content:[content-visibility:visible]">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 font-bold lg:hidden [&::-webkit-details-marker]:hidden">
            <span>Filters{activeCount > 0 ? ` (${activeCount})` : ""}</span>
            <span aria-hidden="true" className="text-sm font-semibold text-brand-ink">
              Show / hide
            </span>
          </summary>
          <div className="border-t border-line p-4 lg:border-0 lg:p-0">
            <SearchFilters data={data} />
          </div>
        </details>
        <SearchResults data={data} />
      </div>
      <SearchEducation />
      <SearchFaq paymentTerms={data.paymentTerms} />
      <ItemListJsonLd data={data} />
    </div>
  );
}
