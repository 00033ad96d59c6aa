/**
 * One feed record to a FeedVehicle, or the reasons it cannot be one. Every check runs,
 * so a rejected row lists everything wrong with it and the dealer fixes it in one pass.
 */

import { LOCATION_KEYS, type LocationKey } from "~/features/company/stores";
import { slugify } from "../slug";
import { BODY_STYLES, type BodyStyle, type Condition } from "../vehicle";
import { isValidVin, modelYearCode, vinCheckDigit, vinMatchesYear } from "../vin";
import type { FeedRecord } from "./parse-feed";

/**
 * A vehicle as the feed describes it. Optional fields are undefined when their column is
 * absent from the feed: the import then keeps what is stored (or the default for a new
 * vehicle), so a feed that never carries, say, MSRP does not wipe it.
 */
export type FeedVehicle = {
  /** Row of the file the vehicle came from (its line number; the header is row 1). */
  row: number;
  vin: string;
  stockNumber: string;
  condition: Condition;
  year: number;
  make: string;
  model: string;
  bodyStyle: BodyStyle;
  mileage: number;
  price: number;
  locationKey: LocationKey;
  trim?: string;
  /** MSRP or first asking price; null when the cell is empty (keep the first price we saw). */
  initPrice?: number | null;
  exteriorColor?: string;
  interiorColor?: string;
  transmission?: string;
  fuelType?: string;
  drivetrain?: string;
  engine?: string;
  cityMpg?: number | null;
  highwayMpg?: number | null;
  doors?: number;
  features?: string[];
  /** Picture URLs in order; empty means "use the generated pictures". */
  imageUrls?: string[];
  premiumUpgrade?: boolean;
  /** In the private inventory (shown only to visitors who unlocked it). */
  private?: boolean;
};

export type RejectedRow = { row: number; vin: string; reasons: string[] };

export type RowResult = { ok: true; vehicle: FeedVehicle } | ({ ok: false } & RejectedRow);

/** What row checks need from outside the row. */
export type RowContext = {
  /** The newest model year on sale: next year's models arrive in the summer. */
  maxYear: number;
  /** Normalised location spellings (slugs) to location keys. */
  locations: ReadonlyMap<string, LocationKey>;
  /** How many columns the header has; a row with another count has shifted cells. */
  columnCount: number;
  /** slugify() remembered per import: a feed repeats the same makes, models and locations. */
  slug: (text: string) => string;
};

/** A 17-character VIN exists from model year 1981 (49 CFR 565). */
export const MIN_YEAR = 1981;
export const PRICE_RANGE = { min: 100, max: 1_000_000 } as const;
export const MILEAGE_MAX = 999_999;
export const MPG_RANGE = { min: 1, max: 200 } as const;
export const DOORS_RANGE = { min: 1, max: 6 } as const;
export const MAX_TEXT_LENGTH = 100;
export const MAX_FEATURES = 100;
export const MAX_IMAGES = 50;
export const MAX_URL_LENGTH = 2_000;

export type LocationNames = { key: LocationKey; name: string; subname: string };

/**
 * Spellings a feed may use for a location: its key ('fort-wayne'), its city ('Fort
 * Wayne'), and, when the settings are given, its name and subname ('Quad Cities Auto
 * Group Moline', 'Moline, IL').
 */
export function locationSpellings(locations: readonly LocationNames[] = []): Map<string, LocationKey> {
  const map = new Map<string, LocationKey>();
  for (const key of LOCATION_KEYS) map.set(key, key);
  for (const location of locations) {
    map.set(slugify(location.name), location.key);
    map.set(slugify(location.subname), location.key);
  }
  return map;
}

function memoize(fn: (text: string) => string): (text: string) => string {
  const known = new Map<string, string>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined) {
      value = fn(text);
      known.set(text, value);
    }
    return value;
  };
}

