import { lingui } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { writeBuildManifest } from "./app/lib/http/build-manifest.server";

/**
 * Writes builds/latest.json into the client build once its files are written: the id open pages
 * compare to know a new build went live (app/lib/http/build-manifest.server.ts). A Vite hook,
 * not an npm script, so every way of building (npm run build, npm start, the tests) writes it.
 */
function buildManifest(): Plugin {
  return {
    name: "dealer-build-manifest",
    apply: "build",
    writeBundle(options, bundle) {
      if (this.environment.config.consumer !== "client" || !options.dir) return;
      writeBuildManifest(options.dir, Object.keys(bundle), new Date());
    },
  };
}

/**
 * One chunk for the code every page runs: the modules the root route imports (the layout,
 * header, footer, consent, links, icons, formats), which Rollup otherwise cuts into some thirty
 * small files. Each is on every page's first load anyway; as thirty preloads they queue behind
 * each other and the first pictures on a browser's six connections. A page's own code and
 * what loads lazily stay in their own chunks; the framework stays with the entry.
 */
function everyPageChunk(): Rollup.ManualChunksOption {
  let shared: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shared) {
      const ids = [...getModuleIds()];
      const reach = (start: string | undefined) => {
        const seen = new Set<string>();
        const stack = start ? [start] : [];
        while (stack.length) {
          const next = stack.pop()!;
          if (seen.has(next)) continue;
          seen.add(next);
          stack.push(...(getModuleInfo(next)?.importedIds ?? []));
        }
        return seen;
      };
      const find = (file: string) => ids.find((m) => m.endsWith(file));
      // The root route and the site's layout route (app/routes.ts): every page but the few of
      // the minimal layout runs both.
      const routes = [find("/app/root.tsx"), find("/app/routes/_layouts/default.tsx")];
      const entry = reach(find("/app/entry.client.tsx"));
      shared = new Set(
        routes
          .flatMap((route) => [...reach(route)])
          .filter(
            (m) =>
              !routes.includes(m) &&
              !entry.has(m) &&
              !m.includes("?") &&
              !m.startsWith("\0") &&
              !m.endsWith(".css"),
          ),
      );
    }
    return shared.has(id) ? "every-page" : undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is our Express app, so the server's TypeScript (headers,
  // health check, start-up tasks) is compiled with the same toolchain as the pages.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : // The client manifest stays: the server reads it to preload the chunks a page loads lazily.
      { target: "es2022", manifest: true, rollupOptions: { output: { manualChunks: everyPageChunk() } } },
  // lingui: message catalogues compiled at build time (lingui.config.ts).
  plugins: [
    tailwindcss(),
    lingui({ failOnCompileError: true }),
    reactRouter(),
    tsconfigPaths(),
    ...(isSsrBuild ? [] : [buildManifest()]),
  ],
}));
