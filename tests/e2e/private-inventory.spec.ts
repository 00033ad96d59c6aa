import type { Page } from "@playwright/test";
import { generateDemoInventory } from "../../app/features/inventory/demo-data/generate";
import { withDemoPrivateVehicles } from "../../app/features/inventory/demo-data/private-demo";
import { vehicleUrl } from "../../app/features/inventory/urls";
import type { Vehicle } from "../../app/features/inventory/vehicle";
import { formatPrice } from "../../app/lib/format";
import { xmllintAdf } from "../support/adf";
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutScripts,
  FLOW,
  open,
  test,
  unexpectedErrors,
  unique,
  waitFill,
} from "./fixtures";
import { ownServer } from "./own-server";

/**
 * The private inventory (issue 16, UNLOCK_INVENTORY) in Chromium: the search page's teaser
 * (a shared page), a private car's page that says nothing of the car (HTML and `.data`), and
 * the unlock with JavaScript (by keyboard, axe) and without, in English and Spanish, each
 * lead reaching the dealer's inbox as valid ADF; once unlocked, the private cars show on the
 * gate, in the search and on their own pages. A server of this file's own, with a real SMTP
 * peer, so the e-mails can be read.
 */

// The server seeds the demo inventory on first start: these are its private cars.
const demo = withDemoPrivateVehicles(generateDemoInventory({ count: 320 }));
const privateCars = demo.filter((v) => v.private);
const [first, second, third] = privateCars as [Vehicle, Vehicle, Vehicle];
// A private car whose price shows once unlocked (the store locks new cars' prices on their own gate).
const priced = privateCars.find((v) => v.condition !== "new")!;
const PUBLIC_COUNT = demo.length - privateCars.length;

test.describe.configure({ timeout: 90_000 });

const own = ownServer({ smtp: true });
const { at, consent, noJsPage } = own;

const LABELS = {
  en: { firstName: "First name", lastName: "Last name", email: "E-mail", phone: "Phone" },
  es: { firstName: "Nombre", lastName: "Apellido", email: "Correo electrónico", phone: "Teléfono" },
};

async function fillPerson(page: Page, lastName: string, language: "en" | "es" = "en") {
  const label = LABELS[language];
  await page.getByLabel(label.firstName, { exact: true }).fill("Ann");
  await page.getByLabel(label.lastName, { exact: true }).fill(lastName);
  await page.getByLabel(label.email, { exact: true }).fill(`ann.${lastName.toLowerCase()}@example.com`);
  await page.getByLabel(label.phone, { exact: true }).fill("(309) 555-0123");
}

/** A toast with these words, in one of the page's status regions (a page may have several). */
async function expectToast(page: Page, summary: string, detail: string) {
  const toast = page.getByTestId("toast").filter({ hasText: summary });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(detail);
  await expect(page.getByRole("status").filter({ has: toast })).toHaveAttribute("data-testid", "toasts");
}

/** The dealer's e-mail of the lead with this last name: valid ADF, the kind's words, the car if any. */
async function expectAdfLead(lastName: string, car?: Vehicle) {
  const [mail] = await own.smtp.waitForMail((m) => m.text?.includes(lastName) ?? false);
  const adf = mail!.text!;
  expect(xmllintAdf(adf), adf).toBe("");
  expect(adf).toContain("unlocked the private inventory");
  if (car) expect(adf).toContain(`<vin>${car.vin}</vin>`);
}

/**
 * What a locked page must not say of a car (its own URL aside): the VIN, the price, the
 * details. The form token (random) is taken out first.
 */
function expectNothingOf(text: string, car: Vehicle, path: string) {
  const rest = text
    .split(path)
    .join("")
    .split(encodeURIComponent(path))
    .join("")
    .split(`?vin=${car.vin}`)
    .join("")
    .replace(/[A-Za-z0-9_-]{40,}\.[A-Za-z0-9_-]{20,}/g, "");
  for (const detail of [
    car.vin,
    car.stockNumber,
    formatPrice(car.price),
    String(car.price),
    car.exteriorColor,
    car.images.previewImage,
    `${car.make} ${car.model}`,
  ])
    expect(rest, detail).not.toContain(detail);
}

