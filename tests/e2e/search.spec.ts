import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, FLOW, test, unexpectedErrors } from "./fixtures";

/**
 * The search pages in Chromium at 390 px and 1280 px: filter, sort, page, clear, and all of it
 * without JavaScript; the phone's filter drawer, the long filter lists, the result cards, the
 * skip link, the full grid, the empty page's nearest matches and the keyword heading.
 */

// axe and full-page screenshots of a 19-car page take a while on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;
const resultCount = async (page: Page) =>
  Number(((await page.locator("#result-count").textContent()) ?? "").replace(/[^\d]/g, ""));
const cardPrices = async (page: Page) =>
  // The card's price line: the price, then "was $..." when it dropped.
  (await page.locator("article p.text-xl").allTextContents()).map((t) =>
    Number((/\$([\d,]+)/.exec(t)?.[1] ?? "").replace(/,/g, "")),
  );
/** The number in a label's "(N)". */
const countIn = async (control: Locator) =>
  Number(
    ((await control.locator("xpath=..").textContent()) ?? "")
      .replace(/^.*\(([\d,]+)\)$/, "$1")
      .replace(/,/g, ""),
  );

const filtersForm = (page: Page) => page.getByRole("form", { name: "Filters" });
/** "Filters": a button once the page is hydrated, a link to the #filters panel without JavaScript. */
const filtersTrigger = (page: Page) =>
  page.getByRole("button", { name: /^Filters/ }).or(page.getByRole("link", { name: /^Filters/ }));
const showButton = (page: Page) => page.getByRole("button", { name: /^Show (\d[\d,]*|1) results?$/ });

/** Hydrated: the "Filters" link has become the drawer's button (it exists, hidden, at 1280 px too). */
async function hydrated(page: Page) {
  await expect(page.locator("button[aria-controls=filters]")).toBeAttached();
}

/** On phones the filters sit in a closed drawer; open it (waiting for hydration when JavaScript runs). */
async function openFilters(page: Page, { javaScript = true } = {}) {
  if (javaScript) await hydrated(page);
  const form = filtersForm(page);
  if (isMobile(page) && !(await form.isVisible())) {
    const trigger = javaScript ? page.getByRole("button", { name: /^Filters/ }) : filtersTrigger(page);
    await trigger.click();
  }
  await expect(form).toBeVisible();
}

/** On phones (with JavaScript) choices in the drawer are only counted: "Show N results" applies them. */
async function applyOnPhone(page: Page, expected?: number) {
  if (!isMobile(page)) return;
  if (expected !== undefined)
    await expect(showButton(page)).toHaveText(
      expected === 1 ? "Show 1 result" : `Show ${expected.toLocaleString("en-US")} results`,
    );
  await showButton(page).click();
  await expect(page.getByRole("dialog")).toBeHidden();
}

/** A make's checkbox, behind "Show all" when it is not among the most common. */
async function makeCheckbox(page: Page, make: string) {
  const box = filtersForm(page).getByRole("checkbox", { name: new RegExp(`^${make} \\(\\d+\\)$`) });
  if (!(await box.isVisible()))
    await filtersForm(page)
      .getByText(/^Show all \d+ makes$/)
      .click();
  await expect(box).toBeVisible();
  return box;
}

const ascending = (list: number[]) => list.length > 0 && list.every((v, i) => i === 0 || list[i - 1]! <= v);

