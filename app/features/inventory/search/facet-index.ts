import type { VehicleCardData } from "~/components/vehicle-card";
import { slugify } from "../slug";
import { BODY_STYLES, type BodyStyle, CONDITIONS, type Condition } from "../vehicle";
import {
  GREAT_DEALS,
  type GreatDeal,
  type ListKey,
  type Range,
  type RangeKey,
  RESULTS_PER_PAGE,
  type SearchFilters,
  type SortValue,
} from "./filters";

/**
 * The search's facet index: the in-stock inventory's filterable columns held column by
 * column in typed arrays, so one pass over it answers a search page whole - which vehicles
 * match, how many, the page of them in the chosen order, and the count beside every
 * filter value. Facets are "disjunctive": a value's count is what the result would be
 * with that value added, so each dimension counts rows that pass every *other* dimension.
 * A row failing one dimension counts only for that one; failing two, for none. That makes
 * the cost one pass whatever the number of facets or values, and ~1 ms per 10,000 vehicles.
 *
 * Pure and synchronous; search-repository.server.ts loads it from the database and keeps
 * it fresh.
 */

/** A vehicle as the index takes it in. */
export type IndexInput = {
  vin: string;
  stockNumber: string;
  condition: Condition;
  year: number;
  make: string;
  /** The stored slugs (vehicles.make_slug, model_slug), which URLs use. */
  makeSlug: string;
  model: string;
  modelSlug: string;
  trim: string;
  bodyStyle: BodyStyle;
  mileage: number;
  price: number;
  oldPrice: number | null;
  transmission: string;
  exteriorColor: string;
  fuelType: string;
  drivetrain: string;
  features: string[];
  locationKey: string;
  premiumUpgrade: boolean;
  listedAt: string;
  previewImage: string;
};

/** Values of one text column: slug <-> code, with the label first seen in the data. */
class Dictionary {
  readonly slugs: string[] = [];
  readonly labels: string[] = [];
  private readonly codes = new Map<string, number>();

  encode(label: string, slug = slugify(label)): number {
    let code = this.codes.get(slug);
    if (code === undefined) {
      code = this.slugs.length;
      this.codes.set(slug, code);
      this.slugs.push(slug);
      this.labels.push(label);
    }
    return code;
  }

  code(slug: string): number | undefined {
    return this.codes.get(slug);
  }

  get size(): number {
    return this.slugs.length;
  }
}

/** The dimensions a shopper can tick several values of; a row has one value of each. */
const CODE_DIMENSIONS = [
  "conditions",
  "bodyStyles",
  "makes",
  "models",
  "trims",
  "transmissions",
  "fuelTypes",
  "drivetrains",
  "exteriorColors",
  "locations",
] as const;
type CodeDimension = (typeof CODE_DIMENSIONS)[number];

export type FacetValue = { value: string; label: string; count: number; selected: boolean };
/** A model facet value also names its make (models are only listed under a chosen make). */
export type ModelFacetValue = FacetValue & { make: string };
/** Counts beside a range's options: how many match with `min` (value >= bound) or `max` (value <= bound). */
export type RangeFacet = {
  /** Rows passing every other filter: the count beside "any". */
  any: number;
  min: Array<{ bound: number; count: number }>;
  max: Array<{ bound: number; count: number }>;
};

export type Facets = Record<Exclude<CodeDimension, "models">, FacetValue[]> & {
  models: ModelFacetValue[];
  features: FacetValue[];
  greatDeals: FacetValue[];
  /** Vehicles matching everything but the great-deals choice: the count beside "all vehicles". */
  greatDealsAny: number;
  ranges: Record<RangeKey, RangeFacet>;
};

export type SearchOutcome = {
  total: number;
  vehicles: VehicleCardData[];
  facets: Facets;
};

