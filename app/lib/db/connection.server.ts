import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type MigrationResultSet, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { migrations } from "../../../db/migrations";
import type { DatabaseConfig } from "../env.server";
import type { Database } from "./schema";

export type DB = Kysely<Database>;

/** Opens the configured database: an embedded SQLite file, or a PostgreSQL pool. */
export function openDatabase(config: DatabaseConfig): DB {
  if (config.dialect === "postgres") {
    const pool = new pg.Pool({ connectionString: config.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle client dropped by the server must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const database = new SQLite(config.file);
  // WAL lets page reads go on while the import or the outbox writes.
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = NORMAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

export function dialectOf(db: DB): "sqlite" | "postgres" {
  return db.getExecutor().adapter.constructor.name === "PostgresAdapter" ? "postgres" : "sqlite";
}

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: DB): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed: ${(result.error as Error).message ?? result.error}`);
  }
  return result;
}

/** A cheap round trip to the database, for the health check. */
export async function pingDatabase(db: DB): Promise<void> {
  await sql`select 1`.execute(db);
}