export function createRowContext(options: {
  now: Date;
  columnCount: number;
  locations?: readonly LocationNames[];
}): RowContext {
  return {
    maxYear: options.now.getUTCFullYear() + 1,
    locations: locationSpellings(options.locations),
    columnCount: options.columnCount,
    slug: memoize(slugify),
  };
}

// ---- value vocabularies -----------------------------------------------------------------

const squash = (text: string) =>
  text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

// biome-ignore format: a table reads better on few lines
const BODY_STYLE_SPELLINGS: Readonly<Record<string, BodyStyle>> = {
  suv: "suvs", suvs: "suvs", sportutility: "suvs", sportutilityvehicle: "suvs", crossover: "suvs", cuv: "suvs",
  sedan: "sedans", sedans: "sedans", saloon: "sedans",
  wagon: "wagons", wagons: "wagons", stationwagon: "wagons", estate: "wagons", sportwagon: "wagons",
  coupe: "coupes", coupes: "coupes",
  convertible: "convertibles", convertibles: "convertibles", cabriolet: "convertibles", roadster: "convertibles",
  hatchback: "hatchbacks", hatchbacks: "hatchbacks", hatch: "hatchbacks", liftback: "hatchbacks",
  truck: "trucks", trucks: "trucks", pickup: "trucks", pickups: "trucks", pickuptruck: "trucks",
  crewcab: "trucks", extendedcab: "trucks", regularcab: "trucks", doublecab: "trucks", supercrew: "trucks",
  minivan: "minivans", minivans: "minivans", passengervan: "minivans",
  commercial: "commercial", van: "commercial", cargovan: "commercial", chassiscab: "commercial",
  cutaway: "commercial", workvan: "commercial", commercialvan: "commercial", boxtruck: "commercial",
};

/** 'SUV', 'Sport Utility', '4dr Sedan', 'Crew Cab Pickup', 'suvs' -> one of the nine body styles. */
export function bodyStyleFor(text: string): BodyStyle | null {
  const whole = BODY_STYLE_SPELLINGS[squash(text)];
  if (whole) return whole;
  // '4dr Sedan', 'Crew Cab Pickup': the last word that names a body style decides.
  const words = text
    .split(/[^A-Za-z0-9]+/)
    .map(squash)
    .filter(Boolean)
    .reverse();
  for (const word of words) {
    const style = BODY_STYLE_SPELLINGS[word];
    if (style) return style;
  }
  return null;
}

// biome-ignore format: a table reads better on few lines
const CONDITION_SPELLINGS: Readonly<Record<string, Condition>> = {
  used: "used", preowned: "used",
  new: "new",
  certified: "certified", cpo: "certified", certifiedpreowned: "certified", certifiedused: "certified",
};

export function conditionFor(text: string): Condition | null {
  return CONDITION_SPELLINGS[squash(text)] ?? null;
}

// biome-ignore format: a table reads better on few lines
const DRIVETRAIN_SPELLINGS: Readonly<Record<string, string>> = {
  fwd: "FWD", frontwheeldrive: "FWD", frontwheel: "FWD",
  rwd: "RWD", rearwheeldrive: "RWD", rearwheel: "RWD",
  awd: "AWD", allwheeldrive: "AWD", allwheel: "AWD",
  "4wd": "4WD", "4x4": "4WD", fourwheeldrive: "4WD", "4wheeldrive": "4WD",
};

// biome-ignore format: a table reads better on few lines
const FUEL_SPELLINGS: Readonly<Record<string, string>> = {
  gas: "Gasoline", gasoline: "Gasoline", petrol: "Gasoline", unleaded: "Gasoline", regularunleaded: "Gasoline",
  premiumunleaded: "Gasoline",
  hybrid: "Hybrid", hev: "Hybrid", gaselectrichybrid: "Hybrid", gasolinehybrid: "Hybrid",
  diesel: "Diesel",
  electric: "Electric", ev: "Electric", bev: "Electric", batteryelectric: "Electric",
  pluginhybrid: "Plug-in Hybrid", phev: "Plug-in Hybrid",
};

