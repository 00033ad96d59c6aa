import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds each of the slowest integration files took in a whole run on two cores (November 2026). Two
 * workers share the files; the longest started last would leave one worker idle at the end.
 */
const SLOW_INTEGRATION_FILES: Record<string, number> = {
  "tests/integration/seo.test.ts": 30,
  "tests/integration/financing.test.ts": 18,
  "tests/integration/phone-and-tracking-api.test.ts": 15,
  "tests/integration/inventory-import.test.ts": 15,
  "tests/integration/no-personal-data-in-logs.test.ts": 14,
  "tests/integration/leads-delivery.test.ts": 13,
  "tests/integration/leads-cli.test.ts": 13,
  "tests/integration/read-only-storage.test.ts": 13,
  "tests/integration/lead-conversion.test.ts": 12,
  "tests/integration/fuzz-forms.test.ts": 11,
  "tests/integration/render-bound.test.ts": 11,
  "tests/integration/server-rate-limits.test.ts": 11,
  "tests/integration/sell-trade.test.ts": 11,
};

/**
 * Vitest runs the files that took longest in the previous run first, from its cache; without
 * one (a fresh clone, as CI runs) it runs the largest files first, and a long file may start
 * last. Then the files above go first, longest first, each project still after the other.
 */
export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const key = (file: TestSpecification) => path.relative(root, file.moduleId).split(path.sep).join("/");
    const cached = (file: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${key(file)}`) !== undefined;
    if (sorted.every(cached)) return sorted;
    const projectRank = new Map<string, number>();
    for (const file of sorted)
      if (!projectRank.has(file.project.name)) projectRank.set(file.project.name, projectRank.size);
    const weight = (file: TestSpecification) =>
      file.project.name === "integration" ? (SLOW_INTEGRATION_FILES[key(file)] ?? 0) : 0;
    return sorted
      .map((file, index) => ({ file, index }))
      .sort(
        (a, b) =>
          projectRank.get(a.file.project.name)! - projectRank.get(b.file.project.name)! ||
          weight(b.file) - weight(a.file) ||
          a.index - b.index,
      )
      .map(({ file }) => file);
  }
}
