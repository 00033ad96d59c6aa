import { expect, expectNoAxeViolations, test, unexpectedErrors } from "./fixtures";

test.describe("the site shell", () => {
  test("home page: default layout, header 70 px with the logo on the left, no axe violations", async ({
    page,
    consoleErrors,
  }, info) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const header = page.locator("header").first();
    const box = await header.boundingBox();
    expect(box?.height).toBe(70);
    const logo = await page.getByRole("link", { name: /home$/ }).first().boundingBox();
    expect(logo!.x).toBeLessThan(40);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#22c55e");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("home.png"), fullPage: true });
    expect(consoleErrors).toEqual([]);
  });

  test("unknown path: the 404 page, no axe violations, and 'Go back home' leads home", async ({
    page,
    consoleErrors,
  }, info) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^404 Page not found/);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath("not-found.png"), fullPage: true });
    await page.getByRole("link", { name: "Go back home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test("menus: the mobile menu below 640 px, the header menus above", async ({ page }) => {
    await page.goto("/");
    const mobile = (page.viewportSize()?.width ?? 0) < 640;
    const mainNav = page.getByRole("navigation", { name: "Main", exact: true });
    if (mobile) {
      await expect(mainNav).toBeHidden();
      await page.getByText("Menu", { exact: true }).click();
      const mobileNav = page.getByRole("navigation", { name: "Main (mobile)" });
      await expect(mobileNav.getByRole("link", { name: "Minivans" })).toBeVisible();
      await expect(mobileNav.getByRole("link", { name: "Sell/Trade" })).toBeVisible();
    } else {
      await expect(page.getByTestId("mobile-menu")).toBeHidden();
      await expect(mainNav.getByRole("link", { name: "Shop Used Cars" })).toBeVisible();
      await mainNav.getByRole("link", { name: "Shop Used Cars" }).hover();
      await expect(mainNav.getByRole("link", { name: "Minivans" })).toBeVisible();
    }
  });

  test("scrolls to the top on a route change and to hash targets", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto("/#arrivals-heading");
    await expect(page.locator("#arrivals-heading")).toBeInViewport();
  });

  test("shows the loading bar on a slow navigation, then hides it", async ({ page }) => {
    await page.goto("/no-such-page");
    await page.waitForLoadState("networkidle");
    await page.route("**/_root.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    const bar = page.getByTestId("loading-bar");
    await expect(bar).toHaveAttribute("data-phase", "idle");
    await page.getByRole("link", { name: "Go back home" }).click();
    await expect(bar).toHaveAttribute("data-phase", "running");
    await expect(bar).toHaveCSS("height", "3px");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(bar).toHaveAttribute("data-phase", "idle", { timeout: 3000 });
  });

  test("prefetches linked pages once idle, but not when saving data", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto("/no-such-page");
    await expect(page.locator('link[rel="prefetch"][href="/_root.data"]')).toHaveCount(1, { timeout: 5000 });
    await expect(page.locator('link[rel="modulepreload"][href*="home"]')).toHaveCount(1);
    await context.close();

    const saving = await browser.newContext({ baseURL });
    await saving.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } });
    });
    const slow = await saving.newPage();
    await slow.goto("/no-such-page");
    await slow.waitForTimeout(2500);
    await expect(slow.locator('link[rel="prefetch"]')).toHaveCount(0);
    await saving.close();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page, its menu and its search form work", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if ((page.viewportSize()?.width ?? 0) < 640) {
      await page.getByText("Menu", { exact: true }).click();
      await expect(
        page.getByRole("navigation", { name: "Main (mobile)" }).getByRole("link", { name: "SUVs" }),
      ).toBeVisible();
      await page.getByText("Menu", { exact: true }).click();
    }
    await page.getByRole("searchbox", { name: "Search by keyword" }).fill("camry");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/cars-for-sale\?q=camry$/);
  });
});
