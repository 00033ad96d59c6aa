/**
 * The inventory import: a dealer feed in, the vehicles table brought in line with it.
 *
 * One transaction, so a failure (or Ctrl-C) leaves the inventory exactly as it was.
 * Work goes in batches: one query reads a batch's stored vehicles, one statement
 * upserts its changed rows, so 50,000 vehicles take seconds rather than minutes.
 * A vehicle whose stored fields already equal the feed's is not written at all, which is
 * what makes a second run of the same feed change nothing (updated_at included).
 */
import { sql } from "kysely";
import { type DB, dialectOf } from "~/lib/db/connection.server";
import type { NewVehicleRow, VehicleRow } from "~/lib/db/schema";
import { fromVehicleRow, toVehicleRow } from "../vehicle-repository.server";
import { mergeFeedVehicle, type PriceDrop } from "./merge-feed-vehicle";
import { type ParsedFeed, parseFeed } from "./parse-feed";
import {
  createRowContext,
  type FeedVehicle,
  type LocationNames,
  type RejectedRow,
  readFeedRow,
} from "./read-feed-row";

/** A full feed lists the whole inventory (absent vehicles were sold); a partial one only some. */
export type ImportMode = "full" | "partial";

export type ImportOptions = {
  mode?: ImportMode;
  /** Work everything out and report it, but write nothing. */
  dryRun?: boolean;
  /** The import's time: listing date of new vehicles, sold_at, updated_at, price-drop date. */
  now?: Date;
  /** The configured locations, so a feed may name a location as the site does. */
  locations?: readonly LocationNames[];
  /** Called inside the transaction after each batch; throwing aborts the whole import. */
  onProgress?: (done: number, total: number) => void;
};

export type ImportReport = {
  mode: ImportMode;
  dryRun: boolean;
  /** Data rows in the file (the header not counted). */
  rows: number;
  accepted: number;
  rejected: RejectedRow[];
  new: number;
  /** Vehicles whose stored data changed, including those back in stock. */
  updated: number;
  /** Of the updated: vehicles that had been sold and are in the feed again. */
  restocked: number;
  unchanged: number;
  sold: number;
  priceDrops: number;
  /** Headers the import does not use. */
  ignoredColumns: string[];
  soldVins: string[];
};

/** Vehicles per batch: 36 columns x 400 rows stays under both databases' bound-parameter limits. */
const BATCH = 400;
/** Image rows per insert (3 parameters each). */
const IMAGE_BATCH = 5_000;
/**
 * PostgreSQL advisory lock key held for the import's transaction: two imports started at
 * once (a cron run and a manual one) run one after the other instead of interleaving.
 */
const IMPORT_LOCK_KEY = 4_817_301;

/**
 * Runs the import in one transaction that is sure to be allowed to write.
 *
 * SQLite: BEGIN IMMEDIATE takes the write lock up front. A plain (deferred) BEGIN would
 * start as a reader, and in WAL mode a reader cannot become a writer once anyone else
 * (a lead being saved) has committed since: the import would fail half way with
 * SQLITE_BUSY. Taken up front, the lock makes other writers wait (busy_timeout), and a
 * second import waits or fails before doing anything.
 * PostgreSQL: an ordinary transaction plus the advisory lock above.
 */
