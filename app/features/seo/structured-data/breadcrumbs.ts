import type { JsonLd } from "../json-ld";
import { absoluteUrl } from "../page-meta";

/** One step of a trail: its name and its site path (or absolute URL). */
/** One step of a trail; `lang` when its name is in another language than the page (an English article's title on the Spanish site). */
export type Crumb = { name: string; path: string; lang?: string };

/**
 * schema.org BreadcrumbList: the trail from the home page to this page, each step with an
 * absolute URL (search engines ignore relative ones). The trail starts where the caller says;
 * pages pass Home first.
 */
export function breadcrumbsJsonLd(siteUrl: string, crumbs: readonly Crumb[]): JsonLd | null {
  if (crumbs.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}
