import type { Page } from "@playwright/test";
import { generateDemoInventory } from "../../app/features/inventory/demo-data/generate";
import { vehicleUrl } from "../../app/features/inventory/urls";
import { expect, FLOW, open, test, unexpectedErrors, unique } from "./fixtures";

// What a first visit downloads and when (issue: first-load JavaScript of the search and car
// pages): a car page's "Check availability" code comes when the form is first used, and the
// icons are one sprite file. What each page preloads: tests/integration/first-load.test.ts.

const vehicles = generateDemoInventory({ count: 320 });
const car = vehicles.find((v) => v.oldPrice === null && v.condition === "used" && v.bodyStyle === "suvs")!;

/**
 * The form's code (its heading's id is in no other script). Not zod itself: once the page is
 * idle, the prefetch of linked pages (a contact form's page) brings zod for those pages.
 */
const FORM_CODE = '"check-availability-heading"';

/** The scripts the page downloads, and whether the form's code is among them. */
function watchScripts(page: Page) {
  const reads: Promise<boolean>[] = [];
  page.on("response", (response) => {
    if (!new URL(response.url()).pathname.endsWith(".js")) return;
    reads.push(
      response.text().then(
        (text) => text.includes(FORM_CODE),
        () => false,
      ),
    );
  });
  return { formCodeArrived: async () => (await Promise.all(reads)).some(Boolean) };
}

/** Holds the form's code on its way until `arrive()` (never, if it is not called). */
async function holdFormCode(page: Page) {
  let arrive = () => {};
  const held = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route(/\/assets\/vehicle-question-section-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return arrive;
}

/** The posts the page makes (a form sent to the server). */
function watchPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

test.describe("a car page's first load", () => {
  test(
    "'Check availability' loads its code when first used, keeps what was typed, then checks fields in the browser",
    FLOW,
    async ({ page, consoleErrors }) => {
      const scripts = watchScripts(page);
      const posts = watchPosts(page);
      await open(page, vehicleUrl(car));
      const form = page.getByRole("region", { name: "Check availability" });
      await expect(form.getByLabel("Your question")).toHaveValue(
        `Is the ${car.year} ${car.make} ${car.model} still available? I would like to know more.`,
      );
      // The page is loaded and idle, the form is the server's: its code did not come with it.
      expect(await scripts.formCodeArrived()).toBe(false);

      // The visitor starts to write while the code is on its way (held here until they have):
      // what is typed stays, in the text area too (React would set it back to the server's text).
      const arrive = await holdFormCode(page);
      const question = "Is it still here on Saturday morning?";
      await form.getByLabel("Your question").fill(question);
      const lastName = `First${unique()}`;
      await form.getByLabel("Last name", { exact: true }).click();
      await page.keyboard.type(lastName);
      expect(await scripts.formCodeArrived()).toBe(false);
      arrive();
      await expect.poll(() => scripts.formCodeArrived()).toBe(true);

      // Hydrated: a field left empty says so at once, with no post to the server.
      const firstName = form.getByLabel("First name", { exact: true });
      await expect(async () => {
        await firstName.focus();
        await firstName.blur();
        await expect(form.getByText("Enter your first name.")).toBeVisible({ timeout: 500 });
      }).toPass();
      await expect(firstName).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel("Your question")).toHaveValue(question);
      await expect(form.getByLabel("Last name", { exact: true })).toHaveValue(lastName);
      expect(posts).toEqual([]);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    },
  );

  test(
    "sent before its code arrived, the form waits for it and is checked in the browser",
    FLOW,
    async ({ page, consoleErrors }) => {
      const posts = watchPosts(page);
      const arrive = await holdFormCode(page);
      await open(page, vehicleUrl(car));
      const form = page.getByRole("region", { name: "Check availability" });
      await form.getByLabel("Your question").fill("");
      await form.getByRole("button", { name: "Check availability" }).click();
      await page.waitForTimeout(300);
      expect(posts).toEqual([]);
      arrive();
      await expect(form.getByText("Enter your message.")).toBeVisible();
      await expect(form.getByText("Enter your first name.")).toBeVisible();
      await expect(form.getByLabel("Your question")).toHaveValue("");
      expect(posts).toEqual([]);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    },
  );

  test("when its code never comes, the form posts as the plain form it is", FLOW, async ({ page }) => {
    await holdFormCode(page);
    await open(page, vehicleUrl(car));
    const form = page.getByRole("region", { name: "Check availability" });
    await form.getByLabel("Your question").fill("");
    const posted = page.waitForRequest((request) => request.method() === "POST", { timeout: 15_000 });
    await form.getByRole("button", { name: "Check availability" }).click();
    await posted;
    // The server's answer, the page drawn anew: its messages, what was typed kept.
    await expect(
      page.getByRole("region", { name: "Check availability" }).getByText("Enter your message."),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Check availability" }).getByLabel("Your question"),
    ).toHaveValue("");
  });

  test(
    "a similar car opened in place shows its own form at once, its code loaded then",
    FLOW,
    async ({ page, consoleErrors }) => {
      const scripts = watchScripts(page);
      await open(page, vehicleUrl(car));
      expect(await scripts.formCodeArrived()).toBe(false);
      const similar = page.getByRole("region", { name: "Similar vehicles" }).getByRole("link").first();
      const href = (await similar.getAttribute("href"))!;
      const other = vehicles.find((v) => vehicleUrl(v) === href)!;
      await similar.click();
      await expect(page).toHaveURL(href);
      const form = page.getByRole("region", { name: "Check availability" });
      await expect(form.getByLabel("Your question")).toHaveValue(
        `Is the ${other.year} ${other.make} ${other.model} still available? I would like to know more.`,
      );
      await expect.poll(() => scripts.formCodeArrived()).toBe(true);
      const firstName = form.getByLabel("First name", { exact: true });
      await firstName.focus();
      await firstName.blur();
      await expect(form.getByText("Enter your first name.")).toBeVisible();
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
    },
  );
});

test.describe("icons", () => {
  test("are drawn from the one sprite file", async ({ page }) => {
    await open(page, "/used-cars-for-sale");
    const icons = page.locator("svg[data-icon] > use");
    expect(await icons.count()).toBeGreaterThan(10);
    const hrefs = await icons.evaluateAll((uses) => [
      ...new Set(uses.map((use) => use.getAttribute("href")!.split("#")[0])),
    ]);
    expect(hrefs).toHaveLength(1);
    // Each visible icon has its drawing: the symbol the sprite holds, at the icon's size.
    const drawn = await icons.evaluateAll((uses) =>
      uses
        .filter((use) => (use.parentElement as unknown as SVGSVGElement).getBoundingClientRect().width > 0)
        .map((use) => {
          const box = (use as SVGUseElement).getBBox();
          return {
            icon: use.parentElement!.getAttribute("data-icon"),
            drawn: box.width > 0 && box.height > 0,
          };
        }),
    );
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.filter((icon) => !icon.drawn)).toEqual([]);
    // Drawn as before: a 1.8 stroke of the text's colour, round, unfilled (the page's style).
    const pin = page.locator('svg[data-icon="map-pin"]').first();
    const paint = await pin.evaluate((svg) => {
      const style = getComputedStyle(svg);
      return [
        style.fill,
        style.stroke === style.color,
        style.strokeWidth,
        style.strokeLinecap,
        style.strokeLinejoin,
      ];
    });
    expect(paint).toEqual(["none", true, "1.8px", "round", "round"]);
  });
});
