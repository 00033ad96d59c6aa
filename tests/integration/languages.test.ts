import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mergeCookies, openForm, person, postForm, unique } from "../support/form-client";
import { type RunningServer, startServer } from "../support/server";

/**
 * The two languages and the cache class through the production server: every page has its
 * Spanish twin at /es + the English path, names both in hreflang, and keeps its language in
 * the URL (Accept-Language never redirects); a page that read nothing of the visitor may be
 * kept by a shared cache, and one that shows the visitor's details, answers a form or sets a
 * cookie never may.
 */
const SITE = "https://cars.example.com";
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL: SITE } });
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { redirect: "manual", headers });

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

describe("a page in each language", () => {
  it.each([
    ["/", "en", `${SITE}/`],
    ["/es", "es", `${SITE}/es`],
    ["/our-company/careers", "en", `${SITE}/our-company/careers`],
    ["/es/our-company/careers", "es", `${SITE}/es/our-company/careers`],
    ["/es/service", "es", `${SITE}/es/service`],
  ])("%s is in %s, canonical at itself, with both languages as alternates", async (path, lang, canonical) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(attribute(html, /<html lang="([^"]+)"/)).toBe(lang);
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(canonical);
    const english = canonical.replace(`${SITE}/es`, SITE).replace(/^(https:\/\/[^/]+)$/, "$1/");
    const spanish = canonical.startsWith(`${SITE}/es`)
      ? canonical
      : canonical.replace(SITE, `${SITE}/es`).replace(/\/$/, "");
    expect(alternates(html)).toEqual({ en: english, es: spanish, "x-default": english });
  });

  it("never redirects on Accept-Language: the English page stays English", async () => {
    const response = await get("/contact-us", { "accept-language": "es-MX,es;q=0.9" });
    expect(response.status).toBe(200);
    expect(attribute(await response.text(), /<html lang="([^"]+)"/)).toBe("en");
  });

  it("links a Spanish page's menus to Spanish pages", async () => {
    const html = await (await get("/es")).text();
    const siteLinks = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!);
    const pages = siteLinks.filter((href) => !/^\/(vehicle-images|staff-photos|api|sitemap)/.test(href));
    expect(pages.length).toBeGreaterThan(20);
    // The language switch is the one link to the English site.
    expect(new Set(pages.filter((href) => !href.startsWith("/es")))).toEqual(new Set(["/"]));
  });

  it("has a Spanish 404 with the Spanish fallback title", async () => {
    const response = await get("/es/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>404 Página no encontrada");
    expect(attribute(html, /<html lang="([^"]+)"/)).toBe("es");
  });

  it("lists both languages in the sitemap", async () => {
    const index = await (await get("/sitemap.xml")).text();
    const pagesFile = /<loc>[^<]*\/(sitemaps\/pages-1\.xml)<\/loc>/.exec(index)?.[1];
    expect(pagesFile).toBeDefined();
    const pages = await (await get(`/${pagesFile}`)).text();
    expect(pages).toContain(`<loc>${SITE}/contact-us</loc>`);
    expect(pages).toContain(`<loc>${SITE}/es/contact-us</loc>`);
  });
});

describe("the cache class of a response", () => {
  it.each(["/", "/es", "/car-research", "/es/help-center", "/es/no-such-page"])(
    "lets a shared cache keep %s, which reads nothing of the visitor",
    async (path) => {
      const response = await get(path);
      expect(response.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(response.headers.get("vary") ?? "").not.toMatch(/cookie/i);
      expect(response.headers.getSetCookie()).toEqual([]);
    },
  );

  it.each(["/contact-us", "/es/contact-us", "/our-company/careers", "/es/service/schedule"])(
    "shares %s: its lead-form token is safe to share (the lead's key also holds what was posted)",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(response.headers.getSetCookie()).toEqual([]);
    },
  );

  it("keeps the pre-approval page of a visitor with saved details private, in both languages", async () => {
    // The profile is kept only for a visitor who allows functional cookies (issue 15).
    const consent = await fetch(`${server.url}/consent`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ action: "acceptAll", returnTo: "/" }),
    });
    const page = await openForm(
      server,
      "/auto-financing/apply-for-financing",
      mergeCookies("", consent.headers.getSetCookie()),
    );
    const { response } = await postForm(server, "/auto-financing/apply-for-financing", page, {
      identifier: "current",
      buyingTime: "Within a month",
      creditBand: "good",
      monthlyIncome: "4500",
      ...person(`Cache${unique()}`),
      phone: "(309) 555-0166",
      address: "77 Hidden Lane",
      city: "Moline",
      state: "IL",
      zipCode: "61265",
    });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const cookie = mergeCookies(page.cookie, response.headers.getSetCookie());
    expect(cookie).toContain("visitorProfile=");
    for (const path of ["/auto-financing/apply-for-financing", "/es/auto-financing/apply-for-financing"]) {
      const again = await get(path, { cookie });
      expect(again.status).toBe(200);
      expect(again.headers.get("cache-control")).toBe("private, no-store");
    }
  });
});