/** How the search reads the shopper's filters beyond the filter state itself. */
export type SearchContext = {
  /** The conditions the dealership sells (content/store.json); other vehicles never show. */
  conditions: readonly Condition[];
  /** The highest price whose estimated monthly payment stays within `monthly` (payments.ts). */
  maxPriceForPayment: (monthly: number) => number;
  /** The options of each range's min and max selects, besides the shopper's own values. */
  rangeOptions: Record<RangeKey, readonly number[]>;
};

const NONE = -1;

export class FacetIndex {
  readonly size: number;
  private readonly dictionaries: Record<CodeDimension, Dictionary>;
  private readonly columns: Record<CodeDimension, Int32Array>;
  /** models: pair code -> make code, so a model can be listed under its make. */
  private readonly modelMake: number[] = [];
  private readonly featureDictionary = new Dictionary();
  /** Features as compressed rows: row r has featureCodes[featureStart[r] .. featureStart[r + 1]). */
  private readonly featureStart: Int32Array;
  private readonly featureCodes: Int32Array;
  private readonly year: Int32Array;
  private readonly price: Int32Array;
  private readonly mileage: Int32Array;
  private readonly priceDropped: Uint8Array;
  private readonly premium: Uint8Array;
  /** Rank by listing date, newest first (ties by VIN): every sort breaks its ties with it. */
  private readonly newestRank: Int32Array;
  private readonly orders = new Map<SortValue, Int32Array>();
  private yearList: number[] | undefined;
  /**
   * Per search context and range, each row's place among the standard option bounds, worked out
   * once: the common search (no bound of the shopper's own) then counts a range with two array
   * reads per row instead of two binary searches.
   */
  private readonly rangeSlots = new WeakMap<
    SearchContext,
    Map<RangeKey, { bounds: string; below: Uint16Array; above: Uint16Array }>
  >();
  // What a result card shows, per row. Repeated texts (make, model, trim) share one string each:
  // the index keeps about 250 bytes per vehicle, not the rows it was built from.
  private readonly vins: string[];
  private readonly stockNumbers: string[];
  private readonly previewImages: string[];
  private readonly makeNames: string[];
  private readonly modelNames: string[];
  private readonly trimNames: string[];
  /** The price before the last drop, or -1 when it never dropped. */
  private readonly oldPrice: Int32Array;

