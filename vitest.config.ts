import { lingui } from "@lingui/vite-plugin";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { SlowestFirst } from "./tests/support/slowest-first";

// Kept apart from vite.config.ts: the React Router plugin builds the app and has no
// place in unit tests, which import our modules directly.
export default defineConfig({
  plugins: [lingui({ failOnCompileError: true }), tsconfigPaths()],
  test: {
    // On a fresh clone (CI), the slowest integration files first; otherwise Vitest's own order,
    // the longest of the previous run first (tests/support/slowest-first.ts).
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Vitest's default leaves one core idle (cores - 1): on CI's two cores that halves
          // the speed of the unit step (99 s against 49 s measured).
          maxWorkers: 2,
          // One module graph per worker, not per file: the files import the same modules, and
          // re-importing them for each of 226 files was most of the step (37-41 s against 128 s,
          // all passing in a shuffled order too). Tests keep no state in modules they share.
          isolate: false,
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "db/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // Each file starts its own production server. Three at a time on two cores: since the
          // scripts run from bundles (tests/support/cli.ts) and the form tests' fill times overlap,
          // two files left a third of the CPU idle (waits, start-ups); three took 151 s against
          // 193-203 s, four 147 s with every file slower (when the CLI ran through tsx, three
          // took 343 s against 325-331 s).
          fileParallelism: true,
          maxWorkers: 3,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/integration/global-setup.ts"],
        },
      },
    ],
  },
});
