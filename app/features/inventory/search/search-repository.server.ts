import { sql } from "kysely";
import { type DB, dialectOf } from "~/lib/db/connection.server";
import { slugify } from "../slug";
import type { BodyStyle, Condition } from "../vehicle";
import { FacetIndex, type IndexInput, type SearchContext, type SearchOutcome } from "./facet-index";
import type { SearchFilters, SearchVocabulary } from "./filter-state";

/**
 * The search repository. A search page needs the count, the page and a count beside every
 * filter value; asked of SQL, that is one GROUP BY per facet over the filtered rows (about a
 * dozen scans per page, growing with the inventory). Instead the in-stock inventory's
 * filterable columns are read once into a FacetIndex, which answers a whole page in one pass
 * in memory, and re-read when the inventory changes:
 *
 * - SQLite: `PRAGMA data_version` changes whenever another connection (the feed import)
 *   commits, and costs nothing to ask on every request;
 * - both dialects: a small stamp (rows and latest `updated_at` per status, an index-only scan
 *   thanks to migration 0004) is compared at most every STAMP_INTERVAL_MS.
 *
 * So a change made by another process shows at once on SQLite and within two seconds on
 * PostgreSQL. A writer inside this process calls invalidateSearchData().
 */

export type SearchData = {
  /** The public in-stock inventory: what every shared search page shows and counts. */
  index: FacetIndex;
  vocabulary: SearchVocabulary;
  /** How many in-stock vehicles are private (the teaser's count: a number, nothing of them). */
  privateCount: number;
  /**
   * The index with the private inventory too, for a visitor who unlocked it: read and built
   * on first use (most visitors never need it), then kept with this data.
   */
  withPrivate: () => Promise<FacetIndex>;
};

const STAMP_INTERVAL_MS = 2_000;

type CacheEntry = {
  data?: SearchData;
  loading?: Promise<SearchData>;
  dataVersion?: number;
  stamp?: string;
  checkedAt: number;
};

const cache = new WeakMap<DB, CacheEntry>();

/** The search data of this database, re-read when the inventory has changed. */
export async function getSearchData(db: DB): Promise<SearchData> {
  let entry = cache.get(db);
  if (!entry) {
    entry = { checkedAt: 0 };
    cache.set(db, entry);
  }
  if (entry.loading) return entry.loading;
  if (entry.data) {
    let stale = false;
    if (dialectOf(db) === "sqlite") {
      const version = await dataVersion(db);
      if (version !== entry.dataVersion) {
        entry.dataVersion = version;
        stale = true;
      }
    }
    if (!stale && Date.now() - entry.checkedAt >= STAMP_INTERVAL_MS) {
      const stamp = await inventoryStamp(db);
      entry.checkedAt = Date.now();
      stale = stamp !== entry.stamp;
    }
    if (!stale) return entry.data;
  }
  return reload(db, entry);
}

/** Forget the cached search data (a writer in this process changed the inventory). */
export function invalidateSearchData(db: DB): void {
  const entry = cache.get(db);
  if (entry) entry.data = undefined;
}

function reload(db: DB, entry: CacheEntry): Promise<SearchData> {
  if (entry.loading) return entry.loading;
  const loading = (async () => {
    // Stamp and version first: a change landing during the read makes the next request re-read.
    if (dialectOf(db) === "sqlite") entry.dataVersion = await dataVersion(db);
    const stamp = await inventoryStamp(db);
    const data = await loadSearchData(db);
    entry.stamp = stamp;
    entry.checkedAt = Date.now();
    entry.data = data;
    return data;
  })();
  entry.loading = loading;
  return loading.finally(() => {
    if (entry.loading === loading) entry.loading = undefined;
  });
}

/**
 * Calls `onChange` when the inventory changed since the last look (a feed import, a price drop,
 * a sale, from any process or instance), looking every `intervalMs`. The timer does not keep
 * the process alive, and a failed look (the database away for a moment) waits for the next.
 */