  constructor(rows: readonly IndexInput[]) {
    const n = rows.length;
    const interned = new Map<string, string>();
    const intern = (text: string) => {
      const known = interned.get(text);
      if (known !== undefined) return known;
      interned.set(text, text);
      return text;
    };
    this.vins = new Array(n);
    this.stockNumbers = new Array(n);
    this.previewImages = new Array(n);
    this.makeNames = new Array(n);
    this.modelNames = new Array(n);
    this.trimNames = new Array(n);
    this.oldPrice = new Int32Array(n);
    this.size = n;
    this.dictionaries = Object.fromEntries(CODE_DIMENSIONS.map((d) => [d, new Dictionary()])) as Record<
      CodeDimension,
      Dictionary
    >;
    // Fixed vocabularies first, so their codes follow the spec's order.
    for (const c of CONDITIONS) this.dictionaries.conditions.encode(c, c);
    for (const b of BODY_STYLES) this.dictionaries.bodyStyles.encode(b, b);
    this.columns = Object.fromEntries(CODE_DIMENSIONS.map((d) => [d, new Int32Array(n)])) as Record<
      CodeDimension,
      Int32Array
    >;
    this.year = new Int32Array(n);
    this.price = new Int32Array(n);
    this.mileage = new Int32Array(n);
    this.priceDropped = new Uint8Array(n);
    this.premium = new Uint8Array(n);
    this.featureStart = new Int32Array(n + 1);
    const featureCodes: number[] = [];
    const d = this.dictionaries;
    for (let r = 0; r < n; r++) {
      const row = rows[r]!;
      this.vins[r] = row.vin;
      this.stockNumbers[r] = row.stockNumber.toLowerCase();
      this.previewImages[r] = row.previewImage;
      this.makeNames[r] = intern(row.make);
      this.modelNames[r] = intern(row.model);
      this.trimNames[r] = intern(row.trim);
      this.oldPrice[r] = row.oldPrice ?? -1;
      const { makeSlug, modelSlug } = row;
      this.columns.conditions[r] = d.conditions.encode(row.condition, row.condition);
      this.columns.bodyStyles[r] = d.bodyStyles.encode(row.bodyStyle, row.bodyStyle);
      const make = d.makes.encode(row.make, makeSlug);
      this.columns.makes[r] = make;
      const pair = d.models.encode(row.model, `${makeSlug}/${modelSlug}`);
      this.modelMake[pair] = make;
      this.columns.models[r] = pair;
      this.columns.trims[r] = d.trims.encode(row.trim);
      this.columns.transmissions[r] = d.transmissions.encode(row.transmission);
      this.columns.fuelTypes[r] = d.fuelTypes.encode(row.fuelType);
      this.columns.drivetrains[r] = d.drivetrains.encode(row.drivetrain);
      this.columns.exteriorColors[r] = d.exteriorColors.encode(row.exteriorColor);
      this.columns.locations[r] = d.locations.encode(row.locationKey, row.locationKey);
      this.year[r] = row.year;
      this.price[r] = row.price;
      this.mileage[r] = row.mileage;
      this.priceDropped[r] = row.oldPrice !== null && row.oldPrice > row.price ? 1 : 0;
      this.premium[r] = row.premiumUpgrade ? 1 : 0;
      this.featureStart[r] = featureCodes.length;
      for (const feature of row.features) featureCodes.push(this.featureDictionary.encode(feature));
    }
    this.featureStart[n] = featureCodes.length;
    this.featureCodes = Int32Array.from(featureCodes);
    const byNewest = Array.from({ length: n }, (_, i) => i).sort((a, b) => {
      const x = rows[a]!;
      const y = rows[b]!;
      return x.listedAt < y.listedAt ? 1 : x.listedAt > y.listedAt ? -1 : x.vin < y.vin ? -1 : 1;
    });
    this.newestRank = new Int32Array(n);
    byNewest.forEach((row, rank) => {
      this.newestRank[row] = rank;
    });
    this.orders.set("newest", Int32Array.from(byNewest));
  }

  private slotsFor(
    key: RangeKey,
    values: Int32Array,
    counter: RangeCounter,
    bounds: number[],
    context: SearchContext,
  ) {
    const standard = standardBounds(key, context);
    if (bounds.length !== standard.length || bounds.some((b, i) => b !== standard[i])) return null;
    let byKey = this.rangeSlots.get(context);
    if (!byKey) {
      byKey = new Map();
      this.rangeSlots.set(context, byKey);
    }
    const signature = standard.join(",");
    let slots = byKey.get(key);
    if (!slots || slots.bounds !== signature) {
      const below = new Uint16Array(this.size);
      const above = new Uint16Array(this.size);
      for (let r = 0; r < this.size; r++) [below[r], above[r]] = counter.locate(values[r]!);
      slots = { bounds: signature, below, above };
      byKey.set(key, slots);
    }
    return slots;
  }

  /** Rows in a sort's order, built on first use (a few ms at 50,000 vehicles). */
  private order(sort: SortValue): Int32Array {
    const known = this.orders.get(sort);
    if (known) return known;
    const rank = this.newestRank;
    const key = (values: Int32Array, direction: 1 | -1) => (a: number, b: number) =>
      (values[a]! - values[b]!) * direction || rank[a]! - rank[b]!;
    const compare: Record<Exclude<SortValue, "newest">, (a: number, b: number) => number> = {
      oldest: (a, b) => rank[b]! - rank[a]!,
      mileage: key(this.mileage, 1),
      year: key(this.year, -1),
      priceHigh: key(this.price, -1),
      priceLow: key(this.price, 1),
    };
    const order = Int32Array.from({ length: this.size }, (_, i) => i).sort(
      compare[sort as Exclude<SortValue, "newest">],
    );
    this.orders.set(sort, order);
    return order;
  }

