import { describe, expect, it } from "vitest";
import {
  buildManifestUrl,
  isChunkLoadError,
  isNewBuild,
  RELOAD_GUARD_MS,
  shouldReload,
} from "./build-reload";

describe("shouldReload", () => {
  const now = 1_000_000;
  it.each<[string, { lastReloadAt: number | null; newBuild: boolean; chunkError: boolean }, boolean]>([
    ["nothing is stale", { lastReloadAt: null, newBuild: false, chunkError: false }, false],
    ["a new build, never reloaded", { lastReloadAt: null, newBuild: true, chunkError: false }, true],
    ["a chunk error, never reloaded", { lastReloadAt: null, newBuild: false, chunkError: true }, true],
    ["both", { lastReloadAt: null, newBuild: true, chunkError: true }, true],
    [
      "a new build, reloaded 1 s ago",
      { lastReloadAt: now - 1_000, newBuild: true, chunkError: false },
      false,
    ],
    ["a chunk error, reloaded just now", { lastReloadAt: now, newBuild: false, chunkError: true }, false],
    [
      "a chunk error, reloaded 9.999 s ago",
      { lastReloadAt: now - RELOAD_GUARD_MS + 1, newBuild: false, chunkError: true },
      false,
    ],
    [
      "a new build, reloaded 10 s ago",
      { lastReloadAt: now - RELOAD_GUARD_MS, newBuild: true, chunkError: false },
      true,
    ],
    [
      "a new build, reloaded an hour ago",
      { lastReloadAt: now - 3_600_000, newBuild: true, chunkError: false },
      true,
    ],
    [
      "nothing stale, reloaded long ago",
      { lastReloadAt: now - 3_600_000, newBuild: false, chunkError: false },
      false,
    ],
    [
      "a new build, the clock set back",
      { lastReloadAt: now + 60_000, newBuild: true, chunkError: false },
      true,
    ],
  ])("%s", (_, input, expected) => {
    expect(shouldReload({ ...input, now })).toBe(expected);
  });
});

describe("isNewBuild", () => {
  it.each<[string | undefined, unknown, boolean]>([
    ["abc", { build: "abc", builtAt: "2026-01-01T00:00:00.000Z" }, false],
    ["abc", { build: "def", builtAt: "2026-01-02T00:00:00.000Z" }, true],
    [undefined, { build: "def" }, false],
    ["abc", { build: "" }, false],
    ["abc", { error: "No build manifest" }, false],
    ["abc", null, false],
    ["abc", "def", false],
  ])("page %s, answer %j: %s", (page, answer, expected) => {
    expect(isNewBuild(page, answer)).toBe(expected);
  });
});

describe("isChunkLoadError", () => {
  it.each<[unknown, boolean]>([
    [new TypeError("Failed to fetch dynamically imported module: https://x/assets/a-1.js"), true],
    [new TypeError("error loading dynamically imported module: https://x/assets/a-1.js"), true],
    [new TypeError("Importing a module script failed."), true],
    [new Error("Unable to preload CSS for /assets/a-1.css"), true],
    [new Error("Cannot read properties of undefined"), false],
    ["Failed to fetch dynamically imported module", true],
    [undefined, false],
  ])("%s: %s", (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

it("asks for the manifest with a timestamp query", () => {
  expect(buildManifestUrl(1234)).toBe("/builds/latest.json?t=1234");
});
