import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadSettings } from "../../app/features/company/settings.server";
import {
  cashDownForPercent,
  cashDownPercentSlider,
  defaultFinanceTerms,
  defaultLeaseTerms,
  estimateLeasePayment,
  estimateMonthlyPayment,
} from "../../app/features/financing/payments";
import { generateDemoInventory } from "../../app/features/inventory/demo-data/generate";
import { slugify } from "../../app/features/inventory/slug";
import { vehicleUrl } from "../../app/features/inventory/urls";
import { insertVehicles } from "../../app/features/inventory/vehicle-repository.server";
import { migrateToLatest, openDatabase } from "../../app/lib/db/connection.server";
import { formatPrice } from "../../app/lib/format";
import { type RunningServer, startServer } from "../support/server";
import { expect, expectNoAxeViolations, FLOW, test, unexpectedErrors } from "./fixtures";

// The vehicle detail page (issue 10, "The vehicle page"): the vehicle, the payment estimate
// with and without JavaScript, and a car we no longer have. Its lead forms:
// vehicle-page-leads.spec.ts; its pictures (the gallery, the full-screen viewer, a demo car's
// illustration): vehicle-pictures.spec.ts.

// The server seeds the demo inventory on first start; these are the same vehicles.
const vehicles = generateDemoInventory({ count: 320 });
const withDrop = vehicles.find((v) => v.oldPrice !== null && v.mileage < 85_000)!;
const plain = vehicles.find((v) => v.oldPrice === null && v.condition === "used" && v.bodyStyle === "suvs")!;
const { payments, fee } = loadSettings("content").company;

const monthly = (page: import("@playwright/test").Page) => page.getByTestId("payment-monthly");
const UNKNOWN_VIN = "1HGCM82633A004352";

