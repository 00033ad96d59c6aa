import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { type RunningServer, startServer } from "../support/server";
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutScripts,
  FLOW,
  test,
  unexpectedErrors,
} from "./fixtures";

/**
 * The cookie consent dialog in Chromium at 390 and 1280 px (features/consent,
 * components/consent): every test is a first visit (`consentAnswered: false`).
 *
 * - tier 3 (the e2e server's setting) in English and Spanish, by keyboard alone: focus moves
 *   into the dialog and stays there, Escape closes it without recording, a choice fades it
 *   out and is kept; the Manage panel; axe with the dialog and the panel open;
 * - "Cookie settings" in the footer reopens it, forced, even on the legal pages;
 * - without JavaScript: the dialog is a form that posts the choice and returns to the page;
 * - cookies: none but essential ones before the answer, none of a refused category after;
 * - Global Privacy Control; Consent Mode v2 in the data layer; the layout (centred and
 *   draggable from 640 px, a bottom sheet below);
 * - tiers 1 and 2 on servers of this file's own (COOKIE_CONSENT_TIER).
 */
test.use({ consentAnswered: false });

/** The cookies a site may set before the visitor answers: none that track or remember. */
const ESSENTIAL = new Set(["cookieConsent", "adfLeadSent", "flashToast", "tradeInDraft"]);
const TRACKING = ["_ga", "_ga_TEST", "_gcl_au", "_fbp", "_fbc"];
const TARGETING = ["_gcl_au", "_fbp", "_fbc"];
const FUNCTIONAL = ["visitorProfile", "adsValues", "uniqueUserId", "userSelectedStore"];

const dialog = (page: Page) => page.getByRole("dialog");
const isWide = (info: TestInfo) => (info.project.use.viewport?.width ?? 1280) >= 640;

/** Waits for the dialog to be modal: hydrated, so it holds focus and answers keys. */
async function openDialog(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('[role="dialog"][aria-modal="true"]')).toBeVisible();
}

const focusInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null);

/** Presses Tab until the focused element reads `name` (at most 20 times). */
async function tabTo(page: Page, name: string | RegExp, shift = false) {
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press(shift ? "Shift+Tab" : "Tab");
    const text = await page.evaluate(() => {
      const active = document.activeElement as HTMLInputElement | null;
      return (
        active?.getAttribute("aria-label") || active?.labels?.[0]?.textContent || active?.textContent || ""
      );
    });
    if (typeof name === "string" ? text.trim() === name : name.test(text)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** The stored choice in the context's consent cookie, as the browser reads it. */
async function storedChoice(context: BrowserContext): Promise<Record<string, unknown> | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === "cookieConsent");
  if (!cookie) return undefined;
  const value = decodeURIComponent(cookie.value);
  return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8"));
}

/** Consent Mode's calls in the page's data layer: ["consent", "default" | "update", {...}]. */
const consentCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as unknown as unknown[]))
      .filter((entry) => entry[0] === "consent"),
  );

async function seedCookies(context: BrowserContext, baseURL: string, names: string[]) {
  await context.addCookies(names.map((name) => ({ name, value: "1", url: baseURL })));
}

