import { lingui } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
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

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is our Express app, so the server's TypeScript (headers,
  // health check, start-up tasks) is compiled with the same toolchain as the pages.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : // The client manifest stays: the server reads it to preload the chunks a page loads lazily.
      { target: "es2022", manifest: true },
  // lingui: message catalogues compiled at build time (lingui.config.ts).
  plugins: [
    tailwindcss(),
    lingui({ failOnCompileError: true }),
    reactRouter(),
    tsconfigPaths(),
    ...(isSsrBuild ? [] : [buildManifest()]),
  ],
}));
