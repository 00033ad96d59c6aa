import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutScripts,
  FLOW,
  fillPerson,
  noJsPage,
  open,
  test,
  unexpectedErrors,
  unique,
  waitFill,
} from "./fixtures";
import { expectSentConfirmation } from "./short-form-confirmation";

/**
 * The company area's forms in Chromium at 390 and 1280 px: the contact form, careers, and the
 * team pages with the staff-member form. axe on each page, a screenshot, the browser's own
 * validation messages, a real submission and the confirmation it ends on in place of the form
 * (issue 17: one message, no toast, its heading focused and uncovered), and the contact form
 * with JavaScript turned off. The contact confirmation's old address says there is nothing to
 * confirm there.
 */

const CONTACT_SENT = {
  form: "contact-form",
  title: "Message sent!",
  reference: /^MSG-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
  next: "They call or e-mail you within one business day (Monday to Saturday).",
  phone: "(309) 555-0101",
};

test.describe("contact form", () => {
  test(
    "validates in the browser with the spec's messages, sends, and ends on its confirmation",
    FLOW,
    async ({ page, consoleErrors }, info) => {
      const renderedAt = await open(page, "/contact-us");
      await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Working hours" })).toBeVisible();
      await expect(page.getByRole("link", { name: /Directions to Fort Wayne, IN/ }).first()).toBeVisible();
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
      const lastName = `Browser${unique()}`;
      await fillPerson(page, lastName);
      await waitFill(renderedAt);
      await page.getByRole("button", { name: "Send message" }).click();
      await expectSentConfirmation(page, {
        ...CONTACT_SENT,
        sent: [
          "Your message was successfully sent. Someone from our dealership team will contact you soon.",
          "Financing options",
          "Do you work with first-time buyers?",
          `Ann ${lastName}`,
          "(309) 555-0123",
        ],
      });
      await expectNoAxeViolations(page);
      await page.screenshot({ path: info.outputPath("contact-sent.png") });
      await page.screenshot({ path: info.outputPath("contact-sent-full.png"), fullPage: true });
      // "Send another message" opens an empty form again.
      await page.getByRole("link", { name: "Send another message" }).click();
      await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
      expect(consoleErrors).toEqual([]);
    },
  );

  test(
    "without JavaScript: server messages, then the same confirmation, focused as it opens",
    FLOW,
    async ({ browser }, info) => {
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
      const lastName = `NoJs${unique()}`;
      await fillPerson(page, lastName);
      await waitFill(renderedAt);
      await page.getByRole("button", { name: "Send message" }).click();
      await page.waitForLoadState("load");
      // The post's own answer: what was typed never travels in a URL.
      expect(new URL(page.url()).pathname).toBe("/contact-us");
      await expectSentConfirmation(page, {
        ...CONTACT_SENT,
        sent: ["General questions", "Hello from a browser without JavaScript", `Ann ${lastName}`],
      });
      await expectNoAxeViolationsWithoutScripts(page, info.project.use.baseURL!);
      await page.screenshot({ path: info.outputPath("contact-sent-nojs.png") });
      await close();
    },
  );
});

test(
  "the contact confirmation's address confirms nothing nobody sent",
  FLOW,
  async ({ page, consoleErrors }, info) => {
    await open(page, "/amp-contact-request-confirmation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that confirmation");
    await expect(page.getByText("Message sent!")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "(309) 555-0101" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Send us a message" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await page.screenshot({ path: info.outputPath("contact-confirmation.png"), fullPage: true });
    expect(consoleErrors).toEqual([]);
  },
);

test.describe("careers form", () => {
  test(
    "'Apply Now' sends the application and ends on its confirmation",
    FLOW,
    async ({ page, consoleErrors }, info) => {
      const renderedAt = await open(page, "/our-company/careers");
      await page.screenshot({ path: info.outputPath("careers.png"), fullPage: true });
      await page.getByRole("button", { name: "Apply Now" }).click();
      await expect(page.getByText("Enter the position you are applying for.")).toBeVisible();
      await page.getByLabel("Position applied for").fill("Sales consultant");
      await page.getByLabel("Why are you a good fit?").fill("Five years selling cars, bilingual.");
      const lastName = `Career${unique()}`;
      await fillPerson(page, lastName);
      await waitFill(renderedAt);
      await page.getByRole("button", { name: "Apply Now" }).click();
      await expectSentConfirmation(page, {
        form: "careers-form",
        title: "Message sent!",
        reference: /^JOB-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
        sent: [
          "Thank you! Your submission has been received!",
          "Sales consultant",
          "Five years selling cars, bilingual.",
          `Ann ${lastName}`,
        ],
        next: "The manager gets back to you by phone or e-mail within a week.",
        phone: "(309) 555-0100",
      });
      await expectNoAxeViolations(page);
      await page.screenshot({ path: info.outputPath("careers-sent.png") });
      expect(consoleErrors).toEqual([]);
    },
  );
});

test.describe("team pages", () => {
  test(
    "the directory by department, a member's page and a message to them",
    FLOW,
    async ({ page, consoleErrors }, info) => {
      await open(page, "/our-company/meet-our-team");
      await expect(page.getByRole("heading", { name: "Sales", exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Office", exact: true })).toBeVisible();
      await page.screenshot({ path: info.outputPath("team.png"), fullPage: true });

      await page.getByRole("link", { name: /Hannah Kowalski/ }).click();
      await expect(page).toHaveURL(/\/our-company\/meet-our-team\/hannah-kowalski$/);
      await expect(page).toHaveTitle(/^Hannah Kowalski - Sales \|/);
      await page.waitForLoadState("networkidle");
      const renderedAt = Date.now();
      await expect(page.getByRole("img", { name: "Hannah Kowalski" })).toBeVisible();
      await page.screenshot({ path: info.outputPath("team-member.png"), fullPage: true });
      await page.getByLabel("Message", { exact: true }).fill("Could you send me a video of the Tahoe?");
      const lastName = `Staff${unique()}`;
      await fillPerson(page, lastName);
      await waitFill(renderedAt);
      await page.getByRole("button", { name: "Send message" }).click();
      await expectSentConfirmation(page, {
        form: "staff-message-form",
        title: "Message sent!",
        reference: /^MSG-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
        sent: ["Hannah Kowalski", "Could you send me a video of the Tahoe?", `Ann ${lastName}`],
        next: "calls or e-mails you within one business day (Monday to Saturday)",
        // Her store's phone (Fort Wayne).
        phone: "(260) 555-0180",
      });
      await expectNoAxeViolations(page);
      await page.screenshot({ path: info.outputPath("team-member-sent.png") });
      expect(consoleErrors).toEqual([]);
    },
  );

  test("an unknown member is the 404 page", async ({ page, consoleErrors }) => {
    const response = await page.goto("/our-company/meet-our-team/nobody-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
