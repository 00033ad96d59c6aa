import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { chunksOf, readClientManifest } from "./client-chunks.server";

/** A client build's directory holding only a Vite manifest. */
function clientDir(manifest: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "client-chunks-"));
  fs.mkdirSync(path.join(dir, ".vite"));
  fs.writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  return dir;
}

describe("chunksOf", () => {
  const dirs: string[] = [];
  const read = (manifest: Record<string, unknown>) => {
    const dir = clientDir(manifest);
    dirs.push(dir);
    readClientManifest(dir);
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("lists a lazy module's chunk and the chunks it imports", () => {
    read({
      "app/page.tsx": {
        file: "assets/page-A.js",
        src: "app/page.tsx",
        isDynamicEntry: true,
        imports: ["_shared-B.js"],
      },
      "_shared-B.js": { file: "assets/shared-B.js", imports: ["_react-C.js"] },
      "_react-C.js": { file: "assets/react-C.js" },
    });
    expect(chunksOf("app/page.tsx")).toEqual([
      "/assets/page-A.js",
      "/assets/shared-B.js",
      "/assets/react-C.js",
    ]);
  });

  it("finds a lazy module's chunk that Vite keyed by its file (it exports more than the module)", () => {
    read({
      "_vehicle-page-A.js": {
        file: "assets/vehicle-page-A.js",
        name: "vehicle-page",
        isDynamicEntry: true,
        imports: ["_shared-B.js"],
      },
      "_shared-B.js": { file: "assets/shared-B.js" },
      "app/other/page.tsx": { file: "assets/page-C.js", src: "app/other/page.tsx", isDynamicEntry: true },
    });
    expect(chunksOf("app/components/vehicle-page.tsx")).toEqual([
      "/assets/vehicle-page-A.js",
      "/assets/shared-B.js",
    ]);
  });

  it("takes no chunk when two such chunks have the module's name, or none has", () => {
    read({
      "_vehicle-page-A.js": { file: "assets/vehicle-page-A.js", name: "vehicle-page", isDynamicEntry: true },
      "_vehicle-page-B.js": { file: "assets/vehicle-page-B.js", name: "vehicle-page", isDynamicEntry: true },
    });
    expect(chunksOf("app/a/vehicle-page.tsx")).toEqual([]);
    expect(chunksOf("app/a/search-page.tsx")).toEqual([]);
  });
});
