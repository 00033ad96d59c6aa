import type { Page } from "@playwright/test";
import { expect, firstListed, test } from "./fixtures";

/**
 * Zoom and motion (issue 19's proof, WCAG 1.4.4, 1.4.10 and 2.3.3). A desktop browser zoomed to
 * 200 % lays a 1280 px window out at 640 CSS px, and at 400 % at 320: every page type reflows
 * there without scrolling sideways, in both languages. A visitor who asks for less motion gets
 * no transitions, animations or smooth scrolls, scripted ones included (app.css,
 * components/ui/scroll-motion.ts). Once, at the desktop
 * project's browser (the widths are set here).
 */

const PAGES = [
  "/",
  "/used-cars-for-sale",
  "car",
  "/auto-financing/apply-for-financing",
  "/auto-financing/full-credit-application",
  "/sell-trade-my-car/your-vehicle",
  "/service/schedule",
  "/contact-us",
  "/special-offers",
  "/car-research/used-ford-f-150-review",
  "/legal/cookie-policy",
  "/saved-cars",
];

/** How much wider than the window the page is (0 when it reflows), and what sticks out. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const extra = document.documentElement.scrollWidth - width;
    if (extra <= 0) return { extra, out: [] };
    // The innermost elements past the right edge, outside rows that scroll by themselves.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== "visible") return true;
      return false;
    };
    const out = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el))
      .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > width + 0.5))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}"`)
      .slice(0, 5);
    return { extra, out };
  });

for (const language of ["", "/es"]) {
  for (const [zoom, width] of [
    [200, 640],
    [400, 320],
  ] as const) {
    test(`at ${zoom} % zoom (${width} CSS px)${language ? ", in Spanish" : ""}, no page scrolls sideways`, {
      tag: "@wide-only",
    }, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 720 });
      const car = await firstListed(request, "vehicles");
      const wide: string[] = [];
      for (const path of PAGES) {
        const url = `${language}${path === "car" ? car : path}`.replace(/^\/es\/$/, "/es");
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        const { extra, out } = await overflow(page);
        if (extra > 0) wide.push(`${url}: ${extra} px (${out.join(", ")})`);
      }
      expect(wide).toEqual([]);
    });
  }
}

test.describe("less motion, when asked", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("no transition or animation lasts", { tag: "@wide-only" }, async ({ page }) => {
    await page.goto("/used-cars-for-sale");
    // The header menus' chevron turns in 150 ms for everyone else.
    const [transition, animation] = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('[class*="transition-"]')!);
      return [style.transitionDuration, style.animationDuration];
    });
    expect(Number.parseFloat(transition!)).toBeLessThan(0.001);
    expect(Number.parseFloat(animation!)).toBeLessThan(0.001);
  });

  test("the offers carousel turns at once, not in a smooth scroll", { tag: "@wide-only" }, async ({
    page,
  }) => {
    await page.goto("/special-offers");
    const row = page.locator('[data-position="promotions-carousel"] ul');
    await expect(row).toBeVisible();
    const next = page.getByRole("button", { name: "Next offer" });
    await next.click();
    // Read in the same task as the press: a smooth scroll would still be at or near 0.
    const turned = await next.evaluate((button) => {
      const list = button.closest("section")!.querySelector("ul")!;
      const before = list.scrollLeft;
      (button as HTMLButtonElement).click();
      return { before, after: list.scrollLeft, step: (list.firstElementChild as HTMLElement).offsetWidth };
    });
    expect(turned.after - turned.before).toBeGreaterThanOrEqual(turned.step / 2);
  });
});