export function watchInventoryChanges(db: DB, onChange: () => void, intervalMs: number): () => void {
  let last: string | undefined;
  let looking = false;
  const look = async () => {
    if (looking) return;
    looking = true;
    try {
      const stamp = await inventoryStamp(db);
      if (last !== undefined && stamp !== last) onChange();
      last = stamp;
    } catch {
      // The next look tries again; the pages kept meanwhile expire on their own.
    } finally {
      looking = false;
    }
  };
  void look();
  const timer = setInterval(look, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

async function dataVersion(db: DB): Promise<number> {
  const result = await sql<{ data_version: number }>`pragma data_version`.execute(db);
  return Number(result.rows[0]?.data_version ?? 0);
}

async function inventoryStamp(db: DB): Promise<string> {
  const rows = await db
    .selectFrom("vehicles")
    .select((eb) => [
      "status",
      eb.fn.countAll<number | string>().as("count"),
      eb.fn.max("updated_at").as("updated"),
    ])
    .groupBy("status")
    .orderBy("status")
    .execute();
  return rows.map((r) => `${r.status}:${Number(r.count)}:${r.updated}`).join("|");
}

/** The in-stock inventory's indexed columns, private vehicles included (their `private` flag says so). */
function readInStock(db: DB) {
  return db
    .selectFrom("vehicles")
    .select([
      "vin",
      "stock_number",
      "condition",
      "year",
      "make",
      "make_slug",
      "model",
      "model_slug",
      "trim",
      "body_style",
      "mileage",
      "price",
      "old_price",
      "transmission",
      "exterior_color",
      "fuel_type",
      "drivetrain",
      "features",
      "location_key",
      "premium_upgrade",
      "listed_at",
      "preview_image",
      "private",
    ])
    .where("status", "=", "in_stock")
    .execute();
}

type InStockRow = Awaited<ReturnType<typeof readInStock>>[number];

const isPrivate = (row: InStockRow) => Number(row.private) === 1;

/**
 * Reads the public in-stock inventory into a FacetIndex, and the URL vocabulary from every
 * vehicle (private ones too: a word of the URL shows nothing by itself, and an unlocked
 * visitor's search needs them).
 */
export async function loadSearchData(db: DB): Promise<SearchData> {
  const [rows, pairs, soldFeatures] = await Promise.all([
    readInStock(db),
    // Sold vehicles' makes and models stay valid tokens: their detail URLs redirect to these pages.
    db.selectFrom("vehicles").select(["make", "make_slug", "model", "model_slug"]).distinct().execute(),
    db.selectFrom("vehicles").select("features").distinct().where("status", "<>", "in_stock").execute(),
  ]);

  const inputs = rows.filter((row) => !isPrivate(row)).map(toIndexInput);
  const privateCount = rows.length - inputs.length;

  const makes = new Map<string, { name: string; models: Map<string, string> }>();
  for (const pair of pairs) {
    let make = makes.get(pair.make_slug);
    if (!make) {
      make = { name: pair.make, models: new Map() };
      makes.set(pair.make_slug, make);
    }
    if (!make.models.has(pair.model_slug)) make.models.set(pair.model_slug, pair.model);
  }
  const features = new Map<string, string>();
  for (const list of [
    ...rows.map((row) => parseFeatures(row.features)),
    ...soldFeatures.map((r) => parseFeatures(r.features)),
  ]) {
    for (const name of list) {
      const slug = slugify(name);
      if (slug && !features.has(slug)) features.set(slug, name);
    }
  }
  const index = new FacetIndex(inputs);
  let withPrivate: Promise<FacetIndex> | undefined;
  return {
    index,
    vocabulary: { makes, features },
    privateCount,
    withPrivate: () => {
      if (privateCount === 0) return Promise.resolve(index);
      withPrivate ??= readInStock(db)
        .then((all) => new FacetIndex(all.map(toIndexInput)))
        .catch((error: unknown) => {
          // A failed read is tried again by the next request, not remembered.
          withPrivate = undefined;
          throw error;
        });
      return withPrivate;
    },
  };
}

function toIndexInput(row: InStockRow): IndexInput {
  return {
    vin: row.vin,
    stockNumber: row.stock_number,
    condition: row.condition as Condition,
    year: Number(row.year),
    make: row.make,
    makeSlug: row.make_slug,
    model: row.model,
    modelSlug: row.model_slug,
    trim: row.trim,
    bodyStyle: row.body_style as BodyStyle,
    mileage: Number(row.mileage),
    price: Number(row.price),
    oldPrice: row.old_price === null ? null : Number(row.old_price),
    transmission: row.transmission,
    exteriorColor: row.exterior_color,
    fuelType: row.fuel_type,
    drivetrain: row.drivetrain,
    features: parseFeatures(row.features),
    locationKey: row.location_key,
    premiumUpgrade: Number(row.premium_upgrade) === 1,
    listedAt: row.listed_at,
    previewImage: row.preview_image,
  };
}

function parseFeatures(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    // A feed row with broken features JSON still shows; it just matches no feature filter.
    return [];
  }
}

/** One search page: count, vehicles of the page and facets (see FacetIndex.search). */
export async function searchVehicles(
  db: DB,
  filters: SearchFilters,
  context: SearchContext,
): Promise<SearchOutcome & { vocabulary: SearchVocabulary; index: FacetIndex }> {
  const data = await getSearchData(db);
  return { ...data.index.search(filters, context), vocabulary: data.vocabulary, index: data.index };
}
