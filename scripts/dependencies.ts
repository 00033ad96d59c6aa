/**
 * `npm run dependencies:doc`: writes docs/dependencies.md, the production dependencies of the site
 * (package.json "dependencies") with the version installed and its licence (from
 * node_modules/NAME/package.json), how many packages each one brings with it, and the
 * licences of every package a production install holds (from package-lock.json). Nothing is
 * fetched. scripts/dependencies.test.ts fails when the file is out of date, so a dependency
 * added, removed or upgraded shows in review with its licence and its weight.
 *
 * Not `npm run dependencies`: npm runs a script of that name after every install that changes
 * node_modules, `npm ci --omit=dev` included, where tsx is not installed and the deploy would fail.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

type PackageJson = {
  name?: string;
  version?: string;
  description?: string;
  license?: string | { type?: string };
  licenses?: Array<{ type?: string }>;
  dependencies?: Record<string, string>;
};

type LockEntry = {
  version?: string;
  license?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

export const DEPENDENCIES_DOC = "docs/dependencies.md";

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;

/** The licence a package.json declares, in its SPDX words ("UNKNOWN" when it declares none). */
function licenceOf(pkg: PackageJson | LockEntry): string {
  if ("licenses" in pkg && pkg.licenses?.length)
    return pkg.licenses.map((l) => l.type ?? "UNKNOWN").join(" OR ");
  const { license } = pkg as PackageJson;
  if (typeof license === "string" && license.trim()) return license.trim();
  if (license && typeof license === "object" && license.type) return license.type;
  return "UNKNOWN";
}

/**
 * Where Node finds `name` from the package at `from` (a lock path): its own node_modules,
 * then each parent's, up to the root's. Undefined when the lock has no such package (an
 * optional peer nobody installs).
 */
function resolveInLock(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut < 0 ? "" : base.slice(0, cut);
  }
}

/** Every lock path reachable from `start` through dependencies, optional ones and peers (itself included). */
function closure(packages: Record<string, LockEntry>, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const entry = packages[current]!;
    const names = Object.keys({
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...entry.peerDependencies,
    });
    for (const name of names) {
      const found = resolveInLock(packages, current, name);
      if (found && !packages[found]!.dev) queue.push(found);
    }
  }
  return seen;
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();

/** A package's own description, cut to its first sentence so the table stays readable. */
function shortDescription(description: string | undefined): string {
  const text = cell(description ?? "");
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  return sentence.length > 90 ? `${sentence.slice(0, 87).trimEnd()}...` : sentence;
}

export type DependencyRow = {
  name: string;
  range: string;
  installed: string;
  licence: string;
  brings: number;
  description: string;
};

export type DependencyReport = {
  direct: DependencyRow[];
  /** Packages of a production install (npm ci --omit=dev), the root excluded. */
  installed: number;
  /** Of those, optional ones: platform builds and optional peers, skipped by --omit=optional. */
  optional: number;
  licences: Array<{ licence: string; packages: number }>;
};

/** Reads package.json, node_modules and package-lock.json under `root`. */
export function dependencyReport(root: string): DependencyReport {
  const manifest = readJson<PackageJson>(path.join(root, "package.json"));
  const lock = readJson<{ packages: Record<string, LockEntry> }>(path.join(root, "package-lock.json"));
  const { packages } = lock;
  const production = Object.entries(packages).filter(([lockPath, entry]) => lockPath !== "" && !entry.dev);
  const direct = Object.entries(manifest.dependencies ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, range]): DependencyRow => {
      const file = path.join(root, "node_modules", name, "package.json");
      if (!fs.existsSync(file)) throw new Error(`${name} is not installed: run npm install`);
      const pkg = readJson<PackageJson>(file);
      const lockPath = `node_modules/${name}`;
      return {
        name,
        range,
        installed: pkg.version ?? "?",
        licence: licenceOf(pkg),
        brings: packages[lockPath] ? closure(packages, lockPath).size - 1 : 0,
        description: shortDescription(pkg.description),
      };
    });
  const licenceCounts = new Map<string, number>();
  for (const [, entry] of production) {
    const licence = licenceOf(entry);
    licenceCounts.set(licence, (licenceCounts.get(licence) ?? 0) + 1);
  }
  return {
    direct,
    installed: production.length,
    optional: production.filter(([, e]) => e.optional || e.devOptional).length,
    licences: [...licenceCounts]
      .map(([licence, count]) => ({ licence, packages: count }))
      .sort((a, b) => b.packages - a.packages || a.licence.localeCompare(b.licence)),
  };
}

/** docs/dependencies.md for `report`. */
export function dependenciesMarkdown(report: DependencyReport): string {
  const lines = [
    "# Production dependencies",
    "",
    "Generated by `npm run dependencies:doc` (scripts/dependencies.ts) from package.json, node_modules",
    "and package-lock.json; do not edit by hand. `scripts/dependencies.test.ts` fails when this file",
    "is out of date, so every dependency added, removed or upgraded shows here, in review.",
    "",
    "The list is kept short: each package is code we ship, patch and answer for. Before adding one,",
    "check that the platform (Node, React Router, zod) or a few lines of our own cannot do the job,",
    "and look at the packages it brings and its licence below.",
    "",
    `- ${report.direct.length} direct production dependencies (package.json "dependencies").`,
    `- ${report.installed} packages in a production install (\`npm ci --omit=dev\`), ` +
      `${report.optional} of them optional (platform builds and optional peers).`,
    "",
    "| Package | Range | Installed | Licence | Packages it brings | What it is |",
    "| --- | --- | --- | --- | ---: | --- |",
    ...report.direct.map(
      (d) =>
        `| ${cell(d.name)} | ${cell(d.range)} | ${cell(d.installed)} | ${cell(d.licence)} | ${d.brings} | ${d.description} |`,
    ),
    "",
    '"Packages it brings": the other packages of the production install it needs, directly or',
    "not, counted with the packages it shares with other dependencies.",
    "",
    "## Licences of every package in a production install",
    "",
    "| Licence | Packages |",
    "| --- | ---: |",
    ...report.licences.map((l) => `| ${cell(l.licence)} | ${l.packages} |`),
    "",
  ];
  return lines.join("\n");
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The file's content as it should be now. */
export function currentDependenciesDoc(root = ROOT): string {
  return dependenciesMarkdown(dependencyReport(root));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = path.join(ROOT, DEPENDENCIES_DOC);
  fs.writeFileSync(target, currentDependenciesDoc());
  const report = dependencyReport(ROOT);
  console.log(
    `${DEPENDENCIES_DOC}: ${report.direct.length} dependencies, ${report.installed} packages in a production install.`,
  );
}
