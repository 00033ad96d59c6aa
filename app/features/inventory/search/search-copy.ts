import { formatMileage, formatNumber, formatPrice } from "~/lib/format";
import type { Condition } from "../vehicle";
import { type ListKey, labelFromSlug, type Range, type RangeKey, type SearchFilters } from "./filter-state";
import { searchUrl, toggleListValue, withFilters } from "./filter-urls";

/**
 * The words of a search page: its title and heading, its description, and the chips of the
 * chosen filters. Pure; the labels come from the settings and the data.
 */

/** A display name for a slug of a list filter (a model slug is looked up under the chosen makes). */
export type Labeller = (key: ListKey, slug: string) => string;

export function conditionLabel(condition: Condition): string {
  return condition === "certified"
    ? "Certified Pre-Owned"
    : condition.charAt(0).toUpperCase() + condition.slice(1);
}

export function formatRangeValue(key: RangeKey, value: number): string {
  if (key === "price") return formatPrice(value);
  if (key === "payment") return `${formatPrice(value)}/mo`;
  if (key === "mileage") return formatMileage(value);
  return String(value);
}

export const RANGE_NAMES: Record<RangeKey, string> = {
  price: "Price",
  year: "Year",
  mileage: "Mileage",
  payment: "Monthly payment",
};

/** "under $20,000", "2018 and newer", "10,000 mi to 50,000 mi". */
export function describeRange(key: RangeKey, range: Range): string {
  const f = (v: number) => formatRangeValue(key, v);
  if (range.min !== null && range.max !== null) {
    return range.min === range.max ? f(range.min) : `${f(range.min)} to ${f(range.max)}`;
  }
  if (key === "year") return range.min !== null ? `${range.min} and newer` : `${range.max} and older`;
  return range.max !== null ? `under ${f(range.max)}` : `over ${f(range.min!)}`;
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/**
 * "Used Toyota Camry for Sale", "SUVs for Sale Under $20,000", "Used Cars for Sale with
 * Price Drops", "Cars for Sale matching “awd”". One heading for the page and the title;
 * page 2 on says so in the title.
 */
export function searchHeading(filters: SearchFilters, label: Labeller): string {
  const words: string[] = [];
  if (filters.condition) words.push(conditionLabel(filters.condition));
  const noun = filters.bodyStyles.length === 1 ? label("bodyStyles", filters.bodyStyles[0]!) : "Cars";
  if (filters.makes.length === 1) {
    words.push(label("makes", filters.makes[0]!));
    if (filters.models.length === 1) words.push(label("models", filters.models[0]!));
    else words.push(noun);
  } else {
    words.push(noun);
  }
  words.push("for Sale");
  const price = filters.price;
  if (price.min !== null && price.max !== null)
    words.push(`from ${formatPrice(price.min)} to ${formatPrice(price.max)}`);
  else if (price.max !== null) words.push(`Under ${formatPrice(price.max)}`);
  else if (price.min !== null) words.push(`Over ${formatPrice(price.min)}`);
  const extras: string[] = filters.features.map((f) => label("features", f));
  if (filters.greatDeal === "price-drop") extras.push("Price Drops");
  if (filters.greatDeal === "premium-upgrades") extras.push("Premium Upgrades");
  if (extras.length) words.push(`with ${joinWords(extras)}`);
  // A keyword search says what was searched, as the shopper typed it.
  if (filters.q) words.push(`matching “${filters.q}”`);
  return words.join(" ");
}

export function searchTitle(heading: string, page: number): string {
  return page > 1 ? `${heading} - Page ${page}` : heading;
}

export function searchDescription(heading: string, total: number, dealer: string, places: string[]): string {
  const count = total === 1 ? "1 vehicle" : `${formatNumber(total)} vehicles`;
  return `${heading}: ${count} in stock at ${dealer} in ${joinWords(places)}. Every vehicle passes our 75-point inspection, and pre-approval has no impact on your credit score.`;
}

export type Chip = { label: string; href: string };
/** A chosen filter, and the search without it (`range` names a range filter's chip). */
export type ChipState = { label: string; without: SearchFilters; range?: RangeKey };

/**
 * One removable chip per chosen filter; each links to the same search without it.
 * `normalize` applies the vocabulary's rules (a make leaving takes its models along).
 */
export function filterChips(
  filters: SearchFilters,
  label: Labeller,
  normalize: (f: SearchFilters) => SearchFilters,
  options: { showCondition: boolean },
): Chip[] {
  return chipStates(filters, label, normalize, options).map(chipLink);
}

/** A chosen filter as the page links it: its label, and the search without it. */
export function chipLink(chip: ChipState): Chip {
  return { label: chip.label, href: searchUrl(chip.without) };
}

/** The chosen filters in the chips' order, each with the (normalized) search without it. */
export function chipStates(
  filters: SearchFilters,
  label: Labeller,
  normalize: (f: SearchFilters) => SearchFilters,
  options: { showCondition: boolean },
): ChipState[] {
  const chips: ChipState[] = [];
  if (filters.condition && options.showCondition)
    chips.push({
      label: conditionLabel(filters.condition),
      without: normalize(withFilters(filters, { condition: null })),
    });
  if (filters.q) chips.push({ label: `“${filters.q}”`, without: normalize(withFilters(filters, { q: "" })) });
  const lists: ListKey[] = [
    "bodyStyles",
    "makes",
    "models",
    "trims",
    "features",
    "transmissions",
    "fuelTypes",
    "drivetrains",
    "exteriorColors",
    "locations",
  ];
  for (const key of lists) {
    for (const value of filters[key] as string[]) {
      chips.push({ label: label(key, value), without: normalize(toggleListValue(filters, key, value)) });
    }
  }
  for (const key of ["price", "year", "mileage", "payment"] as const) {
    const range = filters[key];
    if (range.min !== null || range.max !== null)
      chips.push({
        label: `${RANGE_NAMES[key]}: ${describeRange(key, range)}`,
        without: normalize(withFilters(filters, { [key]: { min: null, max: null } })),
        range: key,
      });
  }
  if (filters.greatDeal)
    chips.push({
      label: filters.greatDeal === "price-drop" ? "Price drops" : "Premium upgrades",
      without: normalize(withFilters(filters, { greatDeal: null })),
    });
  return chips;
}

export { labelFromSlug };
