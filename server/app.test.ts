import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { pingDatabase } from "~/lib/db/connection.server";
import { type MigratedTestDatabase, openMigratedTestDatabase } from "~tests/support/databases";
import { healthCheck } from "./app";

let database: MigratedTestDatabase | undefined;
afterEach(async () => {
  await database?.cleanup();
});

async function serveHealth(ping: () => Promise<void>) {
  const app = express();
  app.get("/healthz", healthCheck(ping));
  const server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/healthz`, close: () => new Promise((r) => server.close(r)) };
}

describe("GET /healthz", () => {
  it("answers 200 while the database answers and 503 once it is gone", async () => {
    database = await openMigratedTestDatabase("sqlite");
    const { db } = database;
    const health = await serveHealth(() => pingDatabase(db));
    try {
      const up = await fetch(health.url);
      expect(up.status).toBe(200);
      expect(up.headers.get("cache-control")).toBe("no-store");
      await db.destroy();
      const down = await fetch(health.url);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: "unavailable", database: "unreachable" });
    } finally {
      await health.close();
    }
  });
});
