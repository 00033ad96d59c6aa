import fs from "node:fs";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { loadSettings } from "../../app/features/company/settings.server";
import { generateDemoInventory } from "../../app/features/inventory/demo-data/generate";
import { vehicleUrl } from "../../app/features/inventory/urls";
import { longDate, storeNow, testDriveDays } from "../../app/features/leads/forms/test-drive-calendar";
import { chooseDay } from "./choose-day";
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
 * Issue 17's shopper tools, each at the width it was seen at: "Add to calendar" on the service
 * confirmation and the booked test drive (1280 px), the team page two cards a row with
 * monograms (390 px), and "Sell or Trade" and phone numbers each on one line (390 px).
 * Screenshots go to SHOTS_DIR (default: the test's output folder) for a person to look at.
 */
const SHOTS = process.env.SHOTS_DIR;
const shot = (info: { outputPath: (name: string) => string }, name: string) => {
  if (!SHOTS) return info.outputPath(name);
  fs.mkdirSync(SHOTS, { recursive: true });
  return path.join(SHOTS, name);
};

type Box = { x: number; y: number; width: number; height: number };

/**
 * How many lines the text of an element takes: each of its text nodes gives one client
 * rectangle per line it is laid out on (icons beside the words do not count).
 */
async function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Words only a screen reader reads (sr-only: a 1 px box) are not laid out for the eye.
      if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1)
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
    }
    // Rectangles of one line share their top within a pixel or two (a bold word, an inline icon).
    return tops.sort((a, b) => a - b).filter((top, i, all) => i === 0 || top - all[i - 1]! > 4).length;
  });
}

test.describe("Add to calendar", () => {
  test(
    "the service confirmation's link downloads the appointment's calendar file",
    { tag: "@wide-only" },
    async ({ page, consoleErrors }, info) => {
      const renderedAt = await open(page, "/service/schedule");
      await page.getByRole("radio", { name: /Rockford, IL/ }).check();
      await chooseDay(page, nextWeekday(2));
      await page.getByLabel("Time").selectOption({ label: "9:30 AM" });
      await page.getByLabel("Year", { exact: true }).fill("2019");
      await page.getByLabel("Make").fill("Toyota");
      await page.getByLabel("Model").fill("RAV4");
      await page.getByLabel("Oil and filter change").check();
      await fillPerson(page, `Calendar${unique()}`);
      await waitFill(renderedAt);
      await page.getByRole("button", { name: "Request appointment" }).click();
      await expect(page).toHaveURL(/\/service\/schedule\/confirmation\?ref=SVC-/);

      const link = page.getByRole("link", { name: "Add to calendar" });
      await expect(link).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: shot(info, "service-confirmation-1280.png"), fullPage: true });
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe("service-appointment.ics");
      const file = fs.readFileSync((await download.path())!, "utf8");
      expect(file.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
      expect(file).toContain("SUMMARY:Service appointment at Quad Cities Auto Group Rockford");
      expect(file).toMatch(/DTSTART:\d{8}T1[45]3000Z/);
      expect(consoleErrors).toEqual([]);
    },
  );

  test(
    "the booked test drive's note links to its calendar file",
    { tag: "@wide-only" },
    async ({ page, consoleErrors }, info) => {
      const { company, locations } = loadSettings("content");
      const car = generateDemoInventory({ count: 320 }).find(
        (v) => v.oldPrice === null && v.condition === "used" && v.bodyStyle === "suvs",
      )!;
      const store = locations.find((l) => l.key === car.locationKey)!;
      const day = testDriveDays(company.workingHours, storeNow(store.timeZone)).slice(1)[0]!;
      const renderedAt = await open(page, vehicleUrl(car));
      await page.getByRole("button", { name: "Schedule a test drive" }).click();
      const dialog = page.getByRole("dialog", { name: "Schedule a test drive" });
      // A day chip: a label around a visually hidden radio.
      await dialog
        .locator("label")
        .filter({ has: page.getByRole("radio", { name: longDate(day.date), exact: true }) })
        .click();
      await dialog.getByRole("button", { name: "Continue" }).click();
      await dialog
        .locator("label")
        .filter({ has: page.getByRole("radio") })
        .first()
        .click();
      await dialog.getByRole("button", { name: "Continue" }).click();
      await dialog.getByLabel("First name", { exact: true }).fill("Ann");
      await dialog.getByLabel("Last name", { exact: true }).fill(`Drive${unique()}`);
      await dialog.getByLabel("E-mail", { exact: true }).fill("ann.drive@example.com");
      await dialog.getByLabel("Phone", { exact: true }).fill("(309) 555-0123");
      await dialog.getByRole("button", { name: "Continue" }).click();
      await waitFill(renderedAt);
      await dialog.getByRole("button", { name: "Schedule test drive" }).click();

      const booked = page.getByTestId("test-drive-booked");
      const link = booked.getByRole("link", { name: "Add to calendar" });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute(
        "href",
        /^\/calendar\/test-drive\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}\.ics$/,
      );
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe("test-drive.ics");
      const file = fs.readFileSync((await download.path())!, "utf8");
      expect(file).toContain(`SUMMARY:Test drive: ${car.year} ${car.make} ${car.model}`);
      await page.screenshot({ path: shot(info, "test-drive-booked-1280.png") });
      expect(consoleErrors).toEqual([]);
    },
  );
});

