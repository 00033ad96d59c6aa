import type { Locator, Page } from "@playwright/test";
import { loadSettings } from "../../app/features/company/settings.server";
import { generateDemoInventory } from "../../app/features/inventory/demo-data/generate";
import { vehicleUrl } from "../../app/features/inventory/urls";
import { TEST_DRIVE_TOASTS } from "../../app/features/leads/forms/test-drive";
import {
  formatClock,
  longDate,
  storeNow,
  testDriveDays,
} from "../../app/features/leads/forms/test-drive-calendar";
import { VEHICLE_QUESTION_TOASTS } from "../../app/features/leads/forms/vehicle-question";
import {
  expect,
  expectNoAxeViolations,
  FLOW,
  noJsPage,
  open,
  test,
  unexpectedErrors,
  unique,
  waitFill,
} from "./fixtures";
import { expectSentConfirmation } from "./short-form-confirmation";

// The vehicle page's leads (issue 10, "The vehicle page"): check availability and the test
// drive scheduler, with and without JavaScript. The page itself: vehicle-page.spec.ts.

// The server seeds the demo inventory on first start; these are the same vehicles.
const vehicles = generateDemoInventory({ count: 320 });
const plain = vehicles.find((v) => v.oldPrice === null && v.condition === "used" && v.bodyStyle === "suvs")!;
const { company, locations } = loadSettings("content");

const store = locations.find((l) => l.key === plain.locationKey)!;
/** A day the car's store opens that is not today: its times do not move while the test runs. */
const laterDay = () => testDriveDays(company.workingHours, storeNow(store.timeZone)).slice(1)[0]!;

/** Fills a visitor's contact fields inside one form (the page holds two lead forms). */
async function fillPersonIn(scope: Locator, lastName: string) {
  await scope.getByLabel("First name", { exact: true }).fill("Ann");
  await scope.getByLabel("Last name", { exact: true }).fill(lastName);
  await scope.getByLabel("E-mail", { exact: true }).fill(`ann.${lastName.toLowerCase()}@example.com`);
  await scope.getByLabel("Phone", { exact: true }).fill("(309) 555-0123");
}

/**
 * A toast with these words, shown in a status region. (The page has a region per lead form,
 * and the fixture's expectToast expects one.)
 */
async function expectToastShown(page: Page, summary: string, detail: string) {
  const region = page
    .getByRole("status")
    .filter({ has: page.getByTestId("toast").filter({ hasText: summary }) });
  await expect(region).toBeVisible();
  await expect(region).toContainText(detail);
}

/** "Check availability" sent: its confirmation says what was asked about which car, and the store's phone. */
const questionSent = (typed: string[]) => ({
  form: "vehicle-question-form",
  title: VEHICLE_QUESTION_TOASTS.success.summary,
  reference: /^CAR-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
  sent: [VEHICLE_QUESTION_TOASTS.success.detail, plain.stockNumber, ...typed],
  next: "within one business day (Monday to Saturday)",
  phone: store.phone,
});

/** The chip (a label around a visually hidden radio) of the radio named `name`. */
const chip = (scope: Locator, name: string) =>
  scope.locator("label").filter({ has: scope.page().getByRole("radio", { name, exact: true }) });

test.describe("check availability", () => {
  test(
    "asks the question most shoppers ask, checks the fields, sends the lead and says so",
    FLOW,
    async ({ page, consoleErrors }, info) => {
      const renderedAt = await open(page, vehicleUrl(plain));
      const form = page.getByRole("region", { name: "Check availability" });
      const message = form.getByLabel("Your question");
      await expect(message).toHaveValue(
        `Is the ${plain.year} ${plain.make} ${plain.model} still available? I would like to know more.`,
      );
      // The link beside the price (and on a phone the bar at the bottom) leads to it.
      await page
        .getByRole(info.project.name === "mobile-390" ? "navigation" : "main")
        .getByRole("link", {
          name: info.project.name === "mobile-390" ? "Availability" : "Check availability",
        })
        .first()
        .click();
      await expect(form.getByRole("heading", { name: "Check availability" })).toBeInViewport();

      await message.fill("");
      await form.getByRole("button", { name: "Check availability" }).click();
      await expect(form.getByText("Enter your message.")).toBeVisible();
      await expect(form.getByText("Enter your first name.")).toBeVisible();
      await expectNoAxeViolations(page);
      await form.screenshot({ path: info.outputPath("check-availability-errors.png") });

      await message.fill("Is it still here on Saturday morning?");
      const lastName = `Avail${unique()}`;
      await fillPersonIn(form, lastName);
      await waitFill(renderedAt);
      await form.getByRole("button", { name: "Check availability" }).click();
      // Issue 17: one confirmation in place of the form, no toast over it.
      await expectSentConfirmation(
        page,
        questionSent(["Is it still here on Saturday morning?", `Ann ${lastName}`]),
      );
      await expectNoAxeViolations(page);
      await page
        .locator("#check-availability")
        .screenshot({ path: info.outputPath("check-availability-sent.png") });
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    },
  );
});

