import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type DB, migrateToLatest, openDatabase } from "../../app/lib/db/connection.server";
import type { DatabaseConfig } from "../../app/lib/env.server";

/**
 * The databases repository tests run on: a temporary SQLite file always, and a fresh
 * PostgreSQL database whenever TEST_DATABASE_URL points at a server (CI sets it).
 */
export type TestDatabase = { name: "sqlite" | "postgres"; config: DatabaseConfig; drop: () => Promise<void> };

export const testDialects: Array<"sqlite" | "postgres"> = process.env.TEST_DATABASE_URL
  ? ["sqlite", "postgres"]
  : ["sqlite"];

export async function createTestDatabase(dialect: "sqlite" | "postgres"): Promise<TestDatabase> {
  if (dialect === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-db-"));
    return {
      name: "sqlite",
      config: { dialect: "sqlite", file: path.join(dir, "dealer.sqlite") },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `dealer_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: "postgres",
    config: { dialect: "postgres", url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type MigratedTestDatabase = {
  name: "sqlite" | "postgres";
  config: DatabaseConfig;
  db: DB;
  /** Closes the connection (even if the test already did) and drops the database. */
  cleanup: () => Promise<void>;
};

/**
 * A fresh test database of this dialect, opened and migrated to the latest schema: the
 * set-up every repository test starts from.
 */
export async function openMigratedTestDatabase(
  dialect: "sqlite" | "postgres",
): Promise<MigratedTestDatabase> {
  const database = await createTestDatabase(dialect);
  const db = openDatabase(database.config);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    await database.drop();
    throw error;
  }
  return {
    name: database.name,
    config: database.config,
    db,
    cleanup: async () => {
      // Kysely's destroy is idempotent, so a test that closed the connection itself is fine.
      await db.destroy();
      await database.drop();
    },
  };
}
