import { JsonLd } from "~/components/ui/json-ld";
import { RESULTS_PER_PAGE } from "~/features/inventory/search/filter-state";
import type { SearchPageData } from "~/features/inventory/search/search-page.server";
import { vehicleUrl } from "~/features/inventory/urls";

/** The schema.org ItemList of the page's vehicles, as structured data for search engines. */
export function itemListJsonLd(data: SearchPageData): Record<string, unknown> {
  const offset = (data.filters.page - 1) * RESULTS_PER_PAGE;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: data.title,
    url: `${data.siteUrl}${data.canonicalUrl}`,
    numberOfItems: data.vehicles.length,
    itemListElement: data.vehicles.map((vehicle, i) => ({
      "@type": "ListItem",
      position: offset + i + 1,
      url: `${data.siteUrl}${vehicleUrl(vehicle)}`,
      name: `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`,
    })),
  };
}

export function ItemListJsonLd({ data }: { data: SearchPageData }) {
  return <JsonLd data={itemListJsonLd(data)} />;
}