  /**
   * The rows a keyword term finds. A term matches a vehicle when it is part of its year, condition,
   * make, model, trim, body style, colour, fuel, drivetrain, transmission, location or a feature, in
   * any case and with or without punctuation ("crv" finds CR-V); a term with a digit may also be part
   * of its stock number or VIN. The text columns are dictionaries, so the term is tried once per
   * distinct value, and each row costs a few array reads.
   */
  private keywordMatches(term: string): Uint8Array {
    const compact = term.replace(/[^a-z0-9]+/g, "");
    const hit = (label: string) => {
      const lower = label.toLowerCase();
      return lower.includes(term) || (compact !== "" && lower.replace(/[^a-z0-9]+/g, "").includes(compact));
    };
    const textDims = CODE_DIMENSIONS.map((dim) => ({
      column: this.columns[dim],
      matches: Uint8Array.from(this.dictionaries[dim].labels, (label) => (hit(label) ? 1 : 0)),
    })).filter((d) => d.matches.includes(1));
    const featureMatches = Uint8Array.from(this.featureDictionary.labels, (label) => (hit(label) ? 1 : 0));
    const anyFeature = featureMatches.includes(1);
    const years = new Set(this.years().filter((y) => String(y).includes(term)));
    const serials = /\d/.test(term);
    const found = new Uint8Array(this.size);
    for (let r = 0; r < this.size; r++) {
      let ok = years.has(this.year[r]!);
      for (let d = 0; !ok && d < textDims.length; d++)
        ok = textDims[d]!.matches[textDims[d]!.column[r]!] === 1;
      if (!ok && anyFeature) {
        for (let i = this.featureStart[r]!; !ok && i < this.featureStart[r + 1]!; i++) {
          ok = featureMatches[this.featureCodes[i]!] === 1;
        }
      }
      if (!ok && serials) {
        ok = this.stockNumbers[r]!.includes(term) || this.vins[r]!.toLowerCase().includes(term);
      }
      if (ok) found[r] = 1;
    }
    return found;
  }

  /** The model years in stock, oldest first: the options of the year filter. */
  years(): number[] {
    this.yearList ??= [...new Set(this.year)].sort((a, b) => a - b);
    return this.yearList;
  }

  /** Per value of a dimension, how many in-stock vehicles (of the sold conditions) have it. */
  countBy(dimension: CodeDimension, conditions: readonly Condition[]): Map<string, number> {
    const sold = this.conditionMask(conditions);
    const counts = new Int32Array(this.dictionaries[dimension].size);
    const column = this.columns[dimension];
    for (let r = 0; r < this.size; r++) if (sold[this.columns.conditions[r]!]) counts[column[r]!]!++;
    const result = new Map<string, number>();
    counts.forEach((count, code) => {
      if (count > 0) result.set(this.dictionaries[dimension].slugs[code]!, count);
    });
    return result;
  }

  private conditionMask(conditions: readonly Condition[]): Uint8Array {
    const mask = new Uint8Array(this.dictionaries.conditions.size);
    for (const c of conditions) {
      const code = this.dictionaries.conditions.code(c);
      if (code !== undefined) mask[code] = 1;
    }
    return mask;
  }

  /** Trim, colour, fuel... labels as the data spells them, for chips of values not in the facets. */
  label(dimension: CodeDimension | "features", slug: string): string | undefined {
    const dictionary = dimension === "features" ? this.featureDictionary : this.dictionaries[dimension];
    const code = dictionary.code(slug);
    return code === undefined ? undefined : dictionary.labels[code];
  }

