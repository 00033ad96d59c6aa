import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [640, 768, 1024, 1280, 1440]) for (const path of ["/", "/es"]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto("http://localhost:3100" + path);
  const r = await page.evaluate(() => { const h = document.querySelector("header > div"); return { sw: h.scrollWidth, cw: h.clientWidth, doc: document.documentElement.scrollWidth }; });
  console.log(width, path, JSON.stringify(r));
  await page.close();
}
await browser.close();
