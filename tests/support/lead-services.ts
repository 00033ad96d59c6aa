import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadSettings, type Settings } from "~/features/company/settings.server";
import type { EmailSettings } from "~/features/company/settings-schema";
import type { LeadServices } from "~/features/leads/accept-lead.server";
import { type DB, migrateToLatest, openDatabase } from "~/lib/db/connection.server";
import { parseEnv } from "~/lib/env.server";
import { createTestDatabase } from "./databases";

/**
 * The real services the lead pipeline's unit tests run on: a migrated SQLite or PostgreSQL
 * database, the repository's content settings (with e-mail settings overridable), and an
 * environment with its own temporary DATA_DIR. Used by tests only.
 */
export type LeadTestServices = LeadServices & {
  db: DB;
  settings: Settings;
  dataDir: string;
  cleanup: () => Promise<void>;
};

export async function createLeadTestServices(
  dialect: "sqlite" | "postgres",
  options: { email?: Partial<EmailSettings>; env?: Record<string, string> } = {},
): Promise<LeadTestServices> {
  const database = await createTestDatabase(dialect);
  const db = openDatabase(database.config);
  await migrateToLatest(db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-leads-"));
  const env = parseEnv({ DATA_DIR: dataDir, SITE_URL: "https://cars.example.com", ...options.env });
  const loaded = loadSettings(path.resolve(import.meta.dirname, "../../content"));
  const settings: Settings = { ...loaded, email: { ...loaded.email, ...options.email } };
  return {
    db,
    settings,
    env,
    dataDir,
    cleanup: async () => {
      await db.destroy();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A POST from a page of the site, as a browser sends it. */
export function sitePost(
  pathname: string,
  init: { cookie?: string; ip?: string; headers?: Record<string, string>; body?: BodyInit } = {},
): Request {
  const headers: Record<string, string> = {
    origin: "https://cars.example.com",
    "x-dealer-client-ip": init.ip ?? "203.0.113.10",
    ...init.headers,
  };
  if (init.cookie) headers.cookie = init.cookie;
  return new Request(`https://cars.example.com${pathname}`, { method: "POST", headers, body: init.body });
}
