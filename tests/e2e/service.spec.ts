import { dealershipClock, weekdayOf } from "../../app/features/service/clock";
import {
  expect,
  expectNoAxeViolations,
  fillPerson,
  nextWeekday,
  open,
  test,
  unique,
  waitFill,
} from "./fixtures";

/**
 * The service page and the service scheduler in Chromium at 390 and 1280 px: axe, a
 * screenshot, the service hours checked in the browser, a real booking and its confirmation.
 */

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
    await page.getByRole("radio", { name: /Rockford, IL/ }).check();
    const date = page.getByLabel("Date", { exact: true });
    await date.fill(sunday);
    await date.blur();
    await expect(page.getByText("We're closed on Sundays. Please choose another day.")).toBeVisible();

    await page.getByLabel("Year", { exact: true }).fill("2019");
    await page.getByLabel("Make").fill("Toyota");
    await page.getByLabel("Model").fill("RAV4");
    await page.getByLabel("Oil and filter change").check();
    await page.getByLabel("Tire rotation").check();
    await date.fill(nextWeekday(2));
    await page.getByLabel("Time").selectOption({ label: "9:30 AM" });
    await page.getByLabel("Notes for the service team").fill("Please check the wipers too.");
    await fillPerson(page, `Service${unique()}`);
    await expectNoAxeViolations(page);
    await waitFill(renderedAt);
    await page.getByRole("button", { name: "Request appointment" }).click();
    // The appointment ends on its confirmation page (issue 10).
    await expect(page).toHaveURL(/\/service\/schedule\/confirmation\?ref=SVC-/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Your appointment is requested" }),
    ).toBeFocused();
    await expect(page.getByText(/at 9:30 AM/).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("the service page links to scheduling", async ({ page, consoleErrors }, info) => {
    await open(page, "/service");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("service.png"), fullPage: true });
    await page.getByRole("main").getByRole("link", { name: "Schedule service" }).first().click();
    await expect(page).toHaveURL(/\/service\/schedule$/);
    expect(consoleErrors).toEqual([]);
  });
});