  search(filters: SearchFilters, context: SearchContext): SearchOutcome {
    const n = this.size;
    const d = this.dictionaries;
    const sold = this.conditionMask(context.conditions);

    // Hard filters: keyword terms and features (a vehicle needs all of them), and the sold conditions.
    const keywordMasks = [...new Set(filters.q.toLowerCase().split(" ").filter(Boolean))]
      .slice(0, 10)
      .map((term) => this.keywordMatches(term));
    const wantedFeatures = filters.features.map((slug) => this.featureDictionary.code(slug) ?? NONE);
    const impossible = wantedFeatures.includes(NONE);

    // Disjunctive dimensions: allowed codes per code dimension, bounds per range.
    type CodeFilter = { dim: CodeDimension; allowed: Uint8Array };
    const codeFilters: CodeFilter[] = [];
    const allow = (dim: CodeDimension, slugs: readonly string[]) => {
      if (slugs.length === 0) return;
      const allowed = new Uint8Array(d[dim].size);
      for (const slug of slugs) {
        const code = d[dim].code(slug);
        if (code !== undefined) allowed[code] = 1;
      }
      codeFilters.push({ dim, allowed });
    };
    if (filters.condition) allow("conditions", [filters.condition]);
    allow("bodyStyles", filters.bodyStyles);
    allow("makes", filters.makes);
    if (filters.models.length) {
      const pairs = filters.makes.flatMap((make) => filters.models.map((model) => `${make}/${model}`));
      allow("models", pairs);
    }
    const listDims: Array<[CodeDimension, ListKey]> = [
      ["trims", "trims"],
      ["transmissions", "transmissions"],
      ["fuelTypes", "fuelTypes"],
      ["drivetrains", "drivetrains"],
      ["exteriorColors", "exteriorColors"],
      ["locations", "locations"],
    ];
    for (const [dim, key] of listDims) allow(dim, filters[key]);

    // Ranges are checked on a row's value; the payment range on its price.
    const paymentPrice = paymentToPriceRange(filters.payment, context.maxPriceForPayment);
    type RangeFilter = { key: RangeKey; values: Int32Array; lo: number; hi: number };
    const rangeValues: Record<RangeKey, Int32Array> = {
      price: this.price,
      year: this.year,
      mileage: this.mileage,
      payment: this.price,
    };
    const rangeFilters: RangeFilter[] = [];
    for (const key of ["price", "year", "mileage"] as const) {
      const range = filters[key];
      if (range.min !== null || range.max !== null)
        rangeFilters.push({
          key,
          values: rangeValues[key],
          lo: range.min ?? -Infinity,
          hi: range.max ?? Infinity,
        });
    }
    if (paymentPrice) rangeFilters.push({ key: "payment", values: this.price, ...paymentPrice });
    const deal = filters.greatDeal;

    // Dimension numbers: code filters, then ranges, then the great-deals filter.
    const codeCount = codeFilters.length;
    const rangeCount = rangeFilters.length;
    const dealDim = deal ? codeCount + rangeCount : NONE;

    // Counters.
    const codeCounts = Object.fromEntries(
      CODE_DIMENSIONS.map((dim) => [dim, new Int32Array(d[dim].size)]),
    ) as Record<CodeDimension, Int32Array>;
    const featureCounts = new Int32Array(this.featureDictionary.size);
    const dealCounts = { "price-drop": 0, "premium-upgrades": 0 } as Record<GreatDeal, number>;
    let dealAny = 0;
    const rangeCounters = Object.fromEntries(
      (["price", "year", "mileage", "payment"] as const).map((key) => [
        key,
        new RangeCounter(
          rangeBounds(key, filters, context),
          key === "payment" ? context.maxPriceForPayment : null,
        ),
      ]),
    ) as Record<RangeKey, RangeCounter>;
    // Plain arrays for the hot loop: no map or property look-ups per row.
    const filterColumns = codeFilters.map((f) => this.columns[f.dim]);
    const filterAllowed = codeFilters.map((f) => f.allowed);
    const dimColumns = CODE_DIMENSIONS.map((dim) => this.columns[dim]);
    const dimCounts = CODE_DIMENSIONS.map((dim) => codeCounts[dim]);
    const dimFilter = CODE_DIMENSIONS.map((dim) => codeFilters.findIndex((f) => f.dim === dim));
    const rangeKeys = ["price", "year", "mileage", "payment"] as const;
    const rangeColumns = rangeKeys.map((key) => rangeValues[key]);
    const rangeCounterList = rangeKeys.map((key) => rangeCounters[key]);
    const rangeSlotList = rangeKeys.map((key, k) =>
      this.slotsFor(key, rangeColumns[k]!, rangeCounters[key], rangeBounds(key, filters, context), context),
    );
    const rangeFilter = rangeKeys.map((key) => {
      const i = rangeFilters.findIndex((f) => f.key === key);
      return i === NONE ? NONE : codeCount + i;
    });

    const match = new Uint8Array(n);
    let total = 0;
    const conditions = this.columns.conditions;

    for (let r = 0; r < n; r++) {
      if (impossible || !sold[conditions[r]!]) continue;
      if (wantedFeatures.length && !this.hasFeatures(r, wantedFeatures)) continue;
      if (keywordMasks.length) {
        let ok = true;
        for (let t = 0; ok && t < keywordMasks.length; t++) ok = keywordMasks[t]![r] === 1;
        if (!ok) continue;
      }

      let fails = 0;
      let failed = NONE;
      for (let f = 0; f < codeCount && fails < 2; f++) {
        if (!filterAllowed[f]![filterColumns[f]![r]!]) {
          fails++;
          failed = f;
        }
      }
      for (let f = 0; f < rangeCount && fails < 2; f++) {
        const filter = rangeFilters[f]!;
        const v = filter.values[r]!;
        if (v < filter.lo || v > filter.hi) {
          fails++;
          failed = codeCount + f;
        }
      }
      if (deal && fails < 2 && !this.isDeal(r, deal)) {
        fails++;
        failed = dealDim;
      }
      if (fails > 1) continue;

      // Count this row for every dimension whose other dimensions it all passes.
      for (let k = 0; k < dimColumns.length; k++) {
        if (fails === 0 || failed === dimFilter[k]) dimCounts[k]![dimColumns[k]![r]!]!++;
      }
      for (let k = 0; k < rangeColumns.length; k++) {
        if (fails !== 0 && failed !== rangeFilter[k]) continue;
        const slots = rangeSlotList[k];
        if (slots) rangeCounterList[k]!.addAt(slots.below[r]!, slots.above[r]!);
        else rangeCounterList[k]!.add(rangeColumns[k]![r]!);
      }
      if (fails === 0 || failed === dealDim) {
        dealAny++;
        if (this.priceDropped[r]) dealCounts["price-drop"]++;
        if (this.premium[r]) dealCounts["premium-upgrades"]++;
      }
      if (fails === 0) {
        match[r] = 1;
        total++;
        for (let i = this.featureStart[r]!; i < this.featureStart[r + 1]!; i++)
          featureCounts[this.featureCodes[i]!]!++;
      }
    }

    return {
      total,
      vehicles: this.page(match, filters.sort, filters.page),
      facets: this.facets(filters, codeCounts, featureCounts, dealCounts, dealAny, rangeCounters),
    };
  }