test.describe("check availability before its code is there", () => {
  // The form's code comes when it is first used (components/ui/load-on-use.tsx), and React then
  // hydrates the text area by setting its default text: what the visitor did meanwhile stays.
  const FORM_CODE = /\/assets\/vehicle-question-section-[^/]*\.js$/;

  /** Holds the form's code back; the function returned lets it through and waits until it has run. */
  async function holdFormCode(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(FORM_CODE, async (route) => {
      await held;
      await route.continue();
    });
    return async () => {
      const code = page.waitForResponse(FORM_CODE);
      release();
      await code;
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
    };
  }

  test("a selection made while the code loads survives it", FLOW, async ({ page }) => {
    const letCodeIn = await holdFormCode(page);
    await open(page, vehicleUrl(plain));
    const form = page.getByRole("region", { name: "Check availability" });
    const message = form.getByLabel("Your question");
    await message.click();
    await page.keyboard.press("ControlOrMeta+A");
    await letCodeIn();
    await page.keyboard.press("Delete");
    await expect(message).toHaveValue("");
    await message.pressSequentially("Here on Saturday?");
    await form.getByRole("button", { name: "Check availability" }).click();
    await expect(form.getByText("Enter your first name.")).toBeVisible();
    await expect(message).toHaveValue("Here on Saturday?");
  });

  test("text typed before the code arrives is kept when it does", FLOW, async ({ page }) => {
    const letCodeIn = await holdFormCode(page);
    await open(page, vehicleUrl(plain));
    const message = page.getByRole("region", { name: "Check availability" }).getByLabel("Your question");
    await message.fill("Can I see it tonight?");
    await letCodeIn();
    await expect(message).toHaveValue("Can I see it tonight?");
    await message.press("End");
    await message.pressSequentially(" After 6");
    await expect(message).toHaveValue("Can I see it tonight? After 6");
  });
});

