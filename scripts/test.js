// `npm test`: typecheck, lint, unit, build, integration, end-to-end; stops at the first red step.
// The typecheck, the lint, the unit tests and the production build run side by side (each prints
// when it ends): tsc keeps one core busy for a minute while the unit tests take 40 s and the build
// 20 s, so the four end sooner together. No unit test reads the build, and the build writes no
// route types (React Router generates them only in dev and in the typecheck).
import { spawn } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.js";

const stages = [
  [
    ["typecheck", "npm", ["run", "--silent", "typecheck"]],
    ["lint", "npx", ["biome", "ci", "."]],
    ["unit tests", "npx", ["vitest", "run", "--project", "unit"]],
    ["production build", "npx", ["react-router", "build"]],
  ],
  [["integration tests", "npx", ["vitest", "run", "--project", "integration"]]],
  [["end-to-end tests", "npx", ["playwright", "test"]]],
];

/** Runs one step; a step alone in its stage streams its output, steps side by side print theirs at the end. */
function run([name, command, args], alone) {
  const started = Date.now();
  const env = { ...process.env, NODE_ENV: name === "production build" ? "production" : "test" };
  return new Promise((resolve) => {
    if (alone) console.log(`\n=== ${name} ===`);
    const child = spawn(command, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], env });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code, signal) => {
      if (!alone) process.stdout.write(`\n=== ${name} ===\n${output}`);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) console.log(`✓ ${name} (${seconds} s)`);
      else console.error(`\n✗ ${name} failed (exit ${code ?? signal}).`);
      resolve(code === 0 ? 0 : code || 1);
    });
  });
}

const started = Date.now();
for (const stage of stages) {
  if (stage.some(([name]) => name === "end-to-end tests")) ensureChromium();
  const codes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
