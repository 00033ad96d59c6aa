import { RESULTS_PER_PAGE } from "~/features/inventory/search/filters";
import type { SearchPageData } from "~/features/inventory/search/search-page.server";
import { vehicleUrl } from "~/features/inventory/urls";
import { useNonce } from "~/lib/nonce";

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

/** JSON inside <script>: `<` escaped so no value can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function ItemListJsonLd({ data }: { data: SearchPageData }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides a nonce from the DOM after parsing, so the client render cannot match it.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonForScript(itemListJsonLd(data)) }}
    />
  );
}
