import { formatMileage, formatPrice } from "~/lib/format";
import type { Language, Translate } from "~/lib/i18n";
import type { Condition } from "../vehicle";
import {
  type GreatDeal,
  type ListKey,
  labelFromSlug,
  type Range,
  type RangeKey,
  type SearchFilters,
} from "./filter-state";
import { searchUrl, toggleListValue, withFilters } from "./filter-urls";

/**
 * The words of a search page: its title and heading, its description, and the chips of the
 * chosen filters. Pure; the labels come from the settings and the data, the words from the
 * page language's inventory catalogue (`t`), numbers and prices in its format (`language`).
 */

/**
 * How the page speaks: its translator (inventory catalogue) and its language; `word` names a
 * data value (a feature, transmission, fuel type, drivetrain or colour, in the feed's English)
 * in the page's language, the value itself when not given.
 */
export type Wording = { t: Translate; language: Language; word?: (value: string) => string };

/** A display name for a slug of a list filter (a model slug is looked up under the chosen makes). */
export type Labeller = (key: ListKey, slug: string) => string;

/** "Used", "New", "Certified Pre-Owned" (a facet, a chip). */
export function conditionLabel(condition: Condition, t: Translate): string {
  return t(`inventory.condition.${condition}`);
}

/** "Price drops", "Premium upgrades" (a facet, a chip). */
export function greatDealLabel(deal: GreatDeal, t: Translate): string {
  return t(deal === "price-drop" ? "inventory.greatDeal.priceDrop" : "inventory.greatDeal.premiumUpgrades");
}

export function formatRangeValue(key: RangeKey, value: number, { t, language }: Wording): string {
  if (key === "price") return formatPrice(value, language);
  if (key === "payment") return t("inventory.range.perMonth", { amount: formatPrice(value, language) });
  if (key === "mileage") return formatMileage(value, language);
  return String(value);
}

/** "Price", "Year", "Mileage", "Monthly payment". */
export function rangeName(key: RangeKey, t: Translate): string {
  return t(`inventory.range.${key}`);
}

/** "under $20,000", "2018 and newer", "10,000 mi to 50,000 mi". */
export function describeRange(key: RangeKey, range: Range, wording: Wording): string {
  const { t } = wording;
  const f = (v: number) => formatRangeValue(key, v, wording);
  if (range.min !== null && range.max !== null) {
    return range.min === range.max
      ? f(range.min)
      : t("inventory.range.between", { min: f(range.min), max: f(range.max) });
  }
  if (key === "year")
    return range.min !== null
      ? t("inventory.range.yearMin", { year: String(range.min) })
      : t("inventory.range.yearMax", { year: String(range.max) });
  return range.max !== null
    ? t("inventory.range.under", { value: f(range.max) })
    : t("inventory.range.over", { value: f(range.min!) });
}

/** "a, b and c" in the page's language. */
export function joinWords(words: string[], t: Translate): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${t("inventory.list.and")} ${words.at(-1)}`;
}

/**
 * Body styles whose Spanish name is feminine ("minivans usadas", "pickups usadas"): the
 * heading's condition agrees with them.
 */
const FEMININE_STYLES = new Set(["minivans", "trucks"]);

/**
 * "Used Toyota Camry for Sale", "SUVs for Sale Under $20,000", "Used Cars for Sale with
 * Price Drops", "Cars for Sale matching “awd”". One heading for the page and the title;
 * page 2 on says so in the title.
 */
export function searchHeading(filters: SearchFilters, label: Labeller, wording: Wording): string {
  const { t, language } = wording;
  const style = filters.bodyStyles.length === 1 ? filters.bodyStyles[0]! : null;
  const noun = style ? label("bodyStyles", style) : t("inventory.heading.cars");
  let subject = noun;
  let feminine = style !== null && FEMININE_STYLES.has(style);
  if (filters.makes.length === 1) {
    const make = label("makes", filters.makes[0]!);
    if (filters.models.length === 1) {
      subject = `${make} ${label("models", filters.models[0]!)}`;
      feminine = false;
    } else {
      subject = t("inventory.heading.makeNoun", { make, noun });
    }
  }
  const words = [
    t(feminine ? "inventory.heading.forSaleFeminine" : "inventory.heading.forSale", {
      condition: filters.condition ?? "any",
      subject,
    }),
  ];
  const price = filters.price;
  const money = (amount: number) => formatPrice(amount, language);
  if (price.min !== null && price.max !== null)
    words.push(t("inventory.heading.priceBetween", { min: money(price.min), max: money(price.max) }));
  else if (price.max !== null) words.push(t("inventory.heading.priceUnder", { max: money(price.max) }));
  else if (price.min !== null) words.push(t("inventory.heading.priceOver", { min: money(price.min) }));
  const extras: string[] = filters.features.map((f) => label("features", f));
  if (filters.greatDeal === "price-drop") extras.push(t("inventory.heading.priceDrops"));
  if (filters.greatDeal === "premium-upgrades") extras.push(t("inventory.heading.premiumUpgrades"));
  if (extras.length) words.push(t("inventory.heading.with", { list: joinWords(extras, t) }));
  // A keyword search says what was searched, as the shopper typed it.
  if (filters.q) words.push(t("inventory.heading.matching", { q: filters.q }));
  return words.join(" ");
}

export function searchTitle(heading: string, page: number, t: Translate): string {
  return page > 1 ? t("inventory.title.page", { heading, page: String(page) }) : heading;
}

export function searchDescription(
  heading: string,
  total: number,
  dealer: string,
  places: string[],
  t: Translate,
): string {
  return t("inventory.description", { heading, count: total, dealer, places: joinWords(places, t) });
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
  wording: Wording,
): Chip[] {
  return chipStates(filters, label, normalize, options, wording).map(chipLink);
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
  wording: Wording,
): ChipState[] {
  const { t } = wording;
  const chips: ChipState[] = [];
  if (filters.condition && options.showCondition)
    chips.push({
      label: conditionLabel(filters.condition, t),
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
        label: `${rangeName(key, t)}: ${describeRange(key, range, wording)}`,
        without: normalize(withFilters(filters, { [key]: { min: null, max: null } })),
        range: key,
      });
  }
  if (filters.greatDeal)
    chips.push({
      label: greatDealLabel(filters.greatDeal, t),
      without: normalize(withFilters(filters, { greatDeal: null })),
    });
  return chips;
}

export { labelFromSlug };
