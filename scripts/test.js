// `npm test`: typecheck, lint, unit, build, integration, end-to-end; stops at the first red step.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.js";

const steps = [
  ["typecheck", "npm", ["run", "--silent", "typecheck"]],
  ["lint", "npx", ["biome", "ci", "."]],
  ["unit tests", "npx", ["vitest", "run", "--project", "unit"]],
  ["production build", "npx", ["react-router", "build"]],
  ["integration tests", "npx", ["vitest", "run", "--project", "integration"]],
  ["end-to-end tests", "npx", ["playwright", "test"]],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  if (name === "end-to-end tests") ensureChromium();
  console.log(`\n=== ${name} ===`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: name === "production build" ? "production" : "test" },
  });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✓ ${name} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
