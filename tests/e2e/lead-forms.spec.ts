import type { Browser, Page, TestInfo } from "@playwright/test";
import { dealershipClock, weekdayOf } from "../../app/features/leads/forms/service";
import { expect, expectNoAxeViolations, test, unexpectedErrors } from "./fixtures";

/**
 * Every lead form in Chromium at 390 and 1280 px: axe on each page, a screenshot, the
 * browser's own validation messages (the shared schema), a real submission and its
 * toast, and the same forms with JavaScript turned off.
 */

/** The form guard drops a form sent sooner than 2 s after it was rendered (a bot's speed). */
const MIN_FILL_MS = 2_000 + 200;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // Hydrated: React has replaced the no-JavaScript toast close control and wired the form.
  await page.waitForLoadState("networkidle");
  return Date.now();
}

async function waitFill(renderedAt: number) {
  const wait = renderedAt + MIN_FILL_MS - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

async function expectToast(page: Page, summary: string, detail: string) {
  const toast = page.getByTestId("toast").filter({ hasText: summary });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(detail);
  await expect(page.getByTestId("toasts")).toHaveAttribute("role", "status");
}

async function noJsPage(browser: Browser, info: TestInfo) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: info.project.use.viewport ?? { width: 1280, height: 800 },
    baseURL: info.project.use.baseURL,
  });
  return { page: await context.newPage(), close: () => context.close() };
}

const unique = () => Math.random().toString(36).slice(2, 7);

async function fillPerson(page: Page, lastName: string) {
  await page.getByLabel("First name", { exact: true }).fill("Ann");
  await page.getByLabel("Last name", { exact: true }).fill(lastName);
  await page.getByLabel("E-mail", { exact: true }).fill(`ann.${lastName.toLowerCase()}@example.com`);
  await page.getByLabel("Phone", { exact: true }).fill("(309) 555-0123");
}

function nextWeekday(ahead = 2): string {
  const { today } = dealershipClock();
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  for (let i = ahead; ; i++) {
    const date = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (!["Saturday", "Sunday"].includes(weekdayOf(date))) return date;
  }
}

test.describe("contact form", () => {
  test("validates in the browser with the spec's messages, sends, and shows the success toast", async ({
    page,
    consoleErrors,
  }, info) => {
    const renderedAt = await open(page, "/contact-us");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Working hours" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Directions to Fort Wayne, IN/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("contact.png"), fullPage: true });

    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Enter your message.")).toBeVisible();
    await expect(page.getByText("Enter your first name.")).toBeVisible();
    const email = page.getByLabel("E-mail", { exact: true });
    await email.fill("ann@example");
    await email.blur();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("aria-describedby", /contact-form-email-error/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("contact-errors.png"), fullPage: true });

    await page.getByLabel("How can we help?").selectOption({ label: "Financing options" });
    await page.getByLabel("Message", { exact: true }).fill("Do you work with first-time buyers?");
    await fillPerson(page, `Browser${unique()}`);
    await waitFill(renderedAt);
    await page.getByRole("button", { name: "Send message" }).click();
    await expectToast(
      page,
      "Message sent!",
      "Your message was succesfully sent. Someone from our dealership team will contact with you soon.",
    );
    // The form is reset for the next message.
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
    await page.screenshot({ path: info.outputPath("contact-sent.png") });
    expect(consoleErrors).toEqual([]);
  });

  test("without JavaScript: server messages, then the confirmation page with its toast", async ({
    browser,
  }, info) => {
    const { page, close } = await noJsPage(browser, info);
    await page.goto("/contact-us");
    const renderedAt = Date.now();
    await page.getByLabel("Message", { exact: true }).fill("Hello from a browser without JavaScript");
    await page.getByLabel("E-mail", { exact: true }).fill("nojs@example");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("This field is required").first()).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Please check the");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
      "Hello from a browser without JavaScript",
    );

    await page.getByLabel("How can we help?").selectOption({ label: "General questions" });
    await fillPerson(page, `NoJs${unique()}`);
    await waitFill(renderedAt);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/amp-contact-request-confirmation$/);
    await expectToast(
      page,
      "Message sent!",
      "Your message was succesfully sent. Someone from our dealership team will contact with you soon.",
    );
    // (axe needs JavaScript in the page; the JavaScript test below checks this page.)
    await page.screenshot({ path: info.outputPath("contact-confirmation-nojs.png"), fullPage: true });
    // The toast closes without JavaScript too.
    await page.getByTestId("toast").locator("label").click();
    await expect(page.getByTestId("toast")).toBeHidden();
    await close();
  });
});

