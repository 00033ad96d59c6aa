import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { dealershipClock, weekdayOf } from "../../app/features/service/clock";

/**
 * The tag of a flow checked at 1280 px only (playwright.config.ts leaves it out of the 390 px
 * project): a form sent, a step walked, a plain form post, where the phone runs the same code
 * in the same order. What a phone shows differently (layout, the drawer, the bottom sheet, the
 * menu, axe on every page) runs at both widths. Two cores run the suite; a flow checked twice
 * costs minutes and proves nothing more.
 */
export const FLOW = { tag: "@flow" };

/** The first path of a sitemap section that starts with `prefix` (a real car, article, offer...). */
export async function firstListed(
  request: APIRequestContext,
  section: string,
  prefix = "/",
): Promise<string> {
  const response = await request.get(`/api/___sitemaps___/${section}?without=1`);
  expect(response.status()).toBe(200);
  const { value } = (await response.json()) as { value: Array<{ loc: string }> };
  const path = value.map((entry) => entry.loc).find((loc) => loc.startsWith(prefix));
  if (!path) throw new Error(`the ${section} sitemap lists no page under ${prefix}`);
  return path;
}

/**
 * Answers the cookie dialog in a browser context the way a visitor's "Accept all" would: the
 * server records the choice and sets the signed consent cookie in the context's jar. The
 * specs about pages start as a returning visitor who already chose (the dialog is
 * consent.spec.ts's subject); `test.use({ consentAnswered: false })` starts as a first visit.
 */
export async function answerConsent(context: BrowserContext, baseURL: string, action = "acceptAll") {
  const response = await context.request.post(`${baseURL}/consent`, {
    form: { action, returnTo: "/" },
    headers: { origin: baseURL, accept: "application/json" },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBeLessThan(400);
}

/**
 * Every test page is watched for console errors (a CSP violation, a hydration
 * mismatch, a failed mount all land there) and can be checked with axe.
 */
export const test = base.extend<{
  consoleErrors: string[];
  consentAnswered: boolean;
  popupsOpenByThemselves: boolean;
}>({
  consentAnswered: [true, { option: true }],
  /**
   * Whether the popups' default triggers may open a popup (three car pages, a locked price in
   * view for 8 s): only in the specs about popups and gates. Elsewhere the session starts as
   * one that already had its popup, so a modal never lands on a test about something else.
   */
  popupsOpenByThemselves: [false, { option: true }],
  context: async ({ context, consentAnswered, popupsOpenByThemselves, baseURL }, use) => {
    if (consentAnswered) await answerConsent(context, baseURL!);
    if (!popupsOpenByThemselves)
      await context.addInitScript(() => sessionStorage.setItem("popupAutoOpened", "true"));
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

/**
 * axe with WCAG 2.2 A and AA and its best practices. `within`: the selectors of the parts to check
 * (a modal dialog, whose page behind is inert and checked once it is closed; the header and footer).
 */
export async function expectNoAxeViolations(page: Page, within?: string | string[]) {
  const builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22a",
    "wcag22aa",
    "best-practice",
  ]);
  // Only the violations are gathered in full (passes and "incomplete" keep one node each): on a
  // long page that is a quarter of axe's time (measured 2.5-3.5 s against 3.5-5 s).
  builder.options({ resultTypes: ["violations"] });
  // axe.run in the page itself. The default (axe.runPartial per frame, then axe.finishRun in a
  // blank page it opens and injects axe into again) took 2-2.5 times as long for the same result
  // on our pages (search 4.1-4.4 s against 1.7-1.8 s, a car 1.8-2.4 s against 0.9-1.0 s); frames,
  // which the site has none of in the pages checked, are still injected and reached by axe.
  builder.setLegacyMode(true);
  for (const part of [within ?? []].flat()) builder.include(part);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/**
 * axe on a page of a context without JavaScript. axe runs as a script, which such a page
 * cannot: its HTML, scripts taken out, is checked in a page that may run axe (same origin, so
 * the site's CSS applies).
 */
export async function expectNoAxeViolationsWithoutScripts(page: Page, baseURL: string) {
  // The whole document: a page still streaming would give a card cut in the middle.
  await page.waitForLoadState("load");
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/g, "");
  const context = await page.context().browser()!.newContext({ viewport: page.viewportSize() });
  try {
    const checker = await context.newPage();
    const url = `${baseURL}/__without-scripts__`;
    await checker.route(url, (route) => route.fulfill({ body: html, contentType: "text/html" }));
    await checker.goto(url);
    await expectNoAxeViolations(checker);
  } finally {
    await context.close();
  }
}

/** Console errors that are the 404 page's own HTTP status, which the browser reports. */
export function unexpectedErrors(errors: string[]) {
  // A 404 a test asks for; a request the browser abandoned because the page moved on (a
  // fetcher's load interrupted by the next step under load) is not the site failing.
  return errors.filter((e) => !/status of 404|signal is aborted without reason/.test(e));
}

/** The form guard drops a form sent sooner than 2 s after it was rendered (a bot's speed). */
const MIN_FILL_MS = 2_000 + 200;

/**
 * Waits until React has hydrated the page and its first effects have run (root.tsx marks
 * `<html data-hydrated>`). The page hydrates after its first paint: on a busy machine the
 * network can be idle before its scripts are even asked for.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a form page and waits for hydration; returns when it was rendered. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  // The idle prefetches and the forms' lazily loaded parts, too.
  await page.waitForLoadState("networkidle");
  return Date.now();
}

/** Waits until the form guard's minimum fill time has passed since `renderedAt`. */
export async function waitFill(renderedAt: number) {
  const wait = renderedAt + MIN_FILL_MS - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

export async function expectToast(page: Page, summary: string, detail: string) {
  const toast = page.getByTestId("toast").filter({ hasText: summary });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(detail);
  await expect(page.getByTestId("toasts")).toHaveAttribute("role", "status");
}

/** A page in a context with JavaScript turned off, at the project's viewport. */
export async function noJsPage(browser: Browser, info: TestInfo) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: info.project.use.viewport ?? { width: 1280, height: 800 },
    baseURL: info.project.use.baseURL,
  });
  await answerConsent(context, info.project.use.baseURL!);
  return { page: await context.newPage(), close: () => context.close() };
}

/** A short random tag, so each submission is its own lead. */
export const unique = () => Math.random().toString(36).slice(2, 7);

/** Fills a fictional visitor's contact fields. */
export async function fillPerson(page: Page, lastName: string) {
  await page.getByLabel("First name", { exact: true }).fill("Ann");
  await page.getByLabel("Last name", { exact: true }).fill(lastName);
  await page.getByLabel("E-mail", { exact: true }).fill(`ann.${lastName.toLowerCase()}@example.com`);
  await page.getByLabel("Phone", { exact: true }).fill("(309) 555-0123");
}

/** The first Monday to Friday at least `ahead` days after the dealership's today (an open day). */
export function nextWeekday(ahead = 1): string {
  const { today } = dealershipClock();
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  for (let i = ahead; ; i++) {
    const date = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (!["Saturday", "Sunday"].includes(weekdayOf(date))) return date;
  }
}

export { expect };
