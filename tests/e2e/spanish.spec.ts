import type { Page, TestInfo } from "@playwright/test";
import { spanish, spanishAnswer } from "../support/spanish-words";
import { chooseDay } from "./choose-day";
import { englishOn } from "./english-check";
import {
  answerConsent,
  expect,
  expectNoAxeViolations,
  FLOW,
  nextWeekday,
  noJsPage,
  open,
  test,
  unique,
  waitFill,
} from "./fixtures";

/**
 * The same journey in Spanish as a Spanish-speaking shopper walks it, at 390 and 1280 px:
 * home, a search, a vehicle page, a lead form with an error then success (with and without
 * JavaScript, ending on its confirmation page), and the trade-in to its offer and a booked
 * inspection. Every page is checked for English outside what is marked `lang="en"` (articles
 * and legal texts), and with axe where every-page.spec.ts does not already check it. The labels are the English tests' words through the
 * catalogues (`spanish("Continue")`), so a missing translation fails here too.
 */

async function expectSpanishPage(page: Page, info: TestInfo, name: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(await englishOn(page), page.url()).toEqual([]);
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

test.describe("the site in Spanish", () => {
  // axe on these pages in Spanish, at both widths: every-page.spec.ts.
  test("home, a search and a vehicle page speak Spanish", async ({ page, consoleErrors }, info) => {
    await open(page, "/es");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectSpanishPage(page, info, "es-home");

    await open(page, "/es/used-cars-for-sale/suvs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/SUV usados en venta/);
    await expectSpanishPage(page, info, "es-search");

    await page.locator("article a").first().click();
    await expect(page).toHaveURL(/\/es\/used-cars-for-sale\/\d{4}-[\w-]+-[A-HJ-NPR-Z0-9]{17}$/i);
    await page.waitForLoadState("networkidle");
    await expectSpanishPage(page, info, "es-vehicle");
    expect(consoleErrors).toEqual([]);
  });

  test(
    "a lead form: the messages in Spanish, then sent, with JavaScript",
    FLOW,
    async ({ page, consoleErrors }, info) => {
      const renderedAt = await open(page, "/es/contact-us");
      await page.getByRole("button", { name: spanish("Send message") }).click();
      await expect(page.getByText(spanish("Enter your message."))).toBeVisible();
      const email = page.getByLabel(spanish("E-mail"), { exact: true });
      await email.fill("ana@example");
      await email.blur();
      await expect(page.getByText(spanish("Please enter a valid email address"))).toBeVisible();
      await expectSpanishPage(page, info, "es-contact-errors");
      await expectNoAxeViolations(page);

      await page
        .getByLabel(spanish("How can we help?"))
        .selectOption({ label: spanish("Financing options") });
      await page
        .getByLabel(spanish("Message"), { exact: true })
        .fill("¿Trabajan con compradores de primera vez?");
      await fillPersonInSpanish(page, `Navegador${unique()}`);
      await waitFill(renderedAt);
      await page.getByRole("button", { name: spanish("Send message") }).click();
      // Issue 17: the confirmation in place of the form, in Spanish, and no toast.
      const sent = page.getByTestId("lead-form-sent");
      await expect(sent.getByRole("heading", { level: 2, name: spanish("Message sent!") })).toBeFocused();
      await expect(sent).toContainText(spanish("What you sent us"));
      await expect(page.getByTestId("toast")).toHaveCount(0);
      await expectSpanishPage(page, info, "es-contact-sent");
      expect(consoleErrors).toEqual([]);
    },
  );

  test(
    "the same form without JavaScript: the server's Spanish messages, then the same confirmation",
    FLOW,
    async ({ browser }, info) => {
      const { page, close } = await noJsPage(browser, info);
      await page.goto("/es/contact-us");
      const renderedAt = Date.now();
      await page.getByLabel(spanish("Message"), { exact: true }).fill("Hola, sin JavaScript");
      await page.getByRole("button", { name: spanish("Send message") }).click();
      await expect(page.getByText(spanish("This field is required")).first()).toBeVisible();
      await expect(page.getByLabel(spanish("Message"), { exact: true })).toHaveValue("Hola, sin JavaScript");
      await expectSpanishPage(page, info, "es-contact-errors-nojs");

      await page
        .getByLabel(spanish("How can we help?"))
        .selectOption({ label: spanish("General questions") });
      await fillPersonInSpanish(page, `SinJs${unique()}`);
      await waitFill(renderedAt);
      await page.getByRole("button", { name: spanish("Send message") }).click();
      await expect(page).toHaveURL(/\/es\/contact-us$/);
      await expect(
        page.getByTestId("lead-form-sent").getByRole("heading", { level: 2, name: spanish("Message sent!") }),
      ).toBeFocused();
      await expectSpanishPage(page, info, "es-contact-confirmation");
      await close();
    },
  );

  test(
    "the trade-in in Spanish, to its offer and a booked inspection",
    FLOW,
    async ({ page, consoleErrors }, info) => {
      test.setTimeout(120_000);
      await open(page, "/es/sell-trade-my-car");
      await expectSpanishPage(page, info, "es-trade-0-landing");
      await page.getByRole("button", { name: spanish("Get my offer") }).click();
      await expect(page).toHaveURL(/\/es\/sell-trade-my-car\/your-vehicle/);
      await page.waitForLoadState("networkidle");

      await page.getByRole("button", { name: spanish("Continue") }).click();
      await expect(page.getByText(spanish("Enter the year of the vehicle."))).toBeVisible();
      await expectSpanishPage(page, info, "es-trade-1-vehicle");
      await page.getByLabel(spanish("Year")).fill("2019");
      await page.getByLabel(spanish("Make")).fill("Honda");
      await page.getByLabel(spanish("Model")).fill("Civic");
      await page.getByLabel(spanish("Trim")).fill("EX");
      await continueTo(page, "Mileage, color and options");
      await page.getByLabel(spanish("Mileage")).fill("62,000");
      await page.getByLabel(spanish("Exterior color")).selectOption("Blue");
      await expectSpanishPage(page, info, "es-trade-2-details");
      await continueTo(page, "Overall condition");
      await answer(page, "What is the overall condition of your vehicle?", "Good");
      await continueTo(page, "History");
      for (const [question, label] of [
        ["Has the vehicle been in an accident?", "No accidents"],
        ["What kind of title does the vehicle have?", "Clean"],
        ["Has anyone smoked in the vehicle?", "No"],
        ["Have pets ridden in the vehicle?", "No"],
        ["How many keys or key fobs come with the vehicle?", "Two or more"],
        ["Has the vehicle been modified from how it left the factory?", "No, it is stock"],
      ] as const)
        await answer(page, question, label);
      await expectSpanishPage(page, info, "es-trade-4-history");
      await continueTo(page, "Wear and tear");
      for (const [question, label] of [
        ["Does the body have any of these?", "None of these"],
        ["Is any glass cracked or chipped?", "No"],
        ["Are any warning lights on while the engine runs?", "No warning lights"],
        ["How many tires need to be replaced?", "None"],
        ["Does the interior have any of these?", "None of these"],
        ["How do the brakes feel?", "Quiet and smooth"],
      ] as const)
        await answer(page, question, label);
      await continueTo(page, "Loan or lease");
      await answer(page, "Is there a loan or lease on the vehicle?", "No, I own it outright");
      await continueTo(page, "Anything else");
      await continueTo(page, "Your contact details");
      const contactShown = Date.now();
      await expectSpanishPage(page, info, "es-trade-8-contact");
      await fillPersonInSpanish(page, `Vendedor${unique()}`);
      await waitFill(contactShown);
      await page.getByRole("button", { name: spanish("See my offer") }).click();

      await expect(page.getByRole("heading", { level: 1 })).toContainText("2019 Honda Civic EX");
      await expect(page).toHaveURL(/\/es\/sell-trade-my-car\/your-vehicle\/offer\//);
      await expect(page.getByTestId("offer-cashNow")).toHaveText(/^\$\d{1,3}(,\d{3})*$/);
      await expectSpanishPage(page, info, "es-trade-9-offer");
      await expectNoAxeViolations(page);
      const renderedAt = Date.now();
      await page.getByRole("radio", { name: spanish("Cash now") }).check();
      await page.getByRole("radio", { name: /^Elkhart, IN/ }).check();
      await chooseDay(page, nextWeekday(), "es");
      await page.getByLabel(spanish("Time"), { exact: true }).selectOption({ label: "10:30 a. m." });
      await waitFill(renderedAt);
      await page.getByRole("button", { name: spanish("Book my inspection") }).click();
      await expect(
        page.getByRole("heading", { level: 2, name: spanish("Your inspection is booked") }),
      ).toBeVisible();
      await expect(page.getByTestId("inspection-booked")).toContainText("10:30 a. m.");
      await expectSpanishPage(page, info, "es-trade-10-booked");
      expect(consoleErrors).toEqual([]);
    },
  );
});

test.describe("between the languages", () => {
  test(
    "the switch leads to the same page in the other language, keeping its query",
    FLOW,
    async ({ page }) => {
      await open(page, "/used-cars-for-sale/suvs?sort=priceLow");
      const toSpanish = page.locator("[data-language-switch]:visible").first();
      await toSpanish.click();
      await expect(page).toHaveURL(/\/es\/used-cars-for-sale\/suvs\?sort=priceLow$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await page.locator("[data-language-switch]:visible").first().click();
      await expect(page).toHaveURL(/\/used-cars-for-sale\/suvs\?sort=priceLow$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    },
  );

  test(
    "a browser that prefers Spanish is offered the Spanish page, never sent there",
    FLOW,
    async ({ browser }, info) => {
      const context = await browser.newContext({
        locale: "es-MX",
        viewport: info.project.use.viewport ?? { width: 1280, height: 800 },
        baseURL: info.project.use.baseURL,
      });
      await answerConsent(context, info.project.use.baseURL!);
      const page = await context.newPage();
      const response = await page.goto("/contact-us");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/contact-us$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      const offer = page.getByRole("link", { name: /Ver en español/ });
      await expect(offer).toBeVisible();
      await expectNoAxeViolations(page);
      await offer.click();
      await expect(page).toHaveURL(/\/es\/contact-us$/);
      await context.close();
    },
  );

  test("the header fits from 640 to 1536 px in both languages", async ({ page }, info) => {
    test.skip((info.project.use.viewport?.width ?? 0) < 640, "the wide layout");
    for (const width of [640, 768, 1024, 1280, 1536])
      for (const path of ["/", "/es"]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        // How far the header's last control reaches past the column's right edge (48 px in).
        const overflow = await page.evaluate(() => {
          const row = document.querySelector("header > div")!;
          const edge =
            row.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(row).paddingRight);
          const rights = [...row.children].map((child) => child.getBoundingClientRect().right);
          return Math.max(...rights) - edge;
        });
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0.5);
      }
  });
});

async function fillPersonInSpanish(page: Page, lastName: string) {
  await page.getByLabel(spanish("First name"), { exact: true }).fill("Ana");
  await page.getByLabel(spanish("Last name"), { exact: true }).fill(lastName);
  await page.getByLabel(spanish("E-mail"), { exact: true }).fill(`ana.${lastName.toLowerCase()}@example.com`);
  await page.getByLabel(spanish("Phone"), { exact: true }).fill("(309) 555-0123");
}

/** Ticks the Spanish of `label` under the Spanish of `question`. */
async function answer(page: Page, question: string, label: string) {
  const words = spanishAnswer(question, label);
  const group = page.getByRole("group", { name: words.question });
  const escaped = words.answer.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await group.getByLabel(new RegExp(`^${escaped}`)).check();
}

async function continueTo(page: Page, heading: string) {
  await page.getByRole("button", { name: spanish("Continue") }).click();
  await expect(page.getByRole("heading", { level: 2, name: spanish(heading) })).toBeVisible();
}