test("the contact confirmation page passes axe", async ({ page, consoleErrors }, info) => {
  await open(page, "/amp-contact-request-confirmation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your message is on its way");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath("contact-confirmation.png"), fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test.describe("careers form", () => {
  test("'Apply Now' sends the application and shows the careers toast", async ({
    page,
    consoleErrors,
  }, info) => {
    const renderedAt = await open(page, "/our-company/careers");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("careers.png"), fullPage: true });
    await page.getByRole("button", { name: "Apply Now" }).click();
    await expect(page.getByText("Enter the position you are applying for.")).toBeVisible();
    await page.getByLabel("Position applied for").fill("Sales consultant");
    await page.getByLabel("Why are you a good fit?").fill("Five years selling cars, bilingual.");
    await fillPerson(page, `Career${unique()}`);
    await waitFill(renderedAt);
    await page.getByRole("button", { name: "Apply Now" }).click();
    await expectToast(page, "Message sent!", "Thank you! Your submission has been received!");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("team pages", () => {
  test("the directory by department, a member's page and a message to them", async ({
    page,
    consoleErrors,
  }, info) => {
    await open(page, "/our-company/meet-our-team");
    await expect(page.getByRole("heading", { name: "Sales", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Office", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("team.png"), fullPage: true });

    await page.getByRole("link", { name: /Hannah Kowalski/ }).click();
    await expect(page).toHaveURL(/\/our-company\/meet-our-team\/hannah-kowalski$/);
    await expect(page).toHaveTitle(/^Hannah Kowalski - Sales \|/);
    await page.waitForLoadState("networkidle");
    const renderedAt = Date.now();
    await expect(page.getByRole("img", { name: "Hannah Kowalski" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("team-member.png"), fullPage: true });
    await page.getByLabel("Message", { exact: true }).fill("Could you send me a video of the Tahoe?");
    await fillPerson(page, `Staff${unique()}`);
    await waitFill(renderedAt);
    await page.getByRole("button", { name: "Send message" }).click();
    await expectToast(
      page,
      "Message sent!",
      "Your message was succesfully sent. Someone from our dealership team will contact with you soon.",
    );
    expect(consoleErrors).toEqual([]);
  });

  test("an unknown member is the 404 page", async ({ page, consoleErrors }) => {
    const response = await page.goto("/our-company/meet-our-team/nobody-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});

test.describe("service appointment", () => {
  test("books inside service hours; a Sunday is refused with its message", async ({
    page,
    consoleErrors,
  }, info) => {
    const { today } = dealershipClock();
    const [y, m, d] = today.split("-").map(Number) as [number, number, number];
    let sunday = today;
    for (let i = 1; weekdayOf(sunday) !== "Sunday" || sunday === today; i++)
      sunday = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);

    const renderedAt = await open(page, "/service/schedule");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("service-schedule.png"), fullPage: true });
    const date = page.getByLabel("Date", { exact: true });
    await date.fill(sunday);
    await date.blur();
    await expect(page.getByText("We're closed on Sundays. Please choose another day.")).toBeVisible();

    await page.getByLabel("Year", { exact: true }).fill("2019");
    await page.getByLabel("Make").fill("Toyota");
    await page.getByLabel("Model").fill("RAV4");
    await page.getByLabel("Oil and filter change").check();
    await page.getByLabel("Tire rotation").check();
    await date.fill(nextWeekday());
    await page.getByLabel("Time").selectOption({ label: "9:30 AM" });
    await page.getByLabel("Notes for the service team").fill("Please check the wipers too.");
    await fillPerson(page, `Service${unique()}`);
    await expectNoAxeViolations(page);
    await waitFill(renderedAt);
    await page.getByRole("button", { name: "Request appointment" }).click();
    await expectToast(page, "Appointment requested!", "Our service team will call you to confirm");
    expect(consoleErrors).toEqual([]);
  });

  test("the service page links to scheduling", async ({ page, consoleErrors }, info) => {
    await open(page, "/service");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("service.png"), fullPage: true });
    await page.getByRole("link", { name: "Schedule service" }).click();
    await expect(page).toHaveURL(/\/service\/schedule$/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("financing pre-approval", () => {
  test("no credit-score impact; sends, remembers the visitor, and the unchanged data again answers ok", async ({
    page,
    consoleErrors,
  }, info) => {
    const renderedAt = await open(page, "/auto-financing/apply-for-financing");
    await expect(page.getByText("No impact on your credit score")).toBeVisible();
    // The default layout (pre-approval financing is enabled in content/store.json).
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("apply-for-financing.png"), fullPage: true });
    await page.getByLabel("I am a co-applicant").check();
    await page.getByLabel("When do you plan to buy?").selectOption("Within a week");
    await fillPerson(page, `Finance${unique()}`);
    await page.getByLabel("Street address").fill("12 Elm Street");
    await page.getByLabel("City").fill("Moline");
    await page.getByLabel("State").selectOption("IL");
    await page.getByLabel("ZIP code").fill("61265");
    await waitFill(renderedAt);
    await page.getByRole("button", { name: "Get pre-approved" }).click();
    await expectToast(page, "Application received!", "usually within 24-48 hours");

    // The visitor profile cookie fills the form in next time; sending the same data again
    // stores nothing (tests/integration/lead-forms.test.ts checks the database) and answers ok.
    const again = await open(page, "/auto-financing/apply-for-financing");
    await expect(page.getByLabel("Street address")).toHaveValue("12 Elm Street");
    await expect(page.getByLabel("Last name", { exact: true })).toHaveValue(/^Finance/);
    await page.getByLabel("When do you plan to buy?").selectOption("Within a week");
    await waitFill(again);
    await page.getByRole("button", { name: "Get pre-approved" }).click();
    await expectToast(page, "Application received!", "usually within 24-48 hours");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("full credit application", () => {
  async function fillApplicant(page: Page, lastName: string) {
    await page.getByLabel("First name", { exact: true }).fill("Carla");
    await page.getByLabel("Last name", { exact: true }).fill(lastName);
    await page.getByLabel("Date of birth", { exact: true }).fill("1986-04-12");
    await page.getByLabel("E-mail", { exact: true }).fill("carla@example.com");
    await page.getByLabel("Phone", { exact: true }).fill("309-555-0144");
  }
  async function fillResidence(page: Page) {
    const current = page.getByRole("group", { name: "Current address", exact: true });
    await current.getByLabel("Street address").fill("400 River Drive");
    await current.getByLabel("City").fill("Moline");
    await current.getByLabel("State").selectOption("IL");
    await current.getByLabel("ZIP code").fill("61265");
    await current.getByLabel("Housing").selectOption("Rent");
    await current.getByLabel("Monthly rent or mortgage").fill("1150");
    await current.getByLabel("Years there").fill("3");
    await current.getByLabel("Months").fill("2");
  }
  async function fillEmployment(page: Page) {
    const job = page.getByRole("group", { name: "Current employment", exact: true });
    await job.getByLabel("Employer", { exact: true }).fill("John Deere");
    await job.getByLabel("Income type").selectOption("Full-time");
    await job.getByLabel("Monthly income (before taxes)").fill("4,800");
    await job.getByLabel("Years there").fill("6");
    await job.getByLabel("Months").fill("0");
  }

  test("in steps with progress: Next checks each step, then the application is sent", async ({
    page,
    consoleErrors,
  }, info) => {
    const renderedAt = await open(page, "/auto-financing/full-credit-application");
    const progress = page.getByTestId("progress-text");
    await expect(progress).toHaveText("Step 1 of 5");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("credit-step-1.png"), fullPage: true });

    const next = page.getByRole("button", { name: "Next" });
    await next.click();
    await expect(page.getByText("Enter your first name.")).toBeVisible();
    await expect(progress).toHaveText("Step 1 of 5");
    await fillApplicant(page, `Credit${unique()}`);
    await next.click();
    await expect(progress).toHaveText("Step 2 of 5");
    await expect(page.getByRole("heading", { name: /Where you live/ })).toBeFocused();

    await next.click();
    await expect(page.getByText("Enter your street address.")).toBeVisible();
    await fillResidence(page);
    await page.getByRole("button", { name: "Add a previous address" }).click();
    await expect(page.getByRole("group", { name: "Previous address 1" })).toBeVisible();
    await page.getByRole("button", { name: "Remove previous address 1" }).click();
    await expect(page.getByRole("group", { name: "Previous address 1" })).toHaveCount(0);
    await next.click();
    await expect(progress).toHaveText("Step 3 of 5");

    await fillEmployment(page);
    await expectNoAxeViolations(page);
    await next.click();
    await expect(progress).toHaveText("Step 4 of 5");
    await expect(page.getByLabel("Co-borrower phone")).toHaveCount(0);
    await page.getByLabel("Add a co-borrower to this application").check();
    await expect(page.getByLabel("Co-borrower phone")).toBeVisible();
    await page.getByLabel("Add a co-borrower to this application").uncheck();
    await next.click();
    await expect(progress).toHaveText("Step 5 of 5");

    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByText("This field is required").first()).toBeVisible();
    await page.getByLabel("Social Security number").fill("457-55-5462");
    await page.getByLabel(/I certify that the information/).check();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("credit-step-5.png"), fullPage: true });
    await waitFill(renderedAt);
    await page.getByRole("button", { name: "Submit application" }).click();
    await expectToast(page, "Application received!", "Our finance team is reviewing your application");
    await expect(progress).toHaveText("Step 1 of 5");
    expect(consoleErrors).toEqual([]);
  });

  test("without JavaScript: one long form with every section, sent in one post", async ({
    browser,
  }, info) => {
    const { page, close } = await noJsPage(browser, info);
    await page.goto("/auto-financing/full-credit-application");
    const renderedAt = Date.now();
    for (const title of ["About you", "Where you live", "Where you work", "Co-borrower", "Review and submit"])
      await expect(page.getByRole("heading", { name: new RegExp(title) })).toBeVisible();
    await page.screenshot({ path: info.outputPath("credit-nojs.png"), fullPage: true });
    await fillApplicant(page, `CreditNoJs${unique()}`);
    await fillResidence(page);
    await fillEmployment(page);
    await page.getByLabel("Social Security number", { exact: true }).fill("457-55-5462");
    await page.getByLabel(/I certify that the information/).check();
    await waitFill(renderedAt);
    await page.getByRole("button", { name: "Submit application" }).click();
    await expectToast(page, "Application received!", "Our finance team is reviewing your application");
    await close();
  });
});
