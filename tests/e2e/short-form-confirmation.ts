import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * What a short form (contact, careers, a staff member, a car's "Check availability") ends on
 * (issue 17): ONE message, in place of the form, its heading focused and uncovered (on a
 * phone no toast lies over it: there is none), with a reference, what was sent, what happens
 * next and when, and the store's phone as a tel: link. The same with and without JavaScript.
 */
export async function expectSentConfirmation(
  page: Page,
  expected: {
    /** The form's id: the form is gone. */
    form: string;
    /** The form's success words: the confirmation's heading. */
    title: string;
    reference: RegExp;
    /** What the visitor typed, shown back. */
    sent: string[];
    /** What happens next, and when. */
    next: string | RegExp;
    phone: string;
  },
) {
  const confirmation = page.getByTestId("lead-form-sent");
  await expect(confirmation).toBeVisible();
  const heading = confirmation.getByRole("heading", { level: 2, name: expected.title });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // One message: the form is gone, and no toast repeats it.
  await expect(page.locator(`#${expected.form}`)).toHaveCount(0);
  await expect(page.getByTestId("toast")).toHaveCount(0);
  await expect(confirmation.getByText(expected.reference)).toBeVisible();
  for (const text of expected.sent) await expect(confirmation).toContainText(text);
  await expect(confirmation).toContainText(expected.next);
  await expect(confirmation.getByRole("link", { name: expected.phone })).toHaveAttribute(
    "href",
    /^tel:\+1\d{10}$/,
  );
  await expectUncovered(page, `#${expected.form}-sent-heading`);
}

/** Nothing lies over the element (the sticky header, a toast): the element at its centre and its left end is its own. */
export async function expectUncovered(page: Page, selector: string) {
  const covered = await page.evaluate((selector) => {
    const element = document.querySelector(selector)!;
    const box = element.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 4, box.top + 4],
    ] as const;
    return points
      .map(([x, y]) => document.elementFromPoint(x, y))
      .filter((hit) => !hit || !element.contains(hit))
      .map((hit) => hit?.outerHTML.slice(0, 120) ?? "nothing");
  }, selector);
  expect(covered).toEqual([]);
}
