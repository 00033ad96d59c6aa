import type { Locator, Page } from "@playwright/test";
import { loadSettings } from "../../app/features/company/settings.server";
import { generateDemoInventory } from "../../app/features/inventory/demo-data/generate";
import { vehicleUrl } from "../../app/features/inventory/urls";
import { INSPECTION_MESSAGES } from "../../app/features/leads/forms/sell-trade-inspection";
import { SERVICE_MESSAGES } from "../../app/features/leads/forms/service";
import { VEHICLE_QUESTION_TOASTS } from "../../app/features/leads/forms/vehicle-question";
import { MESSAGES } from "../../app/features/leads/model/validation";
import { ANSWER_MESSAGES } from "../../app/features/trade-in/answers";
import { spanish } from "../support/spanish-words";
import { expect, FLOW, open, test, unexpectedErrors, unique, waitFill } from "./fixtures";
import { expectSentConfirmation } from "./short-form-confirmation";

/**
 * Every lead form can be filled in and sent by keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7, 3.3.1):
 * the ones no other spec walks by keyboard (the pre-approval, the credit application, the
 * price gates and the private inventory have theirs in their own specs). After the page has
 * loaded, only the keyboard: Tab and Shift+Tab, typing, arrows in radio groups and selects,
 * Space and Enter; never a click or a fill. For each form: sent empty (or with one wrong
 * field), the spec's messages show, each on a field marked aria-invalid whose
 * aria-describedby names the visible message, and the focus is on the first field in error;
 * then filled in field after field in reading order, each stop showing its focus, and sent:
 * the confirmation, with the focus on its heading (or on what the page says was done).
 * Contact, service and the car page's leads at 1280 px; a team member's message at 390 px;
 * the trade-in from its landing page to the offer and a booked inspection; in Spanish the
 * trade-in's first page and the careers form.
 */

/** The page's words for an English text: itself, or `spanish` for a page under /es. */
type Words = (english: string) => string;
const english: Words = (text) => text;

/** The focused element, for a failure message. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "nothing";
    return `${el.tagName.toLowerCase()}#${el.id} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
  });

/** The focused element shows a focus indicator (its own outline, or its label's for a chip). */
async function expectFocusShown(page: Page) {
  const shown = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const outlined = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    };
    return outlined(el) || outlined(el.closest("label")) || getComputedStyle(el).boxShadow !== "none";
  });
  expect(shown, `focus indicator on ${await focusedName(page)}`).toBe(true);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus: it is reachable, in that direction. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  await expect(target).toBeAttached();
  for (let press = 0; press < max; press++) {
    if (await isFocused(target)) {
      await expectFocusShown(page);
      return;
    }
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(
    `${max} presses of ${back ? "Shift+Tab" : "Tab"} never reached it; at ${await focusedName(page)}`,
  );
}

/**
 * As a keyboard user starts on a page: the first Tab shows the skip link, Enter on it moves on
 * past the header and its menus to the page's own content.
 */
async function skipToContent(page: Page, words = english) {
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: words("Skip to content") })).toBeFocused();
  await expectFocusShown(page);
  await page.keyboard.press("Enter");
}

/** One Tab: the next stop is `target` (the focus order is the form's order), then types `text`. */
async function tabAndType(page: Page, target: Locator, text: string) {
  await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
  await expectFocusShown(page);
  if (text) await page.keyboard.type(text);
}

/**
 * The field shows `message` and says so to assistive technology: aria-invalid, and an
 * aria-describedby that names the visible message.
 */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  const page = field.page();
  const texts = await Promise.all(
    ids.map(async (id) => {
      const described = page.locator(`[id="${id}"]`);
      return (await described.isVisible()) ? (await described.textContent())?.trim() : undefined;
    }),
  );
  expect(texts, "the messages the field is described by").toContain(message);
}

/** Fills a visitor's name, e-mail and phone by keyboard, the first name already focused. */
async function typePerson(page: Page, scope: Locator, lastName: string, words = english) {
  await expect(scope.getByLabel(words("First name"), { exact: true })).toBeFocused();
  await page.keyboard.type("Ann");
  await tabAndType(page, scope.getByLabel(words("Last name"), { exact: true }), lastName);
  await tabAndType(
    page,
    scope.getByLabel(words("E-mail"), { exact: true }),
    `ann.${lastName.toLowerCase()}@example.com`,
  );
  await tabAndType(page, scope.getByLabel(words("Phone"), { exact: true }), "(309) 555-0123");
}