/**
 * Drivetrain and fuel become the site's words ('All Wheel Drive' -> 'AWD', 'Gas' ->
 * 'Gasoline') so the search facets do not split one value into several; anything else
 * is kept as the feed wrote it.
 */
export const drivetrainFor = (text: string) => DRIVETRAIN_SPELLINGS[squash(text)] ?? text;
export const fuelTypeFor = (text: string) => FUEL_SPELLINGS[squash(text)] ?? text;

const YES = new Set(["yes", "y", "true", "1", "x"]);
const NO = new Set(["no", "n", "false", "0", ""]);

/** Two-door bodies; everything else defaults to four when the feed leaves doors empty. */
export function defaultDoors(bodyStyle: BodyStyle): number {
  return bodyStyle === "coupes" || bodyStyle === "convertibles" ? 2 : 4;
}

// ---- cell readers -----------------------------------------------------------------------

/** Trimmed, with runs of white space (including line breaks) as one space. */
function clean(text: string | undefined): string {
  if (text === undefined) return "";
  const trimmed = text.trim();
  // Most cells are already clean; testing first avoids a copy of every one of them.
  return /\s\s|[^\S ]/.test(trimmed) ? trimmed.replace(/\s+/g, " ") : trimmed;
}

const formatWhole = (n: number) => n.toLocaleString("en-US");

/**
 * A whole number written the way spreadsheets write them: '24995', '24,995', '$24,995',
 * '24995.00'. Returns a reason when it is not one.
 */
function readWhole(text: string, label: string): number | string {
  const compact = text.replace(/^\$/, "").replace(/\.0+$/, "");
  if (/^-\$?[\d,]+(\.\d+)?$/.test(text)) return `${label} ${text} is negative`;
  if (!/^(\d+|\d{1,3}(,\d{3})+)$/.test(compact)) {
    return /^\$?[\d,]*\.\d+$/.test(text)
      ? `${label} '${text}' is not a whole number`
      : `${label} '${text}' is not a number`;
  }
  return Number(compact.replace(/,/g, ""));
}

type Range = { readonly min: number; readonly max: number };

type OptionalTextField =
  | "trim"
  | "exteriorColor"
  | "interiorColor"
  | "transmission"
  | "fuelType"
  | "drivetrain"
  | "engine";

function readBounded(
  text: string,
  label: string,
  range: Range,
  reasons: string[],
  unit: "$" | "" = "",
): number | null {
  const value = readWhole(text, label);
  if (typeof value === "string") {
    reasons.push(value);
    return null;
  }
  if (value < range.min || value > range.max) {
    const show = (n: number) => `${unit}${formatWhole(n)}`;
    reasons.push(`${label} ${show(value)} is outside ${show(range.min)} to ${show(range.max)}`);
    return null;
  }
  return value;
}

function readRequiredWhole(
  text: string,
  label: string,
  range: Range,
  reasons: string[],
  unit: "$" | "" = "",
): number | null {
  if (text !== "") return readBounded(text, label, range, reasons, unit);
  reasons.push(`${label} is missing`);
  return null;
}

function readText(text: string | undefined, label: string, reasons: string[], required: boolean): string {
  const value = clean(text);
  if (required && value === "") reasons.push(`${label} is missing`);
  else if (value.length > MAX_TEXT_LENGTH)
    reasons.push(`${label} is longer than ${MAX_TEXT_LENGTH} characters`);
  return value;
}

