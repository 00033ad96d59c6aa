import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { pingDatabase } from "~/lib/db/connection.server";
import { type MigratedTestDatabase, openMigratedTestDatabase } from "~tests/support/databases";
import { healthCheck, securityHeaders } from "./app";
import { trustFunction } from "./client-address";

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

describe("Strict-Transport-Security", () => {
  async function serveHeaders(trustProxy: false | string[]) {
    const app = express();
    app.set("trust proxy", trustFunction(trustProxy));
    app.use(securityHeaders(false));
    app.get("/", (_req, res) => {
      res.send("ok");
    });
    const server = app.listen(0);
    await new Promise((r) => server.once("listening", r));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
  }

  it("is sent only when the request came over HTTPS (X-Forwarded-Proto from a trusted proxy)", async () => {
    const trusting = await serveHeaders(["loopback"]);
    const untrusting = await serveHeaders(false);
    try {
      const plain = await fetch(trusting.url);
      expect(plain.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(plain.headers.get("strict-transport-security")).toBeNull();
      const proxied = await fetch(trusting.url, { headers: { "X-Forwarded-Proto": "https" } });
      expect(proxied.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
      // An untrusted client cannot claim HTTPS.
      const claimed = await fetch(untrusting.url, { headers: { "X-Forwarded-Proto": "https" } });
      expect(claimed.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await trusting.close();
      await untrusting.close();
    }
  });
});
