import type { Page } from "@playwright/test";
import { expect, hydrated, open, test } from "./fixtures";

/**
 * The build watcher (components/layout/build-watcher.tsx): a page left open when a new build
 * goes live does its next route change as a full page load, never twice within 10 s; a failed
 * preload marks it stale too and is raised as the site's `preload-error` event. The new build
 * is faked by answering builds/latest.json with another id.
 */
type Marked = Window & { __sameDocument?: boolean; __preloadErrors?: number };

async function fakeNewBuild(page: Page) {
  await page.route("**/builds/latest.json*", (route) =>
    route.fulfill({ json: { build: "ffffffffffffffff", builtAt: new Date().toISOString() } }),
  );
}

/** Makes the page ask for the manifest now (a tab shown again asks; its first ask is always due). */
async function askForBuild(page: Page) {
  const asked = page.waitForResponse((r) => r.url().includes("/builds/latest.json?t="));
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await asked;
}

async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as Marked).__sameDocument = true;
  });
}

const sameDocument = (page: Page) => page.evaluate(() => (window as Marked).__sameDocument === true);

/**
 * Follows an internal footer link: a client-side route change when nothing is stale, a new
 * document (its `load` event) when the page loads itself anew.
 */
async function followFooterLink(page: Page, index: number, expectFullLoad: boolean) {
  const link = page.locator('footer a[href^="/"]:not([href*="#"])').nth(index);
  const href = (await link.getAttribute("href"))!;
  const loaded = expectFullLoad ? page.waitForEvent("load") : Promise.resolve(page);
  await link.click();
  await loaded;
  await page.waitForURL((url) => url.pathname === href);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
}

// One width: a reload after a new build has no layout.
test.skip(({ isMobile }) => isMobile, "checked at 1280 px");

test("a route change stays in the page while the build is the live one", async ({ page }) => {
  await open(page, "/");
  await askForBuild(page);
  await markDocument(page);
  await followFooterLink(page, 0, false);
  expect(await sameDocument(page)).toBe(true);
});

test("after a new build, the next route change loads the page anew, and not again within 10 s", async ({
  page,
}) => {
  await open(page, "/");
  await fakeNewBuild(page);
  await askForBuild(page);
  await markDocument(page);
  await followFooterLink(page, 0, true);
  expect(await sameDocument(page)).toBe(false);

  // The loaded page still sees a "newer" build, but the guard holds it for 10 s: no loop.
  await askForBuild(page);
  await markDocument(page);
  await followFooterLink(page, 1, false);
  expect(await sameDocument(page)).toBe(true);
});

test("a failed preload raises preload-error and the next route change loads the page anew", async ({
  page,
}) => {
  await open(page, "/");
  await page.evaluate(() => {
    const marked = window as Marked;
    marked.__preloadErrors = 0;
    window.addEventListener("preload-error", () => {
      marked.__preloadErrors! += 1;
    });
    const failed = new Event("vite:preloadError", { cancelable: true }) as Event & { payload?: Error };
    failed.payload = new Error("Unable to preload CSS for /assets/gone.css");
    window.dispatchEvent(failed);
  });
  expect(await page.evaluate(() => (window as Marked).__preloadErrors)).toBe(1);
  await markDocument(page);
  await followFooterLink(page, 0, true);
  expect(await sameDocument(page)).toBe(false);
});
