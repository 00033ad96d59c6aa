import { chromium } from "@playwright/test";

const base = process.env.BASE ?? "http://localhost:3100";
const pages = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 640 ? 844 : 800 } });
  const page = await context.newPage();
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const name = p.replace(/[^a-z0-9]+/gi, "_") || "home";
    await page.screenshot({
      path: `/tmp/shots/${name}-${width}.png`,
      fullPage: width >= 640 ? false : false,
    });
  }
  await context.close();
}
await browser.close();
