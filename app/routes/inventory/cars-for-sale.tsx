import { data } from "react-router";
import { SearchPage } from "~/components/search/search-page";
import { VehiclePage, vehiclePageMeta } from "~/components/vehicle-page/vehicle-page";
import { loadSearchPage } from "~/features/inventory/search/search-page.server";
import { CONDITIONS, type Condition } from "~/features/inventory/vehicle";
import { loadVehiclePage } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { fallbackTitle, seo } from "~/lib/seo";
import type { RootData } from "~/root";
import type { Route } from "./+types/cars-for-sale";

/**
 * /cars-for-sale/... and /{condition}-cars-for-sale/... (route name cars-search-page).
 * `/{condition}-cars-for-sale/{one segment}` whose segment starts with digits and a hyphen
 * is a vehicle detail page; every other path is the search page.
 */
const VEHICLE_SLUG = /^\d+-/;

function conditionOf(pathname: string): Condition | null {
  const prefix = /^\/([^/]+)-cars-for-sale(?:\/|$)/i.exec(pathname)?.[1]?.toLowerCase();
  return (CONDITIONS as readonly string[]).includes(prefix ?? "") ? (prefix as Condition) : null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const splat = params["*"] ?? "";
  const condition = conditionOf(new URL(request.url).pathname);
  const segments = splat.split("/").filter(Boolean);
  if (condition && segments.length === 1 && VEHICLE_SLUG.test(segments[0]!)) {
    const vehicle = await loadVehiclePage({ request, condition, slug: segments[0]! });
    return data({ page: "vehicle" as const, vehicle });
  }
  const search = await loadSearchPage({ request, condition, splat });
  return data(
    { page: "search" as const, search },
    { headers: { "Server-Timing": `search;dur=${search.searchMs.toFixed(2)}` } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const timing = loaderHeaders.get("Server-Timing");
  return timing ? { "Server-Timing": timing } : new Headers();
};

export const meta: Route.MetaFunction = ({ data: page, matches, location, error }) => {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const site = {
    siteUrl: root?.siteUrl ?? "",
    siteName: root?.company.name ?? "",
    defaultDescription: root?.company.siteInfo.description ?? "",
  };
  if (!page) return seo({ title: fallbackTitle(location.pathname, error), ...site });
  if (page.page === "vehicle") return vehiclePageMeta(page.vehicle, site);
  const { search } = page;
  return seo({
    title: search.title,
    description: search.description,
    canonicalPath: search.canonicalUrl,
    indexable: search.indexable,
    ...site,
  });
};

export default function CarsForSale({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === "vehicle") return <VehiclePage data={loaderData.vehicle} />;
  return <SearchPage data={loaderData.search} />;
}
