import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isValidVin, vinMatchesYear } from "../../app/features/inventory/vin";
import { ROOT, type RunningServer, runServerToExit, startServer } from "../support/server";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL: "https://cars.example.com" } });
});
afterAll(async () => {
  await server?.stop();
});

/** A GET whose body stays as sent (fetch would decompress it). */
function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const get = (p: string, init?: RequestInit) => fetch(`${server.url}${p}`, { redirect: "manual", ...init });

describe("the production server", () => {
  it("serves the home page in the default layout", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<meta name="theme-color" content="#22c55e"/>');
    for (const label of [
      "Financing",
      "Shop Used Cars",
      "Sell/Trade",
      "Under $20K",
      "Get Financing",
      "Dealership",
      "Contact Us",
      "Privacy Policy",
      "Cookie Policy",
    ]) {
      expect(html).toContain(`>${label.replace("$", "$")}`);
    }
    expect(html).toContain('href="/cars-for-sale/minivans"');
    expect(html).toContain('<link rel="canonical" href="https://cars.example.com/"/>');
    expect(html).toContain("index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1");
  });

  it("sends security headers with a nonce that every script carries", async () => {
    const response = await get("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const second = await get("/");
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("answers an unknown path with the 404 page", async () => {
    for (const method of ["GET", "POST"]) {
      const response = await get("/no-such-page", { method });
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("Page not found");
      expect(html).toContain("Sorry, we couldn&#x27;t find the page you&#x27;re looking for.");
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go back home<\/a>/);
      expect(html).toContain("<title>404 Page not found | ");
      expect(html).toContain(">404</p>");
    }
  });

  it("sends paths starting with a model year from 2010 to 2025 to financing", async () => {
    for (const p of ["/2019-honda-civic", "/2010", "/2025/anything"]) {
      const response = await get(p);
      expect(response.status, p).toBe(301);
      expect(response.headers.get("location")).toBe("/auto-financing");
    }
    // The campaign parameters of the old ads come along.
    const campaign = await get("/2019-honda-civic?utm_source=google&utm_campaign=spring&gclid=abc");
    expect(campaign.status).toBe(301);
    expect(campaign.headers.get("location")).toBe(
      "/auto-financing?utm_source=google&utm_campaign=spring&gclid=abc",
    );
    expect((await get("/2009-honda-civic")).status).toBe(404);
    expect((await get("/2026-honda-civic")).status).toBe(404);
  });

  it("reports health with a database ping", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("serves robots.txt, the favicons and the generated vehicle pictures", async () => {
    const robots = await get("/robots.txt");
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Sitemap: https://cars.example.com/sitemap.xml");
    const ico = await get("/favicon.ico");
    expect(ico.status).toBe(200);
    expect(Buffer.from(await ico.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    expect((await get("/favicon.svg")).status).toBe(200);
    const picture = await get("/vehicle-images/suvs-2f4b7c-1.svg");
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/svg+xml");
    expect(await picture.text()).toContain("<svg");
    expect((await get("/vehicle-images/rockets-2f4b7c-1.svg")).status).toBe(404);
    expect((await get("/vehicle-images/suvs-zzzzzz-1.svg")).status).toBe(404);
  });

  it("caches hashed assets for 8,640,000 seconds and compresses responses", async () => {
    const html = await (await get("/")).text();
    const asset = /(\/assets\/[^"]+\.js)/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await get(asset!, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=8640000, immutable");
    // The build's own compressed copies (server/precompress-assets.ts), byte for byte.
    const built = path.join(ROOT, process.env.BUILD_DIR || "build", "client", asset!);
    for (const [accept, encoding, suffix] of [
      ["gzip, deflate, br", "br", ".br"],
      ["gzip", "gzip", ".gz"],
      ["identity", null, ""],
    ] as const) {
      const raw = await rawGet(`${server.url}${asset}`, accept);
      expect(raw.headers["content-encoding"] ?? null).toBe(encoding);
      expect(raw.headers["cache-control"]).toBe("public, max-age=8640000, immutable");
      expect(raw.headers.vary).toMatch(/Accept-Encoding/i);
      expect(raw.body.equals(fs.readFileSync(`${built}${suffix}`))).toBe(true);
    }
    const page = await get("/", { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect((await get("/assets/no-such-file.js")).status).toBe(404);
  });

  it("created the demo inventory on first start", () => {
    const db = new Database(path.join(server.dataDir, "dealer.sqlite"), { readonly: true });
    try {
      const vehicles = db
        .prepare("select vin, year, location_key, condition, mileage, old_price from vehicles")
        .all() as Array<{
        vin: string;
        year: number;
        location_key: string;
        condition: string;
        mileage: number;
        old_price: number | null;
      }>;
      expect(vehicles.length).toBeGreaterThanOrEqual(300);
      expect(new Set(vehicles.map((v) => v.location_key))).toEqual(
        new Set(["moline", "rockford", "elkhart", "fort-wayne"]),
      );
      expect(new Set(vehicles.map((v) => v.condition))).toEqual(new Set(["used", "new", "certified"]));
      for (const v of vehicles) {
        expect(isValidVin(v.vin), v.vin).toBe(true);
        expect(vinMatchesYear(v.vin, v.year), v.vin).toBe(true);
      }
      expect(vehicles.some((v) => v.mileage < 85_000)).toBe(true);
      expect(vehicles.some((v) => v.old_price !== null)).toBe(true);
    } finally {
      db.close();
    }
  });
});

describe("start-up and shutdown", () => {
  it("keeps the data on a second start and drains on SIGTERM", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-restart-"));
    const first = await startServer({ dataDir });
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain("Stopped cleanly.");
    const second = await startServer({ dataDir });
    const html = await (await fetch(`${second.url}/`)).text();
    expect(html).toContain("Newest arrivals");
    expect(second.output()).not.toContain("demo inventory created");
    expect(await second.stop()).toBe(0);
  });

  it("stops with one line naming a bad variable", async () => {
    const port = await runServerToExit({ PORT: "abc" });
    expect(port.code).toBe(1);
    expect(port.output.trim()).toBe(
      "Invalid environment variable PORT: must be a whole number from 1 to 65535",
    );
    const database = await runServerToExit({ PORT: "3999", DATABASE_URL: "mysql://localhost/db" });
    expect(database.code).toBe(1);
    expect(database.output.trim()).toBe(
      "Invalid environment variable DATABASE_URL: must start with file: (SQLite) or postgres:// (PostgreSQL)",
    );
  });

  it("stops naming the content file and field that are wrong", async () => {
    const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-content-"));
    fs.cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
    const company = JSON.parse(fs.readFileSync(path.join(contentDir, "company.json"), "utf8"));
    company.fee.documentary = "two hundred";
    fs.writeFileSync(path.join(contentDir, "company.json"), JSON.stringify(company));
    const result = await runServerToExit({ PORT: "3998", CONTENT_DIR: contentDir, DATA_DIR: contentDir });
    expect(result.code).toBe(1);
    expect(result.output.trim()).toMatch(/^content\/company\.json: field fee\.documentary: /);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
  it("migrates, seeds, serves, and reports 503 when the database goes away", async () => {
    const { createTestDatabase } = await import("../support/databases");
    const database = await createTestDatabase("postgres");
    if (database.config.dialect !== "postgres") throw new Error("expected PostgreSQL");
    const pgServer = await startServer({ env: { DATABASE_URL: database.config.url } });
    try {
      const home = await fetch(`${pgServer.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Newest arrivals");
      expect((await fetch(`${pgServer.url}/healthz`)).status).toBe(200);
      await database.drop();
      expect((await fetch(`${pgServer.url}/healthz`)).status).toBe(503);
    } finally {
      await pgServer.stop();
      await database.drop();
    }
  });
});
