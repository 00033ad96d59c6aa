import { expect, FLOW, noJsPage, test } from "./fixtures";

/**
 * What the research, help-center and offers pages do in Chromium at 390 and 1280 px (each
 * page type's h1 and axe are in every-page.spec.ts): the article search works with and
 * without JavaScript, the help-center accordion opens without JavaScript and a linked
 * question opens by itself with it, and the offers carousel turns with its buttons.
 */

// The machine running the suite is shared: give each test room.
test.describe.configure({ timeout: 90_000 });

async function visit(page: import("@playwright/test").Page, path: string, heading: string | RegExp) {
  const response = await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  return response?.status();
}

test("the offers carousel turns with its buttons", async ({ page, consoleErrors }) => {
  await visit(page, "/special-offers", "Special offers");
  const slides = page.getByRole("region", { name: "Featured offers" }).getByRole("list");
  await expect.poll(() => slides.evaluate((list) => list.scrollLeft)).toBe(0);
  await page.getByRole("button", { name: "Next offer" }).click();
  await expect.poll(() => slides.evaluate((list) => list.scrollLeft)).toBeGreaterThan(100);
  await page.getByRole("button", { name: "Previous offer" }).click();
  await expect.poll(() => slides.evaluate((list) => list.scrollLeft)).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test("the article search works with JavaScript", FLOW, async ({ page, consoleErrors }) => {
  await visit(page, "/car-research", "Car research");
  await page.getByRole("searchbox", { name: "Search articles" }).fill("winter tires");
  await page.getByRole("searchbox", { name: "Search articles" }).press("Enter");
  await expect(page).toHaveURL(/\/car-research\/search\?q=winter\+tires$/);
  await expect(page.getByRole("status")).toContainText("for “winter tires”");
  await page.getByRole("link", { name: /Winter Tires in the Quad Cities/ }).click();
  await expect(page).toHaveURL(/\/car-research\/winter-tires-in-the-quad-cities$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Winter Tires in the Quad Cities");
  expect(consoleErrors).toEqual([]);
});

test(
  "the article search and the help-center accordion work without JavaScript",
  FLOW,
  async ({ browser }, info) => {
    const { page, close } = await noJsPage(browser, info);
    try {
      await page.goto("/car-research");
      await page.getByRole("searchbox", { name: "Search articles" }).fill("cam phasers");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/car-research\/search\?q=cam\+phasers$/);
      await expect(page.getByRole("status")).toContainText("1 article for “cam phasers”");
      await expect(page.getByRole("link", { name: /Used Ford F-150/ })).toBeVisible();

      await page.goto("/help-center/financing");
      const question = page.getByText("Will applying hurt my credit score?");
      const answer = page.locator("details", { has: question }).locator("div");
      await expect(answer).toBeHidden();
      await question.click();
      await expect(answer).toBeVisible();
      await expect(answer).toContainText("soft inquiry");
    } finally {
      await close();
    }
  },
);

test("a linked help-center question opens by itself", FLOW, async ({ page, consoleErrors }) => {
  await visit(page, "/help-center?q=bankruptcy", "Help center");
  await page.getByRole("link", { name: /past bankruptcy/ }).click();
  await expect(page).toHaveURL(/\/help-center\/financing#/);
  const details = page.locator("details", { hasText: "past bankruptcy" });
  await expect(details).toHaveAttribute("open", "");
  expect(consoleErrors).toEqual([]);
});
