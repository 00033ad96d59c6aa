import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentSetCookie } from "~/features/consent/consent-cookie.server";
import { leadGatesSetCookie } from "~/features/gates/gate-cookie.server";
import { visitorProfileSetCookie } from "~/features/visitor/visitor.server";
import { parseEnv } from "~/lib/env.server";
import { type RunningServer, startServer } from "../support/server";

/**
 * The origin cache (server/origin-cache.ts) through the production server, with the cache on as
 * `npm start` runs it: a personalised response is never served to another visitor, and a
 * visitor who brings something of their own never gets the shared copy; interleaved requests of
 * two visitors in both languages. Zelda has a saved profile, the private inventory and prices
 * unlocked and her own terms ($4,321 down); the other visitor answered the same consent dialog.
 */
let site: RunningServer;
let shopper: string;
let zelda: string;

const PRIVATE_TEASER = {
  en: "more vehicles in our private inventory",
  es: "vehículos más en nuestro inventario privado",
};

/** The first car link of a search page (a shared page, so any visitor's copy names the same). */
async function firstCarPath(path: string): Promise<string> {
  const html = await (await fetch(`${site.url}${path}`)).text();
  const match = /href="(\/(?:es\/)?(?:new|used)-cars-for-sale\/\d{4}-[^"?#]+)"/.exec(html);
  if (!match) throw new Error(`no car on ${path}`);
  return match[1]!;
}

const get = (path: string, cookie: string) =>
  fetch(`${site.url}${path}`, { headers: { cookie, "accept-encoding": "gzip, deflate, br" } });

beforeAll(async () => {
  site = await startServer({ env: { LEAD_FORM_MIN_FILL_MS: "0" } });
  // The keys live in the server's DATA_DIR/secrets: this process derives the same cookies.
  const env = parseEnv({ DATA_DIR: site.dataDir });
  const services = { env };
  // The demo's policy revision is 1 (content/settings): both visitors answered the dialog.
  const consent = (
    await consentSetCookie(
      { id: "t", revision: 1, at: 1, functional: true, analytics: true, targeting: false, gpc: false },
      env,
      false,
    )
  ).split(";")[0]!;
  shopper = consent;
  const profile = await visitorProfileSetCookie(
    { firstName: "Zelda", lastName: "Quixote", email: "zelda.quixote@example.com", phone: "3095550142" },
    services,
    false,
  );
  const now = Date.now();
  const gates = await leadGatesSetCookie(
    {
      inventoryUnlockedAt: now,
      priceUnlockedAt: now,
      pricingTerms: { downPayment: 4321, tradingIn: false, tradeEquity: 0, creditBand: "excellent" },
    },
    services,
    false,
  );
  zelda = [consent, profile.split(";")[0], gates.split(";")[0]].join("; ");
}, 90_000);

afterAll(async () => {
  await site?.stop();
});

describe("the origin cache", () => {
  it("serves the shared copy again, with a fresh nonce each time", async () => {
    const first = await get("/used-cars-for-sale", shopper);
    const firstHtml = await first.text();
    expect(first.headers.get("cache-control")).toMatch(/^public/);
    await new Promise((r) => setTimeout(r, 300));
    const second = await get("/used-cars-for-sale", shopper);
    const secondHtml = await second.text();
    expect(second.headers.get("age")).not.toBeNull();
    const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
    const csp = second.headers.get("content-security-policy") ?? "";
    expect(nonceOf(secondHtml)).toBeTruthy();
    expect(nonceOf(secondHtml)).not.toBe(nonceOf(firstHtml));
    expect(csp).toContain(`'nonce-${nonceOf(secondHtml)}'`);
    expect(secondHtml.replaceAll(nonceOf(secondHtml)!, "N")).toBe(
      firstHtml.replaceAll(nonceOf(firstHtml)!, "N"),
    );
  });

  for (const language of ["en", "es"] as const) {
    it(`never gives one visitor's page to another (${language})`, async () => {
      const prefix = language === "es" ? "/es" : "";
      const usedCar = await firstCarPath(`${prefix}/used-cars-for-sale`);
      const newCar = await firstCarPath(`${prefix}/new-cars-for-sale`);
      const pages = [
        `${prefix}/`,
        `${prefix}/used-cars-for-sale`,
        `${prefix}/used-cars-for-sale/suvs`,
        usedCar,
        newCar,
      ];
      let hits = 0;
      for (let round = 0; round < 3; round++) {
        for (const path of pages) {
          // Interleaved: the shopper before and after Zelda, on the same URL.
          for (const visitor of ["shopper", "zelda", "shopper"] as const) {
            const response = await get(path, visitor === "zelda" ? zelda : shopper);
            const html = await response.text();
            expect(response.status, path).toBe(200);
            if (visitor === "zelda") {
              expect(response.headers.get("age"), `${path}: Zelda got a kept copy`).toBeNull();
              if (path.endsWith("used-cars-for-sale")) expect(html).not.toContain(PRIVATE_TEASER[language]);
            } else {
              if (response.headers.get("age") !== null) hits++;
              expect(html, path).not.toContain("Zelda");
              expect(html, path).not.toContain("zelda.quixote");
              expect(html, path).not.toContain("4,321");
              expect(response.headers.get("cache-control"), path).toMatch(/^public/);
              if (path.endsWith("used-cars-for-sale")) expect(html).toContain(PRIVATE_TEASER[language]);
            }
          }
        }
      }
      // The shared copies were really served from the cache (this test would pass without it otherwise).
      expect(hits).toBeGreaterThan(pages.length * 3);
    });
  }

  it("keeps nothing personal: a form page filled with Zelda's details is private and not kept", async () => {
    for (let round = 0; round < 2; round++) {
      const hers = await get("/auto-financing/apply-for-financing", zelda);
      expect(hers.headers.get("cache-control")).toBe("private, no-store");
      expect(await hers.text()).toContain("Zelda");
      const theirs = await get("/auto-financing/apply-for-financing", shopper);
      expect(theirs.headers.get("cache-control")).toMatch(/^public/);
      expect(await theirs.text()).not.toContain("Zelda");
    }
  });
});