  private card(r: number): VehicleCardData {
    const oldPrice = this.oldPrice[r]!;
    return {
      vin: this.vins[r]!,
      condition: this.dictionaries.conditions.slugs[this.columns.conditions[r]!] as Condition,
      year: this.year[r]!,
      make: this.makeNames[r]!,
      model: this.modelNames[r]!,
      trim: this.trimNames[r]!,
      mileage: this.mileage[r]!,
      price: this.price[r]!,
      oldPrice: oldPrice < 0 ? null : oldPrice,
      premiumUpgrade: this.premium[r] === 1,
      images: {
        previewImage: this.previewImages[r]!,
        additionalImages: [],
        imageCustomBg: null,
        evoxImages: [],
      },
    };
  }

  private hasFeatures(r: number, wanted: number[]): boolean {
    const start = this.featureStart[r]!;
    const end = this.featureStart[r + 1]!;
    outer: for (const code of wanted) {
      for (let i = start; i < end; i++) if (this.featureCodes[i] === code) continue outer;
      return false;
    }
    return true;
  }

  private isDeal(r: number, deal: GreatDeal): boolean {
    return deal === "price-drop" ? this.priceDropped[r] === 1 : this.premium[r] === 1;
  }

  /** The page's vehicles: walk the sort order, skip the earlier pages' matches, take the next 19. */
  private page(match: Uint8Array, sort: SortValue, page: number): VehicleCardData[] {
    const order = this.order(sort);
    const offset = (page - 1) * RESULTS_PER_PAGE;
    const found: VehicleCardData[] = [];
    let seen = 0;
    for (let i = 0; i < order.length && found.length < RESULTS_PER_PAGE; i++) {
      const r = order[i]!;
      if (!match[r]) continue;
      if (seen++ < offset) continue;
      found.push(this.card(r));
    }
    return found;
  }

