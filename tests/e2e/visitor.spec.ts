import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  FLOW,
  fillPerson,
  noJsPage,
  open,
  test,
  unique,
  waitFill,
} from "./fixtures";

/**
 * "Not you?" on the pre-approval page in Chromium at 390 and 1280 px, with and without
 * JavaScript: after a visitor sent the form, the page fills it in from the (signed,
 * encrypted) profile cookie and offers to forget it; forgetting empties the form. axe with
 * the "Not you?" box shown, and a screenshot of it.
 */
const PAGE = "/auto-financing/apply-for-financing";

/** Sends the pre-approval form once, so the browser holds a visitor profile. */
async function sendPreApproval(page: Page, lastName: string) {
  await page.goto(PAGE);
  const renderedAt = Date.now();
  await page.getByLabel("I am the main applicant").check();
  await page.getByLabel("When do you plan to buy?").selectOption("Within a week");
  await page.getByLabel("Good: 670 to 739").check();
  await page.getByLabel("Gross monthly income", { exact: true }).fill("4500");
  await fillPerson(page, lastName);
  await page.getByLabel("Street address").fill("12 Elm Street");
  await page.getByLabel("City").fill("Moline");
  await page.getByLabel("State").selectOption("IL");
  await page.getByLabel("ZIP code").fill("61265");
  await waitFill(renderedAt);
  await page.getByRole("button", { name: "Get pre-approved" }).click();
  // The confirmation with the instant estimate replaces the form.
  await expect(page.getByRole("heading", { level: 1, name: "Here is your instant estimate" })).toBeVisible();
}

async function expectForgotten(page: Page) {
  await expect(page.getByRole("button", { name: "Not you? Clear my details" })).toHaveCount(0);
  await expect(page.getByLabel("Last name", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Street address")).toHaveValue("");
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).not.toContain("visitorProfile");
}

test.describe('"Not you?" on the pre-approval page', () => {
  test(
    "with JavaScript: the remembered visitor can clear their details",
    FLOW,
    async ({ page, consoleErrors }, info) => {
      const lastName = `Shared${unique()}`;
      await sendPreApproval(page, lastName);
      // What the browser keeps is unreadable: no name, e-mail or street in the cookie.
      const profile = (await page.context().cookies()).find((c) => c.name === "visitorProfile")!;
      expect(profile.httpOnly).toBe(true);
      expect(Buffer.from(decodeURIComponent(profile.value), "base64").toString("latin1")).not.toContain(
        lastName,
      );

      await open(page, PAGE);
      await expect(page.getByLabel("Last name", { exact: true })).toHaveValue(lastName);
      const notYou = page.getByRole("button", { name: "Not you? Clear my details" });
      await expect(notYou).toBeVisible();
      await expect(page.getByText("We filled in the details you gave us last time, Ann.")).toBeVisible();
      await expectNoAxeViolations(page);
      await notYou.scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath("not-you.png"), fullPage: true });

      await notYou.click();
      await page.waitForURL(`**${PAGE}`);
      await page.waitForLoadState("networkidle");
      await expectForgotten(page);
      expect(consoleErrors).toEqual([]);
    },
  );

  test("without JavaScript: the same, as a plain form post", FLOW, async ({ browser }, info) => {
    const { page, close } = await noJsPage(browser, info);
    try {
      const lastName = `NoJs${unique()}`;
      await sendPreApproval(page, lastName);
      await page.goto(PAGE);
      await expect(page.getByLabel("Last name", { exact: true })).toHaveValue(lastName);
      await page.getByRole("button", { name: "Not you? Clear my details" }).click();
      await page.waitForLoadState("load");
      expect(new URL(page.url()).pathname).toBe(PAGE);
      await expectForgotten(page);
    } finally {
      await close();
    }
  });
});
