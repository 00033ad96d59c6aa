import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import type { Language } from "~/lib/i18n/languages";
import { ContentError } from "./content-error";
import { isSpanishTwin, overlaySpanish, spanishFileName } from "./spanish-texts";

/**
 * The one way content files are read and checked: JSON and Markdown alike end in
 * `checkWithSchema`, so every error has the same `content/FILE: field PATH: message` form.
 */

/** How a content file is named in messages: relative to the content folder, as an editor sees it. */
export function contentLabel(file: string): string {
  return `content/${file.split(path.sep).join("/")}`;
}

/** "field a.b.0" for a zod issue path, "(file)" when the whole file is wrong. */
export function fieldName(issuePath: readonly PropertyKey[]): string {
  return issuePath.length ? issuePath.map(String).join(".") : "(file)";
}

export function checkWithSchema<S extends z.ZodType>(file: string, data: unknown, schema: S): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ContentError(`${contentLabel(file)}: field ${fieldName(issue.path)}: ${issue.message}`);
  }
  return result.data;
}

/**
 * The text of a content file, without a leading UTF-8 byte-order mark (some editors on
 * Windows write one; JSON.parse and front matter would choke on the invisible character);
 * a missing or unreadable file is a ContentError naming it.
 */
export function readContentFile(dir: string, file: string): string {
  try {
    return fs.readFileSync(path.join(dir, file), "utf8").replace(/^\uFEFF/, "");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ContentError(
      `${contentLabel(file)}: ${code === "ENOENT" ? "file is missing" : (error as Error).message}`,
    );
  }
}

function parseJsonFile(dir: string, file: string): unknown {
  const text = readContentFile(dir, file);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(`${contentLabel(file)}: ${(error as Error).message}`);
  }
}

/** Reads `dir/file` as JSON and validates it; throws a ContentError naming the file and the field. */
export function readJson<S extends z.ZodType>(
  dir: string,
  file: string,
  schema: S,
  prepare: (data: unknown) => unknown = (data) => data,
): z.infer<S> {
  return checkWithSchema(file, prepare(parseJsonFile(dir, file)), schema);
}

export type LocalizedJsonOptions = {
  /** Runs on the merged data before the schema (placeholders). */
  prepare?: (data: unknown) => unknown;
  /** The file's proper names, written the same in both languages (see spanish-texts.ts). */
  keep?: readonly string[];
};

/**
 * `readJson` in a language: in Spanish, the texts of `NAME.es.json` laid over `NAME.json`
 * (see spanish-texts.ts), then validated with the same schema; errors name the Spanish file.
 */
export function readLocalizedJson<S extends z.ZodType>(
  dir: string,
  file: string,
  schema: S,
  language: Language,
  { prepare = (data) => data, keep = [] }: LocalizedJsonOptions = {},
): z.infer<S> {
  if (language === "en") return readJson(dir, file, schema, prepare);
  const twin = spanishFileName(file);
  const merged = overlaySpanish(parseJsonFile(dir, file), parseJsonFile(dir, twin), {
    label: contentLabel(twin),
    englishLabel: contentLabel(file),
    keep,
  });
  return checkWithSchema(twin, prepare(merged), schema);
}

/**
 * The files of one content folder with the given extension, sorted (so load order never
 * varies); Spanish twins (`NAME.es.md`) are not listed: they are read beside their English file.
 */
export function listContentFiles(dir: string, folder: string, extension: string): string[] {
  const full = path.join(dir, folder);
  let names: string[];
  try {
    names = fs.readdirSync(full);
  } catch {
    throw new ContentError(`${contentLabel(folder)}/: folder is missing`);
  }
  return names
    .filter((name) => name.endsWith(extension) && !isSpanishTwin(name))
    .sort()
    .map((name) => path.join(folder, name));
}
