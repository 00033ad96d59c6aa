import type { Page } from "@playwright/test";
import { generateDemoInventory } from "../../app/features/inventory/demo-data/generate";
import { vehicleUrl } from "../../app/features/inventory/urls";
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
 * The price lock and the personalised-pricing questionnaire (issue 16): before, a new car's
 * price is locked ("Unlock today's price", no figure in the page) and every payment offers
 * "Personalize My Price"; the six steps walked with JavaScript by keyboard and without it, in
 * English and Spanish, axe at each step; the UNLOCK_PRICE lead reaches the outbox ADF-valid;
 * after, the cards, the payment filter and the vehicle page's payment use the visitor's terms.
 * A server of this file's own, so the outbox can be read.
 */

// The server seeds the demo inventory on first start; these are the same vehicles (the first
// of their kind: never one of the demo's private cars, which are the last ones).
const vehicles = generateDemoInventory({ count: 320 });
const usedCar = vehicles.find((v) => v.condition === "used" && v.oldPrice === null)!;
const newCar = vehicles.find((v) => v.condition === "new")!;

const WORDS = {
  en: {
    prefix: "",
    personalize: "Personalize My Price",
    finish: "Finish your terms to customize your pricing details.",
    unlock: "Unlock today's price",
    steps: [
      "Your down payment",
      "Your trade-in",
      "Your trade equity",
      "Your credit score range",
      "Your contact details",
    ],
    progress: (step: number, count: number) => `Step ${step} of ${count}`,
    downPayment: "Down payment",
    yes: "Yes",
    no: "No",
    equity: "Estimated trade equity",
    good: "Good (670 to 739)",
    rebuilding: "Rebuilding (300 to 549)",
    next: "Continue",
    back: "Back",
    send: "See my prices",
    required: "This field is required",
    done: "Your terms are set",
    toast: "Access Granted!",
    contact: ["First name", "Last name", "E-mail", "Phone"],
    yourTerms: "Your terms",
    yourPayment: "Your payment",
    keepBrowsing: "Keep browsing",
    perMonth: "/mo",
  },
  es: {
    prefix: "/es",
    personalize: "Personalice su precio",
    finish: "Complete sus condiciones para personalizar los detalles de su precio.",
    unlock: "Desbloquee el precio de hoy",
    steps: [
      "Su enganche",
      "Su intercambio",
      "El valor neto de su intercambio",
      "Su rango de puntaje de crédito",
      "Sus datos de contacto",
    ],
    progress: (step: number, count: number) => `Paso ${step} de ${count}`,
    downPayment: "Enganche",
    yes: "Sí",
    no: "No",
    equity: "Valor neto estimado de su intercambio",
    good: "Bueno (670 a 739)",
    rebuilding: "En recuperación (300 a 549)",
    next: "Continuar",
    back: "Atrás",
    send: "Ver mis precios",
    required: "Este campo es obligatorio",
    done: "Sus condiciones están listas",
    toast: "¡Acceso concedido!",
    contact: ["Nombre", "Apellido", "Correo electrónico", "Teléfono"],
    yourTerms: "Sus condiciones",
    yourPayment: "Su pago",
    keepBrowsing: "Seguir viendo autos",
    perMonth: "/mes",
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

const price = (amount: number) => `$${amount.toLocaleString("en-US")}`;

const own = ownServer();
const { consent, noJsPage, dealerMailOf } = own;

/** The step's heading and "Step n of N". */
async function expectStep(page: Page, words: Words, index: number, step: number, count: number) {
  await expect(page.getByRole("heading", { level: 2, name: words.steps[index] })).toBeVisible();
  // The whole page (a post without JavaScript streams a new document): axe reads all of it.
  await page.waitForLoadState("load");
  await expect(page.getByTestId("progress-text")).toHaveText(words.progress(step, count));
}

/** The monthly payments the search cards show ("$412/mo" -> 412). */
async function cardPayments(page: Page): Promise<number[]> {
  return (await page.getByTestId("card-payment").allTextContents()).map((text) =>
    Number((/\$([\d,]+)/.exec(text)?.[1] ?? "").replace(/,/g, "")),
  );
}

for (const language of ["en", "es"] as const) {
  const words = WORDS[language];

  test.describe(`personalized pricing (${language})`, () => {
    test.describe.configure({ mode: "default", timeout: 180_000 });

    test(
      "with JavaScript, by keyboard: six steps in place, then every payment on the visitor's terms",
      FLOW,
      async ({ page, context, consoleErrors }, info) => {
        await consent(context);
        // Before: the car's payment offers to personalize it.
        await open(page, `${own.url}${words.prefix}${vehicleUrl(usedCar)}`);
        const aside = page.locator("#payment-estimate");
        await expect(aside).toContainText(words.finish);
        const personalize = aside.getByTestId("personalize-price-link");
        await expect(personalize).toHaveAttribute(
          "href",
          `${words.prefix}/gates/personalize-price?vin=${usedCar.vin}`,
        );
        await personalize.focus();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(`${own.url}${words.prefix}/gates/personalize-price?vin=${usedCar.vin}`);
        await page.waitForLoadState("networkidle");

        // 1. Down payment: nothing typed is refused in the page, with the spec's words.
        await expectStep(page, words, 0, 1, 6);
        await expectNoAxeViolations(page);
        const down = page.getByLabel(words.downPayment, { exact: true });
        await down.focus();
        await page.keyboard.press("Enter");
        await expect(page.getByText(words.required)).toBeVisible();
        await page.keyboard.type("2,500");
        await page.keyboard.press("Enter");

        // 2. Trading in: the heading takes the focus; a radio by the keyboard.
        await expectStep(page, words, 1, 2, 6);
        await expect(page.getByRole("heading", { level: 2, name: words.steps[1] })).toBeFocused();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Tab");
        await expect(page.getByRole("radio", { name: words.yes })).toBeFocused();
        await page.keyboard.press("Space");
        await expect(page.getByRole("radio", { name: words.yes })).toBeChecked();
        await page.getByRole("button", { name: words.next }).focus();
        await page.keyboard.press("Enter");

        // 3. Trade equity (asked: trading in). Back keeps the answers.
        await expectStep(page, words, 2, 3, 6);
        await expectNoAxeViolations(page);
        await page.getByLabel(words.equity, { exact: true }).focus();
        await page.keyboard.type("3000");
        await page.getByRole("button", { name: words.back }).focus();
        await page.keyboard.press("Enter");
        await expectStep(page, words, 1, 2, 6);
        await expect(page.getByRole("radio", { name: words.yes })).toBeChecked();
        await page.getByRole("button", { name: words.next }).focus();
        await page.keyboard.press("Enter");
        await expectStep(page, words, 2, 3, 6);
        await expect(page.getByLabel(words.equity, { exact: true })).toHaveValue("3000");
        await page.getByLabel(words.equity, { exact: true }).focus();
        await page.keyboard.press("Enter");

        // 4. Credit score range: the arrow keys move between the bands.
        await expectStep(page, words, 3, 4, 6);
        await expectNoAxeViolations(page);
        await page.keyboard.press("Tab");
        await page.keyboard.press("ArrowDown");
        await expect(page.getByRole("radio", { name: words.good })).toBeChecked();
        await page.getByRole("button", { name: words.next }).focus();
        await page.keyboard.press("Enter");

        // 5. Contact details: a lead form (the guard's fill time counts from here).
        await expectStep(page, words, 4, 5, 6);
        const renderedAt = Date.now();
        await expectNoAxeViolations(page);
        const lastName = `Terms${unique()}`;
        await page.getByLabel(words.contact[0], { exact: true }).focus();
        await page.keyboard.type("Ann");
        await page.keyboard.press("Tab");
        await page.keyboard.type(lastName);
        await page.keyboard.press("Tab");
        await page.keyboard.type(`ann.${lastName.toLowerCase()}@example.com`);
        await page.keyboard.press("Tab");
        await page.keyboard.type("(309) 555-0123");
        await waitFill(renderedAt);
        await page.keyboard.press("Enter");

        // 6. Confirmation: what the terms give, and where to go next.
        const done = page.getByTestId("pricing-confirmation");
        await expect(done.getByRole("heading", { level: 2, name: words.done })).toBeFocused();
        await expect(page.getByTestId("toast").filter({ hasText: words.toast })).toBeVisible();
        await expect(page.getByTestId("pricing-terms")).toContainText("$2,500");
        await expect(page.getByTestId("pricing-terms")).toContainText("$3,000");
        const carPayment = (await page.getByTestId("pricing-car-payment").textContent()) ?? "";
        const monthly = /\$([\d,]+)/.exec(carPayment)?.[1];
        expect(monthly).toBeTruthy();
        const cookies = await context.cookies(own.url);
        expect(cookies.map((c) => c.name)).toContain("leadGates");
        await expectNoAxeViolations(page);
        await page.screenshot({ path: info.outputPath(`pricing-${language}-done.png`), fullPage: true });

        const adf = await dealerMailOf("UNLOCK_PRICE", lastName);
        expect(xmllintAdf(adf)).toBe("");
        expect(adf).toContain(`<vin>${usedCar.vin}</vin>`);
        expect(adf).toContain("Good (670 to 739)");

        // After: the car's payment aside starts from the visitor's terms.
        await done.getByRole("link", { name: words.keepBrowsing }).focus();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(`${own.url}${words.prefix}${vehicleUrl(usedCar)}`);
        await expect(aside.getByTestId("payment-your-terms")).toContainText(words.yourTerms);
        await expect(aside.getByTestId("payment-monthly")).toContainText(`$${monthly}`);
        await expect(aside).not.toContainText(words.finish);

        // The search cards: "Your payment", on the same terms; the payment filter too.
        await open(page, `${own.url}${words.prefix}/used-cars-for-sale?payment=null,400`);
        const payments = await cardPayments(page);
        expect(payments.length).toBeGreaterThan(0);
        for (const payment of payments) expect(payment).toBeLessThanOrEqual(400);
        await expect(page.getByTestId("card-payment").first()).toContainText(words.yourPayment);
        await expect(page.getByTestId("personalize-price-link")).toHaveCount(0);
        await expectNoAxeViolations(page);
        await page.screenshot({ path: info.outputPath(`cards-${language}.png`) });
        // Prices unlocked: a new car's card shows its price.
        await open(page, `${own.url}${words.prefix}${vehicleUrl(newCar)}`);
        await expect(page.getByTestId("vehicle-price")).toContainText(price(newCar.price));
        await expect(page.locator("[data-price-locked]")).toHaveCount(0);
        expect(unexpectedErrors(consoleErrors)).toEqual([]);
      },
    );

    test(
      "without JavaScript: the locked price, then five pages of questions (no trade-in) and the confirmation",
      FLOW,
      async ({ browser }, info) => {
        const { page, close } = await noJsPage(browser, info);
        try {
          // Before: a new car's page holds no figure of its price; the lock links to the gates.
          const carPage = `${own.url}${words.prefix}${vehicleUrl(newCar)}`;
          await page.goto(carPage);
          const locked = page.locator(`[data-price-locked][data-vin="${newCar.vin}"]`).first();
          await expect(locked).toBeVisible();
          await expect(locked.getByRole("link", { name: new RegExp(`^${words.unlock}`) })).toHaveAttribute(
            "href",
            `${words.prefix}/gates/unlock-price?vin=${newCar.vin}`,
          );
          const html = await page.content();
          expect(html).not.toContain(price(newCar.price));
          expect(html).not.toContain(`"price":${newCar.price}`);
          const data = await (await page.request.get(`${carPage}.data`)).text();
          expect(data).not.toContain(String(newCar.price));
          await expectNoAxeViolationsWithoutScripts(page, own.url);
          await page.screenshot({ path: info.outputPath(`locked-${language}.png`) });
          // The search cards: a new car's price locked, the others' payments offering to personalize.
          await page.goto(`${own.url}${words.prefix}/cars-for-sale?sort=priceHigh`);
          await expect(page.locator(`[data-price-locked][data-vin]`).first()).toBeVisible();
          await expect(page.getByTestId("personalize-price-link").first()).toBeVisible();
          await page.screenshot({ path: info.outputPath(`cards-before-${language}.png`), fullPage: true });
          await page.goto(carPage);

          await page.locator("#payment-estimate").getByTestId("personalize-price-link").click();
          await expect(page).toHaveURL(`${own.url}${words.prefix}/gates/personalize-price?vin=${newCar.vin}`);

          // 1. Down payment: sent empty, the server says what is missing.
          await expectStep(page, words, 0, 1, 6);
          await page.getByRole("button", { name: words.next }).click();
          await expect(page.getByText(words.required)).toBeVisible();
          await page.waitForLoadState("load");
          await expectNoAxeViolationsWithoutScripts(page, own.url);
          await page.getByLabel(words.downPayment, { exact: true }).fill("0");
          await page.getByRole("button", { name: words.next }).click();

          // 2. Not trading in: the trade equity is skipped (five steps).
          await expectStep(page, words, 1, 2, 6);
          await expectNoAxeViolationsWithoutScripts(page, own.url);
          await page.getByRole("radio", { name: words.no }).check();
          await page.getByRole("button", { name: words.next }).click();

          // 4. Credit score range.
          await expectStep(page, words, 3, 3, 5);
          await expectNoAxeViolationsWithoutScripts(page, own.url);
          await page.getByRole("radio", { name: words.rebuilding }).check();
          await page.screenshot({ path: info.outputPath(`credit-${language}.png`), fullPage: true });
          await page.getByRole("button", { name: words.next }).click();

          // 5. Contact details.
          await expectStep(page, words, 4, 4, 5);
          const renderedAt = Date.now();
          await expectNoAxeViolationsWithoutScripts(page, own.url);
          const lastName = `NoJs${unique()}`;
          const [first, last, email, phone] = words.contact;
          await page.getByLabel(first, { exact: true }).fill("Ann");
          await page.getByLabel(last, { exact: true }).fill(lastName);
          await page.getByLabel(email, { exact: true }).fill(`ann.${lastName.toLowerCase()}@example.com`);
          await page.getByLabel(phone, { exact: true }).fill("(309) 555-0123");
          await waitFill(renderedAt);
          await page.getByRole("button", { name: words.send }).click();

          // 6. The confirmation, a page of its own (303 after the post).
          await expect(page).toHaveURL(
            `${own.url}${words.prefix}/gates/personalize-price?vin=${newCar.vin}&step=confirmation`,
          );
          await expect(page.getByRole("heading", { level: 2, name: words.done })).toBeVisible();
          await expect(page.getByTestId("toast").filter({ hasText: words.toast })).toBeVisible();
          await expect(page.getByTestId("pricing-car-payment")).toContainText(words.perMonth);
          await page.waitForLoadState("load");
          await expectNoAxeViolationsWithoutScripts(page, own.url);

          const adf = await dealerMailOf("UNLOCK_PRICE", lastName);
          expect(xmllintAdf(adf)).toBe("");
          expect(adf).toContain(`<vin>${newCar.vin}</vin>`);

          // After: the price shows, and the payment is on the visitor's terms.
          await page.goto(carPage);
          await expect(page.getByTestId("vehicle-price")).toContainText(price(newCar.price));
          await expect(page.locator("#payment-estimate").getByTestId("payment-your-terms")).toBeVisible();
          await page.goto(`${own.url}${words.prefix}/new-cars-for-sale`);
          await expect(page.locator("[data-price-locked]")).toHaveCount(0);
          await expect(page.getByTestId("card-payment").first()).toContainText(words.yourPayment);
          await expectNoAxeViolationsWithoutScripts(page, own.url);
        } finally {
          await close();
        }
      },
    );
  });
}
