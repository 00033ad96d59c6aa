import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { currentDependenciesDoc, DEPENDENCIES_DOC, dependencyReport } from "./dependencies";

/**
 * docs/dependencies.md is generated (npm run dependencies:doc); these tests keep it current, so a
 * dependency added, removed or upgraded cannot slip in without its licence and weight showing.
 */
const ROOT = path.resolve(import.meta.dirname, "..");

describe("docs/dependencies.md", () => {
  it("is what npm run dependencies:doc writes for the installed packages", () => {
    const written = fs.readFileSync(path.join(ROOT, DEPENDENCIES_DOC), "utf8");
    // On failure: run `npm run dependencies:doc` and commit the file.
    expect(written).toBe(currentDependenciesDoc(ROOT));
  });

  it("lists every production dependency of package.json, and only those, with a licence", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
    const report = dependencyReport(ROOT);
    expect(report.direct.map((d) => d.name)).toEqual(Object.keys(manifest.dependencies).sort());
    for (const row of report.direct) {
      expect(row.installed, row.name).toMatch(/^\d+\.\d+\.\d+/);
      expect(row.licence, row.name).not.toBe("UNKNOWN");
    }
    // A production install is more than the direct dependencies, and none of the dev tools.
    expect(report.installed).toBeGreaterThan(report.direct.length);
    const devOnly = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).devDependencies;
    expect(report.direct.some((d) => d.name in devOnly)).toBe(false);
    expect(report.licences.reduce((sum, l) => sum + l.packages, 0)).toBe(report.installed);
  });
});
