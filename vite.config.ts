import { lingui } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is our Express app, so the server's TypeScript (headers,
  // health check, start-up tasks) is compiled with the same toolchain as the pages.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : // The client manifest stays: the server reads it to preload the chunks a page loads lazily.
      { target: "es2022", manifest: true },
  // lingui: message catalogues compiled at build time (lingui.config.ts).
  plugins: [tailwindcss(), lingui({ failOnCompileError: true }), reactRouter(), tsconfigPaths()],
}));