test.describe("the contact form by keyboard", () => {
  test(
    "contact: empty, the messages on their fields and the focus on the first; then sent",
    FLOW,
    async ({ page, consoleErrors }) => {
      const renderedAt = await open(page, "/contact-us");
      await skipToContent(page);
      const topic = page.getByLabel("How can we help?");
      const message = page.getByLabel("Message", { exact: true });
      const send = page.getByRole("button", { name: "Send message" });
      await tabTo(page, topic);
      // Every field in the order it is read, then the privacy link, then Send.
      await tabAndType(page, message, "");
      await tabAndType(page, page.getByLabel("First name", { exact: true }), "");
      await tabAndType(page, page.getByLabel("Last name", { exact: true }), "");
      await tabAndType(page, page.getByLabel("E-mail", { exact: true }), "");
      await tabAndType(page, page.getByLabel("Phone", { exact: true }), "");
      await tabTo(page, send, { max: 3 });
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alert")).toContainText("Please check the");
      await expectFieldError(topic, MESSAGES.required);
      await expectFieldError(message, MESSAGES.message);
      await expectFieldError(page.getByLabel("First name", { exact: true }), MESSAGES.firstName);
      await expect(topic).toBeFocused();
      await expectFocusShown(page);

      await page.keyboard.press("ArrowDown");
      await expect(topic).not.toHaveValue("");
      await tabAndType(page, message, "Do you work with first-time buyers?");
      await page.keyboard.press("Tab");
      const lastName = `Keys${unique()}`;
      await typePerson(page, page.getByRole("main"), lastName);
      await waitFill(renderedAt);
      await page.keyboard.press("Enter");
      await expectSentConfirmation(page, {
        form: "contact-form",
        title: "Message sent!",
        reference: /^MSG-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
        sent: ["Do you work with first-time buyers?", `Ann ${lastName}`],
        next: "They call or e-mail you within one business day (Monday to Saturday).",
        phone: "(309) 555-0101",
      });
      expect(consoleErrors).toEqual([]);
    },
  );
});

test.describe("the service scheduler by keyboard", () => {
  test(
    "one field typed, Enter: every message on its field, the focus on the store; then booked",
    FLOW,
    async ({ page, consoleErrors }) => {
      const renderedAt = await open(page, "/service/schedule");
      await skipToContent(page);
      const stores = page.getByRole("group", { name: "Store", exact: true }).getByRole("radio");
      const year = page.getByLabel("Year", { exact: true });
      await tabTo(page, stores.first());
      await tabTo(page, year, { max: 4 });
      await page.keyboard.type("2016");
      // Enter in a field sends the form (its hidden default button), as in any form.
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alert")).toContainText("Please check the");
      await expectFieldError(stores.first(), SERVICE_MESSAGES.store);
      const days = page.getByRole("group", { name: "Date", exact: true }).getByRole("radio");
      await expectFieldError(days.first(), MESSAGES.required);
      await expectFieldError(page.getByLabel("Time", { exact: true }), SERVICE_MESSAGES.time);
      await expectFieldError(page.getByLabel("Make"), MESSAGES.make);
      await expectFieldError(page.getByLabel("Model"), MESSAGES.model);
      await expectFieldError(page.getByLabel("Oil and filter change"), SERVICE_MESSAGES.services);
      await expectFieldError(page.getByLabel("First name", { exact: true }), MESSAGES.firstName);
      await expect(stores.first()).toBeFocused();
      await expectFocusShown(page);

      // The store: Space takes the focused one; the days follow it. A day: the arrow moves to
      // the next chip and chooses it (the first may be today, whose times may be over).
      await page.keyboard.press("Space");
      await expect(stores.first()).toBeChecked();
      await page.keyboard.press("Tab");
      await expect(days.first()).toBeFocused();
      await expectFocusShown(page);
      await page.keyboard.press("ArrowRight");
      await expect(days.nth(1)).toBeChecked();
      const time = page.getByLabel("Time", { exact: true });
      await page.keyboard.press("Tab");
      await expect(time).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(time).not.toHaveValue("");
      await tabAndType(page, year, "");
      await tabAndType(page, page.getByLabel("Make"), "Ford");
      await tabAndType(page, page.getByLabel("Model"), "Escape");
      await tabAndType(page, page.getByRole("checkbox").first(), " ");
      await expect(page.getByRole("checkbox").first()).toBeChecked();
      await tabTo(page, page.getByLabel("First name", { exact: true }), { max: 12 });
      await typePerson(page, page.getByRole("main"), `Keys${unique()}`);
      await waitFill(renderedAt);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/service\/schedule\/confirmation\?ref=SVC-/);
      const heading = page.getByRole("heading", { level: 1, name: "Your appointment is requested" });
      await expect(heading).toBeFocused();
      await expect(page.getByText(/^SVC-[0-9A-Z]{4}-[0-9A-Z]{4}$/)).toBeVisible();
      expect(consoleErrors).toEqual([]);
    },
  );
});

