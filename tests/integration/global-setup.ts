import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { bundleCliScripts } from "../support/cli";
import { ROOT } from "../support/server";

/**
 * Integration tests run against the production build; build it when `npm test` has not. The
 * command-line scripts are bundled for the suites that run them (tests/support/cli.ts).
 */
export default function setup() {
  bundleCliScripts();
  const buildDir = path.resolve(ROOT, process.env.BUILD_DIR || "build");
  if (fs.existsSync(path.join(buildDir, "server/index.js")) && process.env.FORCE_BUILD !== "1") return;
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("react-router build failed");
}
