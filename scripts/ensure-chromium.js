// Makes sure Debian's Chromium is there for the end-to-end tests and Lighthouse:
// installs it when running as root with apt, otherwise stops with one line saying how.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  const apt = fs.existsSync("/usr/bin/apt-get");
  if (!root || !apt) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  return CHROMIUM_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