test.describe("the car page's leads by keyboard", () => {
  // The server seeds the demo inventory on first start: the same car as vehicle-page-leads.spec.ts.
  const car = generateDemoInventory({ count: 320 }).find(
    (v) => v.oldPrice === null && v.condition === "used" && v.bodyStyle === "suvs",
  )!;

  test(
    "check availability, then the test drive dialog's four steps",
    FLOW,
    async ({ page, consoleErrors }) => {
      const renderedAt = await open(page, vehicleUrl(car));
      await skipToContent(page);
      const form = page.getByRole("region", { name: "Check availability" });
      const question = form.getByLabel("Your question");
      const send = form.getByRole("button", { name: "Check availability" });
      await tabTo(page, question, { max: 200 });
      // The form's code comes as it is first used (components/ui/load-on-use.tsx): the focus
      // brings it, and Enter is checked in the browser once it runs.
      await expect(form.locator('input[name="enhanced"]')).toHaveValue("1");
      // The suggested question taken out, then sent empty.
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.press("Delete");
      await tabTo(page, send, { max: 8 });
      await page.keyboard.press("Enter");
      await expectFieldError(question, MESSAGES.message);
      await expectFieldError(form.getByLabel("First name", { exact: true }), MESSAGES.firstName);
      await expect(question).toBeFocused();
      await expectFocusShown(page);
      await page.keyboard.type("Is it still here on Saturday morning?");
      await page.keyboard.press("Tab");
      const lastName = `Keys${unique()}`;
      await typePerson(page, form, lastName);
      await waitFill(renderedAt);
      await page.keyboard.press("Enter");
      await expectSentConfirmation(page, {
        form: "vehicle-question-form",
        title: VEHICLE_QUESTION_TOASTS.success.summary,
        reference: /^CAR-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
        sent: [VEHICLE_QUESTION_TOASTS.success.detail, car.stockNumber, `Ann ${lastName}`],
        next: "within one business day (Monday to Saturday)",
        phone: loadSettings("content").locations.find((l) => l.key === car.locationKey)!.phone,
      });

      const opener = page.getByRole("button", { name: "Schedule a test drive" });
      // It sits above the form, beside the price: back there with Shift+Tab.
      await tabTo(page, opener, { back: true, max: 60 });
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Schedule a test drive" });
      await expect(dialog).toBeVisible();
      // The dialog opens on its close button; its first step follows.
      await expect(dialog.getByRole("button", { name: "Close the scheduler" })).toBeFocused();
      const continueButton = dialog.getByRole("button", { name: "Continue" });
      await tabTo(page, continueButton, { max: 20 });
      await page.keyboard.press("Enter");
      const days = dialog.getByRole("radio");
      await expectFieldError(days.first(), "Choose a day for your test drive.");
      await expect(days.first()).toBeFocused();
      await expectFocusShown(page);
      await page.keyboard.press("ArrowRight");
      await expect(days.nth(1)).toBeChecked();
      await tabTo(page, continueButton, { max: 5 });
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("heading", { name: "Step 2 of 4: Choose a time" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("radio").first()).toBeFocused();
      await page.keyboard.press("Space");
      await expect(dialog.getByRole("radio").first()).toBeChecked();
      await tabTo(page, continueButton, { max: 5 });
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("heading", { name: "Step 3 of 4: Confirm your details" })).toBeFocused();
      // The details just sent with the question are filled in: one of them made wrong.
      const email = dialog.getByLabel("E-mail", { exact: true });
      await expect(email).toHaveValue(`ann.${lastName.toLowerCase()}@example.com`);
      await tabTo(page, email, { max: 5 });
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("ann@example");
      await tabTo(page, continueButton, { max: 8 });
      await page.keyboard.press("Enter");
      await expectFieldError(email, MESSAGES.invalidEmail);
      await expect(email).toBeFocused();
      await expectFocusShown(page);
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("ann@example.com");
      // Enter in a field means Continue.
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("heading", { name: "Step 4 of 4: Schedule" })).toBeFocused();
      await tabTo(page, dialog.getByRole("button", { name: "Schedule test drive" }), { max: 20 });
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("test-drive-booked")).toBeFocused();
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    },
  );
});

