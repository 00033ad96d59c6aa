import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutScripts,
  FLOW,
  noJsPage,
  open,
  test,
  unique,
  waitFill,
} from "./fixtures";

/**
 * The pre-approval keeps the promise of "instant pre-qualification" (issue 17), in Chromium at
 * 390 and 1280 px, in English and Spanish, with JavaScript (by keyboard) and without: after
 * the form, ONE confirmation replaces it, its heading focused: the reference, the instant
 * estimate from the credit band and income (labelled as an estimate without a credit check),
 * what was sent, what happens next (final approval typically 24-48 hours), the store's phone,
 * a search within the budget. No toast, so nothing covers the heading on a phone. A returning
 * visitor's form says "We filled in..." only when it shows the details we filled in.
 */

const TEXTS = {
  en: {
    path: "/auto-financing/apply-for-financing",
    coApplicant: "I am a co-applicant",
    buyingTime: "When do you plan to buy?",
    band: "Fair: 610 to 669",
    income: "Gross monthly income",
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail",
    phone: "Phone",
    street: "Street address",
    city: "City",
    state: "State",
    zip: "ZIP code",
    submit: "Get pre-approved",
    heading: "Here is your instant estimate",
    estimateLabel: "Estimate — no credit check, no effect on your credit score",
    aprRange: "6.9% to 8.4%",
    nextStep: "We call you with your final approval, typically within 24-48 hours.",
    sent: "What you sent us",
    shop: /^Shop cars under \$\d{1,3},\d{3}$/,
    searchPrefix: "/cars-for-sale/price-under-",
  },
  es: {
    path: "/es/auto-financing/apply-for-financing",
    coApplicant: "Soy cosolicitante",
    buyingTime: "¿Cuándo piensa comprar?",
    band: "Regular: de 610 a 669",
    income: "Ingreso mensual bruto",
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    phone: "Teléfono",
    street: "Dirección",
    city: "Ciudad",
    state: "Estado",
    zip: "Código postal",
    submit: "Obtener mi preaprobación",
    heading: "Aquí está su estimado al instante",
    estimateLabel: "Estimado: sin revisión de crédito y sin afectar su puntaje de crédito",
    aprRange: "6.9% a 8.4%",
    nextStep: "Lo llamamos con su aprobación final, normalmente en 24 a 48 horas.",
    sent: "Lo que nos envió",
    shop: /^Ver autos de menos de \$\d{1,3},\d{3}$/,
    searchPrefix: "/es/cars-for-sale/price-under-",
  },
} as const;
type Language = keyof typeof TEXTS;
type Texts = (typeof TEXTS)[Language];

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Types into a field the way a keyboard user does: focus, then keys. */
async function typeInto(page: Page, target: Locator, text: string) {
  await target.focus();
  await page.keyboard.type(text);
}

/** The whole form by keyboard only: arrows in the radio groups and selects, Enter sends it. */
async function fillByKeyboard(page: Page, x: Texts, lastName: string) {
  // Who is applying: the main applicant is chosen; the arrow moves to the co-applicant.
  await page.getByRole("radio", { checked: true }).first().focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel(x.coApplicant)).toBeChecked();
  await field(page, x.buyingTime).focus();
  await page.keyboard.press("ArrowDown");
  await expect(field(page, x.buyingTime)).toHaveValue("Within a week");
  // The band: Space picks the first, two arrows down is "Fair".
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel(x.band)).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(field(page, x.income)).toBeFocused();
  await page.keyboard.type("$5,000");
  await typeInto(page, field(page, x.firstName), "Ann");
  await typeInto(page, field(page, x.lastName), lastName);
  await typeInto(page, field(page, x.email), `ann.${lastName.toLowerCase()}@example.com`);
  await typeInto(page, field(page, x.phone), "(309) 555-0123");
  await typeInto(page, field(page, x.street), "12 Elm Street");
  await typeInto(page, field(page, x.city), "Moline");
  await typeInto(page, field(page, x.state), "Illinois");
  await expect(field(page, x.state)).toHaveValue("IL");
  await typeInto(page, field(page, x.zip), "61265");
}

