import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadSettings, type Settings } from "~/features/company/settings.server";
import type { EmailSettings } from "~/features/company/settings-schema";
import type { StaffMember } from "~/features/company/staff";
import type { LeadServices } from "~/features/leads/intake/accept-lead.server";
import type { DB } from "~/lib/db/connection.server";
import { type Env, parseEnv } from "~/lib/env.server";
import { openMigratedTestDatabase } from "./databases";
import { SAMPLE_STAFF_MEMBER } from "./sample-leads";

/**
 * The real services the lead pipeline's unit tests run on: a migrated SQLite or PostgreSQL
 * database, the repository's content settings (with e-mail settings overridable), an
 * environment with its own temporary DATA_DIR, and a staff directory listing the sample
 * leads' staff member (overridable). Used by tests only.
 */
export type LeadTestServices = LeadServices & {
  db: DB;
  settings: Settings;
  env: Env;
  dataDir: string;
  cleanup: () => Promise<void>;
};

export async function createLeadTestServices(
  dialect: "sqlite" | "postgres",
  options: {
    email?: Partial<EmailSettings>;
    env?: Record<string, string>;
    staff?: StaffMember[];
  } = {},
): Promise<LeadTestServices> {
  const database = await openMigratedTestDatabase(dialect);
  const { db } = database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-leads-"));
  const env = parseEnv({ DATA_DIR: dataDir, SITE_URL: "https://cars.example.com", ...options.env });
  const loaded = loadSettings(path.resolve(import.meta.dirname, "../../content"));
  const settings: Settings = { ...loaded, email: { ...loaded.email, ...options.email } };
  return {
    db,
    settings,
    env,
    staff: options.staff ?? [SAMPLE_STAFF_MEMBER],
    dataDir,
    cleanup: async () => {
      await database.cleanup();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