/** Tabs to the page's Continue (or `button`) and presses Enter: the next page's heading takes the focus. */
async function continueTo(page: Page, heading: string, button = "Continue") {
  await tabTo(page, page.getByRole("button", { name: button }), { max: 40 });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeFocused();
}

/**
 * Answers a question by keyboard: Tab into its group; in radio buttons the arrow moves to the
 * answer and chooses it (Space the first); a checkbox is reached by Tab and ticked by Space.
 */
async function answer(page: Page, question: string, label: string) {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const group = page.getByRole("group", { name: new RegExp(`^${literal(question)}`) });
  const name = new RegExp(`^${literal(label)}`);
  if ((await group.getByRole("checkbox").count()) > 0) {
    const box = group.getByRole("checkbox", { name });
    await tabTo(page, box, { max: 12 });
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
    return;
  }
  const radios = group.getByRole("radio");
  const target = group.getByRole("radio", { name });
  await tabTo(page, radios.first(), { max: 12 });
  if (await isFocused(target)) await page.keyboard.press("Space");
  for (let press = 0; press < 10 && !(await target.isChecked()); press++)
    await page.keyboard.press("ArrowDown");
  await expect(target).toBeChecked();
  await expect(target).toBeFocused();
}

test.describe("the trade-in by keyboard", () => {
  test(
    "from the landing page's start form through every page to the offer, then the inspection booked",
    FLOW,
    async ({ page, consoleErrors }) => {
      // Eleven pages by keyboard on a busy two-core machine.
      test.setTimeout(90_000);
      await open(page, "/sell-trade-my-car");
      await skipToContent(page);
      await tabTo(page, page.getByLabel("VIN (optional)"), { max: 200 });
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Get my offer" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/sell-trade-my-car\/your-vehicle/);
      await page.waitForLoadState("networkidle");
      await skipToContent(page);

      // Sent empty from the first field: the spec's three messages, the focus on the year.
      const year = page.getByLabel("Year");
      await tabTo(page, page.getByLabel("VIN"), { max: 60 });
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alert")).toContainText("Please check the 3 fields marked below.");
      await expectFieldError(year, MESSAGES.year);
      await expectFieldError(page.getByLabel("Make"), MESSAGES.make);
      await expectFieldError(page.getByLabel("Model"), MESSAGES.model);
      await expect(year).toBeFocused();
      await expectFocusShown(page);
      await page.keyboard.type("2019");
      await tabAndType(page, page.getByLabel("Make"), "Honda");
      await tabAndType(page, page.getByLabel("Model"), "Civic");
      await tabAndType(page, page.getByLabel("Trim"), "EX");
      await continueTo(page, "Mileage, color and options");

      await tabTo(page, page.getByLabel("Mileage"), { max: 10 });
      await page.keyboard.type("62,000");
      // A select takes the typed name of an option.
      await tabAndType(page, page.getByLabel("Exterior color"), "Blue");
      await expect(page.getByLabel("Exterior color")).toHaveValue("Blue");
      await continueTo(page, "Overall condition");

      // A required radio group sent unanswered: its message on the buttons, the focus on the first.
      await tabTo(page, page.getByRole("button", { name: "Continue" }), { max: 20 });
      await page.keyboard.press("Enter");
      const condition = page.getByRole("group", { name: /^What is the overall condition of your vehicle\?/ });
      await expectFieldError(condition.getByRole("radio").first(), ANSWER_MESSAGES.required);
      await expect(condition.getByRole("radio").first()).toBeFocused();
      await expectFocusShown(page);
      await answer(page, "What is the overall condition of your vehicle?", "Good");
      await continueTo(page, "History");
      await answer(page, "Has the vehicle been in an accident?", "No accidents");
      await answer(page, "What kind of title does the vehicle have?", "Clean");
      await answer(page, "Has anyone smoked in the vehicle?", "Yes");
      await answer(page, "Have pets ridden in the vehicle?", "No");
      await answer(page, "How many keys or key fobs come with the vehicle?", "Two or more");
      await answer(page, "Has the vehicle been modified from how it left the factory?", "No, it is stock");
      await continueTo(page, "Wear and tear");
      await answer(page, "Does the body have any of these?", "Scratches or scuffs");
      await answer(page, "Is any glass cracked or chipped?", "No");
      await answer(page, "Are any warning lights on while the engine runs?", "No warning lights");
      await answer(page, "How many tires need to be replaced?", "None");
      await answer(page, "Does the interior have any of these?", "None of these");
      await answer(page, "How do the brakes feel?", "Quiet and smooth");
      await continueTo(page, "Loan or lease");
      await answer(
        page,
        "Is there a loan or lease on the vehicle?",
        "Yes, a loan from a bank or credit union",
      );
      // The balance shows once a loan is chosen, and is the next stop.
      await tabAndType(page, page.getByLabel("About how much is left to pay?"), "4,800");
      await continueTo(page, "Anything else");
      await tabTo(page, page.getByLabel("Anything else we should know?"), { max: 10 });
      await page.keyboard.type("Winter tires included.");
      await continueTo(page, "Your contact details");
      const contactShown = Date.now();

      await tabTo(page, page.getByRole("button", { name: "See my offer" }), { max: 20 });
      await page.keyboard.press("Enter");
      await expectFieldError(page.getByLabel("First name", { exact: true }), MESSAGES.firstName);
      await expectFieldError(page.getByLabel("E-mail", { exact: true }), MESSAGES.required);
      await typePerson(page, page.getByRole("main"), `Seller${unique()}`);
      await waitFill(contactShown);
      await page.keyboard.press("Enter");
      const offer = page.getByRole("heading", { level: 1, name: "Your offer for the 2019 Honda Civic EX" });
      await expect(offer).toBeVisible();
      // The page the button led to has the focus on its heading (app/routes/sell-trade/your-offer.tsx).
      await expect(offer).toBeFocused();
      const offerShown = Date.now();

      // The inspection: sent empty, then booked.
      const book = page.getByRole("button", { name: "Book my inspection" });
      await tabTo(page, book, { max: 80 });
      await page.keyboard.press("Enter");
      // The one offer there is comes chosen; the store, the day and the time are asked for.
      await expect(page.getByRole("radio", { name: "Cash now" })).toBeChecked();
      const firstStore = page.getByRole("group", { name: "Store" }).getByRole("radio").first();
      await expectFieldError(firstStore, INSPECTION_MESSAGES.location);
      const days = page.getByRole("group", { name: "Date" }).getByRole("radio");
      await expectFieldError(days.first(), MESSAGES.required);
      await expectFieldError(page.getByLabel("Time"), INSPECTION_MESSAGES.time);
      await expect(firstStore).toBeFocused();
      await expectFocusShown(page);
      await page.keyboard.press("Space");
      await page.keyboard.press("Tab");
      await expect(days.first()).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(days.nth(1)).toBeChecked();
      await page.keyboard.press("Tab");
      await expect(page.getByLabel("Time")).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(page.getByLabel("Time")).not.toHaveValue("");
      await page.keyboard.press("Tab");
      await expect(book).toBeFocused();
      await waitFill(offerShown);
      await page.keyboard.press("Enter");
      // The booking replaces its form: the focus goes to what it says, not to the page's body.
      await expect(page.getByRole("heading", { level: 2, name: "Your inspection is booked" })).toBeFocused();
      await expect(page.getByTestId("inspection-booked")).toContainText("Quad Cities Auto Group");
      await waitFill(offerShown);
      expect(consoleErrors).toEqual([]);
    },
  );
});

