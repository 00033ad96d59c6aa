import {
  expect,
  expectNoAxeViolations,
  expectToast,
  fillPerson,
  noJsPage,
  open,
  test,
  unexpectedErrors,
  unique,
  waitFill,
} from "./fixtures";

/**
 * The company area's forms in Chromium at 390 and 1280 px: the contact form and its
 * confirmation page, careers, and the team pages with the staff-member form. axe on each
 * page, a screenshot, the browser's own validation messages, a real submission and its
 * toast, and the contact form with JavaScript turned off.
 */

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
      "Your message was successfully sent. Someone from our dealership team will contact you soon.",
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
      "Your message was successfully sent. Someone from our dealership team will contact you soon.",
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
      "Your message was successfully sent. Someone from our dealership team will contact you soon.",
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