test.describe("before the unlock", () => {
  test(
    "the search shows the teaser's count, in both languages, and leaves the private cars out",
    FLOW,
    async ({ page, context, consoleErrors }, info) => {
      await consent(context);
      const response = await page.goto(at("/cars-for-sale"));
      // The teaser is everyone's: the search page stays shared.
      expect(response?.headers()["cache-control"]).toContain("public");
      await page.waitForLoadState("networkidle");
      await expect(page.locator("#result-count")).toHaveText(`${PUBLIC_COUNT} vehicles in stock`);
      const teaser = page.getByTestId("private-inventory-teaser");
      await expect(teaser.getByRole("heading")).toHaveText("12 more vehicles in our private inventory");
      await expect(teaser.getByRole("link", { name: "See the private inventory" })).toHaveAttribute(
        "href",
        "/gates/private-inventory",
      );
      await expectNoAxeViolations(page);
      await teaser.screenshot({ path: info.outputPath("teaser.png") });

      await page.goto(at(`/cars-for-sale?q=${first.vin}`));
      await expect(page.getByTestId("no-results")).toBeVisible();

      await page.goto(at("/es/cars-for-sale"));
      const spanish = page.getByTestId("private-inventory-teaser");
      await expect(spanish.getByRole("heading")).toHaveText("12 vehículos más en nuestro inventario privado");
      await expect(spanish.getByRole("link", { name: "Ver el inventario privado" })).toHaveAttribute(
        "href",
        "/es/gates/private-inventory",
      );
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    },
  );

  test(
    "a private car's page and its .data say nothing of the car, and are never indexed",
    FLOW,
    async ({ page, context }) => {
      await consent(context);
      const path = vehicleUrl(first);
      const response = await page.goto(at(path));
      expect(response?.status()).toBe(200);
      // One shared page for every visitor who has not unlocked: it holds nothing of the car, and
      // its form's token is safe to share (the lead's key also holds what was posted).
      expect(response?.headers()["cache-control"]).toContain("public");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "This vehicle is in our private inventory",
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      expectNothingOf(await page.content(), first, path);

      const data = await context.request.get(at(`${path}.data`));
      expect(data.status()).toBe(200);
      expectNothingOf(await data.text(), first, path);
      // Nor in the sitemap or the listings feed.
      expect(await (await context.request.get(at("/sitemaps/vehicles-1.xml"))).text()).not.toContain(
        first.vin,
      );
      expect(await (await context.request.get(at("/feeds/vehicle-listings.xml"))).text()).not.toContain(
        first.vin,
      );
    },
  );
});

