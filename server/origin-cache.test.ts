import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { type Lookup, OriginCache, originCacheLookup, variantsAgree } from "./origin-cache";

/**
 * The origin cache in a small Express app: a "page" handler that renders a document holding its
 * nonce many times (as React Router's scripts do) and keeps it, behind the cache's lookup. The
 * requests are real HTTP with the encodings browsers ask for.
 */
type Site = {
  url: string;
  renders: number;
  close: () => Promise<void>;
  cache: OriginCache;
  clock: { now: number };
};
const sites: Site[] = [];

afterEach(async () => {
  for (const site of sites.splice(0)) await site.close();
});

/** The markup every card repeats, as a page of cars does (classes, icons, labels). */
const CARD_MARKUP =
  '<div class="card flex flex-col rounded-lg border border-gray-200 bg-white shadow-sm"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M3 13l2-5h14l2 5v5H3z"/></svg><dl class="grid grid-cols-2 gap-2 text-sm text-gray-700"><dt>Mileage</dt><dt>Drivetrain</dt><dt>Transmission</dt></dl>';
const WORDS =
  "low miles one owner heated seats sunroof clean history alloy wheels navigation backup camera tow package".split(
    " ",
  );

/** A page of cars (about 100 KB) holding its nonce in 40 places, as React Router's scripts do. */
function pageWith(nonce: string, path: string): string {
  const parts = [`<!doctype html><html><head><title>${path}</title></head><body>`];
  let seed = 7;
  const word = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return WORDS[seed % WORDS.length];
  };
  for (let i = 0; i < 40; i++)
    parts.push(
      `<section>${CARD_MARKUP}<h2>Vehicle ${i}</h2><p>${Array.from({ length: 300 }, word).join(" ")}</p>`,
      `<script nonce="${nonce}">window.__data${i}=${JSON.stringify({ i, path })}</script></section>`,
    );
  parts.push("</body></html>");
  return parts.join("");
}

