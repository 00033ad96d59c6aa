import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
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