  private facets(
    filters: SearchFilters,
    codeCounts: Record<CodeDimension, Int32Array>,
    featureCounts: Int32Array,
    dealCounts: Record<GreatDeal, number>,
    dealAny: number,
    rangeCounters: Record<RangeKey, RangeCounter>,
  ): Facets {
    const d = this.dictionaries;
    const list = (
      dim: CodeDimension,
      selected: readonly string[],
      keep: (code: number) => boolean = () => true,
    ) => {
      const values: FacetValue[] = [];
      codeCounts[dim].forEach((count, code) => {
        const slug = d[dim].slugs[code]!;
        const isSelected = selected.includes(slug);
        if ((count > 0 || isSelected) && keep(code))
          values.push({ value: slug, label: d[dim].labels[code]!, count, selected: isSelected });
      });
      return values;
    };
    const selectedPairs = filters.makes.flatMap((make) => filters.models.map((model) => `${make}/${model}`));
    const chosenMakes = new Set(filters.makes.map((slug) => d.makes.code(slug)));
    const models: ModelFacetValue[] = list("models", selectedPairs, (code) =>
      chosenMakes.has(this.modelMake[code]),
    ).map((v) => {
      const [make, model] = v.value.split("/") as [string, string];
      return { ...v, value: model, make };
    });
    const features: FacetValue[] = [];
    featureCounts.forEach((count, code) => {
      const slug = this.featureDictionary.slugs[code]!;
      const selected = filters.features.includes(slug);
      if (count > 0 || selected)
        features.push({ value: slug, label: this.featureDictionary.labels[code]!, count, selected });
    });
    return {
      conditions: list("conditions", filters.condition ? [filters.condition] : []),
      bodyStyles: list("bodyStyles", filters.bodyStyles),
      makes: list("makes", filters.makes),
      models,
      trims: filters.models.length ? list("trims", filters.trims) : [],
      transmissions: list("transmissions", filters.transmissions),
      fuelTypes: list("fuelTypes", filters.fuelTypes),
      drivetrains: list("drivetrains", filters.drivetrains),
      exteriorColors: list("exteriorColors", filters.exteriorColors),
      locations: list("locations", filters.locations),
      features,
      greatDeals: GREAT_DEALS.map((deal) => ({
        value: deal,
        label: deal === "price-drop" ? "Price drops" : "Premium upgrades",
        count: dealCounts[deal],
        selected: filters.greatDeal === deal,
      })),
      greatDealsAny: dealAny,
      ranges: {
        price: rangeCounters.price.result(),
        year: rangeCounters.year.result(),
        mileage: rangeCounters.mileage.result(),
        payment: rangeCounters.payment.result(),
      },
    };
  }
}

