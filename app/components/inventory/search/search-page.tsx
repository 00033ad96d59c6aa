import { Container } from "~/components/ui/container";
import { JsonLd } from "~/components/ui/json-ld";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { SearchPageData } from "~/features/inventory/search/search-page.server";
import { searchBreadcrumbsJsonLd } from "~/features/seo/structured-data/search-breadcrumbs";
import { useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";
import { FilterPanel } from "./filter-panel";
import { ItemListJsonLd } from "./item-list-json-ld";
import { SearchEducation, SearchFaq } from "./search-info";
import { SearchResults } from "./search-results";
import { useFilterDrawer } from "./use-filter-drawer";

/**
 * The search results page: heading and count, the filters (a drawer on phones, a sidebar from
 * 1024 px), the results with a sticky bar for filters and sort, chips and paging, then the
 * education and FAQ blocks. Every control is a link or a GET form; JavaScript adds the
 * drawer's dialog behaviour and live counts.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  const t = useT(inventoryCatalogue);
  const hydrated = useHydrated();
  const drawer = useFilterDrawer(hydrated);
  return (
    <Container className="py-6 sm:py-8">
      <header className="mb-4 lg:mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">
          {data.heading}
        </h1>
        <p className="mt-1 text-muted" id="result-count">
          {t("inventory.search.inStock", { count: data.total })}
        </p>
      </header>
      <div className="gap-8 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)]">
        <FilterPanel data={data} drawer={drawer} hydrated={hydrated} />
        <SearchResults data={data} drawer={drawer} hydrated={hydrated} />
      </div>
      <SearchEducation />
      <SearchFaq paymentTerms={data.paymentTerms} />
      <ItemListJsonLd data={data} />
      <JsonLd data={searchBreadcrumbsJsonLd(data)} />
    </Container>
  );
}