async function startSite(options: { json?: boolean; refreshesHeld?: Promise<void> } = {}): Promise<Site> {
  const clock = { now: 1_000_000 };
  const cache = new OriginCache({
    maxBytes: 8 * 1024 * 1024,
    freshMs: 60_000,
    staleMs: 300_000,
    now: () => clock.now,
  });
  const app = express();
  const site = { renders: 0 } as Site;
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  app.use(
    originCacheLookup(
      cache,
      async (req) => (req.headers.cookie?.includes("visitorProfile") ? undefined : "consent=answered"),
      () => "cars.example.com",
    ),
  );
  const render = (path: string, nonce: string) => {
    site.renders++;
    const body = options.json
      ? JSON.stringify({ path, cars: Array(500).fill("SUV") })
      : pageWith(nonce, path);
    return new Response(body, {
      status: 200,
      headers: {
        "Content-Type": options.json ? "application/json" : "text/html; charset=utf-8",
        "Cache-Control": "public",
        // As a CSP header would: a kept header naming the nonce gets each hit's.
        "X-Nonce": nonce,
      },
    });
  };
  cache.setRenderer(async (template, lookup) => {
    await options.refreshesHeld;
    const nonce = crypto.randomBytes(16).toString("base64");
    const rendered = render(new URL(template.url).pathname, nonce);
    const response = cache.store(lookup, rendered, nonce, template);
    await response.body?.cancel();
  });
  app.get(/.*/, async (req, res) => {
    const nonce = res.locals.cspNonce as string;
    let response = render(req.path, nonce);
    const lookup = res.locals.originLookup as Lookup | undefined;
    if (lookup)
      response = cache.store(lookup, response, nonce, { url: `http://x${req.originalUrl}`, headers: [] });
    res.status(response.status);
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  Object.assign(site, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cache,
    clock,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  sites.push(site);
  return site;
}

/** GETs as a browser: the raw bytes and how they were encoded, then decoded. */
async function get(site: Site, path: string, encoding = "gzip, deflate, br", cookie = "") {
  const { default: http } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, string>; raw: Buffer; text: string }>(
    (resolve, reject) => {
      http
        .get(`${site.url}${path}`, { headers: { "accept-encoding": encoding, cookie } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () => {
            const raw = Buffer.concat(chunks);
            const coding = res.headers["content-encoding"];
            const text = (
              coding === "gzip"
                ? zlib.gunzipSync(raw)
                : coding === "br"
                  ? zlib.brotliDecompressSync(raw)
                  : raw
            ).toString();
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers as Record<string, string>,
              raw,
              text,
            });
          });
        })
        .on("error", reject);
    },
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the cache has stored what was rendered (compression runs after the response). */
async function settle(site?: Site) {
  await sleep(20);
  if (!site) return;
  for (let i = 0; i < 200 && site.cache.stats.stored < site.renders - site.cache.stats.purges; i++)
    await sleep(20);
}

describe("the origin cache", { timeout: 30_000 }, () => {
  it("serves a kept page as one gzip stream around a fresh nonce, byte for byte the page", async () => {
    const site = await startSite();
    const first = await get(site, "/used-cars-for-sale");
    await settle(site);
    const hit = await get(site, "/used-cars-for-sale");
    expect(site.renders).toBe(1);
    expect(hit.headers["content-encoding"]).toBe("gzip");
    expect(hit.headers.age).toBe("0");
    const nonce = hit.headers["x-nonce"]!;
    expect(nonce).not.toBe(first.headers["x-nonce"]);
    // gunzipSync checks the CRC-32 and length of the trailer: the joined stream is whole.
    expect(hit.text).toBe(pageWith(nonce, "/used-cars-for-sale"));
    expect(hit.text).not.toContain(first.headers["x-nonce"]);
    // Each segment refers back across its cut (the card markup is a back-reference, not
    // compressed anew): a few bytes a cut over one gzip of the whole page.
    const whole = zlib.gzipSync(hit.text, { level: 9 }).length;
    expect(hit.raw.length).toBeLessThan(whole + 40 * 50);
    const plain = await get(site, "/used-cars-for-sale", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(pageWith(plain.headers["x-nonce"]!, "/used-cars-for-sale"));
  });

  it("keeps a page without a nonce in brotli too", async () => {
    const site = await startSite({ json: true });
    await get(site, "/used-cars-for-sale.data");
    await settle(site);
    const hit = await get(site, "/used-cars-for-sale.data");
    expect(site.renders).toBe(1);
    expect(hit.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(hit.text).path).toBe("/used-cars-for-sale.data");
    const gzip = await get(site, "/used-cars-for-sale.data", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gzip.text).cars).toHaveLength(500);
  });

  it("keys a page without its tracking parameters and with its query sorted", async () => {
    expect(OriginCache.keyOf("h", "/?gclid=abc&utm_source=google&b=2&a=1&a=0", "v")).toBe(
      "v|h/?a=1&a=0&b=2~tracked",
    );
    expect(OriginCache.keyOf("h", "/used-cars-for-sale?fbclid=x", "v")).toBe(
      "v|h/used-cars-for-sale~tracked",
    );
    expect(OriginCache.keyOf("h", "/used-cars-for-sale?b=1&a=2", "v")).toBe("v|h/used-cars-for-sale?a=2&b=1");
    const site = await startSite();
    await get(site, "/?utm_source=google&gclid=one");
    await settle(site);
    await get(site, "/?gclid=two");
    expect(site.renders).toBe(1);
    // The bare page is another copy: a URL with a query is not the one search engines index.
    await get(site, "/");
    expect(site.renders).toBe(2);
  });

  it("never looks up a visitor who brings something of their own", async () => {
    const site = await startSite();
    await get(site, "/contact-us");
    await settle(site);
    await get(site, "/contact-us", undefined, "visitorProfile=abc");
    expect(site.renders).toBe(2);
  });

  it("serves a stale page while one background render replaces it, and forgets it after the stale window", async () => {
    const site = await startSite();
    await get(site, "/service");
    await settle(site);
    site.clock.now += 61_000;
    const stale = await get(site, "/service");
    expect(stale.headers.age).toBe("61");
    await settle(site);
    expect(site.renders).toBe(2);
    const fresh = await get(site, "/service");
    expect(fresh.headers.age).toBe("0");
    site.clock.now += 400_000;
    await get(site, "/service");
    expect(site.renders).toBe(3);
  });

  it("renders one stale page at a time in the background; the others are served stale meanwhile", async () => {
    let release = () => {};
    const site = await startSite({ refreshesHeld: new Promise<void>((resolve) => (release = resolve)) });
    const paths = ["/service", "/contact-us", "/special-offers"];
    for (const path of paths) await get(site, path);
    await settle(site);
    site.clock.now += 61_000;
    // Three stale hits while the first refresh is still rendering: one refresh, three pages served.
    for (const path of paths) expect((await get(site, path)).headers.age).toBe("61");
    release();
    await settle(site);
    expect(site.renders).toBe(paths.length + 1);
    // The bound is free again: the next stale hit refreshes its page.
    expect((await get(site, "/contact-us")).headers.age).toBe("61");
    await settle(site);
    expect(site.renders).toBe(paths.length + 2);
    expect((await get(site, "/contact-us")).headers.age).toBe("0");
  });

  it("purges everything, and keeps no render that began before the purge", async () => {
    const site = await startSite();
    await get(site, "/");
    await settle(site);
    site.cache.purge();
    await get(site, "/");
    expect(site.renders).toBe(2);
    const lookup = {
      key: OriginCache.keyOf("cars.example.com", "/late", "consent=answered"),
      variant: "",
      generation: 0,
    };
    site.cache.purge();
    const response = site.cache.store(lookup, new Response("late"), "", {
      url: "http://x/late",
      headers: [],
    });
    await response.text();
    await settle(site);
    await get(site, "/late");
    expect(site.renders).toBe(3);
  });

  it("keeps a render only when its variants are the ones looked up", () => {
    expect(variantsAgree(new Map([["consent", "answered"]]), "consent=answered;gpc=0")).toBe(true);
    expect(variantsAgree(new Map([["consent", "unanswered"]]), "consent=answered;gpc=0")).toBe(false);
    expect(variantsAgree(new Map([["experiment", "a:b"]]), "consent=answered;gpc=0")).toBe(false);
    expect(variantsAgree(new Map(), "consent=answered;gpc=0")).toBe(true);
  });
});
