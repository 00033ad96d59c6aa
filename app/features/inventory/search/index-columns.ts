import { slugify } from "../slug";
import { BODY_STYLES, type BodyStyle, CONDITIONS, type Condition } from "../vehicle";

/**
 * Building the facet index: the in-stock inventory's filterable columns held column by
 * column in typed arrays. Text columns become dictionary codes (slug <-> code, with the
 * label first seen in the data), so matching a value is one array read per row.
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
export class Dictionary {
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
export const CODE_DIMENSIONS = [
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
export type CodeDimension = (typeof CODE_DIMENSIONS)[number];

/** Marks "no such code" (a slug the data does not know). */
export const NONE = -1;

/** The index's data: one entry per in-stock vehicle in every array. */
export type IndexColumns = {
  readonly size: number;
  readonly dictionaries: Record<CodeDimension, Dictionary>;
  readonly columns: Record<CodeDimension, Int32Array>;
  /** models: pair code -> make code, so a model can be listed under its make. */
  readonly modelMake: number[];
  readonly featureDictionary: Dictionary;
  /** Features as compressed rows: row r has featureCodes[featureStart[r] .. featureStart[r + 1]). */
  readonly featureStart: Int32Array;
  readonly featureCodes: Int32Array;
  readonly year: Int32Array;
  readonly price: Int32Array;
  readonly mileage: Int32Array;
  readonly priceDropped: Uint8Array;
  readonly premium: Uint8Array;
  /** Rows by listing date, newest first (ties by VIN), and each row's rank in that order. */
  readonly byNewest: Int32Array;
  readonly newestRank: Int32Array;
  // What a result card shows, per row. Repeated texts (make, model, trim) share one string each:
  // the index keeps about 250 bytes per vehicle, not the rows it was built from.
  readonly vins: string[];
  readonly stockNumbers: string[];
  readonly previewImages: string[];
  readonly makeNames: string[];
  readonly modelNames: string[];
  readonly trimNames: string[];
  /** The price before the last drop, or -1 when it never dropped. */
  readonly oldPrice: Int32Array;
};

export function buildColumns(rows: readonly IndexInput[]): IndexColumns {
  const n = rows.length;
  const interned = new Map<string, string>();
  const intern = (text: string) => {
    const known = interned.get(text);
    if (known !== undefined) return known;
    interned.set(text, text);
    return text;
  };
  const dictionaries = Object.fromEntries(CODE_DIMENSIONS.map((d) => [d, new Dictionary()])) as Record<
    CodeDimension,
    Dictionary
  >;
  // Fixed vocabularies first, so their codes follow the spec's order.
  for (const c of CONDITIONS) dictionaries.conditions.encode(c, c);
  for (const b of BODY_STYLES) dictionaries.bodyStyles.encode(b, b);
  const columns = Object.fromEntries(CODE_DIMENSIONS.map((d) => [d, new Int32Array(n)])) as Record<
    CodeDimension,
    Int32Array
  >;
  const built = {
    size: n,
    dictionaries,
    columns,
    modelMake: [] as number[],
    featureDictionary: new Dictionary(),
    featureStart: new Int32Array(n + 1),
    year: new Int32Array(n),
    price: new Int32Array(n),
    mileage: new Int32Array(n),
    priceDropped: new Uint8Array(n),
    premium: new Uint8Array(n),
    vins: new Array<string>(n),
    stockNumbers: new Array<string>(n),
    previewImages: new Array<string>(n),
    makeNames: new Array<string>(n),
    modelNames: new Array<string>(n),
    trimNames: new Array<string>(n),
    oldPrice: new Int32Array(n),
  };
  const featureCodes: number[] = [];
  const d = dictionaries;
  for (let r = 0; r < n; r++) {
    const row = rows[r]!;
    built.vins[r] = row.vin;
    built.stockNumbers[r] = row.stockNumber.toLowerCase();
    built.previewImages[r] = row.previewImage;
    built.makeNames[r] = intern(row.make);
    built.modelNames[r] = intern(row.model);
    built.trimNames[r] = intern(row.trim);
    built.oldPrice[r] = row.oldPrice ?? -1;
    const { makeSlug, modelSlug } = row;
    columns.conditions[r] = d.conditions.encode(row.condition, row.condition);
    columns.bodyStyles[r] = d.bodyStyles.encode(row.bodyStyle, row.bodyStyle);
    const make = d.makes.encode(row.make, makeSlug);
    columns.makes[r] = make;
    const pair = d.models.encode(row.model, `${makeSlug}/${modelSlug}`);
    built.modelMake[pair] = make;
    columns.models[r] = pair;
    columns.trims[r] = d.trims.encode(row.trim);
    columns.transmissions[r] = d.transmissions.encode(row.transmission);
    columns.fuelTypes[r] = d.fuelTypes.encode(row.fuelType);
    columns.drivetrains[r] = d.drivetrains.encode(row.drivetrain);
    columns.exteriorColors[r] = d.exteriorColors.encode(row.exteriorColor);
    columns.locations[r] = d.locations.encode(row.locationKey, row.locationKey);
    built.year[r] = row.year;
    built.price[r] = row.price;
    built.mileage[r] = row.mileage;
    built.priceDropped[r] = row.oldPrice !== null && row.oldPrice > row.price ? 1 : 0;
    built.premium[r] = row.premiumUpgrade ? 1 : 0;
    built.featureStart[r] = featureCodes.length;
    for (const feature of row.features) featureCodes.push(built.featureDictionary.encode(feature));
  }
  built.featureStart[n] = featureCodes.length;
  const byNewest = Array.from({ length: n }, (_, i) => i).sort((a, b) => {
    const x = rows[a]!;
    const y = rows[b]!;
    return x.listedAt < y.listedAt ? 1 : x.listedAt > y.listedAt ? -1 : x.vin < y.vin ? -1 : 1;
  });
  const newestRank = new Int32Array(n);
  byNewest.forEach((row, rank) => {
    newestRank[row] = rank;
  });
  return {
    ...built,
    featureCodes: Int32Array.from(featureCodes),
    byNewest: Int32Array.from(byNewest),
    newestRank,
  };
}

/** Marks the codes of the conditions the dealership sells. */
export function conditionMask(index: IndexColumns, conditions: readonly Condition[]): Uint8Array {
  const mask = new Uint8Array(index.dictionaries.conditions.size);
  for (const c of conditions) {
    const code = index.dictionaries.conditions.code(c);
    if (code !== undefined) mask[code] = 1;
  }
  return mask;
}

/** Whether row r has every wanted feature code. */
export function hasFeatures(index: IndexColumns, r: number, wanted: number[]): boolean {
  const start = index.featureStart[r]!;
  const end = index.featureStart[r + 1]!;
  outer: for (const code of wanted) {
    for (let i = start; i < end; i++) if (index.featureCodes[i] === code) continue outer;
    return false;
  }
  return true;
}
