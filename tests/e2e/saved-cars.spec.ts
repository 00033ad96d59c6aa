import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  answerConsent,
  expect,
  expectNoAxeViolations,
  FLOW,
  noJsPage,
  test,
  unexpectedErrors,
} from "./fixtures";

/**
 * Issue 17's shopper tools, no account needed: saved cars (the heart, the saved-cars page, its
 * share link, the price-drop badge), compare up to three cars, recently viewed. Each flow at the
 * width it was seen at; axe and screenshots of the two new pages at both widths, in English and
 * Spanish. Screenshots go to SHOTS_DIR (default: the test's output folder) for a person to look at.
 */
const SHOTS = process.env.SHOTS_DIR;
const shot = (info: { outputPath: (name: string) => string }, name: string) => {
  if (!SHOTS) return info.outputPath(name);
  fs.mkdirSync(SHOTS, { recursive: true });
  return path.join(SHOTS, name);
};

// A page opened bare fills its URL from the browser's list after hydration, then loads its
// cars: on a busy two-core machine that can take a while.
test.describe.configure({ timeout: 90_000 });
const AFTER_LOAD = { timeout: 20_000 };

/** Used cars the sitemap lists (public, prices never locked in the demo), as VIN and path. */
async function usedCars(request: APIRequestContext, count: number) {
  const response = await request.get("/api/___sitemaps___/vehicles?without=1");
  const { value } = (await response.json()) as { value: Array<{ loc: string }> };
  const paths = value
    .map((entry) => new URL(entry.loc, "http://x").pathname)
    .filter((p) => p.startsWith("/used-cars-for-sale/"));
  return paths.slice(0, count).map((p) => ({ path: p, vin: p.slice(-17) }));
}

/** A car's card in a list: the article whose name link is the car's. */
const cardNamed = (page: Page, name: string) =>
  page.locator("article").filter({ has: page.getByRole("link", { name }) });

/** The visitor's lists, as the browser keeps them, before the site's scripts run. */
async function seedLists(page: Page, lists: { savedCars?: unknown; compareCars?: unknown }) {
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(value));
  }, lists);
}

