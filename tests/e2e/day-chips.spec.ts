import type { Locator } from "@playwright/test";
import { addDays, dealershipClock, weekdayOf } from "../../app/features/service/clock";
import { formatDate, longDate } from "../../app/lib/format";
import { followRedirect, openForm, postForm } from "../support/form-client";
import { chooseDay, daysOffered } from "./choose-day";
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutScripts,
  FLOW,
  nextWeekday,
  noJsPage,
  open,
  test,
  unique,
  waitFill,
} from "./fixtures";

/**
 * The trade-in inspection's day chips at 1280 px, with JavaScript and without: the store's
 * open days from today to the offer's last day, a closed Sunday never offered, the chosen
 * day's times only, and the booking. The questionnaire itself is sell-trade.spec.ts's: here
 * the offer is made by posting its pages as a browser without JavaScript would.
 */

const TRADE_IN_PATH = "/sell-trade-my-car/your-vehicle";
const PAGES: Array<[string, Record<string, string | string[]>]> = [
  [
    "vehicle",
    { licencePlate: "TRD 415", state: "IL", year: "2019", make: "Honda", model: "Civic", trim: "EX" },
  ],
  ["details", { mileage: "62000", exteriorColor: "Blue" }],
  ["condition", { "answer-100": "great" }],
  [
    "history",
    {
      "answer-101": "none",
      "answer-102": "clean",
      "answer-103": "no",
      "answer-104": "no",
      "answer-105": "two",
      "answer-106": "none",
    },
  ],
  ["finance", { "answer-500": "none" }],
  ["comments", { "answer-600": "" }],
];

/** A fresh offer's signed link: the questionnaire posted page by page, then the contact page. */
async function offerLink(baseURL: string): Promise<string> {
  const site = { url: baseURL };
  let page = await openForm(site, TRADE_IN_PATH);
  const send = async (step: string, fields: Record<string, string | string[]>, waitFill = false) => {
    const { response, html } = await postForm(
      site,
      `${TRADE_IN_PATH}?step=${step}`,
      page,
      { step, ...fields },
      { waitFill },
    );
    expect(response.status, `${step}: ${html.replace(/<[^>]+>/g, " ").slice(0, 400)}`).toBe(303);
    return response;
  };
  for (const [step, fields] of PAGES)
    page = await followRedirect(site, await send(step, fields), page.cookie);
  const lastName = `Chips${unique()}`;
  const sent = await send(
    "contact",
    {
      firstName: "Ann",
      lastName,
      email: `ann.${lastName.toLowerCase()}@example.com`,
      phone: "(309) 555-0123",
    },
    true,
  );
  return sent.headers.get("location")!;
}

/** How the offer page writes the day booked: "Friday, 11/27/26". */
const bookedDate = (date: string) => `${weekdayOf(date)}, ${formatDate(date)}`;

/** The offer is valid 7 days: its chips run from today, each an open day, the Sunday in between left out. */
async function expectOpenDaysToExpiry(days: Locator) {
  const { today } = dealershipClock();
  const offered = await daysOffered(days);
  expect(offered.length).toBeGreaterThanOrEqual(5);
  expect([...offered].sort()).toEqual(offered);
  expect(offered[0]! >= today && offered.at(-1)! <= addDays(today, 7)).toBe(true);
  expect(offered.filter((d) => weekdayOf(d) === "Sunday")).toEqual([]);
  let sunday = addDays(today, 1);
  while (weekdayOf(sunday) !== "Sunday") sunday = addDays(sunday, 1);
  await expect(days.getByRole("radio", { name: longDate(sunday), exact: true })).toHaveCount(0);
}

test.describe("the trade-in inspection's day chips (1280 px)", () => {
  // A whole booking with two axe runs: beyond 30 s on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 });
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, "seen at 1280 px");

  test("offer the open days up to the offer's expiry and the chosen day's times; the inspection is booked", async ({
    page,
    baseURL,
    consoleErrors,
  }, info) => {
    const link = await offerLink(baseURL!);
    const renderedAt = await open(page, link);
    const days = page.getByRole("group", { name: "Date", exact: true });
    await expectOpenDaysToExpiry(days);
    await page.getByRole("radio", { name: "Cash now" }).check();
    await page.getByRole("radio", { name: /^Rockford, IL/ }).check();
    // A Saturday's times end at 4:30 PM (sales close at 5:00 PM); a weekday's at 6:30 PM or 5:30 PM.
    const offered = await daysOffered(days);
    // Not today (times passed) nor the offer's last day (times up to its expiry).
    const { today } = dealershipClock();
    const saturday = offered.find((d) => weekdayOf(d) === "Saturday" && d > today && d < addDays(today, 7));
    const time = page.getByLabel("Time", { exact: true });
    if (saturday) {
      await chooseDay(days, saturday);
      await expect(time.locator("option").last()).toHaveText("4:30 PM");
    }
    const day = nextWeekday();
    await chooseDay(days, day);
    await expect(time.locator("option").nth(1)).toHaveText("9:00 AM");
    await time.selectOption({ label: "10:30 AM" });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("inspection-day-chips-1280.png"), fullPage: true });
    await waitFill(renderedAt);
    await page.getByRole("button", { name: "Book my inspection" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Your inspection is booked" })).toBeVisible();
    await expect(page.getByTestId("inspection-booked")).toContainText(`${bookedDate(day)} at 10:30 AM`);
    expect(consoleErrors).toEqual([]);
  });

  test(
    "without JavaScript the chips are the form's radios, and the inspection is booked",
    FLOW,
    async ({ browser, baseURL }, info) => {
      const link = await offerLink(baseURL!);
      const { page, close } = await noJsPage(browser, info);
      await page.goto(link);
      const renderedAt = Date.now();
      const days = page.getByRole("group", { name: "Date", exact: true });
      await expectOpenDaysToExpiry(days);
      await page.getByRole("radio", { name: "Cash now" }).check();
      await page.getByRole("radio", { name: /^Elkhart, IN/ }).check();
      const day = nextWeekday();
      await chooseDay(days, day);
      await page.getByLabel("Time", { exact: true }).selectOption({ label: "10:30 AM" });
      await expectNoAxeViolationsWithoutScripts(page, info.project.use.baseURL!);
      await waitFill(renderedAt);
      await page.getByRole("button", { name: "Book my inspection" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Your inspection is booked" })).toBeVisible();
      await expect(page.getByTestId("inspection-booked")).toContainText(`${bookedDate(day)} at 10:30 AM`);
      await close();
    },
  );
});
