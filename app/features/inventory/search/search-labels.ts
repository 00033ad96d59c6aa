import type { Settings } from "~/features/company/settings.server";
import type { Translate } from "~/lib/i18n";
import type { Facets, FacetValue, ModelFacetValue } from "./facet-lists";
import { type GreatDeal, type ListKey, labelFromSlug, type SearchFilters } from "./filter-state";
import { conditionLabel, greatDealLabel } from "./search-copy";
import type { SearchData } from "./search-repository.server";

/**
 * The names a search page shows for slugs: body styles and stores as the settings name
 * them, makes, models and features as the data spells them, and the facet lists in the
 * order shoppers read them.
 */

export type LabelledFacets = Omit<Facets, "models"> & { models: ModelFacetValue[] };

/** The lists whose names are the data's own words, shown in the page's language (`Wording.word`). */
const DATA_WORDS = new Set<ListKey>([
  "features",
  "transmissions",
  "fuelTypes",
  "drivetrains",
  "exteriorColors",
]);

const asIs = (value: string) => value;

/**
 * A display name for every slug the page shows: settings first, then the data, then the slug
 * itself; the data's words (features, transmissions...) through `word`, in the page's language.
 */
export function labeller(
  settings: Settings,
  data: SearchData,
  filters: SearchFilters,
  word: (value: string) => string = asIs,
) {
  const bodyNames = new Map(settings.bodyStyles.map((b) => [b.value as string, b.name]));
  const locationNames = new Map(settings.locations.map((l) => [l.key as string, l.subname]));
  const { vocabulary, index } = data;
  const name = (key: ListKey, slug: string): string => {
    switch (key) {
      case "bodyStyles":
        return bodyNames.get(slug) ?? labelFromSlug(slug);
      case "locations":
        return locationNames.get(slug) ?? labelFromSlug(slug);
      case "makes":
        return vocabulary.makes.get(slug)?.name ?? labelFromSlug(slug);
      case "models": {
        for (const make of filters.makes) {
          const name = vocabulary.makes.get(make)?.models.get(slug);
          if (name) return name;
        }
        return labelFromSlug(slug);
      }
      case "features":
        return vocabulary.features.get(slug) ?? labelFromSlug(slug);
      default:
        return index.label(key, slug) ?? labelFromSlug(slug);
    }
  };
  return (key: ListKey, slug: string): string =>
    DATA_WORDS.has(key) ? word(name(key, slug)) : name(key, slug);
}

export function labelFacets(
  facets: Facets,
  settings: Settings,
  label: ReturnType<typeof labeller>,
  t: Translate,
  word: (value: string) => string = asIs,
): LabelledFacets {
  const byLabel = (a: FacetValue, b: FacetValue) => a.label.localeCompare(b.label);
  // The data's words in the page's language, sorted as they read (the values stay the data's).
  const inWords = (values: FacetValue[]) => values.map((v) => ({ ...v, label: word(v.label) })).sort(byLabel);
  const relabel = <T extends FacetValue>(values: T[], key: ListKey) =>
    values.map((v) => ({ ...v, label: label(key, v.value) }));
  const locationOrder = settings.locations.map((l) => l.key as string);
  const inOrder = (order: string[]) => (a: FacetValue, b: FacetValue) =>
    order.indexOf(a.value) - order.indexOf(b.value);
  // Every condition sold and every active body style stay listed, at (0) when none match: the
  // form must always carry the chosen condition, and shoppers expect the nine styles.
  const conditions = settings.store.conditions.map((value) => {
    const found = facets.conditions.find((c) => c.value === value);
    return {
      value,
      label: conditionLabel(value, t),
      count: found?.count ?? 0,
      selected: found?.selected ?? false,
    };
  });
  const bodyStyles = settings.bodyStyles
    .filter((b) => b.active || facets.bodyStyles.some((f) => f.value === b.value))
    .map((b) => {
      const found = facets.bodyStyles.find((f) => f.value === b.value);
      return {
        value: b.value as string,
        label: b.name,
        count: found?.count ?? 0,
        selected: found?.selected ?? false,
      };
    });
  return {
    ...facets,
    conditions,
    bodyStyles,
    greatDeals: facets.greatDeals.map((d) => ({ ...d, label: greatDealLabel(d.value as GreatDeal, t) })),
    locations: relabel(facets.locations, "locations").sort(inOrder(locationOrder)),
    makes: [...facets.makes].sort(byLabel),
    models: [...facets.models].sort(byLabel),
    trims: [...facets.trims].sort(byLabel),
    transmissions: inWords(facets.transmissions),
    fuelTypes: inWords(facets.fuelTypes),
    drivetrains: inWords(facets.drivetrains),
    exteriorColors: inWords(facets.exteriorColors),
    features: inWords(facets.features),
  };
}
