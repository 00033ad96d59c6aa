import fs from "node:fs";
import path from "node:path";

/**
 * The browser chunks of a module the pages load lazily (`React.lazy`), read from the client
 * build's Vite manifest (`build/client/.vite/manifest.json`, kept by vite.config.ts). A page
 * that will need one preloads it (`<link rel="modulepreload">`), so loading it lazily costs
 * the pages that never show it nothing and the page that does no extra round trip.
 * In development (no manifest) there is nothing to preload.
 */
type ManifestEntry = {
  file: string;
  name?: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
};
let manifest: Record<string, ManifestEntry> = {};
/** Each module's chunk list, walked once (a vehicle page asks on every request). */
const walked = new Map<string, string[]>();

/** Reads the client build's manifest once, at start-up (server/app.ts). */
export function readClientManifest(clientDir: string): void {
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8"));
  } catch {
    manifest = {};
  }
  walked.clear();
}

/** The site paths of `source`'s chunk and every chunk it imports (source as in the repo: `app/...tsx`). */
export function chunksOf(source: string): string[] {
  const known = walked.get(source);
  if (known) return known;
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(`/${entry.file}`)) return;
    files.add(`/${entry.file}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(manifest[source] ? source : (chunkKeyWithoutSource(source) ?? source));
  const chunks = [...files];
  walked.set(source, chunks);
  return chunks;
}

/**
 * The key of a lazily loaded module's chunk that Rollup could not make the module's own: when a
 * chunk loaded from it imports a module that lives in it (a viewer loaded by the vehicle page
 * taking the page's dialog), the chunk exports more than the lazy module, and Vite's manifest
 * keys it `_{file}`, without `src`. Rollup names such a chunk after its last module, the lazy
 * module itself (`vehicle-page`): the one such chunk of that name is the module's. Without this
 * the page would preload nothing and fetch its chunk only while hydrating.
 */
function chunkKeyWithoutSource(source: string): string | undefined {
  const name = path.basename(source).replace(/\.[^.]+$/, "");
  const named = Object.entries(manifest).filter(
    ([key, entry]) => key.startsWith("_") && !entry.src && entry.isDynamicEntry && entry.name === name,
  );
  return named.length === 1 ? named[0]![0] : undefined;
}