test.describe("the test drive scheduler", () => {
  test("four steps in a dialog: a day, a time of that day, the visitor's details, schedule", async ({
    page,
    consoleErrors,
  }, info) => {
    const renderedAt = await open(page, vehicleUrl(plain));
    const day = laterDay();
    await page.getByRole("button", { name: "Schedule a test drive" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule a test drive" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("progress-text")).toHaveText("Step 1 of 4");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("test-drive-1-day.png") });

    // Nothing chosen: the step says so and keeps the visitor on it.
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("Choose a day for your test drive.")).toBeVisible();
    await expect(dialog.getByTestId("progress-text")).toHaveText("Step 1 of 4");
    await chip(dialog, longDate(day.date)).click();
    await dialog.getByRole("button", { name: "Continue" }).click();

    await expect(dialog.getByRole("heading", { name: "Step 2 of 4: Choose a time" })).toBeFocused();
    // The chosen day's times at the car's store, and only those.
    const times = dialog.getByRole("radio");
    await expect(times).toHaveCount(day.times.length);
    const last = day.times.at(-1)!;
    await expect(chip(dialog, formatClock(last))).toBeVisible();
    await page.screenshot({ path: info.outputPath("test-drive-2-time.png") });
    await chip(dialog, formatClock(last)).click();
    await dialog.getByRole("button", { name: "Continue" }).click();

    await expect(dialog.getByRole("heading", { name: "Step 3 of 4: Confirm your details" })).toBeFocused();
    const lastName = `Drive${unique()}`;
    await fillPersonIn(dialog, lastName);
    await page.screenshot({ path: info.outputPath("test-drive-3-details.png") });
    await dialog.getByRole("button", { name: "Continue" }).click();

    await expect(dialog.getByRole("heading", { name: "Step 4 of 4: Schedule" })).toBeFocused();
    const summary = dialog.getByRole("definition");
    await expect(summary.filter({ hasText: longDate(day.date) })).toBeVisible();
    await expect(summary.filter({ hasText: formatClock(last) })).toBeVisible();
    await expect(summary.filter({ hasText: `Ann ${lastName}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("test-drive-4-schedule.png") });
    await waitFill(renderedAt);
    await dialog.getByRole("button", { name: "Schedule test drive" }).click();

    await expectToastShown(page, TEST_DRIVE_TOASTS.success.summary, TEST_DRIVE_TOASTS.success.detail);
    await expect(dialog).toBeHidden();
    const booked = page.getByTestId("test-drive-booked");
    await expect(booked).toContainText(`${longDate(day.date)} at ${formatClock(last)}`);
    await expect(booked).toBeFocused();
    await page.screenshot({ path: info.outputPath("test-drive-booked.png") });
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test(
    "Escape closes the dialog, focus goes back to its button, and what was chosen stays",
    FLOW,
    async ({ page }) => {
      await open(page, vehicleUrl(plain));
      const day = laterDay();
      const opener = page.getByRole("button", { name: "Schedule a test drive" });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: "Schedule a test drive" });
      await chip(dialog, longDate(day.date)).click();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await opener.click();
      await expect(dialog.getByRole("radio", { name: longDate(day.date) })).toBeChecked();
    },
  );
});

test.describe("without JavaScript: the vehicle's leads", () => {
  test(
    "check availability: the server's messages keep what was typed, then the lead is sent",
    FLOW,
    async ({ browser }, info) => {
      const { page, close } = await noJsPage(browser, info);
      await page.goto(vehicleUrl(plain));
      const renderedAt = Date.now();
      const form = page.getByRole("region", { name: "Check availability" });
      await form.getByLabel("Your question").fill("");
      const lastName = `NoJs${unique()}`;
      await form.getByLabel("Last name", { exact: true }).fill(lastName);
      await form.getByLabel("E-mail", { exact: true }).fill("ann@example");
      await form.getByRole("button", { name: "Check availability" }).click();
      await expect(form.getByText("Enter your message.")).toBeVisible();
      await expect(form.getByText("Please enter a valid email address")).toBeVisible();
      await expect(form.getByLabel("Last name", { exact: true })).toHaveValue(lastName);
      await form.screenshot({ path: info.outputPath("check-availability-no-js-errors.png") });

      await form.getByLabel("Your question").fill("Does it have a spare tire?");
      await fillPersonIn(form, lastName);
      await waitFill(renderedAt);
      await form.getByRole("button", { name: "Check availability" }).click();
      await page.waitForLoadState("load");
      await expectSentConfirmation(page, questionSent(["Does it have a spare tire?", `Ann ${lastName}`]));
      await page.screenshot({ path: info.outputPath("check-availability-no-js-sent.png") });
      await close();
    },
  );

  test(
    "the test drive: one long form on its own page, the day's times from the server, then back to the car",
    FLOW,
    async ({ browser }, info) => {
      const { page, close } = await noJsPage(browser, info);
      await page.goto(vehicleUrl(plain));
      await page.getByRole("link", { name: "Schedule a test drive" }).click();
      await expect(page).toHaveURL(`/gates/test-drive?vin=${plain.vin}`);
      const renderedAt = Date.now();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule a test drive");
      // Every step at once, numbered.
      for (const title of ["1. Choose a day", "2. Choose a time", "3. Confirm your details", "4. Schedule"])
        await expect(page.getByRole("heading", { name: title })).toBeVisible();
      await page.screenshot({ path: info.outputPath("test-drive-no-js.png"), fullPage: true });

      const days = testDriveDays(company.workingHours, storeNow(store.timeZone));
      const saturday = days.find((d) => d.weekday === "Saturday" && d !== days[0])!;
      await chip(page.getByRole("main"), longDate(saturday.date)).click();
      await chip(page.getByRole("main"), "6:30 PM").click(); // every time is listed until the day is known
      const lastName = `Gate${unique()}`;
      await fillPersonIn(page.getByRole("main"), lastName);
      await page.getByRole("button", { name: "Schedule test drive" }).click();
      await expect(page.getByText("we can start a test drive from 9:00 AM to 4:30 PM")).toBeVisible();
      await expect(page.getByLabel("Last name", { exact: true })).toHaveValue(lastName);

      await page.getByRole("button", { name: "Show the times of the day I chose" }).click();
      await expect(page.getByRole("radio", { name: "6:30 PM" })).toHaveCount(0);
      await expect(page.getByRole("radio", { name: "4:30 PM" })).toHaveCount(1);
      await page.screenshot({ path: info.outputPath("test-drive-no-js-times.png"), fullPage: true });
      await chip(page.getByRole("main"), "4:30 PM").click();
      await waitFill(renderedAt);
      await page.getByRole("button", { name: "Schedule test drive" }).click();
      await expect(page).toHaveURL(`${vehicleUrl(plain)}#test-drive`);
      await expectToastShown(page, TEST_DRIVE_TOASTS.success.summary, TEST_DRIVE_TOASTS.success.detail);
      await close();
    },
  );

  test(
    "the gate page passes axe (with JavaScript) and its dialog-less scheduler steps through",
    FLOW,
    async ({ page }, info) => {
      await open(page, `/gates/test-drive?vin=${plain.vin}`);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: info.outputPath("test-drive-gate.png"), fullPage: true });
      await expect(page.getByTestId("progress-text")).toHaveText("Step 1 of 4");
    },
  );
});
