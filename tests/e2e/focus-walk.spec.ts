import type { Page } from "@playwright/test";
import { expect, firstListed, test } from "./fixtures";

/**
 * A keyboard walk (issue 19's proof, WCAG 2.4.7 and 2.4.11): Tab through the first stretch of
 * each main page type, at 390 and 1280 px, and at every stop the focused element shows a focus
 * indicator and is not hidden behind the fixed header or the phone's bottom bar. The menus,
 * filters, gallery, dialogs and forms have their own keyboard tests in their specs.
 */

/** How many Tab presses a page is walked for: past the header into the page's own content. */
const STOPS = 45;

/** What is wrong with the focused element, if anything (null: nothing focused past the end). */
function focusProblem(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    const outlined = (node: Element) => {
      const own = getComputedStyle(node);
      return own.outlineStyle !== "none" && Number.parseFloat(own.outlineWidth) > 0;
    };
    const ring = style.boxShadow !== "none";
    // A focused checkbox or radio inside a label shows its ring on the label, and a card's
    // title link (stretched over the card) outlines the card (`has-[a:focus-visible]`).
    const label = el.closest("label");
    const shownAbove = [label, el.closest("article")].some((node) => node !== null && outlined(node));
    if (!outlined(el) && !ring && !shownAbove) return `${name}: no focus indicator`;
    const box = (label ?? el).getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    // Hidden: no point of it (centre and corners, 2 px in) is the element itself on screen.
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
    ];
    const seen = points.some(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && ((label ?? el).contains(hit) || hit.contains(el));
    });
    return seen
      ? null
      : `${name}: hidden behind ${
          document
            .elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
            ?.closest("header, nav, [role=dialog], div")
            ?.className.toString()
            .slice(0, 60) ?? "nothing (off screen)"
        }`;
  });
}

for (const path of [
  "/",
  "/used-cars-for-sale",
  "car",
  "/auto-financing/apply-for-financing",
  "/contact-us",
]) {
  test(`keyboard walk of ${path === "car" ? "a car's page" : path}: focus always shown and never hidden`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.goto(path === "car" ? await firstListed(request, "vehicles") : path);
    await page.waitForLoadState("networkidle");
    const problems: string[] = [];
    for (let stop = 0; stop < STOPS; stop++) {
      await page.keyboard.press("Tab");
      const problem = await focusProblem(page);
      if (problem && !problems.includes(problem)) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });
}
