import { expect, noJsPage, test } from "./fixtures";

/**
 * What the content pages do in Chromium at 390 and 1280 px (their h1 and axe are in
 * every-page.spec.ts): the legal table of contents, the FAQ accordion and the sell-or-trade
 * start form work without JavaScript.
 */
test("a legal text's table of contents jumps to its sections without JavaScript", async ({
  browser,
}, info) => {
  const { page, close } = await noJsPage(browser, info);
  await page.goto("/legal/privacy-policy");
  const toc = page.getByRole("navigation", { name: /On this page|Contents/ }).filter({ visible: true });
  const link = toc.getByRole("link", { name: "Children" });
  await link.click();
  await expect(page).toHaveURL(/#children$/);
  await expect(page.getByRole("heading", { level: 2, name: "Children" })).toBeInViewport();
  await close();
});

test("the service FAQ opens without JavaScript and gives the oil-change interval", async ({
  browser,
}, info) => {
  const { page, close } = await noJsPage(browser, info);
  await page.goto("/service");
  await expect(page.getByRole("heading", { name: "Service coupons" })).toBeVisible();
  const question = page.getByText("How often should I change my oil?", { exact: true });
  const answer = page.locator("details", { has: question }).locator("div");
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await expect(answer).toContainText("3,000-5,000 miles");
  await close();
});

test("the sell-or-trade start form leads to the appraisal page, without JavaScript", async ({
  browser,
}, info) => {
  const { page, close } = await noJsPage(browser, info);
  await page.goto("/sell-trade-my-car");
  await page.getByLabel("VIN (optional)").fill("1hgcm82633a004352");
  await page.getByRole("button", { name: "Get my offer" }).click();
  await expect(page).toHaveURL(/\/sell-trade-my-car\/your-vehicle\?vin=1hgcm82633a004352$/);
  // The appraisal's first page, with the VIN filled in (upper-cased).
  await expect(page.getByLabel("VIN (optional)")).toHaveValue("1HGCM82633A004352");
  await expect(page.getByRole("main").getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await close();
});
