import type { Vehicle } from "~/features/inventory/vehicle";
import { fromVehicleRow } from "~/features/inventory/vehicle-repository.server";
import type { DB } from "~/lib/db/connection.server";

/**
 * The cars of a shopper's list (saved, compare, recently viewed) that are still for sale, in
 * the list's order: one query, whatever the list. A sold or unknown VIN is simply not there
 * (the page says how many are missing). Private cars come back too: the route leaves out the
 * ones its visitor may not see (routes/gates/private-inventory.server.ts `hiddenFromVisitor`).
 */
export async function findCarsInStock(db: DB, vins: readonly string[]): Promise<Vehicle[]> {
  if (vins.length === 0) return [];
  const rows = await db
    .selectFrom("vehicles")
    .selectAll()
    .where("vin", "in", [...vins])
    .where("status", "=", "in_stock")
    .execute();
  const byVin = new Map(rows.map((row) => [row.vin, fromVehicleRow(row)]));
  return vins.flatMap((vin) => byVin.get(vin) ?? []);
}
