import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import {
  BUILD_MANIFEST_FILE,
  type BuildManifest,
  buildIdOf,
  readBuildManifest,
  writeBuildManifest,
} from "~/lib/http/build-manifest.server";
import { BUILD_MANIFEST_PATH, serveBuildManifest } from "./build-manifest";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-build-"));
  dirs.push(dir);
  return dir;
}

/** The production order: the manifest's route, then the client files with their hour-long cache. */
async function serve(clientDir: string, current: () => BuildManifest | undefined) {
  const app = express();
  app.get(BUILD_MANIFEST_PATH, serveBuildManifest(current));
  app.use(express.static(clientDir, { maxAge: "1h" }));
  const server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

describe("the build id", () => {
  it("is the same for the same files in any order, and changes with any file", () => {
    const files = ["assets/root-AbC1.js", "assets/entry.client-x9.js", ".vite/manifest.json"];
    expect(buildIdOf(files)).toBe(buildIdOf([...files].reverse()));
    expect(buildIdOf(files)).toMatch(/^[0-9a-f]{16}$/);
    expect(buildIdOf(["assets/root-AbC2.js", ...files.slice(1)])).not.toBe(buildIdOf(files));
  });
});

describe("builds/latest.json", () => {
  it("is written into the client build and read back at start-up", () => {
    const clientDir = tempDir();
    const written = writeBuildManifest(clientDir, ["assets/a-1.js"], new Date("2026-03-01T12:00:00Z"));
    expect(written).toEqual({ build: buildIdOf(["assets/a-1.js"]), builtAt: "2026-03-01T12:00:00.000Z" });
    expect(JSON.parse(fs.readFileSync(path.join(clientDir, BUILD_MANIFEST_FILE), "utf8"))).toEqual(written);
    expect(readBuildManifest(clientDir)).toEqual(written);
  });

  it("is absent in development: nothing to read", () => {
    expect(readBuildManifest(tempDir())).toBeUndefined();
  });

  it("is answered with no-store (static files get an hour), whatever timestamp query it carries", async () => {
    const clientDir = tempDir();
    const manifest = writeBuildManifest(clientDir, ["assets/a-1.js"], new Date());
    fs.writeFileSync(path.join(clientDir, "favicon.svg"), "<svg/>");
    const site = await serve(clientDir, () => manifest);
    try {
      const response = await fetch(`${site.url}/builds/latest.json?t=${Date.now()}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual(manifest);
      const file = await fetch(`${site.url}/favicon.svg`);
      expect(file.headers.get("cache-control")).toBe("public, max-age=3600");
    } finally {
      await site.close();
    }
  });

  it("answers the build this process serves, even when newer files were copied under it", async () => {
    const clientDir = tempDir();
    const running = writeBuildManifest(clientDir, ["assets/a-1.js"], new Date());
    writeBuildManifest(clientDir, ["assets/a-2.js"], new Date());
    const site = await serve(clientDir, () => running);
    try {
      expect(await (await fetch(`${site.url}/builds/latest.json`)).json()).toEqual(running);
    } finally {
      await site.close();
    }
  });

  it("is a 404, still no-store, without a manifest", async () => {
    const site = await serve(tempDir(), () => undefined);
    try {
      const response = await fetch(`${site.url}/builds/latest.json?t=1`);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    } finally {
      await site.close();
    }
  });
});
