/**
 * The columns of a dealer inventory feed (docs/inventory-feed.md). Each field has the
 * header we document and the other spellings dealer-management systems export, so a
 * feed from a DMS usually imports without renaming its columns.
 */

export const FEED_FIELDS = [
  "vin",
  "stockNumber",
  "condition",
  "year",
  "make",
  "model",
  "trim",
  "bodyStyle",
  "mileage",
  "price",
  "initPrice",
  "exteriorColor",
  "interiorColor",
  "transmission",
  "fuelType",
  "drivetrain",
  "engine",
  "cityMpg",
  "highwayMpg",
  "doors",
  "features",
  "imageUrls",
  "location",
  "premiumUpgrade",
  "private",
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

export type FeedColumn = {
  field: FeedField;
  /** The header as documented and as the sample feeds spell it. */
  header: string;
  /** Other headers meaning the same column (compared after normalizeHeader). */
  aliases: readonly string[];
  /** A feed without this column cannot be imported. */
  required: boolean;
};

// biome-ignore format: a table reads better one column per line
export const FEED_COLUMNS: readonly FeedColumn[] = [
  { field: "vin", header: "VIN", aliases: ["VIN Number", "Vehicle Identification Number"], required: true },
  { field: "stockNumber", header: "Stock Number", aliases: ["Stock", "Stock #", "Stock No", "StockNumber", "Stock_Number"], required: true },
  { field: "condition", header: "Condition", aliases: ["New/Used", "Type", "Vehicle Condition"], required: true },
  { field: "year", header: "Year", aliases: ["Model Year", "Vehicle Year"], required: true },
  { field: "make", header: "Make", aliases: [], required: true },
  { field: "model", header: "Model", aliases: [], required: true },
  { field: "trim", header: "Trim", aliases: ["Series", "Trim Level"], required: false },
  { field: "bodyStyle", header: "Body Style", aliases: ["Body", "Body Type", "BodyStyle"], required: true },
  { field: "mileage", header: "Mileage", aliases: ["Miles", "Odometer"], required: true },
  { field: "price", header: "Price", aliases: ["Sale Price", "Selling Price", "Internet Price", "Asking Price"], required: true },
  { field: "initPrice", header: "MSRP", aliases: ["Initial Price", "Init Price", "List Price", "Original Price"], required: false },
  { field: "exteriorColor", header: "Exterior Color", aliases: ["Ext Color", "Exterior", "Color"], required: false },
  { field: "interiorColor", header: "Interior Color", aliases: ["Int Color", "Interior"], required: false },
  { field: "transmission", header: "Transmission", aliases: ["Trans"], required: false },
  { field: "fuelType", header: "Fuel Type", aliases: ["Fuel"], required: false },
  { field: "drivetrain", header: "Drivetrain", aliases: ["Drive Train", "Drive Type", "Drive"], required: false },
  { field: "engine", header: "Engine", aliases: ["Engine Description"], required: false },
  { field: "cityMpg", header: "City MPG", aliases: ["MPG City", "CityMPG"], required: false },
  { field: "highwayMpg", header: "Highway MPG", aliases: ["MPG Highway", "Hwy MPG", "MPG Hwy", "HighwayMPG"], required: false },
  { field: "doors", header: "Doors", aliases: ["Door Count", "Number of Doors"], required: false },
  { field: "features", header: "Features", aliases: ["Options", "Equipment"], required: false },
  { field: "imageUrls", header: "Image URLs", aliases: ["Images", "Image URL", "Photo URLs", "Photos", "ImageList"], required: false },
  { field: "location", header: "Location", aliases: ["Store", "Lot", "Dealer Location"], required: true },
  { field: "premiumUpgrade", header: "Premium Upgrade", aliases: ["Premium"], required: false },
  { field: "private", header: "Private", aliases: ["Private Inventory"], required: false },
];

export const REQUIRED_COLUMNS = FEED_COLUMNS.filter((c) => c.required);

/**
 * Headers compare without case, spaces, punctuation or British spelling:
 * 'Exterior Colour', 'exterior_color' and 'EXTERIOR COLOR' are one column.
 */
export function normalizeHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/colour/g, "color")
    .replace(/#/g, "number")
    .replace(/[^a-z0-9]/g, "");
}

const FIELD_BY_HEADER = new Map<string, FeedField>();
for (const column of FEED_COLUMNS) {
  for (const name of [column.header, column.aliases].flat())
    FIELD_BY_HEADER.set(normalizeHeader(name), column.field);
}

/** The field a header names, or null for a column the import does not use. */
export function fieldForHeader(header: string): FeedField | null {
  return FIELD_BY_HEADER.get(normalizeHeader(header)) ?? null;
}

export function columnOf(field: FeedField): FeedColumn {
  return FEED_COLUMNS.find((c) => c.field === field)!;
}
