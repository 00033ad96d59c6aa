import type { Condition } from "~/features/inventory/vehicle";
import type { JsonLd } from "../json-ld";
import { breadcrumbsJsonLd, type Crumb } from "./breadcrumbs";

/**
 * The BreadcrumbList of a search results page (issue 9: BreadcrumbList on search pages too):
 * Home › {Condition} cars for sale › {the page's heading}, the same trail the vehicle pages
 * start with, ending at the page's canonical URL. The condition's own page is its last step.
 */
const CONDITION_NAMES: Record<Condition, string> = { used: "Used", new: "New", certified: "Certified" };

export type SearchTrailInput = {
  siteUrl: string;
  /** The page's h1 ("Used Toyota Camry for Sale"). */
  heading: string;
  /** The page's one URL: path and query. */
  canonicalUrl: string;
  filters: { condition: Condition | null };
};

export function searchCrumbs(page: Omit<SearchTrailInput, "siteUrl">): Crumb[] {
  const condition = page.filters.condition;
  const base = condition
    ? { name: `${CONDITION_NAMES[condition]} cars for sale`, path: `/${condition}-cars-for-sale` }
    : { name: "Cars for sale", path: "/cars-for-sale" };
  const here = { name: page.heading, path: page.canonicalUrl };
  const path = page.canonicalUrl.split("?")[0];
  return path === base.path ? [{ name: "Home", path: "/" }, here] : [{ name: "Home", path: "/" }, base, here];
}

export function searchBreadcrumbsJsonLd(page: SearchTrailInput): JsonLd {
  // A trail always has Home and this page, so the builder never returns null here.
  return breadcrumbsJsonLd(page.siteUrl, searchCrumbs(page)) as JsonLd;
}
