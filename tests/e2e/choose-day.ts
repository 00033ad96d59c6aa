import type { Locator, Page } from "@playwright/test";
import { longDate } from "../../app/lib/format";
import type { Language } from "../../app/lib/i18n/languages";
import { expect } from "./fixtures";

/**
 * Chooses a day among a form's day chips (components/forms/day-chips.tsx: the test drive's,
 * the service scheduler's, the trade-in inspection's), as a visitor does: a click on the chip,
 * a label around a visually hidden radio read out as the whole date ("Tuesday, November 24",
 * "martes, 24 de noviembre"). Works with and without JavaScript.
 */
export async function chooseDay(scope: Page | Locator, date: string, language: Language = "en") {
  const page = "goto" in scope ? scope : scope.page();
  const radio = page.getByRole("radio", { name: longDate(date, language), exact: true });
  await scope.locator("label").filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/** The days a form's chips offer (YYYY-MM-DD, their radios' values), in order. */
export async function daysOffered(group: Locator): Promise<string[]> {
  return group
    .locator("input[type=radio]")
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
}
