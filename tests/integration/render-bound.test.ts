import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadApiEnv, leadApiHeaders } from "../support/lead-api";
import { SAMPLE_LEADS } from "../support/sample-leads";
import { type RunningServer, startServer } from "../support/server";

/**
 * More requests than the server renders at once (here one, with one more waiting): the
 * excess is answered at once with 503 and Retry-After instead of waiting behind the others,
 * every other request is served, and neither the health check nor the files nor a lead post
 * (its own reserve) is turned away.
 */
describe("a burst of page views beyond the bound on renders", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      env: {
        ...leadApiEnv,
        RENDER_CONCURRENCY: "1",
        RENDER_QUEUE: "1",
        // Long enough that the one waiting is served even on a busy test machine.
        RENDER_QUEUE_WAIT_MS: "10000",
        RATE_LIMIT_EXEMPT: "loopback",
        // Every request renders: the bound is what protects a page the origin cache does not hold.
        ORIGIN_CACHE_MB: "0",
      },
    });
    // The first render loads the pages' modules: warm up, so the burst measures renders.
    await (await fetch(`${server.url}/used-cars-for-sale`)).text();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers the excess 503 with Retry-After at once, and serves all the others", async () => {
    const paths = Array.from({ length: 24 }, (_, i) =>
      i % 2 ? "/es/used-cars-for-sale" : "/used-cars-for-sale",
    );
    const pages = paths.map(async (path) => {
      const began = Date.now();
      const response = await fetch(`${server.url}${path}`);
      const body = await response.text();
      return { path, response, body, ms: Date.now() - began };
    });
    const health = fetch(`${server.url}/healthz`);
    const file = fetch(`${server.url}/favicon.ico`);
    const sample = SAMPLE_LEADS.find((s) => s.kind === "CAREERS")!;
    const lead = fetch(`${server.url}/api/email/send`, {
      method: "POST",
      headers: leadApiHeaders({ "idempotency-key": `render-bound-${Date.now()}` }),
      body: JSON.stringify({
        kind: sample.kind,
        url: `https://cars.example.com${sample.path}`,
        payload: { user: sample.user, details: sample.details },
      }),
    });
    const results = await Promise.all(pages);

    const busy = results.filter((r) => r.response.status === 503);
    const served = results.filter((r) => r.response.status === 200);
    expect(busy.length + served.length).toBe(paths.length);
    expect(busy.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThanOrEqual(2);
    for (const { path, response, body, ms } of busy) {
      expect(response.headers.get("retry-after")).toBe("2");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(body).toContain(path.startsWith("/es") ? '<html lang="es">' : '<html lang="en">');
      // Turned away at once: the one place in the queue was taken.
      expect(ms).toBeLessThan(5_000);
    }
    for (const { body } of served) expect(body).toContain("</html>");
    expect((await health).status).toBe(200);
    expect((await file).status).toBe(200);
    expect((await lead).status).toBe(202);

    // The burst over, pages are served again.
    expect((await fetch(`${server.url}/used-cars-for-sale`)).status).toBe(200);
  });
});

/**
 * Visitors who close the tab while a page loads, some before the bound has seen their request
 * (the origin cache's lookup awaits before it): each such render once counted for ever, and
 * after a few dozen the server answered 503 to everyone (found by the end-to-end suite, whose
 * browsers leave pages mid-load). Two renders at once here, so two lost places would show.
 */
describe("visitors who leave mid-load", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      env: {
        RENDER_CONCURRENCY: "2",
        RENDER_QUEUE: "4",
        RENDER_QUEUE_WAIT_MS: "3000",
        RATE_LIMIT_EXEMPT: "loopback",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("leave no render counted: the next visitors are served", async () => {
    const paths = ["/", "/used-cars-for-sale", "/es", "/contact-us", "/robots.txt", "/es/used-cars-for-sale"];
    for (let round = 0; round < 10; round++) {
      await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const leaving = new AbortController();
          // Some cached, some not (a query the cache keeps apart), each left after 0-40 ms.
          const path = `${paths[i % paths.length]}${i % 3 ? "" : `?page=${round + 2}`}`;
          setTimeout(() => leaving.abort(), (i * 7 + round * 3) % 40);
          await fetch(`${server.url}${path}`, {
            signal: leaving.signal,
            headers: { "accept-encoding": "gzip, deflate, br" },
          })
            .then((response) => response.arrayBuffer())
            .catch(() => undefined);
        }),
      );
    }
    const after = await Promise.all(
      ["/contact-us?x=1", "/es/contact-us?x=1", "/our-company", "/es/our-company"].map(async (path) => {
        const response = await fetch(`${server.url}${path}`);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(after).toEqual([200, 200, 200, 200]);
  });
});