test.describe("search pages", () => {
  test("a body-style page: heading, count, cards, filters, FAQ; the drawer passes axe", async ({
    page,
    consoleErrors,
  }, info) => {
    const response = await page.goto("/cars-for-sale/suvs");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "SUVs for Sale" })).toBeVisible();
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(19);
    await expect(page.locator("article")).toHaveCount(19);
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
    await page.screenshot({ path: info.outputPath("search-suvs.png"), fullPage: true });
    const filters = filtersForm(page);
    if (isMobile(page)) {
      await expect(filters).toBeHidden();
      await openFilters(page);
      // The drawer is a dialog, and passes axe open too.
      await expectNoAxeViolations(page);
    } else {
      await expect(filters).toBeVisible();
    }
    await expect(filters.getByRole("checkbox", { name: /^SUVs \(\d+\)$/ })).toBeChecked();
    expect(consoleErrors).toEqual([]);
  });

  test("filter by make, then remove it with its chip", async ({ page, consoleErrors }, info) => {
    await page.goto("/cars-for-sale/suvs");
    const before = await resultCount(page);
    await openFilters(page);
    const toyota = await makeCheckbox(page, "Toyota");
    const expected = await countIn(toyota);
    await toyota.check();
    await applyOnPhone(page, expected);
    await expect(page).toHaveURL(/\/cars-for-sale\/suvs\/toyota$/);
    await expect(page.getByRole("heading", { level: 1, name: "Toyota SUVs for Sale" })).toBeVisible();
    await expect.poll(() => resultCount(page)).toBe(expected);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("search-filtered.png") });
    await page.getByRole("link", { name: /^Toyota.*remove filter/ }).click();
    await expect(page).toHaveURL(/\/cars-for-sale\/suvs$/);
    await expect.poll(() => resultCount(page)).toBe(before);
    await openFilters(page);
    await expect(await makeCheckbox(page, "Toyota")).not.toBeChecked();
    expect(consoleErrors).toEqual([]);
  });

  test("a price range and the monthly payment filter narrow the results", async ({ page }) => {
    await page.goto("/used-cars-for-sale");
    await openFilters(page);
    await page.locator("#filter-price-max").selectOption("20000");
    await applyOnPhone(page);
    await expect(page).toHaveURL(/\/used-cars-for-sale\/price-under-20000$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Used Cars for Sale Under $20,000" }),
    ).toBeVisible();
    expect(Math.max(...(await cardPrices(page)))).toBeLessThanOrEqual(20000);
    await openFilters(page);
    await page.locator("#filter-payment-max").selectOption("300");
    await applyOnPhone(page);
    await expect(page).toHaveURL(/payment=null(,|%2C)300$/);
    await expect(page.getByRole("link", { name: /^Monthly payment: under \$300\/mo/ })).toBeVisible();
  });

  test("sort by price and page through the results", FLOW, async ({ page, consoleErrors }) => {
    await page.goto("/cars-for-sale/sedans");
    await hydrated(page);
    await page.getByLabel("Sort by").selectOption("priceLow");
    await expect(page).toHaveURL(/\/cars-for-sale\/sedans\?sort=priceLow$/);
    await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
    const prices = await cardPrices(page);
    const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: /Next/ });
    await next.click();
    await expect(page).toHaveURL(/\/cars-for-sale\/sedans\?sort=priceLow&page=2$/);
    await expect(page.getByRole("heading", { name: /^Showing 20-/ })).toBeAttached();
    await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
    const second = await cardPrices(page);
    expect(second[0]).toBeGreaterThanOrEqual(prices.at(-1)!);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(consoleErrors).toEqual([]);
  });

  test(
    "arrowing through the sort options loads nothing until the shopper chooses (WCAG 3.2.2)",
    FLOW,
    async ({ page, consoleErrors }) => {
      await page.goto("/cars-for-sale/sedans");
      await hydrated(page);
      const navigations: string[] = [];
      page.on("request", (request) => {
        // This page loaded again (a document, or its data): not the idle prefetches of the cars in
        // view, which a slow run reaches before the keys are pressed.
        const { pathname } = new URL(request.url());
        const thisPage = pathname === "/cars-for-sale/sedans" || pathname === "/cars-for-sale/sedans.data";
        if (thisPage && (request.isNavigationRequest() || pathname.endsWith(".data")))
          navigations.push(request.url());
      });
      const sort = page.getByLabel("Sort by");
      await sort.focus();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await expect(sort).not.toHaveValue("newest");
      await expect(page).toHaveURL(/\/cars-for-sale\/sedans$/);
      expect(navigations).toEqual([]);
      // The chosen order is not the one on screen: the Sort button says how to apply it.
      await expect(page.getByRole("button", { name: "Sort", exact: true })).toBeVisible();
      await sort.press("Enter");
      await expect(page).toHaveURL(/\/cars-for-sale\/sedans\?sort=/);
      expect(navigations, navigations.join("\n")).toHaveLength(1);
      await expect(page.getByRole("button", { name: "Sort", exact: true })).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    },
  );

  test(
    "an empty result offers the nearest matches, with true counts, and clears the filters",
    FLOW,
    async ({ page, consoleErrors }, info) => {
      await page.goto("/used-cars-for-sale/suvs/price-under-1000");
      const empty = page.getByTestId("no-results");
      await expect(page.getByRole("heading", { name: "No vehicles match these filters" })).toBeVisible();
      const matches = empty.getByRole("list", { name: "Closest matches" }).getByRole("link");
      expect(await matches.count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: info.outputPath("search-empty.png") });
      // A wider price first: the nearest match, with the count it promises.
      const first = matches.first();
      await expect(first).toHaveText(/^Price under \$[\d,]+ \(\d+ vehicles?\)$/);
      const promised = Number(/\((\d+) vehicles?\)/.exec((await first.textContent()) ?? "")?.[1]);
      await first.click();
      await expect(page).toHaveURL(/\/used-cars-for-sale\/suvs\/price-under-\d+$/);
      await expect.poll(() => resultCount(page)).toBe(promised);
      await page.goBack();
      await empty.getByRole("link", { name: "Clear all filters" }).click();
      await expect(page).toHaveURL(/\/used-cars-for-sale$/);
      await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
    },
  );

  test("an unknown filter token shows the 404 page", FLOW, async ({ page, consoleErrors }) => {
    const response = await page.goto("/cars-for-sale/flying-cars");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test("a keyword search's heading says what was searched", FLOW, async ({ page }) => {
    await page.goto("/cars-for-sale?q=camry");
    await expect(
      page.getByRole("heading", { level: 1, name: "Cars for Sale matching “camry”" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Cars for Sale matching “camry”/);
  });

  test("each card shows the monthly estimate, the store and one call to action; the vehicle page agrees", async ({
    page,
    consoleErrors,
  }, info) => {
    await page.goto("/cars-for-sale");
    // The first card with a price (the demo store locks new cars' prices: features/gates/price-view.ts).
    const card = page
      .locator("article")
      .filter({ has: page.getByTestId("card-payment") })
      .first();
    await expect(card).toContainText(/(Moline|Rockford|Elkhart|Fort Wayne), (IL|IN)/);
    await expect(card.getByText("View details")).toBeVisible();
    // The car's one link, and "Personalize My Price" (the personalised-pricing questionnaire).
    await expect(card.getByRole("link")).toHaveCount(2);
    await expect(card.getByRole("link", { name: /^Personalize My Price/ })).toBeVisible();
    const payment = card.getByTestId("card-payment");
    await expect(payment).toHaveText(/^Est\. \$[\d,]+\/mo\*/);
    await expect(payment).toHaveAttribute("title", /down over \d+ months at [\d.]+% APR/);
    await expect(page.locator("#payment-note")).toContainText(/months at [\d.]+% APR/);
    await card.screenshot({ path: info.outputPath("search-card.png") });
    const monthly = /\$([\d,]+)\/mo/.exec((await payment.textContent()) ?? "")?.[1];
    // The card's button is part of the card's one link: pressing it opens the vehicle.
    const button = (await card.getByText("View details").boundingBox())!;
    await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
    await expect(page).toHaveURL(/-cars-for-sale\/\d{4}-/);
    await expect(page.getByTestId("payment-estimate")).toContainText(`$${monthly}`);
    expect(consoleErrors).toEqual([]);
  });

  test("'Skip to results' reaches the first car in a handful of Tab presses", async ({ page }) => {
    await page.goto("/cars-for-sale/suvs");
    await hydrated(page);
    const firstCar = page.locator("article").first().getByRole("link").first();
    let presses = 0;
    await page.keyboard.press("Tab");
    presses++;
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    presses++;
    const skip = page.getByRole("link", { name: "Skip to results" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    presses++;
    await expect(firstCar).toBeFocused();
    await expect(firstCar).toBeInViewport();
    expect(presses).toBeLessThanOrEqual(5);
  });
});

test.describe("the phone's filter drawer (390 px)", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 1024, "the phone layout");

  test("opens as a dialog over the results, keeps focus inside, closes on Escape and gives focus back", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/cars-for-sale");
    const trigger = page.getByRole("button", { name: /^Filters/ });
    const firstCarTop = () =>
      page
        .locator("article")
        .first()
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await firstCarTop();
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Filters" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    // Over the page, not in it: the first car has not moved.
    expect(await firstCarTop()).toBe(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press(i % 7 === 6 ? "Shift+Tab" : "Tab");
      expect(
        await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]")),
        `Tab ${i + 1}`,
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(consoleErrors).toEqual([]);
  });

  test("counts the chosen filters live, then 'Show N results' applies them and closes", async ({
    page,
  }, info) => {
    await page.goto("/cars-for-sale");
    await openFilters(page);
    const dialog = page.getByRole("dialog", { name: "Filters" });
    const trucks = dialog.getByRole("checkbox", { name: /^Trucks \(\d+\)$/ });
    const trucksCount = await countIn(trucks);
    await trucks.check();
    await expect(showButton(page)).toHaveText(`Show ${trucksCount} results`);
    // Counted, not applied: the page behind has not changed.
    await expect(page).toHaveURL(/\/cars-for-sale$/);
    const used = dialog.getByRole("radio", { name: /^Used \(\d+\)$/ });
    await used.check();
    // The count for trucks that are used, as the server counts it.
    await expect(showButton(page)).not.toHaveText(`Show ${trucksCount} results`);
    const shown = Number(
      /Show ([\d,]+)/.exec((await showButton(page).textContent()) ?? "")?.[1]?.replace(/,/g, ""),
    );
    await page.screenshot({ path: info.outputPath("search-drawer-390.png") });
    await showButton(page).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/used-cars-for-sale\/trucks$/);
    await expect.poll(() => resultCount(page)).toBe(shown);
    await expect(page.getByRole("button", { name: /^Filters \(2\)/ })).toBeFocused();
  });

  test("every list counts the drawer's choices before they apply; a make ticked lists its models", async ({
    page,
    consoleErrors,
  }, info) => {
    await page.goto("/cars-for-sale");
    await openFilters(page);
    const dialog = page.getByRole("dialog", { name: "Filters" });
    // Every make, those behind "Show all" too.
    const makes = dialog.locator("input[name=make]");
    // Each car has one make: with no make chosen, the makes' counts add up to the count.
    const makesTotal = async () =>
      (await Promise.all((await makes.all()).map(countIn))).reduce((sum, n) => sum + n, 0);
    expect(await makesTotal()).toBe(await resultCount(page));
    const trucks = dialog.getByRole("checkbox", { name: /^Trucks \(\d+\)$/ });
    const trucksCount = await countIn(trucks);
    // The counts come from a small answer that depends on the filters alone: a shared cache may keep it.
    const answer = page.waitForResponse((r) => r.url().includes("_count=1"));
    await trucks.check();
    const headers = (await answer).headers();
    expect(headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    expect(headers["cdn-cache-control"]).toBe("max-age=60, stale-while-revalidate=300");
    expect(headers["set-cookie"]).toBeUndefined();
    await expect(showButton(page)).toHaveText(`Show ${trucksCount} results`);
    await expect.poll(makesTotal).toBe(trucksCount);
    await expect(dialog.getByLabel("Max").first().locator("option").first()).toHaveText(
      `No max (${trucksCount})`,
    );
    // Counted, not applied: the page behind has not changed, nor has any choice.
    await expect(page).toHaveURL(/\/cars-for-sale$/);
    await expect(trucks).toBeChecked();
    // A make ticked lists its trucks' models at once, with their counts.
    const make = dialog.getByRole("group", { name: "Make" }).getByRole("checkbox").first();
    const makeCount = await countIn(make);
    await make.check();
    const models = dialog.getByRole("group", { name: "Model" }).getByRole("checkbox");
    await expect(models.first()).toBeVisible();
    await expect(showButton(page)).toHaveText(
      makeCount === 1 ? "Show 1 result" : `Show ${makeCount} results`,
    );
    expect((await Promise.all((await models.all()).map(countIn))).reduce((a, b) => a + b, 0)).toBe(makeCount);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("search-drawer-live-counts-390.png") });
    await models.first().check();
    const modelCount = await countIn(models.first());
    await showButton(page).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => resultCount(page)).toBe(modelCount);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test("keeps filters and sort in a bar at the top while the shopper scrolls, without sideways scroll", async ({
    page,
  }, info) => {
    await page.goto("/cars-for-sale");
    await expect(page.getByRole("button", { name: /^Filters/ })).toBeVisible();
    await page.locator("article").nth(10).scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: /^Filters/ })).toBeInViewport();
    await expect(page.getByLabel("Sort by")).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: info.outputPath("search-scrolled-390.png") });
  });
});

