import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The build manifest (spec section 7, `GET builds/latest.json`): which build of the site is
 * served, so an open page can tell that a newer one went live and reload on its next route
 * change (components/layout/build-watcher.tsx).
 *
 * vite.config.ts writes it into the client build (`build/client/builds/latest.json`) when the
 * client bundle is written; the server reads it once at start-up (server/app.ts), puts its id
 * in every page (root loader data `build`) and answers the URL from memory with no-store
 * (server/build-manifest.ts), so the answer is always the build this process runs.
 * In development there is none, and pages never poll.
 *
 * Imported by vite.config.ts too: no `~/` imports here.
 */
export type BuildManifest = { build: string; builtAt: string };

/** Where the manifest sits, relative to the client build folder (and the URL path, with a leading slash). */
export const BUILD_MANIFEST_FILE = "builds/latest.json";

/**
 * A build's id: a hash of the client bundle's file names, which carry each file's content hash.
 * The same sources give the same id (a rebuild or a second server reloads no page); any
 * change to any browser file gives a new one.
 */
export function buildIdOf(fileNames: readonly string[]): string {
  const names = [...fileNames].sort().join("\n");
  return crypto.createHash("sha256").update(names).digest("hex").slice(0, 16);
}

/** Writes `outDir/builds/latest.json` for a client bundle made of `fileNames`. */
export function writeBuildManifest(outDir: string, fileNames: readonly string[], now: Date): BuildManifest {
  const manifest: BuildManifest = { build: buildIdOf(fileNames), builtAt: now.toISOString() };
  const file = path.join(outDir, BUILD_MANIFEST_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(manifest)}\n`);
  return manifest;
}

let served: BuildManifest | undefined;

/** Reads the client build's manifest once, at start-up; none (development, an old build) leaves it unset. */
export function readBuildManifest(clientDir: string): BuildManifest | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(clientDir, BUILD_MANIFEST_FILE), "utf8"));
    served =
      typeof parsed?.build === "string" && typeof parsed?.builtAt === "string"
        ? { build: parsed.build, builtAt: parsed.builtAt }
        : undefined;
  } catch {
    served = undefined;
  }
  return served;
}

/** The build this process serves, when it has a manifest. */
export function servedBuild(): BuildManifest | undefined {
  return served;
}
