import { expect, expectNoAxeViolations, noJsPage, test } from "./fixtures";

// The home page is the longest page of the site: axe and full-page screenshots need more than 30 s
// when the machine is busy.
test.describe.configure({ timeout: 90_000 });

/**
 * The home page in Chromium at 390 and 1280 px: every section there and axe-clean, the hero
 * slider, the department tabs and the review filter with and without JavaScript, the keyword
 * search landing on the search page, and a focus ring that shows on the green hero.
 */

test("shows every section, passes axe and carries its structured data", async ({
  page,
  consoleErrors,
}, info) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Quality used cars, financing for every credit",
  );
  for (const name of [
    "How can we help?",
    "Find your next vehicle",
    "What our customers say",
    "Offers and promises",
    "Frequently asked questions",
    "Free lifetime engine limited warranty",
    "Get pre-approved with no impact on your credit score",
    "Four stores, one team",
  ])
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByText("Search or browse", { exact: true })).toBeVisible();
  // Nothing widens the page sideways (the review strip and the slides scroll inside themselves).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
    info.project.use.viewport?.width,
  );
  await expectNoAxeViolations(page);
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")["@type"]));
  expect(types.filter((t) => t === "AutoDealer")).toHaveLength(4);
  expect(types).toContain("FAQPage");
  await page.screenshot({ path: info.outputPath("home.png"), fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test("the hero slider moves with its buttons and dots, and without JavaScript by its dot links", async ({
  page,
  browser,
}, info) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const track = page.locator("#hero-track");
  const slide2 = page.locator("#hero-slide-2");
  await page.getByRole("button", { name: "Next slide" }).click();
  await expect(page.getByRole("link", { name: /^Slide 2:/ })).toHaveAttribute("aria-current", "true");
  await expect.poll(() => slide2.evaluate((el) => Math.round(el.getBoundingClientRect().left))).toBe(0);
  await page.getByRole("link", { name: /^Slide 3:/ }).click();
  await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(2);
  await page.getByRole("button", { name: "Previous slide" }).click();
  await expect(page.getByRole("link", { name: /^Slide 2:/ })).toHaveAttribute("aria-current", "true");

  const { page: noJs, close } = await noJsPage(browser, info);
  await noJs.goto("/");
  // The first slide shows; the others are reachable by their dot links.
  await expect(noJs.getByRole("heading", { level: 1 })).toBeInViewport();
  await expect(noJs.getByRole("button", { name: "Next slide" })).toHaveCount(0);
  await noJs.getByRole("link", { name: /^Slide 2:/ }).click();
  await expect(noJs.getByRole("heading", { name: "A real offer for your car in minutes" })).toBeInViewport();
  await close();
});

test("the green 'Get pre-approved' button shows a white focus ring on the green hero", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const button = page.locator("#hero-slide-1").getByRole("link", { name: "Get pre-approved" });
  // Keyboard focus (Tab) is what shows :focus-visible.
  await page.locator("#hero-slide-1").getByRole("link", { name: "Shop used cars" }).focus();
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  const outline = await button.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      color: style.outlineColor,
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
    };
  });
  expect(outline).toEqual({ color: "rgb(255, 255, 255)", style: "solid", width: 3 });
});

test("department tabs: arrow keys with JavaScript, every panel readable without", async ({
  page,
  browser,
}, info) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const finance = page.getByRole("tab", { name: "Finance" });
  await expect(finance).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
  await expect(page.getByRole("tabpanel")).toContainText("Financing for every credit");
  await finance.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Shop" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Shop" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Inspected used cars, trucks and SUVs");
  await page.keyboard.press("End");
  await expect(page.getByRole("tabpanel")).toContainText("Service for every make and model");
  await page.getByRole("tab", { name: "Sell or Trade" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Sell us your car, or trade it in");
  await expectNoAxeViolations(page);

  const { page: noJs, close } = await noJsPage(browser, info);
  await noJs.goto("/");
  await expect(noJs.getByRole("tablist")).toHaveCount(0);
  for (const title of [
    "Financing for every credit",
    "Inspected used cars, trucks and SUVs",
    "Sell us your car, or trade it in",
    "Service for every make and model",
  ])
    await expect(noJs.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await close();
});

test("the review filter shows each category's reviews, with and without JavaScript", async ({
  page,
  browser,
}, info) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const reviews = page.locator("#reviews ul[aria-live] > li");
  await expect(reviews).toHaveCount(9);
  const filters = page.getByRole("navigation", { name: "Filter reviews by category" });
  await filters.getByRole("link", { name: "Finance" }).click();
  await expect(page).toHaveURL(/\?reviews=Finance#reviews$/);
  await expect(filters.getByRole("link", { name: "Finance" })).toHaveAttribute("aria-current", "true");
  const count = await reviews.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(9);
  for (let i = 0; i < count; i++)
    await expect(reviews.nth(i).getByRole("list", { name: "Categories" })).toContainText("Finance");
  // The section stays in view: the filter does not send the shopper back to the top.
  await expect(page.getByRole("heading", { name: "What our customers say" })).toBeInViewport();
  await expectNoAxeViolations(page);

  const { page: noJs, close } = await noJsPage(browser, info);
  await noJs.goto("/");
  await noJs
    .getByRole("navigation", { name: "Filter reviews by category" })
    .getByRole("link", { name: "Sell" })
    .click();
  await expect(noJs).toHaveURL(/\?reviews=Sell#reviews$/);
  // The URL changes when the new document commits, before it is parsed: wait for the server's
  // answer to mark the chosen category, then count what it lists.
  await expect(
    noJs.getByRole("navigation", { name: "Filter reviews by category" }).getByRole("link", { name: "Sell" }),
  ).toHaveAttribute("aria-current", "true");
  await noJs.waitForLoadState();
  const sell = noJs.locator("#reviews ul[aria-live] > li");
  const sellCount = await sell.count();
  expect(sellCount).toBeGreaterThan(0);
  for (let i = 0; i < sellCount; i++)
    await expect(sell.nth(i).getByRole("list", { name: "Categories" })).toContainText("Sell");
  await close();
});

test("the keyword search lands on the search page", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const box = page.getByPlaceholder("Search by keyword");
  await box.fill("Toyota");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/cars-for-sale\?q=Toyota$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
