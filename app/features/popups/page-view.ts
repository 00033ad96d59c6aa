import { CONDITIONS, type Condition } from "~/features/inventory/vehicle";
import { vehicleSlugOfSearchPath } from "~/features/inventory/vehicle-page/vehicle-path";
import { TRACKED_PARAMS } from "~/features/visitor/tracked-params";
import { pathWithoutLanguage } from "~/lib/i18n/languages";
import type { PageKind } from "./popup-definition";

/**
 * A page view as the popups count it, told from its URL alone so the browser needs no server
 * help: the kind of page, its English path, and the route parameters that conditions may name.
 *
 * - vehicle (`/used-cars-for-sale/2019-honda-cr-v-{VIN}`): `vin`, `condition`, `year`;
 * - search (`/cars-for-sale/suvs?price=...`, `/used-cars-for-sale`): `condition` when the path
 *   names one, and `search`: the path and its filters without the page number and campaign
 *   values, so paging through one search or landing from an ad is still that one search;
 * - home (`/`), and everything else (`other`), without parameters.
 */
export type PageView = {
  kind: PageKind;
  path: string;
  params: Readonly<Record<string, string | number | undefined>>;
};

const SEARCH_PATH = /^\/(?:(used|new|certified)-)?cars-for-sale(?:\/(.*))?$/;
/** Query parameters that do not make another search. */
const NOT_A_FILTER: ReadonlySet<string> = new Set<string>(["page", "sold", ...TRACKED_PARAMS]);

export function pageViewOf(pathname: string, search = ""): PageView {
  const path = pathWithoutLanguage(pathname).replace(/(.)\/+$/, "$1");
  if (path === "/") return { kind: "home", path, params: {} };
  const match = SEARCH_PATH.exec(path);
  if (!match) return { kind: "other", path, params: {} };
  const condition = CONDITIONS.includes(match[1] as Condition) ? (match[1] as Condition) : undefined;
  const splat = match[2] ?? "";
  const slug = vehicleSlugOfSearchPath(condition ?? null, splat);
  if (slug) {
    // `{year}-{make}-{model}-{VIN}`: the VIN is the last 17 characters.
    const vin = slug.slice(-17).toUpperCase();
    const year = Number(slug.split("-", 1)[0]);
    return { kind: "vehicle", path, params: { vin, condition, year } };
  }
  return { kind: "search", path, params: { condition, search: searchKey(path, search) } };
}

/** The search's path and filters, sorted: the same search written twice is one key. */
function searchKey(path: string, search: string): string {
  const filters = [...new URLSearchParams(search)]
    .filter(([name]) => !NOT_A_FILTER.has(name))
    .sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));
  const query = new URLSearchParams(filters).toString();
  return query ? `${path}?${query}` : path;
}
