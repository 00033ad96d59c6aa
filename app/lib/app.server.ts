import fs from "node:fs";
import { getSettings, type Settings } from "~/features/company/settings.server";
import { getContent, type SiteContent } from "~/features/content/load-content.server";
import { seedDemoInventoryIfEmpty } from "~/features/inventory/demo-seed.server";
import { startLeadDelivery, stopLeadDelivery } from "~/features/leads/delivery/delivery-worker.server";
import { getTradeInContent } from "~/features/trade-in/trade-in-content.server";
import { type DB, migrateToLatest, openDatabase } from "./db/connection.server";
import { type Env, getEnv } from "./env.server";
import { getLogger } from "./logger.server";
import { closeRateLimitStore } from "./rate-limit.server";

/**
 * The process-wide services a request needs: configuration, settings, the dealership's
 * content (articles, offers, reviews, pages), the database.
 * Built once by `startApp()` before the server listens.
 */
export type AppServices = { env: Env; settings: Settings; content: SiteContent; db: DB };

let services: AppServices | undefined;

export async function startApp(): Promise<AppServices> {
  if (services) return services;
  const env = getEnv();
  const settings = getSettings();
  // Every content file is checked before the server listens, so a bad edit stops start-up.
  const content = getContent();
  getTradeInContent();
  fs.mkdirSync(env.dataDir, { recursive: true });
  const db = openDatabase(env.database);
  await migrateToLatest(db);
  const seeded = await seedDemoInventoryIfEmpty(db);
  if (seeded > 0) getLogger().info({ vehicles: seeded }, "demo inventory created");
  services = { env, settings, content, db };
  // Lead e-mails go out from this process; rows left by a previous run are picked up too.
  startLeadDelivery(services);
  return services;
}

/** The services of this process; the server calls startApp() before any request. */
export function getApp(): AppServices {
  if (!services) throw new Error("startApp() has not run");
  return services;
}

export async function stopApp(): Promise<void> {
  const current = services;
  services = undefined;
  // Finish the lead e-mails under way before the database closes.
  await stopLeadDelivery();
  await closeRateLimitStore();
  await current?.db.destroy();
}