test.describe("the unlock with JavaScript", () => {
  test(
    "on the gate's page, by keyboard: the toast, the private cars, the search and their pages",
    FLOW,
    async ({ page, context, consoleErrors }, info) => {
      await consent(context);
      const renderedAt = await open(page, at("/gates/private-inventory"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unlock our private inventory");
      await expect(page.getByText("12 vehicles are in our private inventory")).toBeVisible();
      await expectNoAxeViolations(page);

      // The spec's messages first: an empty form, sent by keyboard.
      await page.getByLabel("First name", { exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText("Enter your first name.").first()).toBeVisible();
      await expectNoAxeViolations(page);

      const lastName = `Unlock${unique()}`;
      await page.getByLabel("First name", { exact: true }).focus();
      await page.keyboard.type("Ann");
      await page.keyboard.press("Tab");
      await expect(page.getByLabel("Last name", { exact: true })).toBeFocused();
      await page.keyboard.type(lastName);
      await page.keyboard.press("Tab");
      await page.keyboard.type(`ann.${lastName.toLowerCase()}@example.com`);
      await page.keyboard.press("Tab");
      await expect(page.getByLabel("Phone", { exact: true })).toBeFocused();
      await page.keyboard.type("(309) 555-0123");
      await waitFill(renderedAt);
      await page.keyboard.press("Enter");

      await expectToast(page, "Access Granted!", "Welcome to our private inventory.");
      const heading = page.getByRole("heading", { level: 1, name: "Our private inventory" });
      await expect(heading).toBeFocused();
      const cards = page
        .getByRole("list", { name: "Vehicles in our private inventory" })
        .getByRole("listitem");
      await expect(cards).toHaveCount(12);
      await expect(
        page.getByRole("link", { name: new RegExp(`${second.year} ${second.make} ${second.model}`) }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: info.outputPath("unlocked.png"), fullPage: true });
      await expectAdfLead(lastName);

      // The search now holds them (a personal page), and says no teaser.
      const search = await page.goto(at("/cars-for-sale"));
      expect(search?.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.locator("#result-count")).toHaveText(`${demo.length} vehicles in stock`);
      await expect(page.getByTestId("private-inventory-teaser")).toHaveCount(0);

      // A private car's page, and its .data, in full.
      await page.goto(at(vehicleUrl(third)));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(`${third.make} ${third.model}`);
      // Its unlocked visitor's page: never indexed.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      const data = await context.request.get(at(`${vehicleUrl(third)}.data`));
      const text = await data.text();
      expect(text).toContain(third.vin);
      expect(text).toContain(third.stockNumber);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    },
  );

  test("on a private car's page, in Spanish: the car shows in full once sent", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await consent(context);
    const path = `/es${vehicleUrl(second)}`;
    const renderedAt = await open(page, at(path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Este vehículo está en nuestro inventario privado",
    );
    await expectNoAxeViolations(page);
    const lastName = `Privado${unique()}`;
    await fillPerson(page, lastName, "es");
    await waitFill(renderedAt);
    await page.getByRole("button", { name: "Desbloquear el inventario privado" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${second.make} ${second.model}`);
    await expectToast(page, "¡Acceso concedido!", "Le damos la bienvenida a nuestro inventario privado.");
    await expect(page).toHaveURL(at(path));
    await expectAdfLead(lastName, second);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});

test.describe("the unlock without JavaScript", () => {
  test(
    "on the gate's page: the messages, then 303 back to the gate, which lists the private cars",
    FLOW,
    async ({ browser }, info) => {
      const { page, close } = await noJsPage(browser, info);
      await page.goto(at("/gates/private-inventory"));
      const renderedAt = Date.now();
      const lastName = `NoJs${unique()}`;
      await page.getByLabel("Last name", { exact: true }).fill(lastName);
      await page.getByLabel("E-mail", { exact: true }).fill("ann@example");
      await page.getByRole("button", { name: "Unlock the private inventory" }).click();
      await expect(page.getByText("Enter your first name.").first()).toBeVisible();
      await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
      await expect(page.getByLabel("Last name", { exact: true })).toHaveValue(lastName);
      await expectNoAxeViolationsWithoutScripts(page, own.url);

      await fillPerson(page, lastName);
      await waitFill(renderedAt);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Unlock the private inventory" }).click(),
      ]);
      expect(response.status()).toBe(303);
      await expect(page).toHaveURL(at("/gates/private-inventory"));
      await expectToast(page, "Access Granted!", "Welcome to our private inventory.");
      await expect(
        page.getByRole("list", { name: "Vehicles in our private inventory" }).getByRole("listitem"),
      ).toHaveCount(12);
      await expect(page.getByText(formatPrice(priced.price)).first()).toBeVisible();
      await expectNoAxeViolationsWithoutScripts(page, own.url);
      await expectAdfLead(lastName);
      await close();
    },
  );

  test(
    "on a private car's page, in Spanish: 303 back to the car, shown in full",
    FLOW,
    async ({ browser }, info) => {
      const { page, close } = await noJsPage(browser, info);
      const path = `/es${vehicleUrl(third)}`;
      await page.goto(at(path));
      const renderedAt = Date.now();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Este vehículo está en nuestro inventario privado",
      );
      await expectNoAxeViolationsWithoutScripts(page, own.url);
      const lastName = `SinJs${unique()}`;
      await fillPerson(page, lastName, "es");
      await waitFill(renderedAt);
      await page.getByRole("button", { name: "Desbloquear el inventario privado" }).click();
      await expect(page).toHaveURL(at(path));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(`${third.make} ${third.model}`);
      await expectToast(page, "¡Acceso concedido!", "Le damos la bienvenida a nuestro inventario privado.");
      await expectAdfLead(lastName, third);
      await close();
    },
  );
});
