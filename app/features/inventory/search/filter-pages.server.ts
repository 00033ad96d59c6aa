import type { DB } from "~/lib/db/connection.server";
import { BODY_STYLES, type Condition } from "../vehicle";
import type { FacetIndex, SearchContext } from "./facet-index";
import { emptyFilters, GREAT_DEALS, type SearchFilters } from "./filter-state";
import { searchPath } from "./filter-urls";
import { getSearchData } from "./search-repository.server";

/**
 * The filter pages worth a search engine's time (spec section 7, the `filters` sitemap):
 * every search page that answers a question shoppers actually search for and has stock.
 * The search page is `index, follow` only when its path is in this list (and it has no
 * query); the sitemap API serves the same list.
 */

/** The price a dealership's shoppers search by, linked from the menus (spec section 9). */
export const INDEXED_PRICE_CEILING = 20_000;

const cached = new WeakMap<FacetIndex, { key: string; paths: string[] }>();

/**
 * Paths, in a stable order: the condition pages, each body style, each condition's body
 * styles, each make, each make and model, the under-$20,000 page (whole inventory, then each
 * condition) and the great-deals pages; only those with a vehicle in stock. The menus link
 * to a condition's pages ("Shop Used Cars": /used-cars-for-sale/sedans, .../price-under-20000),
 * and a page the site itself sends shoppers to is one a search engine should know.
 */
export function listFilterPagePaths(index: FacetIndex, context: SearchContext): string[] {
  const key = context.conditions.join(",");
  const known = cached.get(index);
  if (known && known.key === key) return known.paths;

  const conditions = context.conditions;
  const total = (filters: SearchFilters) => index.search({ ...filters, page: 1 }, context).total;
  const paths: string[] = [];
  const add = (filters: SearchFilters) => paths.push(searchPath(filters));

  const byCondition = index.countBy("conditions", conditions);
  if ([...byCondition.values()].some((n) => n > 0)) add(emptyFilters());
  for (const condition of conditions) if (byCondition.get(condition)) add(emptyFilters(condition));

  const byBody = index.countBy("bodyStyles", conditions);
  for (const body of BODY_STYLES) if (byBody.get(body)) add({ ...emptyFilters(), bodyStyles: [body] });
  for (const condition of conditions) {
    const byConditionBody = index.countBy("bodyStyles", [condition]);
    for (const body of BODY_STYLES)
      if (byConditionBody.get(body)) add({ ...emptyFilters(condition), bodyStyles: [body] });
  }

  const byMake = index.countBy("makes", conditions);
  const byModel = index.countBy("models", conditions);
  for (const make of [...byMake.keys()].sort()) {
    add({ ...emptyFilters(), makes: [make] });
    const models = [...byModel.keys()]
      .filter((pair) => pair.startsWith(`${make}/`))
      .map((pair) => pair.slice(make.length + 1))
      .sort();
    for (const model of models) add({ ...emptyFilters(), makes: [make], models: [model] });
  }

  for (const condition of [null, ...conditions]) {
    const underCeiling = { ...emptyFilters(condition), price: { min: null, max: INDEXED_PRICE_CEILING } };
    if (total(underCeiling) > 0) add(underCeiling);
  }

  const dealCondition: Condition | null = conditions.includes("used") ? "used" : null;
  for (const deal of GREAT_DEALS) {
    const filters = { ...emptyFilters(dealCondition), greatDeal: deal };
    if (total(filters) > 0) add(filters);
  }

  cached.set(index, { key, paths });
  return paths;
}

/** The same list straight from the database, for the sitemap API. */
export async function loadFilterPagePaths(
  db: DB,
  contextOf: (index: FacetIndex) => SearchContext,
): Promise<string[]> {
  const { index } = await getSearchData(db);
  return listFilterPagePaths(index, contextOf(index));
}
