import fs from "node:fs";
import path from "node:path";
import { parse } from "@messageformat/parser";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The message catalogues (docs/i18n.md): both languages hold the same ids with the same
 * placeholders, every message parses as ICU, every id the code asks for exists, and no
 * English phrase is written straight into a page or a component.
 */
const APP = path.resolve(import.meta.dirname, "..");
const LOCALES = import.meta.dirname;

function read(language: string, area: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${area}.json`), "utf8"));
}
const areas = fs
  .readdirSync(path.join(LOCALES, "en"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length));

/** The arguments a message interpolates (`{name}`, `{count, plural, ...}`), nested included. */
export function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  type Token = { type: string; arg?: string; cases?: Array<{ tokens: Token[] }> };
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.arg !== undefined) found.add(token.arg);
      for (const branch of token.cases ?? []) walk(branch.tokens);
    }
  };
  walk(parse(message) as Token[]);
  return [...found].sort();
}

describe("the catalogues", () => {
  it("exist for both languages, area by area", () => {
    expect(areas.length).toBeGreaterThan(0);
    const spanish = fs.readdirSync(path.join(LOCALES, "es")).filter((file) => file.endsWith(".json"));
    expect(spanish.sort()).toEqual(areas.map((area) => `${area}.json`).sort());
    for (const area of areas) expect(fs.existsSync(path.join(LOCALES, `${area}.ts`)), area).toBe(true);
  });

  it.each(areas)("%s: the same ids in English and Spanish, each with its area's prefix", (area) => {
    const en = Object.keys(read("en", area)).sort();
    const es = Object.keys(read("es", area)).sort();
    expect({ missingInSpanish: en.filter((id) => !es.includes(id)) }).toEqual({ missingInSpanish: [] });
    expect({ missingInEnglish: es.filter((id) => !en.includes(id)) }).toEqual({ missingInEnglish: [] });
    // The validation catalogue is keyed by the forms' English messages themselves, and the
    // vehicleData catalogue by the inventory feed's English values ("Gasoline", "Heated Seats").
    if (area !== "validation" && area !== "vehicleData")
      expect(en.filter((id) => !id.startsWith(`${area}.`))).toEqual([]);
  });

  it.each(areas)("%s: every message parses, with the same placeholders in both languages", (area) => {
    const en = read("en", area);
    const es = read("es", area);
    const differing = Object.keys(en).filter(
      (id) => id in es && placeholdersOf(en[id]!).join() !== placeholdersOf(es[id]!).join(),
    );
    expect(differing).toEqual([]);
    const empty = Object.entries(es).filter(([, message]) => message.trim() === "");
    expect(empty).toEqual([]);
  });

  it("tells a placeholder from a plural's words", () => {
    expect(placeholdersOf("{count, plural, one {# car in {store}} other {# cars}}")).toEqual([
      "count",
      "store",
    ]);
    expect(placeholdersOf("Hello {name}")).toEqual(["name"]);
    expect(placeholdersOf("No placeholder")).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the code's message ids", () => {
  it("all exist in the catalogues", () => {
    const ids = new Set(areas.flatMap((area) => Object.keys(read("en", area))));
    const missing: string[] = [];
    for (const file of sourceFiles(APP)) {
      const source = fs.readFileSync(file, "utf8");
      for (const [, id] of source.matchAll(/\bt\(\s*"([a-zA-Z]+\.[\w.-]+)"/g))
        if (!ids.has(id!)) missing.push(`${path.relative(APP, file)}: ${id}`);
    }
    expect(missing).toEqual([]);
  });
});

/**
 * English written straight into a page or a component: JSX text, the attributes a person reads
 * or hears, and the texts of page meta and of props named like texts. Brand and data words
 * that read the same in both languages are allowed.
 */
const TEXT_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "title",
  "placeholder",
  "alt",
  "label",
  "hint",
  "description",
  "heading",
  "legend",
  "caption",
  "submitLabel",
  "buttonLabel",
]);
const TEXT_PROPERTIES = new Set(["title", "description", "label", "heading", "message", "hint", "text"]);
const SAME_IN_BOTH = new Set([
  "404",
  "CARFAX",
  "VIN",
  "ADF",
  "APR",
  "MSRP",
  "Facebook",
  "Instagram",
  "YouTube",
  "X",
  "English",
  "Español",
  "Ver en español",
  "Se habla español",
  "OK",
  "©",
]);

/** Whether a text reads as English words (not a class name, a path, a number or a brand). */
export function isEnglishPhrase(text: string): boolean {
  // JSX text keeps HTML entities as written (`&nbsp;`): they are not words.
  const trimmed = text
    .replace(/&[a-zA-Z]+;|&#\d+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (trimmed === "" || SAME_IN_BOTH.has(trimmed)) return false;
  if (!/[A-Za-z]{2,}/.test(trimmed)) return false;
  if (/^[/#.]|^https?:|^[a-z]+(-[a-z0-9]+)+$|^[a-z][a-zA-Z0-9]*$/.test(trimmed)) return false;
  return true;
}

export function englishPhrasesIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const note = (node: ts.Node, text: string) => {
    if (isEnglishPhrase(text)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${fileName}:${line + 1}: ${text.replace(/\s+/g, " ").trim()}`);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) note(node, node.text);
    else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) note(value, value.text);
      if (value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression))
        note(value.expression, value.expression.text);
    } else if (
      ts.isPropertyAssignment(node) &&
      TEXT_PROPERTIES.has(node.name.getText(file)) &&
      ts.isStringLiteralLike(node.initializer)
    ) {
      note(node.initializer, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("pages and components", () => {
  it("notice English in JSX text, read attributes and text properties, and nothing else", () => {
    const source = `
      const meta = () => ({ title: "Careers", canonicalPath: "/our-company/careers" });
      export const A = () => (
        <section className="mx-auto flex" data-testid="x" aria-label="Follow us">
          Send us a message
          <Icon name="arrow-right" />
          <a href="/contact-us" title={"Open the map"}>{t("company.map")}</a>
          <p>CARFAX</p>
          <span>&nbsp;</span>
        </section>
      );`;
    expect(englishPhrasesIn("a.tsx", source).map((line) => line.replace(/^a\.tsx:\d+: /, ""))).toEqual([
      "Careers",
      "Follow us",
      "Send us a message",
      "Open the map",
    ]);
  });

  it("hold no English written outside a catalogue", () => {
    // JSON endpoints, feeds and generated files answer machines, in the spec's English.
    const machineFacing = ["api", "seo", "resources"].map((dir) => path.join(APP, "routes", dir) + path.sep);
    const files = [path.join(APP, "routes"), path.join(APP, "components")]
      .flatMap(sourceFiles)
      .filter((file) => !machineFacing.some((dir) => file.startsWith(dir)));
    const found = files.flatMap((file) =>
      englishPhrasesIn(path.relative(APP, file), fs.readFileSync(file, "utf8")),
    );
    expect(found).toEqual([]);
  });
});
