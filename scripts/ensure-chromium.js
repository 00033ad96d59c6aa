// Makes sure Debian's Chromium headless shell is there for the end-to-end tests: installs it
// when running as root with apt, otherwise stops with one line saying how.
//
// The headless shell (Debian's chromium-headless-shell: Chromium's "old" headless mode, the
// same Blink as the browser, and what Playwright itself runs headless tests in) rather than
// the full browser in its new headless mode: the full browser's own process and its tab-strip
// renderer took about a third of the machine's CPU in the suite; the same 39 end-to-end tests
// took 68-87 s against 104-106 s on two cores (docs/decisions.md). Lighthouse keeps the full
// browser (scripts/lighthouse.ts), as it measures what visitors run.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";
const PACKAGE = "chromium-headless-shell";

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  const apt = fs.existsSync("/usr/bin/apt-get");
  if (!root || !apt) {
    console.error(
      `Chromium's headless shell is missing at ${CHROMIUM_PATH}: install it with 'sudo apt-get install -y ${PACKAGE}' (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log(`Chromium's headless shell is missing: installing Debian's ${PACKAGE} package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", PACKAGE], { stdio: "inherit", env });
  return CHROMIUM_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
