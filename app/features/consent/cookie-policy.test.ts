import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The cookie policy names everything the site keeps in a visitor's browser: every cookie the
 * server creates and every key the pages write to local or session storage. A new cookie or
 * key without its row fails here, so the policy cannot fall behind the code.
 */

const root = path.resolve(import.meta.dirname, "../../..");
const policy = fs.readFileSync(path.join(root, "content/legal/cookie-policy.md"), "utf8");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}
const files = sourceFiles(path.join(root, "app"));
const read = (list: string[]) => list.map((file) => fs.readFileSync(file, "utf8"));
const everySource = read(files);
// Storage is written in the browser only: server modules' constants are not storage keys.
const browserSources = read(files.filter((file) => !file.endsWith(".server.ts")));

const found = (sources: string[], pattern: RegExp) => [
  ...new Set(sources.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1]!))),
];

describe("the cookie policy", () => {
  const cookies = found(everySource, /createCookie\(\s*"([^"]+)"/g);
  // Storage keys: the constants the browser modules write under (…_KEY = "…", KEY = "…", KEYS = {…}).
  const storageKeys = [
    ...found(browserSources, /\b[A-Z_]*KEY\s*=\s*"([^"]+)"/g),
    ...found(browserSources, /\bKEYS\s*=\s*\{([^}]+)\}/g).flatMap((list) =>
      [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!),
    ),
  ];

  it("finds the cookies and storage keys to check", () => {
    expect(cookies).toEqual(expect.arrayContaining(["cookieConsent", "visitorProfile", "leadGates"]));
    expect(storageKeys).toEqual(expect.arrayContaining(["savedCars", "viewedCars", "viewedPagesItems"]));
  });

  it.each([
    ["cookie", cookies],
    ["storage key", storageKeys],
  ])("names every %s the site keeps", (_, names) => {
    const missing = (names as string[]).filter((name) => !new RegExp(`\\b${name}\\b`).test(policy));
    expect(missing).toEqual([]);
  });
});
