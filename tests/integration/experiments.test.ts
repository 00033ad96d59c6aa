import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentWithJson, removeContentCopies } from "../support/content-copies";
import { type RunningServer, startServer } from "../support/server";

/**
 * Experiments and the build manifest through the production server (issue 15): the server
 * renders each visitor's variant (no flicker), the same one on every visit, the control to a
 * visitor without a uniqueUserId; the names of running experiments are listed; the page carries
 * the id of the build it came from, and builds/latest.json answers it uncached.
 */
const EXPERIMENT = "skip-link-words";
/** Ids whose GrowthBook (hash v2) buckets in this experiment fall in the variant and in the control. */
const IN_VARIANT = "0b5e8f0a-1c2d-4e3f-8a9b-7c6d5e4f3a2b";
const IN_CONTROL = "3f2b9c1e-7d4a-4e8b-9a6c-1b2d3e4f5a6b";

/** The uniqueUserId cookie as the site writes it (React Router's base64 JSON). */
function uniqueUserIdCookie(id: string): string {
  return `uniqueUserId=${encodeURIComponent(Buffer.from(JSON.stringify(id)).toString("base64"))}`;
}

let server: RunningServer;
beforeAll(async () => {
  const contentDir = contentWithJson("experiments.json", (experiments: unknown[]) => {
    experiments.splice(0, experiments.length, {
      name: EXPERIMENT,
      active: true,
      variants: [
        { key: "control", weight: 50 },
        {
          key: "plain",
          weight: 50,
          langs: {
            en: { "common.nav.skipToContent": "Jump to the cars" },
            es: { "common.nav.skipToContent": "Ir a los autos" },
          },
        },
      ],
    });
  });
  // Tier 1: functional cookies need no answer, so a uniqueUserId counts at once (a visitor who
  // refused them is left out: app/routes/+shared/experiments.server.test.ts).
  server = await startServer({ env: { CONTENT_DIR: contentDir, COOKIE_CONSENT_TIER: "1" } });
});
afterAll(async () => {
  await server?.stop();
  removeContentCopies();
});

async function page(path: string, id?: string) {
  const response = await fetch(`${server.url}${path}`, {
    headers: id ? { cookie: uniqueUserIdCookie(id) } : {},
  });
  expect(response.status).toBe(200);
  return { response, html: await response.text() };
}

describe("GET /api/statsig/experiments", () => {
  it("lists the running experiments' names, cacheable for a minute", async () => {
    const response = await fetch(`${server.url}/api/statsig/experiments`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await response.json()).toEqual({ experiments: [EXPERIMENT] });
  });
});

describe("a page in an experiment", () => {
  it("renders the visitor's variant from the server, in the page's language", async () => {
    const english = await page("/", IN_VARIANT);
    expect(english.html).toContain("Jump to the cars");
    expect(english.html).not.toContain("Skip to content");
    const spanish = await page("/es", IN_VARIANT);
    expect(spanish.html).toContain("Ir a los autos");
  });

  it("gives the same visitor the same variant on every visit", async () => {
    for (const path of ["/", "/contact-us", "/?utm_source=google"]) {
      expect((await page(path, IN_VARIANT)).html).toContain("Jump to the cars");
      expect((await page(path, IN_CONTROL)).html).toContain("Skip to content");
    }
  });

  it("is a shared document per variant, never a personal one", async () => {
    const { response } = await page("/our-company", IN_VARIANT);
    expect(response.headers.get("cache-control")).toMatch(/^public/);
  });

  it("shows the site as it is to a visitor without a uniqueUserId, outside the experiment", async () => {
    const { html } = await page("/");
    expect(html).toContain("Skip to content");
    expect(html).not.toContain("Jump to the cars");
    // No assignment in the page's data: nothing to report as an exposure.
    expect(html).not.toContain(EXPERIMENT);
  });

  it("tells the visitor in the control's page which experiment it is in (for the exposure)", async () => {
    const { html } = await page("/", IN_CONTROL);
    expect(html).toContain(EXPERIMENT);
  });
});

describe("GET /builds/latest.json", () => {
  it("answers the build this server runs, uncached, the same id the pages carry", async () => {
    const response = await fetch(`${server.url}/builds/latest.json?t=${Date.now()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const manifest = (await response.json()) as { build: string; builtAt: string };
    expect(manifest.build).toMatch(/^[0-9a-f]{16}$/);
    expect(Number.isNaN(Date.parse(manifest.builtAt))).toBe(false);
    expect((await page("/")).html).toContain(manifest.build);
  });
});