test.describe("the vehicle detail page", () => {
  test("shows the vehicle, passes axe and looks right", async ({ page, consoleErrors }, info) => {
    const response = await page.goto(vehicleUrl(withDrop));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      `${withDrop.year} ${withDrop.make} ${withDrop.model}`,
    );
    await expect(page.getByTestId("vehicle-price")).toContainText(formatPrice(withDrop.price));
    await expect(page.getByTestId("vehicle-price")).toContainText(`Was ${formatPrice(withDrop.oldPrice!)}`);
    await expect(page.getByTestId("warranty-badge")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Similar vehicles" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("vehicle-page.png"), fullPage: true });
    // Pages not built yet (the protection plans) answer 404 to the idle prefetcher.
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test("the estimate follows the sliders as they move", FLOW, async ({ page, consoleErrors }) => {
    await page.goto(vehicleUrl(plain));
    const defaults = defaultFinanceTerms(plain.price, payments);
    await expect(monthly(page)).toHaveText(
      `${formatPrice(estimateMonthlyPayment(defaults, payments, fee.documentary))}/mo`,
    );
    // Wait for hydration: the no-JavaScript submit button goes away once the sliders are live.
    await expect(page.getByRole("button", { name: "Update estimate" })).toHaveCount(0);

    const credit = page.getByRole("slider", { name: "Credit score" });
    await credit.focus();
    await page.keyboard.press("Home"); // 400: the highest credit-tier add-on
    await expect(credit).toHaveValue("400");
    await expect(monthly(page)).toHaveText(
      `${formatPrice(estimateMonthlyPayment({ ...defaults, creditScore: 400 }, payments, fee.documentary))}/mo`,
    );

    const term = page.getByRole("slider", { name: "Finance term" });
    await term.focus();
    await page.keyboard.press("ArrowLeft"); // 72 -> 60 months
    await expect(term).toHaveValue("60");
    await expect(monthly(page)).toHaveText(
      `${formatPrice(estimateMonthlyPayment({ ...defaults, creditScore: 400, termMonths: 60 }, payments, fee.documentary))}/mo`,
    );

    await page.getByRole("tab", { name: "Lease" }).click();
    await expect(page.getByRole("slider", { name: "Lease miles" })).toBeVisible();
    const lease = { ...defaultLeaseTerms(plain.price, payments), creditScore: 400 };
    await expect(monthly(page)).toHaveText(
      `${formatPrice(estimateLeasePayment(lease, payments, fee.documentary))}/mo`,
    );
    await page.getByRole("slider", { name: "Lease miles" }).focus();
    await page.keyboard.press("End");
    await expect(monthly(page)).toHaveText(
      `${formatPrice(estimateLeasePayment({ ...lease, milesPerYear: 15_000 }, payments, fee.documentary))}/mo`,
    );
    expect(page.url()).toContain(vehicleUrl(plain));
    await expectNoAxeViolations(page);
    // Pages not built yet (the protection plans) answer 404 to the idle prefetcher.
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test(
    "cash down switches to percent of the price, and the lease disclaimer follows the terms",
    FLOW,
    async ({ page, consoleErrors }, info) => {
      await page.goto(vehicleUrl(plain));
      await expect(page.getByRole("button", { name: "Update estimate" })).toHaveCount(0);
      const defaults = defaultFinanceTerms(plain.price, payments);
      const percent = cashDownPercentSlider(plain.price, payments);
      const loan = (cashDown: number) =>
        `${formatPrice(estimateMonthlyPayment({ ...defaults, cashDown }, payments, fee.documentary))}/mo`;
      const cashDown = page.getByRole("slider", { name: "Cash down" });
      await expect(cashDown).toHaveValue("1000");

      await page.getByRole("radio", { name: "Percent" }).check();
      await expect(cashDown).toHaveAttribute("step", "5");
      await expect(cashDown).toHaveValue(String(percent.default));
      await expect(monthly(page)).toHaveText(loan(cashDownForPercent(plain.price, percent.default)));
      await cashDown.focus();
      await page.keyboard.press("ArrowLeft"); // one 5 % step down
      await expect(cashDown).toHaveValue(String(percent.default - 5));
      await expect(monthly(page)).toHaveText(loan(cashDownForPercent(plain.price, percent.default - 5)));
      // Back to dollars: the dollar amount it had.
      await page.getByRole("radio", { name: "Dollars" }).check();
      await expect(cashDown).toHaveValue("1000");
      await expect(monthly(page)).toHaveText(loan(1_000));

      await page.getByRole("tab", { name: "Lease" }).click();
      const disclaimer = page.getByTestId("lease-disclaimer");
      await expect(disclaimer).toContainText("36 months, 10,000 miles per year, $0.20 per excess mile");
      await page.getByRole("slider", { name: "Lease term" }).focus();
      await page.keyboard.press("End");
      await page.getByRole("slider", { name: "Lease miles" }).focus();
      await page.keyboard.press("End");
      await expect(disclaimer).toContainText("39 months, 15,000 miles per year, $0.20 per excess mile");
      await page.getByRole("radio", { name: "Percent" }).check();
      await expectNoAxeViolations(page);
      await page.locator("#payment-estimate").screenshot({ path: info.outputPath("payment-aside.png") });
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    },
  );

  test(
    "a similar vehicle opens in place, with its own picture and estimate",
    FLOW,
    async ({ page, consoleErrors }) => {
      await page.goto(vehicleUrl(plain));
      await expect(page.getByRole("button", { name: "Update estimate" })).toHaveCount(0);
      await page.getByRole("slider", { name: "Credit score" }).focus();
      await page.keyboard.press("Home");

      const similar = page.getByRole("region", { name: "Similar vehicles" }).getByRole("link").first();
      const href = (await similar.getAttribute("href"))!;
      const next = vehicles.find((v) => vehicleUrl(v) === href)!;
      expect(next).toBeDefined();
      await similar.click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        `${next.year} ${next.make} ${next.model}`,
      );
      // Its own picture (a demo car's illustration: vehicle-pictures.spec.ts).
      await expect(
        page.getByRole("img", {
          name: `Illustration of the ${next.year} ${next.make} ${next.model} ${next.trim}`,
        }),
      ).toBeVisible();
      await expect(page.getByRole("slider", { name: "Credit score" })).toHaveValue("850");
      await expect(monthly(page)).toHaveText(
        `${formatPrice(estimateMonthlyPayment(defaultFinanceTerms(next.price, payments), payments, fee.documentary))}/mo`,
      );
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    },
  );

  test("the mobile menu: pre-approval, directions and call below 640 px only", async ({ page }) => {
    await page.goto(vehicleUrl(plain));
    const menu = page.getByRole("navigation", { name: "Vehicle actions" });
    const mobile = (page.viewportSize()?.width ?? 0) < 640;
    if (!mobile) {
      await expect(menu).toBeHidden();
      return;
    }
    // At the top the first screen offers the same (the header's Call, the price's links): the
    // bar shows once the page moves, so it never lies over the first screen's last link.
    await expect(menu).toBeHidden();
    await page.mouse.wheel(0, 40);
    await expect(menu).toBeInViewport();
    // The pre-approval carries the car (issue 8, point 4).
    await expect(menu.getByRole("link", { name: "Get pre-approved" })).toHaveAttribute(
      "href",
      `/auto-financing/apply-for-financing?vin=${plain.vin}`,
    );
    await expect(menu.getByRole("link", { name: "Directions" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\//,
    );
    await expect(menu.getByRole("link", { name: "Call" })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    // It stays at the bottom of the screen while the page scrolls.
    await page.mouse.wheel(0, 1500);
    await expect(menu).toBeInViewport();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the estimate is right at its defaults and the form recomputes it on the server",
    FLOW,
    async ({ page }, info) => {
      await page.goto(vehicleUrl(plain));
      const defaults = defaultFinanceTerms(plain.price, payments);
      await expect(monthly(page)).toHaveText(
        `${formatPrice(estimateMonthlyPayment(defaults, payments, fee.documentary))}/mo`,
      );
      const credit = page.getByRole("slider", { name: "Credit score" });
      await credit.focus();
      await page.keyboard.press("Home");
      await page.getByRole("button", { name: "Update estimate" }).click();
      await expect(page).toHaveURL(/creditScore=400/);
      await expect(monthly(page)).toHaveText(
        `${formatPrice(estimateMonthlyPayment({ ...defaults, creditScore: 400 }, payments, fee.documentary))}/mo`,
      );
      await page.screenshot({ path: info.outputPath("vehicle-page-no-js.png"), fullPage: true });
    },
  );

  test("cash down switches to percent with the form's radio buttons", FLOW, async ({ page }) => {
    await page.goto(vehicleUrl(plain));
    await page.getByRole("radio", { name: "Percent" }).check();
    await page.getByRole("button", { name: "Update estimate" }).click();
    await expect(page).toHaveURL(/cashDownUnit=percent/);
    const percent = cashDownPercentSlider(plain.price, payments);
    await expect(page.getByRole("slider", { name: "Cash down" })).toHaveValue(String(percent.default));
    const cashDown = cashDownForPercent(plain.price, percent.default);
    await expect(monthly(page)).toHaveText(
      `${formatPrice(estimateMonthlyPayment({ ...defaultFinanceTerms(plain.price, payments), cashDown }, payments, fee.documentary))}/mo`,
    );
  });

  test("the lease tab is a link that keeps the terms", FLOW, async ({ page }) => {
    await page.goto(`${vehicleUrl(plain)}?creditScore=600`);
    await page.getByRole("tab", { name: "Lease" }).click();
    await expect(page).toHaveURL(/tab=lease/);
    const lease = { ...defaultLeaseTerms(plain.price, payments), creditScore: 600 };
    await expect(monthly(page)).toHaveText(
      `${formatPrice(estimateLeasePayment(lease, payments, fee.documentary))}/mo`,
    );
  });
});

test.describe("a car we no longer have", () => {
  test(
    "a link to a VIN we do not know: 404, 'no longer available', similar cars and a search",
    FLOW,
    async ({ page }, info) => {
      const path = `/used-cars-for-sale/2019-${slugify(plain.make)}-${slugify(plain.model)}-${UNKNOWN_VIN}`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This car is no longer available");
      await expect(page.getByText(`The 2019 ${plain.make} ${plain.model} this link led to`)).toBeVisible();
      const similar = page.getByRole("region", { name: "Similar cars" }).getByRole("link");
      await expect(similar).toHaveCount(4);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: info.outputPath("vehicle-gone.png"), fullPage: true });

      const search = page.getByRole("main").getByRole("searchbox", { name: "Search our cars" });
      await expect(search).toHaveValue(`${plain.make} ${plain.model}`);
      await page.getByRole("main").getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/cars-for-sale\?q=/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(plain.model);
    },
  );

  test.describe("a sold car", () => {
    let server: RunningServer;
    const sold = vehicles.find((v) => v.condition === "used" && v.bodyStyle === "sedans")!;

    test.beforeAll(async () => {
      // The site's own server on a database where one car is sold (the e2e server's has none).
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-e2e-sold-"));
      const db = openDatabase({ dialect: "sqlite", file: path.join(dataDir, "dealer.sqlite") });
      await migrateToLatest(db);
      await insertVehicles(db, vehicles);
      await db
        .updateTable("vehicles")
        .set({ status: "sold", sold_at: "2026-11-02T00:00:00.000Z" })
        .where("vin", "=", sold.vin)
        .execute();
      await db.destroy();
      server = await startServer({ dataDir });
    });
    test.afterAll(async () => {
      await server?.stop();
      if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    });

    test("its link goes to its make and model's search (302), which says it was sold", async ({
      page,
    }, info) => {
      const response = await page.goto(`${server.url}${vehicleUrl(sold)}`);
      expect(response?.request().redirectedFrom()?.url()).toBe(`${server.url}${vehicleUrl(sold)}`);
      expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(302);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(
        new RegExp(`/cars-for-sale/${slugify(sold.make)}-${slugify(sold.model)}\\?sold=${sold.vin}$`),
      );
      const notice = page.getByRole("region", { name: "This car is no longer available" });
      await expect(notice).toContainText(
        `The ${sold.year} ${sold.make} ${sold.model} ${sold.trim} you were looking for has been sold.`,
      );
      // Cars like it: the search's own results of that make and model, or, when none is left, the notice's.
      const cards = page.getByRole("link", { name: new RegExp(`${sold.make}|\\d{4} `) });
      await expect(cards.first()).toBeVisible();
      const search = notice.getByRole("searchbox", { name: "Search our cars" });
      await expect(search).toHaveValue(`${sold.make} ${sold.model}`);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: info.outputPath("vehicle-sold.png") });
    });
  });
});