async function inImportTransaction(db: DB, write: boolean, work: (trx: DB) => Promise<void>): Promise<void> {
  // A dry run only reads: an ordinary transaction gives it one consistent view, and no lock.
  if (!write) {
    await db.transaction().execute(work);
    return;
  }
  if (dialectOf(db) === "postgres") {
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`.execute(trx);
      await work(trx);
    });
    return;
  }
  await db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      await work(connection);
      await sql`commit`.execute(connection);
    } catch (error) {
      // SQLite may have rolled back by itself (a full disk): a second rollback then fails with
      // "no transaction is active" and would hide the error that says why.
      await sql`rollback`.execute(connection).catch(() => {});
      throw error;
    }
  });
}

type VehicleColumn = keyof NewVehicleRow;

function sameRow(stored: VehicleRow, next: NewVehicleRow): boolean {
  for (const column of Object.keys(next) as VehicleColumn[]) {
    if (column === "updated_at") continue;
    if (stored[column] !== next[column]) return false;
  }
  return true;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type StoredBatch = { rows: Map<string, VehicleRow>; images: Map<string, string[]> };

/** The stored rows and additional pictures of a batch's VINs: two queries per batch. */
async function readStored(trx: DB, vins: string[]): Promise<StoredBatch> {
  const rows = new Map<string, VehicleRow>();
  for (const row of await trx.selectFrom("vehicles").selectAll().where("vin", "in", vins).execute()) {
    rows.set(row.vin, row);
  }
  const images = new Map<string, string[]>();
  if (rows.size === 0) return { rows, images };
  const found = await trx
    .selectFrom("vehicle_images")
    .select(["vin", "url"])
    .where("vin", "in", [...rows.keys()])
    .orderBy("vin")
    .orderBy("position")
    .execute();
  for (const image of found) {
    const list = images.get(image.vin);
    if (list) list.push(image.url);
    else images.set(image.vin, [image.url]);
  }
  return { rows, images };
}

type BatchChanges = {
  upserts: NewVehicleRow[];
  /** VINs whose stored pictures are replaced by `images`. */
  replaceImagesOf: string[];
  images: Array<{ vin: string; position: number; url: string }>;
  drops: PriceDrop[];
};

/** What a batch changes, counted into the report; vehicles already as the feed says are left out. */
function planBatch(
  batch: FeedVehicle[],
  stored: StoredBatch,
  now: string,
  report: ImportReport,
): BatchChanges {
  const changes: BatchChanges = { upserts: [], replaceImagesOf: [], images: [], drops: [] };
  for (const feedVehicle of batch) {
    const row = stored.rows.get(feedVehicle.vin);
    const storedAdditional = stored.images.get(feedVehicle.vin) ?? [];
    const { vehicle, priceDrop } = mergeFeedVehicle(
      feedVehicle,
      row ? fromVehicleRow(row, storedAdditional) : null,
      now,
    );
    const next = toVehicleRow(vehicle, now);
    const additional = vehicle.images.additionalImages;
    const imagesChanged = !sameList(storedAdditional, additional);
    if (row && !imagesChanged && sameRow(row, next)) {
      report.unchanged++;
      continue;
    }
    if (!row) report.new++;
    else {
      report.updated++;
      if (row.status !== "in_stock") report.restocked++;
    }
    changes.upserts.push(next);
    if (imagesChanged) {
      if (row) changes.replaceImagesOf.push(vehicle.vin);
      additional.forEach((url, index) => {
        changes.images.push({ vin: vehicle.vin, position: index + 1, url });
      });
    }
    if (priceDrop) {
      changes.drops.push(priceDrop);
      report.priceDrops++;
    }
  }
  return changes;
}

async function writeBatch(trx: DB, changes: BatchChanges, now: string): Promise<void> {
  if (changes.upserts.length > 0) {
    // Every column but the key comes from the new row; listed_at is in it unchanged.
    const columns = Object.keys(changes.upserts[0]!).filter((c) => c !== "vin") as VehicleColumn[];
    const fromNewRow = Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)]));
    await trx
      .insertInto("vehicles")
      .values(changes.upserts)
      .onConflict((oc) => oc.column("vin").doUpdateSet(fromNewRow as Record<VehicleColumn, never>))
      .execute();
  }
  if (changes.replaceImagesOf.length > 0) {
    await trx.deleteFrom("vehicle_images").where("vin", "in", changes.replaceImagesOf).execute();
  }
  for (const images of chunks(changes.images, IMAGE_BATCH)) {
    await trx.insertInto("vehicle_images").values(images).execute();
  }
  if (changes.drops.length > 0) {
    await trx
      .insertInto("price_history")
      .values(
        changes.drops.map((d) => ({
          vin: d.vin,
          old_price: d.oldPrice,
          new_price: d.newPrice,
          changed_at: now,
        })),
      )
      .execute();
  }
}

/** Splits the feed's rows into vehicles to import and rejected rows (with every reason). */
export function readFeedRows(
  feed: ParsedFeed,
  options: { now: Date; locations?: readonly LocationNames[] },
): { vehicles: FeedVehicle[]; rejected: RejectedRow[]; seenVins: Set<string> } {
  const context = createRowContext({ ...options, columnCount: feed.columnCount });
  const vehicles: FeedVehicle[] = [];
  const rejected: RejectedRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (const record of feed.records) {
    const result = readFeedRow(record, context);
    const vin = result.ok ? result.vehicle.vin : result.vin;
    const reasons = result.ok ? [] : [...result.reasons];
    const earlier = vin === "" ? undefined : firstRowOf.get(vin);
    if (earlier !== undefined) reasons.push(`VIN ${vin} is already on row ${earlier}`);
    else if (vin !== "") firstRowOf.set(vin, record.row);
    if (reasons.length > 0) rejected.push({ row: record.row, vin, reasons });
    else if (result.ok) vehicles.push(result.vehicle);
  }
  // Every VIN the file names, valid row or not: a vehicle whose row has a typo is still
  // on the lot, so a full feed must not mark it sold.
  return { vehicles, rejected, seenVins: new Set(firstRowOf.keys()) };
}

/**
 * Imports a feed (the file's bytes or text, or an already parsed feed). Throws
 * FeedFileError before touching the database when the file cannot be imported; any
 * database error rolls the whole import back.
 */
export async function importInventoryFeed(
  db: DB,
  source: ParsedFeed | Uint8Array | string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const feed = typeof source === "string" || source instanceof Uint8Array ? parseFeed(source) : source;
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const mode = options.mode ?? "full";
  const write = !options.dryRun;
  const { vehicles, rejected, seenVins } = readFeedRows(feed, { now, locations: options.locations });

  const report: ImportReport = {
    mode,
    dryRun: !write,
    rows: feed.records.length,
    accepted: vehicles.length,
    rejected,
    new: 0,
    updated: 0,
    restocked: 0,
    unchanged: 0,
    sold: 0,
    priceDrops: 0,
    ignoredColumns: feed.ignoredColumns,
    soldVins: [],
  };

  await inImportTransaction(db, write, async (trx) => {
    let done = 0;
    options.onProgress?.(done, vehicles.length);
    for (const batch of chunks(vehicles, BATCH)) {
      const stored = await readStored(
        trx,
        batch.map((v) => v.vin),
      );
      const changes = planBatch(batch, stored, nowIso, report);
      if (write) await writeBatch(trx, changes, nowIso);
      done += batch.length;
      options.onProgress?.(done, vehicles.length);
    }
    if (mode === "full") {
      const inStock = await trx
        .selectFrom("vehicles")
        .select("vin")
        .where("status", "=", "in_stock")
        .execute();
      report.soldVins = inStock.map((r) => r.vin).filter((vin) => !seenVins.has(vin));
      report.sold = report.soldVins.length;
      if (write) {
        for (const vins of chunks(report.soldVins, BATCH)) {
          await trx
            .updateTable("vehicles")
            .set({ status: "sold", sold_at: nowIso, updated_at: nowIso })
            .where("vin", "in", vins)
            .where("status", "=", "in_stock")
            .execute();
        }
      }
    }
  });
  return report;
}
