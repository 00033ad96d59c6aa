import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect } from "vitest";
import { type RunningServer, startServer } from "./server";

/**
 * The production server on the demo inventory for the search pages' integration tests, with
 * its database open read-only, so expected figures come from the server's own database.
 * `inventorySite()` starts one for the calling test file (its own beforeAll and afterAll).
 */
export const SITE = "https://cars.example.com";

export type InventorySite = ReturnType<typeof inventorySite>;

export function inventorySite() {
  let server: RunningServer;
  let db: Database.Database;

  beforeAll(async () => {
    server = await startServer({ env: { SITE_URL: SITE } });
    db = new Database(path.join(server.dataDir, "dealer.sqlite"), { readonly: true });
  });
  afterAll(async () => {
    db?.close();
    await server?.stop();
  });

  const get = (p: string, init?: RequestInit) => fetch(`${server.url}${p}`, { redirect: "manual", ...init });
  const count = (where: string, ...params: unknown[]) =>
    (
      db
        // What a visitor who has not unlocked the private inventory is shown (issue 16).
        .prepare(`select count(*) as n from vehicles where status = 'in_stock' and private = 0 and ${where}`)
        .get(...params) as { n: number }
    ).n;

  async function page(p: string) {
    const response = await get(p);
    const html = await response.text();
    return { response, html, status: response.status };
  }

  async function expectRedirect(from: string, to: string, status: 301 | 302) {
    const response = await get(from);
    expect(response.status, from).toBe(status);
    expect(response.headers.get("location"), from).toBe(to);
    // And where it leads is a page, not another redirect.
    const target = await get(to);
    expect(target.status, to).toBe(200);
  }

  async function expectNotFound(p: string) {
    const { status, html } = await page(p);
    expect(status, p).toBe(404);
    expect(html).toContain("Page not found");
    expect(html).toContain(`Page Not Found: ${new URL(p, "http://x").pathname}`);
  }

  return {
    /** The server's database, read-only (open once the file's beforeAll has run). */
    get db() {
      return db;
    },
    get,
    count,
    page,
    expectRedirect,
    expectNotFound,
  };
}

export const robots = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
export const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
export const resultCount = (html: string) =>
  Number(/id="result-count">([\d,]+) (?:vehicles?|vehículos?)/.exec(html)?.[1]?.replace(/,/g, ""));
export const cardCount = (html: string) => (html.match(/<article /g) ?? []).length;
export const decode = (s: string) => s.replaceAll("&amp;", "&");
