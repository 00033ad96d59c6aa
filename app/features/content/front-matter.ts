import { parseDocument } from "yaml";

/**
 * Splits a Markdown content file into its YAML front matter and its body.
 *
 * The front matter is the block between a `---` first line and the next `---` line. It is
 * parsed with the `yaml` package's default (YAML 1.2 core) schema, so `2026-11-22` stays the
 * string the date schemas expect rather than becoming a Date.
 */
export type FrontMatter = { data: unknown; body: string };

/** Why a file's front matter could not be read; the loader adds the file name. */
export class FrontMatterError extends Error {}

const OPENING = /^\uFEFF?---[ \t]*\r?\n/;
const CLOSING = /^---[ \t]*$/m;

export function splitFrontMatter(source: string): FrontMatter {
  const opening = OPENING.exec(source);
  if (!opening) throw new FrontMatterError("front matter: missing (the file must start with a --- line)");
  const rest = source.slice(opening[0].length);
  const closing = CLOSING.exec(rest);
  if (!closing) throw new FrontMatterError("front matter: no closing --- line");
  const yamlText = rest.slice(0, closing.index);
  const body = rest.slice(closing.index + closing[0].length).replace(/^\r?\n/, "");

  const doc = parseDocument(yamlText, { prettyErrors: true, uniqueKeys: true });
  const problem = doc.errors[0];
  if (problem) {
    // +1: the opening --- is line 1 of the file, so YAML's line 1 is the file's line 2.
    const line = problem.linePos?.[0]?.line;
    const where = line ? ` line ${line + 1}` : "";
    throw new FrontMatterError(`front matter${where}: ${firstLine(problem.message)}`);
  }
  const data = doc.toJS();
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new FrontMatterError("front matter: must be a list of fields (name: value)");
  }
  return { data, body };
}

/** The message without yaml's code frame and its own (front-matter-relative) position. */
function firstLine(message: string): string {
  return message
    .split("\n")[0]!
    .replace(/ at line \d+, column \d+:?$/, "")
    .trim();
}
