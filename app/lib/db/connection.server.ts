import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  type DatabaseConnection,
  Kysely,
  type MigrationResultSet,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
} from "kysely";
import pg from "pg";
import { migrations } from "../../../db/migrations";
import type { DatabaseConfig } from "../env.server";
import type { Database } from "./schema";

export type DB = Kysely<Database>;

/** Opens the configured database: an embedded SQLite file, or a PostgreSQL pool. */
export function openDatabase(config: DatabaseConfig): DB {
  if (config.dialect === "postgres") {
    const pool = new pg.Pool({ connectionString: config.url, max: 10, connectionTimeoutMillis: 5_000 });
    // A client the server drops (a restart, a failover, `pg_terminate_backend`) must never crash
    // the process: an idle one reports on the pool, a checked-out one on itself (unheard, that
    // 'error' event killed the process). Its query fails (the request answers 503) and the
    // pool replaces the broken client; the next query connects again.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const database = new SQLite(config.file);
  // WAL lets page reads go on while the import or the outbox writes.
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = NORMAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  return new Kysely<Database>({ dialect: new SqliteDialectKeepingCause(database) });
}

/**
 * Kysely's SQLite dialect, except that a transaction SQLite has already rolled back is not
 * rolled back again. On a full disk (SQLITE_FULL), an I/O error or a read-only file SQLite
 * ends the transaction itself; Kysely's ROLLBACK then failed with "cannot rollback - no
 * transaction is active", and that error replaced the one that said what was wrong in the
 * log of a refused lead ("database or disk is full").
 */
class SqliteDialectKeepingCause extends SqliteDialect {
  readonly #database: SQLite.Database;

  constructor(database: SQLite.Database) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): SqliteDriver {
    const database = this.#database;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (database.inTransaction) await super.rollbackTransaction(connection);
      }
    })({ database });
  }
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

/** PostgreSQL's SQLSTATE classes and codes that mean "the database is not reachable now". */
const UNAVAILABLE_CODES = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|terminating connection|timeout exceeded when trying to connect|ECONNREFUSED|ECONNRESET|Client has encountered a connection error|database is locked/i;

/**
 * Whether an error means the database cannot be reached for now (a dropped connection, a
 * failover, too many clients), as opposed to a bug: such a request answers 503 with
 * Retry-After, and the visitor (or the browser's retry) tries again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && UNAVAILABLE_CODES.test(code)) return true;
  return typeof message === "string" && UNAVAILABLE_MESSAGES.test(message);
}

/** A cheap round trip to the database, for the health check. */
export async function pingDatabase(db: DB): Promise<void> {
  await sql`select 1`.execute(db);
}
