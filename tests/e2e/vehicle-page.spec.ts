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
import { expect, expectNoAxeViolations, open, test, unexpectedErrors } from "./fixtures";

// The vehicle detail page (issue 10, "The vehicle page"): the vehicle, the payment estimate
// with and without JavaScript, the gallery and its full-screen viewer, and a car we no longer
// have. Its lead forms: vehicle-page-leads.spec.ts.

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

  test("the estimate follows the sliders as they move", async ({ page, consoleErrors }) => {
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

  test("cash down switches to percent of the price, and the lease disclaimer follows the terms", async ({
    page,
    consoleErrors,
  }, info) => {
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
  });

  test("the gallery moves with the arrow keys", async ({ page, consoleErrors }) => {
    await page.goto(vehicleUrl(plain));
    const counter = page.getByTestId("gallery-counter");
    await expect(counter).toHaveText("1 / 4");
    const strip = page.getByRole("region", { name: /photos, 4 in all/ });
    await strip.focus();
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("2 / 4");
    await expect(page.locator("#photo-2 img")).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press("End");
    await expect(counter).toHaveText("4 / 4");
    await expect(page.locator("#photo-4 img")).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press("ArrowRight"); // wraps to the first photo
    await expect(counter).toHaveText("1 / 4");
    await expect(page.locator("#photo-1 img")).toBeInViewport({ ratio: 0.9 });
    await page.getByRole("link", { name: "Show photo 3 of 4" }).click();
    await expect(counter).toHaveText("3 / 4");
    await expect(page.locator("#photo-3 img")).toBeInViewport({ ratio: 0.9 });
    await page.getByRole("button", { name: "Previous photo" }).click();
    await expect(counter).toHaveText("2 / 4");
    // Pages not built yet (the protection plans) answer 404 to the idle prefetcher.
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test("a similar vehicle opens in place, with its own gallery and estimate", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(vehicleUrl(plain));
    await expect(page.getByRole("button", { name: "Update estimate" })).toHaveCount(0);
    await page.getByRole("slider", { name: "Credit score" }).focus();
    await page.keyboard.press("Home");
    await page.getByRole("region", { name: /photos, 4 in all/ }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("gallery-counter")).toHaveText("2 / 4");

    const similar = page.getByRole("region", { name: "Similar vehicles" }).getByRole("link").first();
    const href = (await similar.getAttribute("href"))!;
    const next = vehicles.find((v) => vehicleUrl(v) === href)!;
    expect(next).toBeDefined();
    await similar.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      `${next.year} ${next.make} ${next.model}`,
    );
    await expect(page.getByTestId("gallery-counter")).toHaveText("1 / 4");
    await expect(page.getByRole("slider", { name: "Credit score" })).toHaveValue("850");
    await expect(monthly(page)).toHaveText(
      `${formatPrice(estimateMonthlyPayment(defaultFinanceTerms(next.price, payments), payments, fee.documentary))}/mo`,
    );
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test("the mobile menu: pre-approval, directions and call below 640 px only", async ({ page }) => {
    await page.goto(vehicleUrl(plain));
    const menu = page.getByRole("navigation", { name: "Vehicle actions" });
    const mobile = (page.viewportSize()?.width ?? 0) < 640;
    if (!mobile) {
      await expect(menu).toBeHidden();
      return;
    }
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

  test("the estimate is right at its defaults and the form recomputes it on the server", async ({
    page,
  }, info) => {
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
    // Every photo is reachable: the thumbnails are links to the photos' anchors.
    await page.getByRole("link", { name: "Show photo 4 of 4" }).click();
    await expect(page).toHaveURL(/#photo-4$/);
    await expect(page.locator("#photo-4 img")).toBeInViewport({ ratio: 0.9 });
  });

  test("cash down switches to percent with the form's radio buttons", async ({ page }) => {
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

  test("the lease tab is a link that keeps the terms", async ({ page }) => {
    await page.goto(`${vehicleUrl(plain)}?creditScore=600`);
    await page.getByRole("tab", { name: "Lease" }).click();
    await expect(page).toHaveURL(/tab=lease/);
    const lease = { ...defaultLeaseTerms(plain.price, payments), creditScore: 600 };
    await expect(monthly(page)).toHaveText(
      `${formatPrice(estimateLeasePayment(lease, payments, fee.documentary))}/mo`,
    );
  });
});

test.describe("the full-screen viewer", () => {
  test("opens from the gallery, moves with the arrow keys and buttons, closes on Escape, focus back", async ({
    page,
    consoleErrors,
  }, info) => {
    await open(page, vehicleUrl(plain));
    const opener = page.getByRole("button", { name: "Full screen" });
    await opener.click();
    const viewer = page.getByRole("dialog", {
      name: `${plain.year} ${plain.make} ${plain.model} ${plain.trim} photos`,
    });
    await expect(viewer).toBeVisible();
    const counter = viewer.getByTestId("viewer-counter");
    await expect(counter).toHaveText("1 / 4");
    // Full screen: the dialog covers the viewport.
    const box = (await viewer.boundingBox())!;
    expect(box.width).toBe(page.viewportSize()!.width);
    expect(box.height).toBe(page.viewportSize()!.height);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("viewer.png") });

    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("2 / 4");
    await expect(viewer.getByRole("img", { name: /view 2 of 4/ })).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press("End");
    await expect(counter).toHaveText("4 / 4");
    await page.keyboard.press("ArrowRight"); // wraps
    await expect(counter).toHaveText("1 / 4");
    await viewer.getByRole("button", { name: "Previous photo" }).click();
    await expect(counter).toHaveText("4 / 4");
    await viewer.getByRole("button", { name: "Next photo" }).click();
    await expect(counter).toHaveText("1 / 4");
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("2 / 4");

    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
    // The gallery shows the photo the viewer was last on.
    await expect(page.getByTestId("gallery-counter")).toHaveText("2 / 4");
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test("on a phone: a tap on the photo opens it, a swipe moves, the close button gives focus back", async ({
    page,
  }, info) => {
    test.skip(!info.project.use.hasTouch, "touch: the 390 px project");
    await open(page, vehicleUrl(plain));
    const strip = page.getByRole("region", { name: /photos, 4 in all/ });
    await page.locator("#photo-1").tap();
    const viewer = page.getByTestId("photo-viewer");
    await expect(viewer).toBeVisible();
    const counter = viewer.getByTestId("viewer-counter");
    await expect(counter).toHaveText("1 / 4");

    // A real swipe: touch events through Chromium's input pipeline, a finger moving right to
    // left across the photo at about one step a frame.
    const area = (await viewer.getByTestId("viewer-strip").boundingBox())!;
    const y = area.y + area.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x?: number) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: x === undefined ? [] : [{ x, y }] });
    await touch("touchStart", area.x + area.width * 0.8);
    for (let step = 1; step <= 12; step++) {
      await touch("touchMove", area.x + area.width * (0.8 - step * 0.05));
      await page.waitForTimeout(16);
    }
    await touch("touchEnd");
    await expect(counter).toHaveText("2 / 4");
    await expect(viewer.getByRole("img", { name: /view 2 of 4/ })).toBeInViewport({ ratio: 0.9 });
    await page.screenshot({ path: info.outputPath("viewer-swiped.png") });

    await viewer.getByRole("button", { name: "Close full screen" }).tap();
    await expect(viewer).toBeHidden();
    await expect(strip).toBeFocused();
    await expect(page.getByTestId("gallery-counter")).toHaveText("2 / 4");
  });
});

test.describe("a car we no longer have", () => {
  test("a link to a VIN we do not know: 404, 'no longer available', similar cars and a search", async ({
    page,
  }, info) => {
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
  });

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
