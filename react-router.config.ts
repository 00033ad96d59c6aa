import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressAssets } from "./server/precompress-assets";

export default {
  ssr: true,
  // BUILD_DIR lets parallel work (and benchmarks) keep separate builds; the default is build/.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Route modules' code and data are prefetched by our own idle prefetcher
  // (app/components/idle-prefetch.tsx), which needs the lazy route discovery manifest.
  routeDiscovery: { mode: "initial" },
  // Scripts and stylesheets compressed once, at their best level, instead of per request.
  buildEnd({ reactRouterConfig }) {
    const client = path.resolve(reactRouterConfig.buildDirectory, "client");
    const { files, bytes, brotliBytes } = precompressAssets(client);
    console.log(
      `Pre-compressed ${files} files: ${(bytes / 1024).toFixed(0)} KB, ${(brotliBytes / 1024).toFixed(0)} KB as brotli.`,
    );
  },
} satisfies Config;
