import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers (docs/architecture.md, "Rules that keep it livable"): the domain stays
 * framework-free, so nothing under app/features imports the UI (components, routes,
 * root.tsx), React or React Router; and the cross-cutting basics under app/lib import no
 * feature (start-up code that wires features lives in app/start-up). A type that a page and
 * a feature share lives in the feature. This test reads every import of every feature and
 * lib file, tests included, and fails naming the file and the import.
 */
const APP = import.meta.dirname;
const FEATURES = path.join(APP, "features");
const LIB = path.join(APP, "lib");
/** What app/lib may not import besides the UI: the features, and the start-up code that wires them. */
const LIB_FORBIDDEN_DIRS = [FEATURES, path.join(APP, "start-up")].map((d) => d + path.sep);
const FORBIDDEN_PACKAGES = /^(react|react-dom|react-router|@react-router\/[^/]+)(\/|$)/;
const FORBIDDEN_DIRS = ["components", "routes"].map((d) => path.join(APP, d) + path.sep);
const FORBIDDEN_FILES = ["root", "root.tsx", "routes.ts"].map((f) => path.join(APP, f));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

/** What a layer may not import: packages by name, and folders or files of app/. */
type LayerRule = { packages?: RegExp; dirs: string[] };

/** The imports of `file` that break `rule`, as written. */
function importsBreaking(rule: LayerRule, file: string, source: string): string[] {
  const found: string[] = [];
  for (const [, spec] of source.matchAll(IMPORT)) {
    if (!spec) continue;
    if (rule.packages?.test(spec)) {
      found.push(spec);
      continue;
    }
    const target = spec.startsWith("~/")
      ? path.join(APP, spec.slice(2))
      : spec.startsWith(".")
        ? path.resolve(path.dirname(file), spec)
        : null;
    if (!target) continue;
    if (rule.dirs.some((dir) => `${target}${path.sep}`.startsWith(dir)) || FORBIDDEN_FILES.includes(target))
      found.push(spec);
  }
  return found;
}

/** A feature's imports that reach the UI (components, routes, root), React or React Router. */
export function forbiddenImports(file: string, source: string): string[] {
  return importsBreaking({ packages: FORBIDDEN_PACKAGES, dirs: FORBIDDEN_DIRS }, file, source);
}

/**
 * The imports of a file under app/lib that reach a feature, the start-up code or the UI
 * (components, routes, root). React and React Router are allowed there: the cookies and the
 * i18n hooks use them.
 */
export function forbiddenLibImports(file: string, source: string): string[] {
  return importsBreaking({ dirs: [...FORBIDDEN_DIRS, ...LIB_FORBIDDEN_DIRS] }, file, source);
}

describe("the domain layer", () => {
  it("imports no UI, routes, root, React or React Router", () => {
    const offences = sourceFiles(FEATURES).flatMap((file) =>
      forbiddenImports(file, fs.readFileSync(file, "utf8")).map(
        (spec) => `${path.relative(APP, file)} imports ${spec}`,
      ),
    );
    expect(offences).toEqual([]);
  });

  it("notices each kind of forbidden import", () => {
    const file = path.join(FEATURES, "leads", "x.ts");
    const source = [
      'import { data } from "react-router";',
      'import type { RootData } from "~/root";',
      'import { Toast } from "~/components/ui/toast";',
      'import { x } from "../../routes/home/home";',
      'import { useState } from "react";',
      'import { z } from "zod";',
      'import { format } from "~/lib/format";',
      'import { lead } from "./model/lead";',
    ].join("\n");
    expect(forbiddenImports(file, source)).toEqual([
      "react-router",
      "~/root",
      "~/components/ui/toast",
      "../../routes/home/home",
      "react",
    ]);
  });
});

describe("the shared basics (app/lib)", () => {
  it("import no feature, start-up code, UI, routes or root", () => {
    const offences = sourceFiles(LIB).flatMap((file) =>
      forbiddenLibImports(file, fs.readFileSync(file, "utf8")).map(
        (spec) => `${path.relative(APP, file)} imports ${spec}`,
      ),
    );
    expect(offences).toEqual([]);
  });

  it("notices each kind of forbidden import", () => {
    const file = path.join(LIB, "http", "x.ts");
    const source = [
      'import type { Visitor } from "~/features/visitor/visitor";',
      'import { pickAdsValues } from "../../features/visitor/marketing-params";',
      'import { Toast } from "~/components/ui/toast";',
      'import type { AppServices } from "~/start-up/app-services.server";',
      'import { createCookie } from "react-router";',
      'import { z } from "zod";',
      'import { deriveKey } from "~/lib/crypto/derive-key.server";',
      'import { readCookie } from "./cookies.server";',
      'import type { FeaturesList } from "~/lib/features-list";',
    ].join("\n");
    expect(forbiddenLibImports(file, source)).toEqual([
      "~/features/visitor/visitor",
      "../../features/visitor/marketing-params",
      "~/components/ui/toast",
      "~/start-up/app-services.server",
    ]);
  });
});