test.describe("the desktop sidebar (1280 px)", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "the wide layout");

  test("long lists show the most common values first, and 'Show all' the rest", async ({ page }, info) => {
    await page.goto("/cars-for-sale");
    const form = filtersForm(page);
    const makes = form.getByRole("group", { name: "Make" });
    const visible = makes.getByRole("checkbox");
    const shown = await visible.count();
    expect(shown).toBe(6);
    const shownCounts = await Promise.all((await visible.all()).map(countIn));
    // Most vehicles first.
    expect(shownCounts).toEqual([...shownCounts].sort((a, b) => b - a));
    await makes.getByText(/^Show all \d+ makes$/).click();
    for (const make of ["Honda", "Toyota", "Nissan", "Audi", "Volkswagen"])
      await expect(makes.getByRole("checkbox", { name: new RegExp(`^${make} \\(\\d+\\)$`) })).toBeVisible();
    const all = await makes.getByRole("checkbox").count();
    expect(all).toBeGreaterThan(shown);
    const hiddenCounts = (await Promise.all((await makes.getByRole("checkbox").all()).map(countIn))).slice(
      shown,
    );
    expect(Math.max(...hiddenCounts)).toBeLessThanOrEqual(Math.min(...shownCounts));
    // With JavaScript a choice applies at once: no "Show results" button over the lists.
    await expect(page.getByRole("button", { name: /^Show .*results?$/ })).toBeHidden();
    await page.screenshot({ path: info.outputPath("search-sidebar-1280.png") });
  });

  test("19 cars and two tiles fill the 3-column grid: no orphan card", async ({ page }) => {
    await page.goto("/cars-for-sale");
    await expect(page.locator("article")).toHaveCount(19);
    const cells = page.locator("#results > ul > li:visible");
    await expect(cells).toHaveCount(21);
    const tops = await cells.evaluateAll((items) =>
      items.map((li) => Math.round(li.getBoundingClientRect().top)),
    );
    const rows = new Map<number, number>();
    for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
    expect([...rows.values()]).toEqual([3, 3, 3, 3, 3, 3, 3]);
    await expect(page.getByRole("link", { name: "Get pre-approved" }).last()).toBeVisible();
  });

  test("the demo pictures draw a hatchback and a wagon as such", async ({ page }, info) => {
    for (const style of ["hatchbacks", "wagons", "minivans"]) {
      const response = await page.goto(`/vehicle-images/${style}-2f4b7c-1.svg`);
      expect(response?.status()).toBe(200);
      await page.screenshot({ path: info.outputPath(`picture-${style}.png`) });
    }
  });
});