test.describe("a team member's message on a phone, by keyboard", () => {
  test("empty, the messages on their fields and the focus on the first; then sent", {
    tag: "@narrow-only",
  }, async ({ page, consoleErrors }) => {
    const renderedAt = await open(page, "/our-company/meet-our-team/marcus-bennett");
    await skipToContent(page);
    const message = page.getByLabel("Message", { exact: true });
    await tabTo(page, message, { max: 60 });
    await tabTo(page, page.getByRole("button", { name: "Send message" }), { max: 8 });
    await page.keyboard.press("Enter");
    await expectFieldError(message, MESSAGES.message);
    await expectFieldError(page.getByLabel("First name", { exact: true }), MESSAGES.firstName);
    await expectFieldError(page.getByLabel("Phone", { exact: true }), MESSAGES.required);
    await expect(message).toBeFocused();
    await expectFocusShown(page);
    await page.keyboard.type("Is the red pickup still on the lot?");
    await page.keyboard.press("Tab");
    const lastName = `Phone${unique()}`;
    await typePerson(page, page.getByRole("main"), lastName);
    await waitFill(renderedAt);
    await page.keyboard.press("Enter");
    await expectSentConfirmation(page, {
      form: "staff-message-form",
      title: "Message sent!",
      reference: /^MSG-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
      sent: ["Marcus Bennett", "Is the red pickup still on the lot?", `Ann ${lastName}`],
      next: "within one business day (Monday to Saturday)",
      phone: "(309) 555-0101",
    });
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("in Spanish, by keyboard", () => {
  test(
    "the trade-in's first page and the careers form: the Spanish messages, then on",
    FLOW,
    async ({ page, consoleErrors }) => {
      await open(page, "/es/sell-trade-my-car");
      await skipToContent(page, spanish);
      await tabTo(page, page.getByLabel(spanish("VIN (optional)")), { max: 200 });
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: spanish("Get my offer") })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/es\/sell-trade-my-car\/your-vehicle/);
      await page.waitForLoadState("networkidle");
      await skipToContent(page, spanish);
      const year = page.getByLabel(spanish("Year"), { exact: true });
      await tabTo(page, page.getByLabel(spanish("VIN (optional)")), { max: 60 });
      await page.keyboard.press("Enter");
      await expectFieldError(year, spanish(MESSAGES.year));
      await expectFieldError(page.getByLabel(spanish("Make"), { exact: true }), spanish(MESSAGES.make));
      await expectFieldError(page.getByLabel(spanish("Model"), { exact: true }), spanish(MESSAGES.model));
      await expect(year).toBeFocused();
      await page.keyboard.type("2019");
      await tabAndType(page, page.getByLabel(spanish("Make"), { exact: true }), "Honda");
      await tabAndType(page, page.getByLabel(spanish("Model"), { exact: true }), "Civic");
      await continueTo(page, spanish("Mileage, color and options"), spanish("Continue"));

      const renderedAt = await open(page, "/es/our-company/careers");
      await skipToContent(page, spanish);
      const position = page.getByLabel(spanish("Position applied for"));
      await tabTo(page, position, { max: 80 });
      await page.keyboard.press("Enter");
      await expectFieldError(position, spanish("Enter the position you are applying for."));
      await expectFieldError(page.getByLabel(spanish("Why are you a good fit?")), spanish(MESSAGES.message));
      await expectFieldError(
        page.getByLabel(spanish("First name"), { exact: true }),
        spanish(MESSAGES.firstName),
      );
      await expect(position).toBeFocused();
      await expectFocusShown(page);
      await page.keyboard.type("Vendedor");
      await tabAndType(
        page,
        page.getByLabel(spanish("Why are you a good fit?")),
        "Cinco años vendiendo autos.",
      );
      await page.keyboard.press("Tab");
      const lastName = `Teclado${unique()}`;
      await typePerson(page, page.getByRole("main"), lastName, spanish);
      await waitFill(renderedAt);
      await page.keyboard.press("Enter");
      await expectSentConfirmation(page, {
        form: "careers-form",
        title: spanish("Message sent!"),
        reference: /^JOB-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
        sent: ["Vendedor", "Cinco años vendiendo autos.", `Ann ${lastName}`],
        next: spanish("The manager gets back to you by phone or e-mail within a week."),
        phone: "(309) 555-0100",
      });
      expect(consoleErrors).toEqual([]);
    },
  );
});