/** The same form with plain clicks and fills (a page without JavaScript). */
async function fillByPointer(page: Page, x: Texts, lastName: string) {
  await page.getByLabel(x.coApplicant).check();
  await field(page, x.buyingTime).selectOption("Within a week");
  await page.getByLabel(x.band).check();
  await field(page, x.income).fill("5000");
  await field(page, x.firstName).fill("Ann");
  await field(page, x.lastName).fill(lastName);
  await field(page, x.email).fill(`ann.${lastName.toLowerCase()}@example.com`);
  await field(page, x.phone).fill("(309) 555-0123");
  await field(page, x.street).fill("12 Elm Street");
  await field(page, x.city).fill("Moline");
  await field(page, x.state).selectOption("IL");
  await field(page, x.zip).fill("61265");
}

/** The confirmation in place of the form, with everything it must say. */
async function expectConfirmation(page: Page, x: Texts, lastName: string) {
  const confirmation = page.getByTestId("pre-approval-confirmation");
  await expect(confirmation).toBeVisible();
  const heading = page.getByRole("heading", { level: 1, name: x.heading });
  await expect(heading).toBeFocused();
  // One message: the form is gone, and no toast repeats it.
  await expect(page.locator("#financing-form")).toHaveCount(0);
  await expect(page.getByTestId("toast")).toHaveCount(0);
  await expect(confirmation.getByText(/^PRE-[0-9A-Z]{4}-[0-9A-Z]{4}$/)).toBeVisible();
  const estimate = page.getByTestId("pre-approval-estimate");
  await expect(estimate).toContainText(x.estimateLabel);
  await expect(estimate).toContainText(x.aprRange);
  await expect(estimate).toContainText(/\$\d{1,3},\d{3} (to|a) \$\d{1,3},\d{3}/);
  await expect(page.getByTestId("pre-approval-example")).toContainText(/\$\d+/);
  await expect(confirmation).toContainText(x.nextStep);
  await expect(page.getByRole("heading", { name: x.sent })).toBeVisible();
  await expect(confirmation).toContainText(lastName);
  await expect(confirmation).toContainText(x.band);
  await expect(confirmation.getByRole("link", { name: /\(\d{3}\) 555-\d{4}/ })).toHaveAttribute(
    "href",
    /^tel:/,
  );
  const shop = confirmation.getByRole("link", { name: x.shop });
  await expect(shop).toHaveAttribute("href", new RegExp(`^${x.searchPrefix}\\d+$`));
}

/** Nothing lies over the heading: the element at its centre (and its left end) is the heading. */
async function expectHeadingUncovered(page: Page) {
  const covered = await page.evaluate(() => {
    const heading = document.querySelector("h1")!;
    const box = heading.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 4, box.top + 4],
    ] as const;
    return points
      .map(([x, y]) => document.elementFromPoint(x, y))
      .filter((hit) => !hit || !heading.contains(hit))
      .map((hit) => hit?.outerHTML.slice(0, 120) ?? "nothing");
  });
  expect(covered).toEqual([]);
}

