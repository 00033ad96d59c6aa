import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH } from "./scripts/ensure-chromium.js";

const port = Number(process.env.E2E_PORT ?? 3210);
/** The server with a tag manager container, for tracking.spec.ts (tests/e2e/tracking.spec.ts). */
const trackingPort = Number(process.env.E2E_TRACKING_PORT ?? 3240);
// A fresh data directory per run: the demo inventory is created on first start, as for a new user.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-e2e-"));
const chromium = {
  // Debian's Chromium headless shell (scripts/ensure-chromium.js says why not the full browser).
  executablePath: CHROMIUM_PATH,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_OUTPUT || "test-results",
  fullyParallel: true,
  // Three workers on CI's two cores: the tests wait on the browser and the server often enough
  // that a third keeps the cores busy (13.2 min with two, 12.5 with three, same tests).
  workers: 3,
  retries: 0,
  // axe on a long page takes 5-10 s on a busy two-core machine, and a flow opens several pages:
  // 30 s timed out under CI's load while nothing was wrong.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    {
      name: "mobile-390",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // Flows run at 1280 px only (FLOW in tests/e2e/fixtures.ts), as do other tests tagged so.
      grepInvert: /@flow|@wide-only/,
    },
    { name: "desktop-1280", use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@narrow-only/ },
  ],
  webServer: [
    {
      command: "node server/start.js",
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        WEB_CONCURRENCY: "1",
        // Every form of the suite is posted from this machine: its address is not rate-limited.
        RATE_LIMIT_EXEMPT: "loopback",
      },
    },
    // tracking.spec.ts only: a second server with a tag manager container, so the other specs
    // (whose visitors accept every cookie) never ask googletagmanager.com for anything.
    {
      command: "node server/start.js",
      url: `http://127.0.0.1:${trackingPort}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(trackingPort),
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "dealer-e2e-tracking-")),
        DATABASE_URL: "",
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        WEB_CONCURRENCY: "1",
        RATE_LIMIT_EXEMPT: "loopback",
        GTM_CONTAINER_ID: "GTM-TEST123",
      },
    },
  ],
});