/**
 * A monthly payment range as a price range: a payment of at most M means a price of at
 * most maxPrice(M); at least m means a price above maxPrice(m - 1).
 */
export function paymentToPriceRange(
  payment: Range,
  maxPriceForPayment: (monthly: number) => number,
): { lo: number; hi: number } | null {
  if (payment.min === null && payment.max === null) return null;
  return {
    lo: payment.min === null || payment.min <= 0 ? -Infinity : maxPriceForPayment(payment.min - 1) + 1,
    hi: payment.max === null ? Infinity : maxPriceForPayment(payment.max),
  };
}

/** A range's standard option bounds, sorted. */
function standardBounds(key: RangeKey, context: SearchContext): number[] {
  return [...new Set(context.rangeOptions[key])].sort((a, b) => a - b);
}

/** A range's option bounds: the standard ones and the shopper's own, sorted. */
function rangeBounds(key: RangeKey, filters: SearchFilters, context: SearchContext): number[] {
  const own = [filters[key].min, filters[key].max].filter((v): v is number => v !== null);
  return [...new Set([...context.rangeOptions[key], ...own])].sort((a, b) => a - b);
}

/**
 * Counts, for each bound b, the values <= b and the values >= b, with one binary search
 * per value. For the payment range the bounds are monthly payments and the values prices.
 */
class RangeCounter {
  private readonly maxEdges: number[];
  private readonly minEdges: number[];
  private readonly belowOrAt: Int32Array;
  private readonly atOrAbove: Int32Array;
  private any = 0;

  constructor(
    private readonly bounds: number[],
    paymentToPrice: ((monthly: number) => number) | null,
  ) {
    // In price terms: payment <= M  <=>  price <= maxPrice(M);  payment >= m  <=>  price >= maxPrice(m - 1) + 1.
    this.maxEdges = paymentToPrice ? bounds.map((b) => paymentToPrice(b)) : bounds;
    this.minEdges = paymentToPrice
      ? bounds.map((b) => (b <= 0 ? -Infinity : paymentToPrice(b - 1) + 1))
      : bounds;
    this.belowOrAt = new Int32Array(bounds.length + 1);
    this.atOrAbove = new Int32Array(bounds.length + 1);
  }

  /** Where a value falls: the first bound it is <= to, and how many bounds it is >= to. */
  locate(value: number): [belowOrAt: number, atOrAbove: number] {
    let lo = 0;
    let hi = this.maxEdges.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.maxEdges[mid]! >= value) hi = mid;
      else lo = mid + 1;
    }
    const below = lo;
    lo = 0;
    hi = this.minEdges.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.minEdges[mid]! <= value) lo = mid + 1;
      else hi = mid;
    }
    return [below, lo];
  }

  add(value: number): void {
    const [below, above] = this.locate(value);
    this.addAt(below, above);
  }

  /** Counts a value already located (see FacetIndex.rangeSlots). */
  addAt(below: number, above: number): void {
    this.any++;
    this.belowOrAt[below]!++;
    this.atOrAbove[above]!++;
  }

  result(): RangeFacet {
    const max: RangeFacet["max"] = [];
    let running = 0;
    for (let i = 0; i < this.bounds.length; i++) {
      running += this.belowOrAt[i]!;
      max.push({ bound: this.bounds[i]!, count: running });
    }
    // atOrAbove[k] counts values >= exactly the first k bounds; a value is >= bound i when k > i.
    const min: RangeFacet["min"] = [];
    let above = 0;
    for (let k = this.bounds.length; k >= 1; k--) {
      above += this.atOrAbove[k]!;
      min.unshift({ bound: this.bounds[k - 1]!, count: above });
    }
    return { any: this.any, min, max };
  }
}