test.describe("the team page", () => {
  test("two cards a row on a phone, each with a monogram rather than a missing photo", async ({
    page,
    consoleErrors,
  }, info) => {
    await open(page, "/our-company/meet-our-team");
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
    const [first, second, third] = boxes as [Box, Box, Box];
    if (info.project.name === "mobile-390") {
      // Side by side, then the third starts the next row.
      expect(Math.abs(second.y - first.y)).toBeLessThan(1);
      expect(second.x).toBeGreaterThan(first.x + first.width - 1);
      expect(third.y).toBeGreaterThan(first.y + first.height - 1);
      expect(Math.abs(third.x - first.x)).toBeLessThan(1);
    }
    // Every card fits its column: nothing sticks out past the page.
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    // The demo has no real photos: each picture is the person's monogram, loaded and drawn.
    const picture = cards.first().locator("img");
    await expect(picture).toHaveAttribute("src", /^\/staff-photos\/[a-z-]+\.svg$/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
    const svg = await (await page.request.get((await picture.getAttribute("src"))!)).text();
    expect(svg).toMatch(/>[A-Z]{2}<\/text>/);
    expect(svg).not.toContain("<path");
    await expectNoAxeViolations(page);
    const width = info.project.name === "mobile-390" ? 390 : 1280;
    await page.screenshot({ path: shot(info, `team-${width}.png`), fullPage: true });
    await cards.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(info, `team-${width}-cards.png`) });
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("words that stay whole", () => {
  test("'Sell or Trade' and every phone number sit on one line at 390 px", async ({
    page,
    consoleErrors,
  }, info) => {
    test.skip(info.project.name !== "mobile-390", "seen at 390 px");
    await open(page, "/");
    const sellOrTrade = page.getByRole("tab", { name: "Sell or Trade" });
    await expect(sellOrTrade).toBeVisible();
    await page.getByRole("tablist").screenshot({ path: shot(info, "home-tabs-390.png") });
    expect(await linesOf(sellOrTrade)).toBe(1);
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Sell or Trade Your Car" });
    expect(await linesOf(footerLink)).toBe(1);
    await page.getByRole("contentinfo").screenshot({ path: shot(info, "footer-390.png") });
    // The menu's phones and the footer's: each number whole on its line.
    const phones = page.locator('a[href^="tel:"]:visible');
    expect(await phones.count()).toBeGreaterThan(3);
    for (const phone of await phones.all()) {
      const text = ((await phone.textContent()) ?? "").trim();
      if (/\d{3}.\d{4}/.test(text)) expect(await linesOf(phone), text).toBe(1);
    }
    // In Spanish the labels are longer: a tab takes a row of its own rather than breaking.
    await open(page, "/es");
    for (const tab of await page.getByRole("tab").all()) expect(await linesOf(tab)).toBe(1);
    await page.getByRole("tablist").screenshot({ path: shot(info, "home-tabs-390-es.png") });
    // The menu (in Spanish, its longest): its "Vender/Intercambiar" row and its phones.
    const menu = page.getByTestId("mobile-menu");
    await menu.locator(":scope > summary").click();
    const sellTrade = menu.getByRole("link", { name: "Vender/Intercambiar" });
    await expect(sellTrade).toBeVisible();
    expect(await linesOf(sellTrade)).toBe(1);
    for (const phone of await menu.locator('a[href^="tel:"]').all()) expect(await linesOf(phone)).toBe(1);
    await page.screenshot({ path: shot(info, "menu-390.png") });
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("step forms", () => {
  test("the trade-in's pages: Continue on the right, Back on the left (390 px)", async ({
    page,
    consoleErrors,
  }, info) => {
    test.skip(info.project.name !== "mobile-390", "seen at 390 px");
    await open(page, "/sell-trade-my-car/your-vehicle");
    const form = page.locator("main form").filter({ has: page.getByRole("button", { name: "Continue" }) });
    const right = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.x + box.width;
    };
    const formBox = (await form.boundingBox())!;
    // The first page has no Back: Continue still sits on the right.
    expect(
      Math.abs((await right(page.getByRole("button", { name: "Continue" }))) - (formBox.x + formBox.width)),
    ).toBeLessThan(2);
    await page.getByLabel("License plate").fill("TRD 415");
    await page.getByLabel("State").selectOption("IL");
    await page.getByLabel("Year").fill("2019");
    await page.getByLabel("Make").fill("Honda");
    await page.getByLabel("Model").fill("Civic");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Mileage, color and options" })).toBeVisible();
    const back = page.getByRole("main").getByRole("link", { name: "Back", exact: true });
    const next = page.getByRole("button", { name: "Continue" });
    const backBox = (await back.boundingBox())!;
    const nextBox = (await next.boundingBox())!;
    const pageForm = (await form.boundingBox())!;
    expect(Math.abs(backBox.x - pageForm.x)).toBeLessThan(2);
    expect(Math.abs(nextBox.x + nextBox.width - (pageForm.x + pageForm.width))).toBeLessThan(2);
    expect(Math.abs(backBox.y - nextBox.y)).toBeLessThan(2);
    await next.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(info, "trade-in-step-390.png") });
    expect(consoleErrors).toEqual([]);
  });
});
