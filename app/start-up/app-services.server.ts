import fs from "node:fs";
import { getSettings, type Settings } from "~/features/company/settings.server";
import { getContent, type SiteContent } from "~/features/content/load-content.server";
import type { Experiment } from "~/features/experiments/experiment";
import { loadExperiments } from "~/features/experiments/experiments-content.server";
import { seedDemoInventoryIfEmpty } from "~/features/inventory/demo-seed.server";
import { startLeadDelivery, stopLeadDelivery } from "~/features/leads/delivery/delivery-worker.server";
import { purgeExpiredRecords } from "~/features/leads/model/lead-retention.server";
import type { TradeInContent } from "~/features/trade-in/trade-in-content";
import { getTradeInContent } from "~/features/trade-in/trade-in-content.server";
import { phoneVerificationSecret, siteEncryptionKey, siteSecret } from "~/lib/crypto/site-secrets.server";
import { type DB, migrateToLatest, openDatabase } from "~/lib/db/connection.server";
import { ConfigError, type Env, getEnv } from "~/lib/env.server";
import { LANGUAGES, type Language } from "~/lib/i18n";
import { getLogger } from "~/lib/logger.server";
import { closeRateLimitStore } from "~/lib/rate-limit.server";
import { DAY_MS } from "~/lib/wall-clock";

/**
 * The process-wide services a request needs: configuration, settings, the dealership's
 * content (articles, offers, reviews, pages), the trade-in questionnaire, the database.
 * Built once by `startApp()` before the server listens, once per language: settings and
 * content are in the language of the page that reads them (`servicesIn`), so a Spanish page
 * reads Spanish menus and copy without asking. The English services are the process's own
 * (lead e-mails to the dealer are always in English).
 */
export type AppServices = {
  env: Env;
  settings: Settings;
  content: SiteContent;
  tradeIn: TradeInContent;
  /** content/experiments.json (both languages' texts in one file). */
  experiments: Experiment[];
  db: DB;
  /** The language of `settings`, `content` and `tradeIn`. */
  language: Language;
};

let services: AppServices | undefined;
let servicesByLanguage: Record<Language, AppServices> | undefined;

export async function startApp(): Promise<AppServices> {
  if (services) return services;
  const env = getEnv();
  // Every content file, in both languages, is checked before the server listens, so a bad
  // edit or a missing translation stops start-up.
  const localized = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        settings: getSettings(language),
        content: getContent(language),
        tradeIn: getTradeInContent(language),
      },
    ]),
  ) as Record<Language, Pick<AppServices, "settings" | "content" | "tradeIn">>;
  const experiments = loadExperiments(env.contentDir);
  const db = await openStorage(env);
  const seeded = await seedDemoInventoryIfEmpty(db);
  if (seeded > 0) getLogger().info({ vehicles: seeded }, "demo inventory created");
  servicesByLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [language, { env, db, language, experiments, ...localized[language] }]),
  ) as Record<Language, AppServices>;
  services = servicesByLanguage.en;
  // Lead e-mails go out from this process; rows left by a previous run are picked up too.
  startLeadDelivery(services);
  startRetention(db);
  return services;
}

/**
 * What one process does before several serve (WEB_CONCURRENCY above 1, server/start.js): the
 * database migrated, the demo inventory created and the generated secrets written, so the
 * workers that start next find all three ready instead of racing to make them.
 */
export async function prepareStorage(): Promise<void> {
  const env = getEnv();
  const db = await openStorage(env);
  try {
    const seeded = await seedDemoInventoryIfEmpty(db);
    if (seeded > 0) getLogger().info({ vehicles: seeded }, "demo inventory created");
  } finally {
    await db.destroy();
  }
  siteSecret(env);
  siteEncryptionKey(env);
  phoneVerificationSecret(env);
}

/** File-system and SQLite error codes that mean "the database cannot be written". */
const UNWRITABLE = /^(EACCES|EPERM|EROFS|ENOTDIR|ENOSPC|EDQUOT|SQLITE_(READONLY|CANTOPEN|PERM|FULL|IOERR))/;

/**
 * Creates DATA_DIR, opens the database and migrates it. Storage this user cannot write stops
 * start-up with one line naming it and the cause, as a bad variable does: every lead is stored
 * before the visitor sees "sent", so a site that cannot store one must not start as if it could.
 */
async function openStorage(env: Env): Promise<DB> {
  const unwritable = (target: string, error: unknown) => {
    const { code, message } = error as { code?: unknown; message?: string };
    return new ConfigError(
      `Cannot write ${target} (${String(code)}: ${message}): the site stores every lead there before it answers. ` +
        "Give this user write access to it, or set DATA_DIR (or DATABASE_URL) to a place it can write.",
    );
  };
  try {
    fs.mkdirSync(env.dataDir, { recursive: true });
  } catch (error) {
    // Whatever the reason (a read-only volume even answers ENOENT here), DATA_DIR is unusable.
    throw unwritable(`DATA_DIR ${env.dataDir}`, error);
  }
  try {
    const db = openDatabase(env.database);
    await migrateToLatest(db);
    return db;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (env.database.dialect !== "sqlite" || typeof code !== "string" || !UNWRITABLE.test(code)) throw error;
    throw unwritable(`the database ${env.database.file}`, error);
  }
}

let retentionTimer: NodeJS.Timeout | undefined;
let retentionRun: Promise<void> = Promise.resolve();

/**
 * What the privacy policy promises to delete goes at start-up and once a day after
 * (features/leads/model/lead-retention.server.ts). Several instances may run it at once:
 * each deletes what is past its date, so they agree. Only counts are logged.
 */
function startRetention(db: DB): void {
  const purge = () => {
    retentionRun = purgeExpiredRecords(db, new Date()).then(
      (counts) => {
        if (Object.values(counts).some((n) => n > 0)) getLogger().info(counts, "expired records deleted");
      },
      (error: Error) => getLogger().error({ err: { message: error.message } }, "record retention failed"),
    );
  };
  purge();
  retentionTimer = setInterval(purge, DAY_MS);
  retentionTimer.unref();
}

/** The services of this process; the server calls startApp() before any request. */
export function getApp(): AppServices {
  if (!services) throw new Error("startApp() has not run");
  return services;
}

/** The services in one language (the page's), built at start-up. */
export function servicesIn(language: Language): AppServices {
  if (!servicesByLanguage) throw new Error("startApp() has not run");
  return servicesByLanguage[language];
}

export async function stopApp(): Promise<void> {
  const current = services;
  services = undefined;
  servicesByLanguage = undefined;
  clearInterval(retentionTimer);
  await retentionRun;
  // Finish the lead e-mails under way before the database closes.
  await stopLeadDelivery();
  await closeRateLimitStore();
  await current?.db.destroy();
}