test.describe("tier 3, in English and Spanish, by keyboard alone", () => {
  test(
    "English: focus moves in and stays, Escape records nothing, Deny tracking cookies is kept",
    FLOW,
    async ({ page, context, consoleErrors }) => {
      await openDialog(page, "/used-cars-for-sale");
      await expect(dialog(page)).toHaveAccessibleName("We use cookies");
      expect(await focusInDialog(page)).toBe(true);
      // Tab and Shift+Tab go round inside the dialog, never to the page behind.
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Tab");
        expect(await focusInDialog(page)).toBe(true);
      }
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Shift+Tab");
        expect(await focusInDialog(page)).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeHidden();
      expect(await storedChoice(context)).toBeUndefined();

      await openDialog(page, "/used-cars-for-sale");
      await tabTo(page, "Deny tracking cookies");
      await page.keyboard.press("Enter");
      await expect(dialog(page)).toBeHidden();
      await expect
        .poll(() => storedChoice(context))
        .toMatchObject({
          functional: true,
          analytics: true,
          targeting: false,
        });
      expect((await consentCalls(page)).at(-1)).toEqual([
        "consent",
        "update",
        {
          ad_storage: "denied",
          analytics_storage: "granted",
          ad_user_data: "denied",
          ad_personalization: "denied",
        },
      ]);

      // Every page after tells Consent Mode the stored choice before any tag, and never shows the dialog.
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);
      expect(await consentCalls(page)).toEqual([
        [
          "consent",
          "default",
          {
            ad_storage: "denied",
            analytics_storage: "denied",
            ad_user_data: "denied",
            ad_personalization: "denied",
            wait_for_update: 500,
          },
        ],
        [
          "consent",
          "update",
          {
            ad_storage: "denied",
            analytics_storage: "granted",
            ad_user_data: "denied",
            ad_personalization: "denied",
          },
        ],
      ]);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    },
  );

  test(
    "Spanish: Administrar opens the panel, every switch on; Guardar y continuar keeps the switches",
    FLOW,
    async ({ page, context, consoleErrors }) => {
      await openDialog(page, "/es/service");
      await expect(dialog(page)).toHaveAccessibleName("Usamos cookies");
      await expect(dialog(page)).toContainText("Rechazar cookies de seguimiento");
      await tabTo(page, "Administrar");
      await page.keyboard.press("Enter");
      await expect(dialog(page)).toHaveAccessibleName("Configuración de cookies");
      expect(await focusInDialog(page)).toBe(true);
      for (const name of ["Funcionales", "Análisis", "Publicidad dirigida"])
        await expect(dialog(page).getByRole("checkbox", { name })).toBeChecked();
      await expectNoAxeViolations(page);

      await tabTo(page, "Publicidad dirigida");
      await page.keyboard.press("Space");
      await expect(dialog(page).getByRole("checkbox", { name: "Publicidad dirigida" })).not.toBeChecked();
      await tabTo(page, "Guardar y continuar");
      await page.keyboard.press("Enter");
      await expect(dialog(page)).toBeHidden();
      await expect
        .poll(() => storedChoice(context))
        .toMatchObject({
          functional: true,
          analytics: true,
          targeting: false,
        });
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    },
  );

  test("passes axe with the dialog open, in both languages", async ({ page }) => {
    for (const path of ["/", "/es"]) {
      await openDialog(page, path);
      await expectNoAxeViolations(page);
    }
  });

  test(
    "the footer's Cookie settings reopens it with the panel, even on a legal page, and Escape returns focus",
    FLOW,
    async ({ page, consoleErrors }) => {
      await openDialog(page, "/");
      await dialog(page).getByRole("button", { name: "Accept all" }).click();
      await expect(dialog(page)).toBeHidden();

      await page.goto("/legal/cookie-policy");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);
      // Hydrated first: before it, Enter follows the link to the no-JavaScript settings page.
      await page.waitForLoadState("networkidle");
      const link = page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" });
      await link.focus();
      await page.keyboard.press("Enter");
      await expect(dialog(page)).toHaveAccessibleName("Cookie settings");
      await expect(dialog(page).getByRole("checkbox", { name: "Targeting" })).toBeChecked();
      expect(await focusInDialog(page)).toBe(true);
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeHidden();
      await expect(link).toBeFocused();
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    },
  );

  test("is centred and dragged within the screen from 640 px, a bottom sheet below", async ({
    page,
  }, info) => {
    await openDialog(page, "/");
    const viewport = page.viewportSize()!;
    const box = (await dialog(page).boundingBox())!;
    if (!isWide(info)) {
      expect(Math.round(box.y + box.height)).toBe(viewport.height);
      expect(box.width).toBe(viewport.width);
      return;
    }
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    const heading = dialog(page).getByRole("heading", { name: "We use cookies" });
    const grip = (await heading.boundingBox())!;
    await page.mouse.move(grip.x + 10, grip.y + 5);
    await page.mouse.down();
    await page.mouse.move(grip.x + 10 - 3000, grip.y + 5 - 3000, { steps: 5 });
    await page.mouse.up();
    const moved = (await dialog(page).boundingBox())!;
    expect(Math.round(moved.x)).toBe(0);
    expect(Math.round(moved.y)).toBe(0);
  });
});