test.describe("saved cars", () => {
  test("a heart on the search page keeps the car; the saved-cars page lists it; its link opens the same list elsewhere", async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }, info) => {
    test.skip(info.project.name !== "mobile-390", "seen at 390 px");
    await page.goto("/used-cars-for-sale");
    const card = page.locator("article").first();
    const name = ((await card.getByRole("heading").textContent()) ?? "").replace(/\s+/g, " ").trim();
    const heart = card.getByRole("button", { name: /^Save / });
    const carName = ((await heart.getAttribute("aria-label")) ?? "").replace(/^Save /, "");
    expect(name.startsWith(carName)).toBe(true);
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    // The dock leads to the list; the URL carries it.
    await page.getByTestId("shopper-dock").getByRole("link", { name: "Saved (1)" }).click();
    await expect(page).toHaveURL(/\/saved-cars\?cars=[A-Z0-9]{17}$/, AFTER_LOAD);
    await expect(page.getByTestId("saved-count")).toHaveText("1 saved car", AFTER_LOAD);
    await expect(cardNamed(page, name)).toBeVisible();
    await expect(cardNamed(page, name).getByRole("button", { name: `Save ${carName}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expectNoAxeViolations(page);

    // The list's link: the site's own address (SITE_URL) and this page's path.
    const shared = new URL(await page.getByLabel("Link to this list").inputValue());
    const link = shared.pathname + shared.search;
    expect(link).toBe(new URL(page.url()).pathname + new URL(page.url()).search);

    // The link in another browser: the same list, said to be someone else's, its heart not pressed.
    const other = await browser.newContext({ viewport: page.viewportSize(), baseURL });
    await answerConsent(other, baseURL!);
    const friend = await other.newPage();
    await friend.goto(link);
    await expect(cardNamed(friend, name)).toBeVisible();
    await expect(friend.getByTestId("shared-list")).toBeVisible();
    await expect(cardNamed(friend, name).getByRole("button", { name: `Save ${carName}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await other.close();

    // And without JavaScript: the link's cars are in the page's HTML.
    const noJs = await noJsPage(browser, info);
    await noJs.page.goto(link);
    await expect(cardNamed(noJs.page, name)).toBeVisible();
    await noJs.close();

    // Un-pressing the heart here takes the car off the list, and the page follows.
    await cardNamed(page, name)
      .getByRole("button", { name: `Save ${carName}` })
      .click();
    await expect(page).toHaveURL(/\/saved-cars$/, AFTER_LOAD);
    await expect(page.getByText("You have not saved any cars yet.")).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test(
    "a saved car whose price fell since it was saved says by how much",
    FLOW,
    async ({ page, request }) => {
      const [car] = await usedCars(request, 1);
      const response = await request.get(`/api/shopper-tools/cars?cars=${car!.vin}`);
      const { cards } = (await response.json()) as { cards: Array<{ price: number }> };
      const now = cards[0]!.price;
      // Saved when it cost $750 more: the state after a price drop of $750.
      await seedLists(page, {
        savedCars: [{ vin: car!.vin, savedAt: Date.now() - 86_400_000, price: now + 750 }],
      });
      await page.goto("/saved-cars");
      await expect(page).toHaveURL(`/saved-cars?cars=${car!.vin}`, AFTER_LOAD);
      await expect(page.getByTestId("saved-price-drop")).toHaveText("Price dropped $750 since you saved it");
      // The car's page says so beside its Save button.
      await page.goto(car!.path);
      await expect(page.getByTestId("saved-price-drop")).toHaveText("Price dropped $750 since you saved it");
    },
  );
});

test("compare: three cars side by side, a fourth refused with a message", { tag: "@wide-only" }, async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/used-cars-for-sale");
  // Each card's own button: the cards' buttons come after hydration, card by card (each a
  // Suspense boundary React reveals in its own pass), so "the n-th button of the page" may name
  // another card from one moment to the next.
  const compareOf = (card: number) =>
    page
      .locator("article")
      .nth(card)
      .getByRole("button", { name: /^Compare / });
  for (let i = 0; i < 3; i++) {
    await compareOf(i).click();
    await expect(compareOf(i)).toHaveAttribute("aria-pressed", "true");
  }
  await compareOf(3).click();
  await expect(compareOf(3)).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("status").filter({ hasText: "You can compare up to 3 cars." })).toBeVisible();

  await page.getByTestId("shopper-dock").getByRole("link", { name: "Compare (3)" }).click();
  await expect(page).toHaveURL(/\/compare\?cars=([A-Z0-9]{17},){2}[A-Z0-9]{17}$/, AFTER_LOAD);
  const table = page.getByRole("table", { name: "3 cars side by side" });
  await expect(table.getByRole("columnheader")).toHaveCount(3);
  for (const row of ["Price", "Est. payment", "Mileage", "Year", "Condition", "Store"])
    await expect(table.getByRole("rowheader", { name: row, exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Removing a car takes it off the browser's list too; the link follows.
  await table
    .getByRole("link", { name: /^Remove / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/compare\?cars=[A-Z0-9]{17},[A-Z0-9]{17}$/, AFTER_LOAD);
  await expect(page.getByRole("table", { name: "2 cars side by side" })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("compareCars") ?? "[]").length)).toBe(2);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test("recently viewed: the home page shows the cars seen, the car's page the others", async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== "mobile-390", "seen at 390 px");
  const [first, second] = await usedCars(request, 2);
  /** A car's page, once it has recorded the visit (after hydration). */
  const visit = async (car: { path: string; vin: string }) => {
    await page.goto(car.path);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("viewedCars") ?? ""), AFTER_LOAD)
      .toContain(car.vin);
  };
  /** The row loads when it comes near the screen (after hydration): scrolled to until it shows `count` cars. */
  const recentCars = async (count: number) => {
    const row = page.getByRole("region", { name: "Recently viewed" });
    await expect(async () => {
      await page
        .getByTestId("recently-viewed-slot")
        .evaluate((slot) => slot.scrollIntoView({ block: "center" }));
      await expect(row.locator("article")).toHaveCount(count, { timeout: 1_000 });
    }).toPass(AFTER_LOAD);
    return row;
  };
  await visit(first!);
  await visit(second!);
  // On the second car's page, the first one (never the page's own car).
  const onCar = await recentCars(1);
  await expect(onCar.locator(`a[href$="${first!.vin}"]`)).toBeVisible();

  await page.goto("/");
  const row = await recentCars(2);
  // The latest first.
  await expect(row.locator("article").first().locator(`a[href$="${second!.vin}"]`)).toBeAttached();
  await expectNoAxeViolations(page);
});

test("the saved-cars and compare pages in both languages: axe, and screenshots to look at", async ({
  page,
  request,
}, info) => {
  const cars = await usedCars(request, 4);
  const vins = cars.map((car) => car.vin);
  await seedLists(page, {
    savedCars: vins.map((vin, i) => ({ vin, savedAt: Date.now() - i })),
    compareCars: vins.slice(0, 3),
  });
  const width = info.project.name === "mobile-390" ? 390 : 1280;
  for (const language of ["", "/es"]) {
    await page.goto(`${language}/compare`);
    await expect(page.getByTestId("compare-table")).toBeVisible(AFTER_LOAD);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: shot(info, `compare${language.replace("/", "-")}-${width}.png`),
      fullPage: true,
    });
    await page.goto(`${language}/saved-cars`);
    await expect(page.getByTestId("saved-count")).toBeVisible(AFTER_LOAD);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: shot(info, `saved-cars${language.replace("/", "-")}-${width}.png`),
      fullPage: true,
    });
  }
  // Nothing of a visitor's list is indexed.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});
