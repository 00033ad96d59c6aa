import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, unexpectedErrors } from "./fixtures";

/** The search pages in Chromium at 390 px and 1280 px: filter, sort, page, clear, and all of it without JavaScript. */

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;
const resultCount = async (page: Page) =>
  Number(((await page.locator("#result-count").textContent()) ?? "").replace(/[^\d]/g, ""));
const cardPrices = async (page: Page) =>
  // The card's price line: the price, then "was $..." when it dropped.
  (await page.locator("article p.text-xl").allTextContents()).map((t) =>
    Number((/\$([\d,]+)/.exec(t)?.[1] ?? "").replace(/,/g, "")),
  );

/** On phones the filters sit in a closed disclosure; open it (a navigation keeps it open). */
async function openFilters(page: Page) {
  const form = page.getByRole("form", { name: "Filters" });
  if (isMobile(page) && !(await form.isVisible())) await page.getByText(/^Filters/).click();
  await expect(form).toBeVisible();
}

const ascending = (list: number[]) => list.length > 0 && list.every((v, i) => i === 0 || list[i - 1]! <= v);

test.describe("search pages", () => {
  test("a body-style page: heading, count, cards, filters, FAQ; no axe violations", async ({
    page,
    consoleErrors,
  }, info) => {
    const response = await page.goto("/cars-for-sale/suvs");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "SUVs for Sale" })).toBeVisible();
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(19);
    await expect(page.locator("article")).toHaveCount(19);
    const filters = page.getByRole("form", { name: "Filters" });
    if (isMobile(page)) {
      await expect(filters).toBeHidden();
      await openFilters(page);
    } else {
      await expect(filters).toBeVisible();
    }
    await expect(filters.getByRole("checkbox", { name: /^SUVs \(\d+\)$/ })).toBeChecked();
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("search-suvs.png"), fullPage: true });
    expect(consoleErrors).toEqual([]);
  });

  test("filter by make, then remove it with its chip", async ({ page, consoleErrors }, info) => {
    await page.goto("/cars-for-sale/suvs");
    const before = await resultCount(page);
    await openFilters(page);
    const toyota = page.getByRole("checkbox", { name: /^Toyota \(\d+\)$/ });
    const expected = Number(
      ((await toyota.locator("xpath=..").textContent()) ?? "").replace(/^.*\((\d+)\)$/, "$1"),
    );
    await toyota.check();
    await expect(page).toHaveURL(/\/cars-for-sale\/suvs\/toyota$/);
    await expect(page.getByRole("heading", { level: 1, name: "Toyota SUVs for Sale" })).toBeVisible();
    await expect.poll(() => resultCount(page)).toBe(expected);
    await expect(page.getByRole("checkbox", { name: /^Toyota \(\d+\)$/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("search-filtered.png") });
    await page.getByRole("link", { name: /^Toyota.*remove filter/ }).click();
    await expect(page).toHaveURL(/\/cars-for-sale\/suvs$/);
    await expect.poll(() => resultCount(page)).toBe(before);
    await expect(page.getByRole("checkbox", { name: /^Toyota \(\d+\)$/ })).not.toBeChecked();
    expect(consoleErrors).toEqual([]);
  });

  test("a price range and the monthly payment filter narrow the results", async ({ page }) => {
    await page.goto("/used-cars-for-sale");
    await openFilters(page);
    await page.getByLabel("Max", { exact: true }).first().selectOption("20000");
    await expect(page).toHaveURL(/\/used-cars-for-sale\/price-under-20000$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Used Cars for Sale Under $20,000" }),
    ).toBeVisible();
    expect(Math.max(...(await cardPrices(page)))).toBeLessThanOrEqual(20000);
    await openFilters(page);
    await page.locator("#filter-payment-max").selectOption("300");
    await expect(page).toHaveURL(/payment=null(,|%2C)300$/);
    await expect(page.getByRole("link", { name: /^Monthly payment: under \$300\/mo/ })).toBeVisible();
  });

  test("sort by price and page through the results", async ({ page, consoleErrors }) => {
    await page.goto("/cars-for-sale/sedans");
    await page.getByLabel("Sort by").selectOption("priceLow");
    await expect(page).toHaveURL(/\/cars-for-sale\/sedans\?sort=priceLow$/);
    await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
    const prices = await cardPrices(page);
    const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: /Next/ });
    await next.click();
    await expect(page).toHaveURL(/\/cars-for-sale\/sedans\?sort=priceLow&page=2$/);
    await expect(page.getByRole("heading", { name: /^Showing 20-/ })).toBeVisible();
    await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
    const second = await cardPrices(page);
    expect(second[0]).toBeGreaterThanOrEqual(prices.at(-1)!);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(consoleErrors).toEqual([]);
  });

  test("an empty result says so and clears the filters", async ({ page, consoleErrors }, info) => {
    await page.goto("/used-cars-for-sale/suvs/price-under-1000");
    await expect(page.getByRole("heading", { name: "No vehicles match these filters" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("search-empty.png") });
    await page.getByTestId("no-results").getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/used-cars-for-sale$/);
    await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  test("an unknown filter token shows the 404 page", async ({ page, consoleErrors }) => {
    const response = await page.goto("/cars-for-sale/flying-cars");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});

test.describe("search pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filter with the form, sort with its button, page with links, clear with the chip", async ({
    page,
  }, info) => {
    await page.goto("/cars-for-sale");
    await openFilters(page);
    const form = page.getByRole("form", { name: "Filters" });
    await form.getByRole("checkbox", { name: /^Trucks \(\d+\)$/ }).check();
    await form.getByRole("radio", { name: /^Used \(\d+\)$/ }).check();
    await form.locator("#filter-mileage-max").selectOption("85000");
    await form.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/\/used-cars-for-sale\/trucks\?mileage=null(,|%2C)85000$/);
    await expect(page.getByRole("heading", { level: 1, name: "Used Trucks for Sale" })).toBeVisible();
    await page.screenshot({ path: info.outputPath("search-no-js.png"), fullPage: true });

    await page.getByLabel("Sort by").selectOption("mileage");
    await page.getByRole("button", { name: "Sort" }).click();
    await expect(page).toHaveURL(/\/used-cars-for-sale\/trucks\?mileage=null(,|%2C)85000&sort=mileage$/);

    const pages = page.getByRole("navigation", { name: "Pagination" });
    if (await pages.count()) {
      await pages.getByRole("link", { name: /Next/ }).click();
      await expect(page).toHaveURL(/sort=mileage&page=2$/);
    }
    await page.getByRole("link", { name: /^Mileage: under 85,000 mi/ }).click();
    await expect(page).toHaveURL(/\/used-cars-for-sale\/trucks\?sort=mileage$/);
    await page.getByRole("link", { name: "Clear all filters" }).first().click();
    await expect(page).toHaveURL(/\/used-cars-for-sale\?sort=mileage$/);
  });

  test("the keyword box finds vehicles", async ({ page }) => {
    await page.goto("/cars-for-sale");
    await openFilters(page);
    await page.getByRole("searchbox", { name: "Keyword" }).fill("camry");
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/\/cars-for-sale\?q=camry$/);
    // The URL changes when the new document commits; wait for its results before reading them.
    await expect(page.locator("article h3").first()).toBeVisible();
    const names = await page.locator("article h3").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Camry/);
  });
});
