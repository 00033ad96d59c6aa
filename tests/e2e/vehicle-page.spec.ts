import { loadSettings } from "../../app/features/company/settings.server";
import { generateDemoInventory } from "../../app/features/inventory/demo-data/generate";
import {
  defaultFinanceTerms,
  defaultLeaseTerms,
  estimateLeasePayment,
  estimateMonthlyPayment,
} from "../../app/features/inventory/payments";
import { vehicleUrl } from "../../app/features/inventory/urls";
import { formatPrice } from "../../app/lib/format";
import { expect, expectNoAxeViolations, test, unexpectedErrors } from "./fixtures";

// The server seeds the demo inventory on first start; these are the same vehicles.
const vehicles = generateDemoInventory({ count: 320 });
const withDrop = vehicles.find((v) => v.oldPrice !== null && v.mileage < 85_000)!;
const plain = vehicles.find((v) => v.oldPrice === null && v.condition === "used" && v.bodyStyle === "suvs")!;
const { company } = loadSettings("content");
const { payments, fee } = company;

const monthly = (page: import("@playwright/test").Page) => page.getByTestId("payment-monthly");

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
    await expect(menu.getByRole("link", { name: "Get pre-approved" })).toHaveAttribute(
      "href",
      "/auto-financing/apply-for-financing",
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