function readVin(text: string | undefined, year: number | null, reasons: string[]): string {
  const vin = clean(text).toUpperCase();
  if (vin === "") {
    reasons.push("VIN is missing");
  } else if (vin.length !== 17) {
    reasons.push(`VIN ${vin} has ${vin.length} characters, not 17`);
  } else if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) {
    reasons.push(`VIN ${vin} has a character no VIN has (only digits and letters other than I, O and Q)`);
  } else if (!isValidVin(vin)) {
    reasons.push(
      `VIN ${vin} fails its check digit (position 9 is '${vin[8]}', it should be '${vinCheckDigit(vin)}')`,
    );
  } else if (year !== null && !vinMatchesYear(vin, year)) {
    reasons.push(
      `VIN ${vin} does not match year ${year} (position 10 is '${vin[9]}', ${year} is '${modelYearCode(year)}')`,
    );
  }
  return vin;
}

/** An https:// URL or a path on this site ('/photos/x.jpg'); never http: (mixed content) or '//host'. */
export function isAllowedImageUrl(url: string): boolean {
  if (url.length > MAX_URL_LENGTH || /\s/.test(url)) return false;
  if (url.startsWith("/")) return !url.startsWith("//") && !url.startsWith("/\\");
  if (!/^https:\/\//i.test(url)) return false;
  try {
    return new URL(url).hostname !== "";
  } catch {
    return false;
  }
}

/** A `|`-separated list: trimmed, empties dropped, repeats (ignoring case) dropped. */
export function splitList(text: string | undefined): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of (text ?? "").split("|")) {
    const item = clean(part);
    if (item === "" || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    items.push(item);
  }
  return items;
}

// ---- the row ----------------------------------------------------------------------------