test.describe("without JavaScript", () => {
  async function noScript(browser: Browser, info: TestInfo) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: info.project.use.viewport ?? { width: 1280, height: 800 },
      baseURL: info.project.use.baseURL,
    });
    return { context, page: await context.newPage() };
  }

  test(
    "the dialog posts the choice and returns to the same page, without the dialog",
    FLOW,
    async ({ browser }, info) => {
      const { context, page } = await noScript(browser, info);
      const path = "/used-cars-for-sale?utm_source=google&utm_medium=cpc";
      await page.goto(path);
      await expect(dialog(page)).toBeVisible();
      await expectNoAxeViolationsWithoutScripts(page, info.project.use.baseURL!);
      await dialog(page).getByRole("button", { name: "Deny tracking cookies" }).click();
      await expect(page).toHaveURL(path);
      await expect(dialog(page)).toHaveCount(0);
      expect(await storedChoice(context)).toMatchObject({ targeting: false, analytics: true });
      // Functional allowed: the campaign the page was reached with is kept.
      expect((await context.cookies()).map((c) => c.name)).toContain("adsValues");
      await context.close();
    },
  );

  test(
    "Manage leads to the settings page, whose Save and Continue returns to the page",
    FLOW,
    async ({ browser }, info) => {
      const { context, page } = await noScript(browser, info);
      await page.goto("/es/contact-us");
      await dialog(page).getByRole("button", { name: "Administrar" }).click();
      await expect(page).toHaveURL(/\/es\/cookie-settings\?returnTo=%2Fes%2Fcontact-us$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Configuración de cookies");
      await expectNoAxeViolationsWithoutScripts(page, info.project.use.baseURL!);
      await page.getByRole("checkbox", { name: "Funcionales" }).uncheck();
      await page.getByRole("button", { name: "Guardar y continuar" }).click();
      await expect(page).toHaveURL(/\/es\/contact-us$/);
      await expect(dialog(page)).toHaveCount(0);
      expect(await storedChoice(context)).toMatchObject({
        functional: false,
        analytics: true,
        targeting: true,
      });
      await context.close();
    },
  );
});

