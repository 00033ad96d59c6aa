import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildSync } from "esbuild";
import { ROOT } from "./server";

/**
 * The dealer's command-line scripts, bundled once per test run (tests/integration/global-setup.ts)
 * into plain JavaScript the tests run with `node`, each command in its own process as the
 * dealer's would be. `npm run leads` is `tsx scripts/leads.ts`: npm, tsx's launcher and its
 * loader cost 1.4-1.9 s of CPU before the script's first line, against 0.4 s for the bundle, and
 * the suites run some fifty commands. The bundle is the same sources, compiled by the same
 * compiler tsx uses (esbuild); each suite still runs its command through the real npm/tsx path
 * at least once, and compares what both print where that is possible.
 */
export const CLI_SCRIPTS = ["leads", "appraisals", "inventory-import"] as const;
export type CliScript = (typeof CLI_SCRIPTS)[number];

/** Inside node_modules, so the bundle's imports of packages resolve as the sources' do. */
const BUNDLES = path.join(ROOT, "node_modules/.cache/integration-cli");

/** Bundles an entry point (a script, or a test's own one-off script) next to the others. */
export function bundleScript(entry: string, name = path.basename(entry).replace(/\.[mc]?ts$/, "")): string {
  const outfile = path.join(BUNDLES, `${name}.mjs`);
  buildSync({
    entryPoints: [path.resolve(ROOT, entry)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Packages stay imports of node_modules, as under tsx.
    packages: "external",
    tsconfig: path.join(ROOT, "tsconfig.json"),
    logLevel: "warning",
  });
  return outfile;
}

export function bundleCliScripts(): void {
  for (const script of CLI_SCRIPTS) bundleScript(`scripts/${script}.ts`);
}

/** The bundle of `scripts/{script}.ts` that global-setup built for this run. */
export const cliBundle = (script: CliScript) => path.join(BUNDLES, `${script}.mjs`);

/** Runs one command of a bundled script to its exit, as `npm run {script} -- ...args` would. */
export function runCli(script: CliScript, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [cliBundle(script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
