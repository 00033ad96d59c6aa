import type { z } from "zod";
import { ContentError } from "./content-error";
import { FrontMatterError, splitFrontMatter } from "./front-matter";
import { isSafeHref, type RenderedMarkdown, renderMarkdown } from "./markdown";
import { fillPlaceholders, fillPlaceholdersDeep } from "./placeholders";
import { checkWithSchema, contentLabel, readContentFile, readJson } from "./read-json.server";
import { isSiteImage } from "./schema-common";

/**
 * Reading one content file with its placeholders filled: a Markdown document (front
 * matter checked with its schema, body rendered and its links and pictures checked) or a
 * JSON file. Every problem is a ContentError naming the file.
 */
export type Placeholders = Map<string, string>;

function unknownPlaceholder(file: string) {
  return (name: string): never => {
    throw new ContentError(`${contentLabel(file)}: unknown placeholder {{${name}}}`);
  };
}

export function readJsonWithPlaceholders<S extends z.ZodType>(
  dir: string,
  file: string,
  schema: S,
  values: Placeholders,
): z.infer<S> {
  return readJson(dir, file, schema, (data) => fillPlaceholdersDeep(data, values, unknownPlaceholder(file)));
}

/** Links and pictures in rendered Markdown: safe targets, drawn pictures with an alt text. */
export function checkLinksAndImages(file: string, found: Pick<RenderedMarkdown, "links" | "images">): void {
  const label = contentLabel(file);
  for (const link of found.links) {
    if (!isSafeHref(link))
      throw new ContentError(`${label}: link "${link}" is not allowed (use /path, https:, mailto: or tel:)`);
  }
  for (const picture of found.images) {
    if (!isSiteImage(picture.src)) {
      throw new ContentError(
        `${label}: picture "${picture.src}" must be a drawn vehicle picture (/vehicle-images/...)`,
      );
    }
    if (picture.alt.trim().length < 3)
      throw new ContentError(`${label}: picture "${picture.src}" needs an alt text`);
  }
}

export type MarkdownDocument<T> = { data: T; body: string; rendered: RenderedMarkdown };

export function readMarkdownDocument<S extends z.ZodType>(
  dir: string,
  file: string,
  schema: S,
  values: Placeholders,
): MarkdownDocument<z.infer<S>> {
  const label = contentLabel(file);
  let split: ReturnType<typeof splitFrontMatter>;
  try {
    split = splitFrontMatter(readContentFile(dir, file));
  } catch (error) {
    if (error instanceof FrontMatterError) throw new ContentError(`${label}: ${error.message}`);
    throw error;
  }
  const unknown = unknownPlaceholder(file);
  const data = checkWithSchema(file, fillPlaceholdersDeep(split.data, values, unknown), schema);
  const body = fillPlaceholders(split.body, values, unknown);
  if (!body.trim()) throw new ContentError(`${label}: the text under the front matter is empty`);
  const rendered = renderMarkdown(body);
  // The page shows the front matter's title as its only h1; a second one confuses screen readers.
  const h1 = rendered.headings.find((h) => h.depth === 1);
  if (h1) throw new ContentError(`${label}: heading "${h1.text}" must be ## or deeper (the title is the h1)`);
  checkLinksAndImages(file, rendered);
  return { data, body, rendered };
}
