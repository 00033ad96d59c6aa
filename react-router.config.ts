import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel work (and benchmarks) keep separate builds; the default is build/.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Route modules' code and data are prefetched by our own idle prefetcher
  // (app/components/idle-prefetch.tsx), which needs the lazy route discovery manifest.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