test.describe("search pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filter with the form, sort with its button, page with links, clear with the chip", async ({
    page,
  }, info) => {
    await page.goto("/cars-for-sale");
    await openFilters(page, { javaScript: false });
    const form = filtersForm(page);
    await form.getByRole("checkbox", { name: /^Trucks \(\d+\)$/ }).check();
    await form.getByRole("radio", { name: /^Used \(\d+\)$/ }).check();
    await form.locator("#filter-mileage-max").selectOption("85000");
    if (isMobile(page)) await page.screenshot({ path: info.outputPath("search-drawer-no-js-390.png") });
    await form.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/\/used-cars-for-sale\/trucks\?mileage=null(,|%2C)85000$/);
    await expect(page.getByRole("heading", { level: 1, name: "Used Trucks for Sale" })).toBeVisible();
    await page.screenshot({ path: info.outputPath("search-no-js.png"), fullPage: true });

    await page.getByLabel("Sort by").selectOption("mileage");
    await page.getByRole("button", { name: "Sort" }).click();
    await expect(page).toHaveURL(/\/used-cars-for-sale\/trucks\?mileage=null(,|%2C)85000&sort=mileage$/);
    // The URL changes on commit; read the pagination of the new document, not a half-parsed one.
    await page.waitForLoadState();

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

  test("the keyword box finds vehicles", FLOW, async ({ page }) => {
    await page.goto("/cars-for-sale");
    await openFilters(page, { javaScript: false });
    await page.getByRole("searchbox", { name: "Keyword" }).fill("camry");
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/\/cars-for-sale\?q=camry$/);
    // The URL changes when the new document commits; wait for its results before reading them.
    await expect(page.locator("article h3").first()).toBeVisible();
    const names = await page.locator("article h3").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Camry/);
  });

  test("the filter panel opens and closes as a page target; 'Show results' covers no filter", async ({
    page,
  }) => {
    await page.goto("/cars-for-sale");
    const form = filtersForm(page);
    const button = form.getByRole("button", { name: "Show results" });
    if (isMobile(page)) {
      await expect(form).toBeHidden();
      await filtersTrigger(page).click();
      await expect(page).toHaveURL(/#filters$/);
      await expect(form).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await expect(button).toBeInViewport();
    // The button sits under the scrolling fields, never over one of them.
    const fields = form.locator("input[type=checkbox]:visible, input[type=radio]:visible, select:visible");
    const buttonTop = (await button.boundingBox())!.y;
    const scroller = (await form.locator(":scope > div.overflow-y-auto").boundingBox())!;
    expect(scroller.y + scroller.height).toBeLessThanOrEqual(buttonTop + 1);
    expect(await fields.count()).toBeGreaterThan(10);
    if (isMobile(page)) {
      await form.getByRole("link", { name: "Close" }).click();
      await expect(form).toBeHidden();
    }
  });
});