export function readFeedRow(record: FeedRecord, context: RowContext): RowResult {
  const cells = record.values;
  const reasons: string[] = [];

  if (record.cellCount !== context.columnCount) {
    reasons.push(`the row has ${record.cellCount} cells but the header has ${context.columnCount} columns`);
  }

  let year: number | null = null;
  const yearText = clean(cells.year);
  if (yearText === "") reasons.push("year is missing");
  else if (!/^\d{4}$/.test(yearText)) reasons.push(`year '${yearText}' is not a four-digit year`);
  else if (Number(yearText) < MIN_YEAR || Number(yearText) > context.maxYear) {
    reasons.push(`year ${yearText} is outside ${MIN_YEAR} to ${context.maxYear}`);
  } else year = Number(yearText);

  const vin = readVin(cells.vin, year, reasons);
  const stockNumber = readText(cells.stockNumber, "stock number", reasons, true);

  const conditionText = clean(cells.condition);
  const condition = conditionFor(conditionText);
  if (conditionText === "") reasons.push("condition is missing");
  else if (!condition) reasons.push(`condition '${conditionText}' is not used, new or certified`);

  const make = readText(cells.make, "make", reasons, true);
  const model = readText(cells.model, "model", reasons, true);
  // Make and model become URL segments; a value with no letter or digit has no URL.
  if (make !== "" && context.slug(make) === "") reasons.push(`make '${make}' has no letter or digit`);
  if (model !== "" && context.slug(model) === "") reasons.push(`model '${model}' has no letter or digit`);

  const bodyText = clean(cells.bodyStyle);
  const bodyStyle = bodyStyleFor(bodyText);
  if (bodyText === "") reasons.push("body style is missing");
  else if (!bodyStyle) reasons.push(`body style '${bodyText}' is not one of ${BODY_STYLES.join(", ")}`);

  const mileage = readRequiredWhole(clean(cells.mileage), "mileage", { min: 0, max: MILEAGE_MAX }, reasons);
  const price = readRequiredWhole(clean(cells.price), "price", PRICE_RANGE, reasons, "$");

  const locationText = clean(cells.location);
  const slug = context.slug(locationText);
  const locationKey = context.locations.get(slug) ?? context.locations.get(slug.replace(/-[a-z]{2}$/, ""));
  if (locationText === "") reasons.push("location is missing");
  else if (!locationKey) reasons.push(`location '${locationText}' is not one of ${LOCATION_KEYS.join(", ")}`);

  const optionalText = (field: OptionalTextField, label: string) =>
    cells[field] === undefined ? undefined : readText(cells[field], label, reasons, false);
  const optionalWhole = (
    field: "initPrice" | "cityMpg" | "highwayMpg" | "doors",
    label: string,
    range: Range,
  ) => {
    const text = cells[field];
    if (text === undefined) return undefined;
    const value = clean(text);
    return value === "" ? null : readBounded(value, label, range, reasons, field === "initPrice" ? "$" : "");
  };

  const fuelType = optionalText("fuelType", "fuel type");
  const drivetrain = optionalText("drivetrain", "drivetrain");
  const doors = optionalWhole("doors", "doors", DOORS_RANGE);

  let features: string[] | undefined;
  if (cells.features !== undefined) {
    features = splitList(cells.features);
    if (features.length > MAX_FEATURES)
      reasons.push(`it lists ${features.length} features, more than ${MAX_FEATURES}`);
    const long = features.find((f) => f.length > MAX_TEXT_LENGTH);
    if (long) reasons.push(`feature '${long.slice(0, 30)}…' is longer than ${MAX_TEXT_LENGTH} characters`);
  }

  let imageUrls: string[] | undefined;
  if (cells.imageUrls !== undefined) {
    // URLs are case-sensitive: repeats are dropped only when identical.
    imageUrls = [...new Set(cells.imageUrls.split("|").map((u) => u.trim()))].filter(Boolean);
    if (imageUrls.length > MAX_IMAGES)
      reasons.push(`it lists ${imageUrls.length} images, more than ${MAX_IMAGES}`);
    imageUrls.forEach((url, index) => {
      if (!isAllowedImageUrl(url)) {
        const shown = url.length > 60 ? `${url.slice(0, 60)}…` : url;
        reasons.push(`image ${index + 1} '${shown}' is not an https:// URL or a site path starting with /`);
      }
    });
  }

  let premiumUpgrade: boolean | undefined;
  if (cells.premiumUpgrade !== undefined) {
    const text = clean(cells.premiumUpgrade).toLowerCase();
    if (YES.has(text)) premiumUpgrade = true;
    else if (NO.has(text)) premiumUpgrade = false;
    else reasons.push(`premium upgrade '${clean(cells.premiumUpgrade)}' is not yes or no`);
  }

  let inPrivateInventory: boolean | undefined;
  if (cells.private !== undefined) {
    const text = clean(cells.private).toLowerCase();
    if (YES.has(text)) inPrivateInventory = true;
    else if (NO.has(text)) inPrivateInventory = false;
    else reasons.push(`private '${clean(cells.private)}' is not yes or no`);
  }

  const vehicle: FeedVehicle = {
    row: record.row,
    vin,
    stockNumber,
    condition: condition!,
    year: year!,
    make,
    model,
    bodyStyle: bodyStyle!,
    mileage: mileage!,
    price: price!,
    locationKey: locationKey!,
    trim: optionalText("trim", "trim"),
    initPrice: optionalWhole("initPrice", "MSRP", PRICE_RANGE),
    exteriorColor: optionalText("exteriorColor", "exterior color"),
    interiorColor: optionalText("interiorColor", "interior color"),
    transmission: optionalText("transmission", "transmission"),
    fuelType: fuelType === undefined ? undefined : fuelTypeFor(fuelType),
    drivetrain: drivetrain === undefined ? undefined : drivetrainFor(drivetrain),
    engine: optionalText("engine", "engine"),
    cityMpg: optionalWhole("cityMpg", "city MPG", MPG_RANGE),
    highwayMpg: optionalWhole("highwayMpg", "highway MPG", MPG_RANGE),
    // An empty doors cell means the body style's usual count.
    doors: doors === null ? (bodyStyle ? defaultDoors(bodyStyle) : undefined) : doors,
    features,
    imageUrls,
    premiumUpgrade,
    private: inPrivateInventory,
  };
  if (reasons.length > 0) return { ok: false, row: record.row, vin, reasons };
  return { ok: true, vehicle };
}
