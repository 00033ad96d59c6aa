// `npm run db:migrate`: brings the configured database (SQLite or PostgreSQL) up to date.
import { migrateToLatest, openDatabase } from "../app/lib/db/connection.server";
import { getEnv } from "../app/lib/env.server";

const db = openDatabase(getEnv().database);
try {
  const result = await migrateToLatest(db);
  const applied = result.results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