test.describe("cookies", () => {
  // One width: what is tested here is the choice and what it lets through, not the layout
  // (the dialog's layout at both widths is the tier 3 tests' subject).
  test.skip(({ isMobile }) => isMobile, "checked at 1280 px");
  test("none but essential ones before the visitor answers", async ({ page, context }) => {
    for (const path of ["/", "/used-cars-for-sale", "/contact-us", "/es/service"]) {
      await page.goto(path);
      await expect(dialog(page)).toBeVisible();
    }
    const names = (await context.cookies()).map((c) => c.name);
    expect(names.filter((name) => !ESSENTIAL.has(name))).toEqual([]);
  });

  test("none of a refused category after the choice, and the allowed ones stay", async ({
    page,
    context,
  }, info) => {
    await seedCookies(context, info.project.use.baseURL!, [...TRACKING, "userSelectedStore"]);
    const names = async () => (await context.cookies()).map((c) => c.name);
    await openDialog(page, "/");
    await tabTo(page, "Deny tracking cookies");
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeHidden();
    await expect.poll(names).toContain("cookieConsent");
    await expect.poll(async () => (await names()).filter((name) => TARGETING.includes(name))).toEqual([]);
    expect(await names()).toEqual(expect.arrayContaining(["_ga", "_ga_TEST", "userSelectedStore"]));

    // Withdrawing functional later: its cookies go too.
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
    await dialog(page).getByRole("checkbox", { name: "Functional" }).uncheck();
    await dialog(page).getByRole("button", { name: "Save and Continue" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect.poll(async () => (await names()).filter((name) => FUNCTIONAL.includes(name))).toEqual([]);
    expect(await names()).toEqual(expect.arrayContaining(["_ga", "_ga_TEST", "cookieConsent"]));
  });
});

test.describe("Global Privacy Control", () => {
  // One width: what is tested here is the choice and what it lets through, not the layout
  // (the dialog's layout at both widths is the tier 3 tests' subject).
  test.skip(({ isMobile }) => isMobile, "checked at 1280 px");
  test.use({ extraHTTPHeaders: { "Sec-GPC": "1" } });

  test("the panel says it is honoured, targeting stays off even after Allow all", async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
    await openDialog(page, "/");
    await dialog(page).getByRole("button", { name: "Manage" }).click();
    await expect(dialog(page)).toContainText(
      "Your browser's Global Privacy Control signal is on, so targeting cookies stay off.",
    );
    const targeting = dialog(page).getByRole("checkbox", { name: "Targeting" });
    await expect(targeting).not.toBeChecked();
    await expect(targeting).toBeDisabled();
    await dialog(page).getByRole("button", { name: "Allow all" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect.poll(() => storedChoice(context)).toMatchObject({ targeting: false, gpc: true });
    expect((await consentCalls(page)).at(-1)?.[2]).toMatchObject({ ad_storage: "denied" });
  });
});

/** A server of this file's own at another tier (the e2e build, as playwright.config.ts starts it). */
function tierServer(tier: 1 | 2) {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ env: { COOKIE_CONSENT_TIER: String(tier), RATE_LIMIT_EXEMPT: "loopback" } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return () => server.url;
}

test.describe("tier 1", () => {
  // One width: what is tested here is the choice and what it lets through, not the layout
  // (the dialog's layout at both widths is the tier 3 tests' subject).
  test.skip(({ isMobile }) => isMobile, "checked at 1280 px");
  const url = tierServer(1);

  test("English: only Close and Continue, by keyboard, which accepts everything", async ({
    page,
    context,
  }) => {
    await openDialog(page, `${url()}/`);
    await expect(dialog(page).locator('button[name="action"]')).toHaveText(["Close and Continue"]);
    await expect(dialog(page)).toContainText("By continuing, you accept them.");
    await expectNoAxeViolations(page);
    await tabTo(page, "Close and Continue");
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeHidden();
    await expect
      .poll(() => storedChoice(context))
      .toMatchObject({
        functional: true,
        analytics: true,
        targeting: true,
      });
  });

  test("Spanish: Cerrar y continuar", async ({ page, context }) => {
    await openDialog(page, `${url()}/es`);
    await expect(dialog(page).locator('button[name="action"]')).toHaveText(["Cerrar y continuar"]);
    await expectNoAxeViolations(page);
    await tabTo(page, "Cerrar y continuar");
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeHidden();
    await expect.poll(() => storedChoice(context)).toMatchObject({ targeting: true });
  });
});

test.describe("tier 2", () => {
  // One width: what is tested here is the choice and what it lets through, not the layout
  // (the dialog's layout at both widths is the tier 3 tests' subject).
  test.skip(({ isMobile }) => isMobile, "checked at 1280 px");
  const url = tierServer(2);

  for (const [path, labels] of [
    ["/", ["Manage", "Accept all", "Close and Continue"]],
    ["/es", ["Administrar", "Aceptar todas", "Cerrar y continuar"]],
  ] as const)
    test(`${path}: ${labels.join(", ")}; no Deny; Accept all by keyboard`, async ({ page, context }) => {
      await openDialog(page, `${url()}${path}`);
      await expect(dialog(page).locator('button[name="action"]')).toHaveText([...labels]);
      await expectNoAxeViolations(page);
      await tabTo(page, labels[1]);
      await page.keyboard.press("Enter");
      await expect(dialog(page)).toBeHidden();
      await expect.poll(() => storedChoice(context)).toMatchObject({ targeting: true, analytics: true });
    });
});