for (const language of ["en", "es"] as const) {
  const x = TEXTS[language];

  test.describe(`the pre-approval ends on the instant estimate (${language})`, () => {
    test(
      "with JavaScript, by keyboard: the confirmation replaces the form, its heading focused",
      FLOW,
      async ({ page, consoleErrors }, info) => {
        const renderedAt = await open(page, x.path);
        await expectNoAxeViolations(page);
        await page.screenshot({ path: info.outputPath(`form-${language}.png`), fullPage: true });
        const lastName = `Estimate${unique()}`;
        await fillByKeyboard(page, x, lastName);
        await waitFill(renderedAt);
        await page.keyboard.press("Enter");
        await expectConfirmation(page, x, lastName);
        await expectHeadingUncovered(page);
        await expectNoAxeViolations(page);
        await page.screenshot({ path: info.outputPath(`confirmation-${language}.png`) });
        await page.screenshot({ path: info.outputPath(`confirmation-${language}-full.png`), fullPage: true });
        // The first action is a search within the budget.
        await page.getByTestId("pre-approval-confirmation").getByRole("link", { name: x.shop }).click();
        await expect(page).toHaveURL(new RegExp(`${x.searchPrefix}\\d+$`));
        expect(consoleErrors).toEqual([]);
      },
    );

    test(
      "without JavaScript: the post answers the same confirmation, focused as it opens",
      FLOW,
      async ({ browser }, info) => {
        const { page, close } = await noJsPage(browser, info);
        try {
          await page.goto(x.path);
          const renderedAt = Date.now();
          const lastName = `NoJsEstimate${unique()}`;
          await fillByPointer(page, x, lastName);
          await waitFill(renderedAt);
          await page.getByRole("button", { name: x.submit }).click();
          await page.waitForLoadState("load");
          expect(new URL(page.url()).pathname).toBe(x.path);
          await expectConfirmation(page, x, lastName);
          await expectNoAxeViolationsWithoutScripts(page, info.project.use.baseURL!);
          await page.screenshot({
            path: info.outputPath(`confirmation-nojs-${language}-full.png`),
            fullPage: true,
          });
        } finally {
          await close();
        }
      },
    );
  });
}

test.describe("a returning visitor", () => {
  test(
    "'We filled in...' only above filled fields; unchanged details show the estimate and say nothing new was sent",
    FLOW,
    async ({ page, consoleErrors }) => {
      const x = TEXTS.en;
      const lastName = `Returning${unique()}`;
      let renderedAt = await open(page, x.path);
      await fillByPointer(page, x, lastName);
      await waitFill(renderedAt);
      await page.getByRole("button", { name: x.submit }).click();
      await expect(page.getByRole("heading", { level: 1, name: x.heading })).toBeFocused();

      // The next visit fills the form in from the profile, and says so.
      renderedAt = await open(page, x.path);
      const notice = page.getByText("We filled in the details you gave us last time, Ann.");
      await expect(notice).toBeVisible();
      await expect(field(page, x.lastName)).toHaveValue(lastName);
      await expect(field(page, x.street)).toHaveValue("12 Elm Street");
      // Emptied, the form no longer claims we filled it in; the saved details typed back, it does.
      const personal = [x.firstName, x.lastName, x.email, x.phone, x.street];
      const typed = await Promise.all(personal.map((label) => field(page, label).inputValue()));
      for (const label of personal) await field(page, label).fill("");
      await expect(notice).toHaveCount(0);
      for (const [i, label] of personal.entries()) await field(page, label).fill(typed[i]!);
      await expect(notice).toBeVisible();
      // A mistake: its messages, one place, no toast; what was there stays.
      await field(page, x.buyingTime).selectOption("Within a week");
      await page.getByLabel(x.band).check();
      await field(page, x.email).fill("ann@");
      await waitFill(renderedAt);
      await page.getByRole("button", { name: x.submit }).click();
      await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
      await expect(page.getByText("This field is required").first()).toBeVisible();
      await expect(page.getByTestId("toast")).toHaveCount(0);
      await expect(field(page, x.lastName)).toHaveValue(lastName);
      // Corrected (the saved e-mail again, with the income): nothing new to send, but the estimate shows.
      await field(page, x.email).fill(`ann.${lastName.toLowerCase()}@example.com`);
      await field(page, x.income).fill("5000");
      await page.getByRole("button", { name: x.submit }).click();
      const confirmation = page.getByTestId("pre-approval-confirmation");
      await expect(page.getByRole("heading", { level: 1, name: x.heading })).toBeFocused();
      await expect(confirmation).toContainText("We already have these details from your earlier request");
      await expect(confirmation.getByText(/^PRE-/)).toHaveCount(0);
      await expect(page.getByTestId("pre-approval-estimate")).toContainText(x.estimateLabel);
      await expect(page.getByTestId("toast")).toHaveCount(0);
      expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    },
  );
});
