import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { boundRenders, type RenderBoundOptions } from "./render-bound";

/**
 * The bound in front of a "render" that holds until the test lets it go: which requests
 * start, in what order, and what the ones turned away receive.
 */
type Site = {
  url: string;
  /** Paths whose render has started, in order. */
  started: string[];
  /** Lets every render started so far finish. */
  finishAll: () => void;
};

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

async function site(
  options: RenderBoundOptions,
  /** A step before the bound that awaits (the origin cache's lookup does). */
  before?: express.RequestHandler,
): Promise<Site> {
  const started: string[] = [];
  let holds: Array<() => void> = [];
  const app = express();
  if (before) app.use(before);
  app.use(boundRenders(options));
  app.use(async (req, res) => {
    started.push(`${req.method} ${req.path}`);
    await new Promise<void>((resolve) => holds.push(resolve));
    res.type("text/plain").send("rendered");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    started,
    finishAll: () => {
      const current = holds;
      holds = [];
      for (const hold of current) hold();
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean) {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(5);
  }
}

const post = (url: string) => fetch(url, { method: "POST", body: "firstName=Jane" });

describe("the bound on renders at once", () => {
  it("renders the bound, keeps the queue waiting, and answers the rest 503 at once", async () => {
    const s = await site({ concurrency: 2, queue: 1, queueWaitMs: 5_000 });
    const responses = ["/a", "/b", "/c", "/d", "/e"].map((path) => fetch(`${s.url}${path}`));
    const turnedAway = await Promise.all([responses[3]!, responses[4]!]);
    for (const response of turnedAway) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("2");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const page = await response.text();
      expect(page).toContain('<html lang="en">');
      expect(page).toContain("Please try again in a few seconds.");
    }
    expect(s.started).toEqual(["GET /a", "GET /b"]);
    s.finishAll();
    await until(() => s.started.length === 3);
    expect(s.started[2]).toBe("GET /c");
    s.finishAll();
    for (const response of responses.slice(0, 3)) expect((await response!).status).toBe(200);
  });

  it("answers a request that waited too long with 503, in Spanish under /es", async () => {
    const s = await site({ concurrency: 1, queue: 5, queueWaitMs: 100 });
    const first = fetch(`${s.url}/used-cars-for-sale`);
    await until(() => s.started.length === 1);
    const began = Date.now();
    const waited = await fetch(`${s.url}/es/autos-usados`);
    expect(Date.now() - began).toBeGreaterThanOrEqual(90);
    expect(waited.status).toBe(503);
    const page = await waited.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain("inténtelo de nuevo en unos segundos");
    expect(page).toContain('href="/es"');
    s.finishAll();
    expect((await first).status).toBe(200);
    expect(s.started).toEqual(["GET /used-cars-for-sale"]);
  });

  it("lets a form post past the page views: its own reserve, then first in line", async () => {
    const s = await site({ concurrency: 1, queue: 2, queueWaitMs: 5_000, formReserve: 1 });
    const page = fetch(`${s.url}/page-1`);
    await until(() => s.started.length === 1);
    const lead = post(`${s.url}/contact-us`);
    await until(() => s.started.length === 2);
    const laterPage = fetch(`${s.url}/page-2`);
    await sleep(20);
    const laterLead = post(`${s.url}/es/contact-us`);
    await sleep(20);
    expect(s.started).toEqual(["GET /page-1", "POST /contact-us"]);
    s.finishAll();
    // Two renders ended: the waiting post takes one; the page waits for the bound (1), not the reserve.
    await until(() => s.started.length === 3);
    await sleep(20);
    expect(s.started.slice(2)).toEqual(["POST /es/contact-us"]);
    s.finishAll();
    await until(() => s.started.length === 4);
    expect(s.started[3]).toBe("GET /page-2");
    s.finishAll();
    for (const response of await Promise.all([page, lead, laterPage, laterLead]))
      expect(response.status).toBe(200);
  });

  it("never holds back the paths that are files", async () => {
    const s = await site({ concurrency: 1, queue: 0, queueWaitMs: 5_000, exempt: ["/vehicle-images/"] });
    const page = fetch(`${s.url}/used-cars-for-sale`);
    await until(() => s.started.length === 1);
    expect((await fetch(`${s.url}/used-cars-for-sale/suvs`)).status).toBe(503);
    const picture = fetch(`${s.url}/vehicle-images/suv-red-front.svg`);
    await until(() => s.started.length === 2);
    s.finishAll();
    expect((await picture).status).toBe(200);
    expect((await page).status).toBe(200);
  });

  it("tells a post turned away that nothing was sent and to go back", async () => {
    const s = await site({ concurrency: 1, queue: 0, queueWaitMs: 5_000, formReserve: 1 });
    const holding = [fetch(`${s.url}/page`), post(`${s.url}/first`)];
    await until(() => s.started.length === 2);
    const refused = await post(`${s.url}/es/contact-us`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    const page = await refused.text();
    expect(page).toContain("Todavía no se envió nada.");
    expect(page).not.toContain("href=");
    s.finishAll();
    await Promise.all(holding);
  });

  it("frees the place of a visitor who leaves while waiting, and the render of one who leaves mid-way", async () => {
    const s = await site({ concurrency: 1, queue: 1, queueWaitMs: 5_000 });
    const leaving = new AbortController();
    const first = fetch(`${s.url}/first`, { signal: leaving.signal }).catch(() => undefined);
    await until(() => s.started.length === 1);
    const gaveUp = new AbortController();
    const waiting = fetch(`${s.url}/gave-up`, { signal: gaveUp.signal }).catch(() => undefined);
    await sleep(20);
    gaveUp.abort();
    await waiting;
    await sleep(20);
    // The waiting place is free again: this one waits instead of a 503.
    const next = fetch(`${s.url}/next`);
    await sleep(20);
    leaving.abort();
    await first;
    await until(() => s.started.length === 2);
    expect(s.started).toEqual(["GET /first", "GET /next"]);
    s.finishAll();
    expect((await next).status).toBe(200);
  });

  it("counts nothing for visitors who left while a step before it awaited (found leaking every place)", async () => {
    // Each request waits before the bound until its visitor has gone: the response's "close"
    // has fired by the time the bound sees it. Such renders once counted for ever, and a
    // server whose visitors closed a few tabs mid-load answered 503 to everyone after.
    const s = await site({ concurrency: 2, queue: 2, queueWaitMs: 500 }, (req, res, next) => {
      if (req.path === "/next") return next();
      if (res.closed) return next();
      res.once("close", () => setTimeout(next, 5));
    });
    for (let i = 0; i < 6; i++) {
      const leaving = new AbortController();
      const request = fetch(`${s.url}/left-${i}`, { signal: leaving.signal }).catch(() => undefined);
      await sleep(20);
      leaving.abort();
      await request;
    }
    await sleep(50);
    // A page view nobody waits for is not rendered at all.
    expect(s.started).toEqual([]);
    const next = fetch(`${s.url}/next`);
    await until(() => s.started.length === 1);
    s.finishAll();
    expect((await next).status).toBe(200);
  });

  it("still renders a form post whose visitor left before the bound: what was typed may be whole", async () => {
    const s = await site({ concurrency: 1, queue: 1, queueWaitMs: 500 }, (req, res, next) => {
      if (req.path === "/next") return next();
      res.once("close", () => setTimeout(next, 5));
    });
    for (let i = 0; i < 3; i++) {
      const leaving = new AbortController();
      const request = fetch(`${s.url}/lead-${i}`, {
        method: "POST",
        body: "firstName=Jane",
        signal: leaving.signal,
      }).catch(() => undefined);
      await sleep(20);
      leaving.abort();
      await request;
      await until(() => s.started.length === i + 1);
      s.finishAll();
    }
    const next = fetch(`${s.url}/next`);
    await until(() => s.started.length === 4);
    s.finishAll();
    expect((await next).status).toBe(200);
  });
});
