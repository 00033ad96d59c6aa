import type { z } from "zod";
import type { Language } from "~/lib/i18n/languages";
import { ContentError } from "./content-error";
import { FrontMatterError, splitFrontMatter } from "./front-matter";
import { isSafeHref, type RenderedMarkdown, renderMarkdown } from "./markdown";
import { fillPlaceholders, fillPlaceholdersDeep } from "./placeholders";
import { checkWithSchema, contentLabel, readContentFile, readLocalizedJson } from "./read-json.server";
import { isSiteImage } from "./schema-common";
import { checkSameNonTexts, spanishFileName } from "./spanish-texts";

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

/** A JSON file in `language` (see readLocalizedJson) with its placeholders filled. */
export function readJsonWithPlaceholders<S extends z.ZodType>(
  dir: string,
  file: string,
  schema: S,
  values: Placeholders,
  language: Language = "en",
  keep: readonly string[] = [],
): z.infer<S> {
  const named = language === "en" ? file : spanishFileName(file);
  return readLocalizedJson(dir, file, schema, language, {
    keep,
    prepare: (data) => fillPlaceholdersDeep(data, values, unknownPlaceholder(named)),
  });
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

export type MarkdownDocument<T> = {
  data: T;
  body: string;
  rendered: RenderedMarkdown;
  /** The front matter as written, placeholders filled, before the schema's defaults. */
  frontMatter: unknown;
};

/**
 * One Markdown document; its links are rendered for pages in `linkLanguage` (an English
 * article on the Spanish site links to Spanish pages).
 */
export function readMarkdownDocument<S extends z.ZodType>(
  dir: string,
  file: string,
  schema: S,
  values: Placeholders,
  linkLanguage: Language = "en",
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
  const frontMatter = fillPlaceholdersDeep(split.data, values, unknown);
  const data = checkWithSchema(file, frontMatter, schema);
  const body = fillPlaceholders(split.body, values, unknown);
  if (!body.trim()) throw new ContentError(`${label}: the text under the front matter is empty`);
  const rendered = renderMarkdown(body, linkLanguage);
  // The page shows the front matter's title as its only h1; a second one confuses screen readers.
  const h1 = rendered.headings.find((h) => h.depth === 1);
  if (h1) throw new ContentError(`${label}: heading "${h1.text}" must be ## or deeper (the title is the h1)`);
  checkLinksAndImages(file, rendered);
  return { data, body, rendered, frontMatter };
}

/**
 * A page or help-center document in `language`: in Spanish, its twin `NAME.es.md` (required),
 * read like the English one, whose non-text front-matter fields (path, FAQ group, picture,
 * order...) must be the English file's.
 */
export function readMarkdownIn<S extends z.ZodType>(
  dir: string,
  file: string,
  schema: S,
  values: Placeholders,
  language: Language,
): MarkdownDocument<z.infer<S>> {
  const original = readMarkdownDocument(dir, file, schema, values);
  if (language === "en") return original;
  const twin = spanishFileName(file);
  const spanish = readMarkdownDocument(dir, twin, schema, values, "es");
  checkSameNonTexts(original.frontMatter, spanish.frontMatter, {
    label: contentLabel(twin),
    englishLabel: contentLabel(file),
  });
  return spanish;
}
