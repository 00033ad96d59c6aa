import type { Locator } from "@playwright/test";
import { DAY_CHIPS } from "../../app/features/leads/forms/test-drive-calendar";
import { addDays, dealershipClock, weekdayOf } from "../../app/features/service/clock";
import { longDate } from "../../app/lib/format";
import { chooseDay, daysOffered } from "./choose-day";
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutScripts,
  FLOW,
  fillPerson,
  nextWeekday,
  noJsPage,
  open,
  test,
  unique,
  waitFill,
} from "./fixtures";

/**
 * The service page and the service scheduler in Chromium at 390 and 1280 px: axe, a
 * screenshot, the day chips (the store's open days only, a closed Sunday never offered), a
 * real booking and its confirmation, with JavaScript and without.
 */

/** The next Sunday after the dealership's today: the service department is closed. */
function nextSunday(): string {
  let day = addDays(dealershipClock().today, 1);
  while (weekdayOf(day) !== "Sunday") day = addDays(day, 1);
  return day;
}

/** The chips offer the store's next open days only: ascending, no Sunday, two weeks of them. */
async function expectOpenDaysOnly(days: Locator) {
  const offered = await daysOffered(days);
  expect(offered).toHaveLength(DAY_CHIPS);
  expect([...offered].sort()).toEqual(offered);
  expect(offered.filter((d) => weekdayOf(d) === "Sunday")).toEqual([]);
  expect(offered[0]! >= dealershipClock().today).toBe(true);
  await expect(days.getByRole("radio", { name: longDate(nextSunday()), exact: true })).toHaveCount(0);
}

test.describe("service appointment", () => {
  // A whole booking with two axe runs: beyond 30 s on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 });
  test(
    "the day is a chip among the store's open days (never a Sunday); the booking ends on its confirmation",
    FLOW,
    async ({ page, consoleErrors }, info) => {
      const renderedAt = await open(page, "/service/schedule");
      await page.getByRole("radio", { name: /Rockford, IL/ }).check();
      const days = page.getByRole("group", { name: "Date", exact: true });
      await expectOpenDaysOnly(days);
      const day = nextWeekday(2);
      await chooseDay(days, day);
      // The chosen day's open times, from the store's hours.
      await expect(page.getByLabel("Time").locator("option").nth(1)).toHaveText("7:30 AM");
      await page.getByLabel("Time").selectOption({ label: "9:30 AM" });

      await page.getByLabel("Year", { exact: true }).fill("2019");
      await page.getByLabel("Make").fill("Toyota");
      await page.getByLabel("Model").fill("RAV4");
      await page.getByLabel("Oil and filter change").check();
      await page.getByLabel("Tire rotation").check();
      await page.getByLabel("Notes for the service team").fill("Please check the wipers too.");
      await fillPerson(page, `Service${unique()}`);
      await expectNoAxeViolations(page);
      await days.scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath("service-schedule-days.png") });
      await page.screenshot({ path: info.outputPath("service-schedule.png"), fullPage: true });
      await waitFill(renderedAt);
      await page.getByRole("button", { name: "Request appointment" }).click();
      // The appointment ends on its confirmation page (issue 10).
      await expect(page).toHaveURL(/\/service\/schedule\/confirmation\?ref=SVC-/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Your appointment is requested" }),
      ).toBeFocused();
      await expect(page.getByText(`${longDate(day)} at 9:30 AM`).first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
    },
  );

  test(
    "without JavaScript the day chips are radios of the form: choose, show the open times, book",
    FLOW,
    async ({ browser }, info) => {
      const { page, close } = await noJsPage(browser, info);
      await page.goto("/service/schedule");
      const renderedAt = Date.now();
      await page.getByRole("radio", { name: /Moline, IL/ }).check();
      const days = page.getByRole("group", { name: "Date", exact: true });
      await expectOpenDaysOnly(days);
      const day = nextWeekday(3);
      await chooseDay(days, day);
      await fillPerson(page, `NoJsDays${unique()}`);
      await page.getByRole("button", { name: "Show open times" }).click();
      // The server's page keeps the day chosen and offers that day's times.
      await expect(page.getByRole("radio", { name: longDate(day), exact: true })).toBeChecked();
      await expect(page.getByLabel("Time", { exact: true }).locator("option").last()).toHaveText("5:30 PM");
      await expectNoAxeViolationsWithoutScripts(page, info.project.use.baseURL!);
      await page.getByLabel("Time", { exact: true }).selectOption({ label: "10:00 AM" });
      await page.getByLabel("Year", { exact: true }).fill("2019");
      await page.getByLabel("Make").fill("Honda");
      await page.getByLabel("Model").fill("Pilot");
      await page.getByLabel("Tire rotation").check();
      await page.screenshot({ path: info.outputPath("service-schedule-nojs.png"), fullPage: true });
      await waitFill(renderedAt);
      await page.getByRole("button", { name: "Request appointment" }).click();
      await expect(page).toHaveURL(/\/service\/schedule\/confirmation\?ref=SVC-/);
      await expect(page.getByText(`${longDate(day)} at 10:00 AM`).first()).toBeVisible();
      await close();
    },
  );

  test("the service page links to scheduling", FLOW, async ({ page, consoleErrors }, info) => {
    await open(page, "/service");
    await page.screenshot({ path: info.outputPath("service.png"), fullPage: true });
    await page.getByRole("main").getByRole("link", { name: "Schedule service" }).first().click();
    await expect(page).toHaveURL(/\/service\/schedule$/);
    expect(consoleErrors).toEqual([]);
  });
});
