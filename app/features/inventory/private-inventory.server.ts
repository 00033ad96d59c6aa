import type { DB } from "~/lib/db/connection.server";
import type { VehicleCardData } from "./vehicle-card-data";
import { CARD_COLUMNS, toCardData } from "./vehicle-page/vehicle-page-repository.server";

/**
 * The private inventory (UNLOCK_INVENTORY): vehicles the dealer shows only to visitors who
 * gave their details. Every public list leaves them out (`private = 0` in its query, the
 * search's public index); these are the reads of the gate's page.
 */

/** How many in-stock vehicles are private: the teaser's and the gate's count, nothing of the cars. */
export async function countPrivateVehicles(db: DB): Promise<number> {
  const row = await db
    .selectFrom("vehicles")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", "in_stock")
    .where("private", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The private vehicles in stock, newest first: the unlocked gate's cards. */
export async function listPrivateVehicles(db: DB): Promise<VehicleCardData[]> {
  const rows = await db
    .selectFrom("vehicles")
    .select(CARD_COLUMNS)
    .where("status", "=", "in_stock")
    .where("private", "=", 1)
    .orderBy("listed_at", "desc")
    .orderBy("vin")
    .execute();
  return rows.map(toCardData);
}
