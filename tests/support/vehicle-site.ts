import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { loadSettings } from "../../app/features/company/settings.server";
import { generateDemoInventory } from "../../app/features/inventory/demo-data/generate";
import { vehicleUrl } from "../../app/features/inventory/urls";
import type { Vehicle } from "../../app/features/inventory/vehicle";
import { insertVehicles } from "../../app/features/inventory/vehicle-repository.server";
import { migrateToLatest, openDatabase } from "../../app/lib/db/connection.server";
import type { DatabaseConfig } from "../../app/lib/env.server";
import { createTestDatabase, type TestDatabase } from "./databases";
import { type RunningServer, startServer } from "./server";
import { createSmtpTestServer, type SmtpTestServer } from "./smtp-peer";

/**
 * The vehicle pages' integration tests: the production server on a real database (SQLite,
 * or PostgreSQL when TEST_DATABASE_URL is set) holding the demo inventory, written before
 * the server starts, with one vehicle sold, and a real SMTP peer for the leads its forms
 * send. `vehicleSite(dialect)` starts one inside the calling `describe.each(testDialects)`.
 */

export const SITE = "https://cars.example.com";
export const { company, locations } = loadSettings(path.resolve("content"));
export const vehicles = generateDemoInventory({ count: 320 });
export const inStock = (predicate: (v: Vehicle) => boolean) =>
  vehicles.find((v) => v !== soldVehicle && predicate(v))!;
export const soldVehicle = vehicles.find((v) => v.condition === "used" && v.bodyStyle === "sedans")!;
export const lowMiles = inStock((v) => v.mileage < 85_000 && v.oldPrice === null && v.condition === "used");
export const highMiles = inStock((v) => v.mileage >= 85_000);
export const dropped = inStock((v) => v.oldPrice !== null);
export const slugOf = (v: Vehicle) => vehicleUrl(v).split("/").pop()!;

async function prepareDatabase(config: DatabaseConfig) {
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    await insertVehicles(db, vehicles);
    await db
      .updateTable("vehicles")
      .set({ status: "sold", sold_at: "2026-11-02T00:00:00.000Z" })
      .where("vin", "=", soldVehicle.vin)
      .execute();
  } finally {
    await db.destroy();
  }
}

export const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>(.*?)<\/script>/g)].map((m) => ({
    attributes: m[1]!,
    value: JSON.parse(m[2]!) as Record<string, any>,
  }));

/** The range inputs of the payment form: name -> min, max, step and value. */
export const sliders = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input [^>]*type="range"[^>]*>/g)].map(([tag]) => {
      const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
      return [
        attribute("name"),
        { min: attribute("min"), max: attribute("max"), step: attribute("step"), value: attribute("value") },
      ];
    }),
  );

/** Text of the page with tags removed and the common entities decoded, for wording checks. */
export const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

export function vehicleSite(dialect: "sqlite" | "postgres") {
  let server: RunningServer;
  let database: TestDatabase | undefined;
  let dataDir: string;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-vehicle-page-"));
    // A real SMTP peer receives the leads the page's forms send.
    smtp = await createSmtpTestServer();
    const env: Record<string, string> = { SITE_URL: SITE, SMTP_URL: smtp.url };
    if (dialect === "postgres") {
      database = await createTestDatabase("postgres");
      if (database.config.dialect !== "postgres") throw new Error("expected PostgreSQL");
      env.DATABASE_URL = database.config.url;
      await prepareDatabase(database.config);
    } else {
      await prepareDatabase({ dialect: "sqlite", file: path.join(dataDir, "dealer.sqlite") });
    }
    server = await startServer({ dataDir, env });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (p: string) => fetch(`${server.url}${p}`, { redirect: "manual" });

  return {
    /** The server (started once the enclosing describe's beforeAll has run). */
    get server() {
      return server;
    },
    /** The SMTP peer that receives the leads the page's forms send. */
    get smtp() {
      return smtp;
    },
    get,
  };
}
