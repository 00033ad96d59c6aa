import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { ContentError } from "./content-error";

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

/** The text of a content file; a missing or unreadable file is a ContentError naming it. */
export function readContentFile(dir: string, file: string): string {
  try {
    return fs.readFileSync(path.join(dir, file), "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ContentError(
      `${contentLabel(file)}: ${code === "ENOENT" ? "file is missing" : (error as Error).message}`,
    );
  }
}

/** Reads `dir/file` as JSON and validates it; throws a ContentError naming the file and the field. */
export function readJson<S extends z.ZodType>(
  dir: string,
  file: string,
  schema: S,
  prepare: (data: unknown) => unknown = (data) => data,
): z.infer<S> {
  const text = readContentFile(dir, file);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ContentError(`${contentLabel(file)}: ${(error as Error).message}`);
  }
  return checkWithSchema(file, prepare(data), schema);
}

/** The files of one content folder with the given extension, sorted (so load order never varies). */
export function listContentFiles(dir: string, folder: string, extension: string): string[] {
  const full = path.join(dir, folder);
  let names: string[];
  try {
    names = fs.readdirSync(full);
  } catch {
    throw new ContentError(`${contentLabel(folder)}/: folder is missing`);
  }
  return names
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => path.join(folder, name));
}
