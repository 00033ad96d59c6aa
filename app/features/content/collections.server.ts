import path from "node:path";
import type { Language } from "~/lib/i18n/languages";
import { type Article, articleFrontMatterSchema, RESERVED_ARTICLE_SLUGS } from "./article-schema";
import { articlePath, byNewest } from "./articles";
import { ContentError } from "./content-error";
import { type Placeholders, readMarkdownDocument, readMarkdownIn } from "./documents.server";
import { renderMarkdown, splitAtHeadings } from "./markdown";
import {
  type HelpCategory,
  helpCategoryFrontMatterSchema,
  LEGAL_SLUGS,
  type LegalDocument,
  type LegalSlug,
  legalFrontMatterSchema,
  PAGE_PATHS,
  type Page,
  type PageSlug,
  pageFrontMatterSchema,
} from "./page-schema";
import { contentLabel, listContentFiles } from "./read-json.server";
import { slug as slugSchema } from "./schema-common";
import { spanishFileName } from "./spanish-texts";
import { wordsOf } from "./text";

/**
 * The Markdown collections: articles, site pages, legal texts, help-center categories.
 * Pages and help-center categories have a Spanish twin (`NAME.es.md`, required); articles and
 * legal texts stay English on the Spanish site, their links pointing to Spanish pages.
 */

/** A file's slug is its name without .md; it becomes a URL segment, so it must be one. */
function slugOf(file: string): string {
  const name = path.basename(file, ".md");
  if (!slugSchema.safeParse(name).success) {
    throw new ContentError(`${contentLabel(file)}: file name must be lower-case words joined by hyphens`);
  }
  return name;
}

/** Average adult reading speed, for "5 min read". */
const WORDS_PER_MINUTE = 230;

export function loadArticles(dir: string, values: Placeholders, linkLanguage: Language = "en"): Article[] {
  const articles = listContentFiles(dir, "articles", ".md").map((file): Article => {
    const slug = slugOf(file);
    if ((RESERVED_ARTICLE_SLUGS as readonly string[]).includes(slug)) {
      throw new ContentError(`${contentLabel(file)}: "${slug}" is taken by a page; rename the file`);
    }
    const { data, rendered } = readMarkdownDocument(
      dir,
      file,
      articleFrontMatterSchema,
      values,
      linkLanguage,
    );
    const wordCount = wordsOf(rendered.text).length;
    return {
      ...data,
      slug,
      path: articlePath(slug),
      html: rendered.html,
      text: rendered.text,
      headings: rendered.headings,
      wordCount,
      readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    };
  });
  return articles.sort(byNewest);
}

/** A body's intro and its ## sections, each rendered on its own; two sections may not share a heading. */
function sectionsOf(file: string, body: string, language: Language) {
  const { intro, sections } = splitAtHeadings(body);
  const ids = new Set<string>();
  return {
    introHtml: intro ? renderMarkdown(intro, language).html : "",
    sections: sections.map((s) => {
      const heading = renderMarkdown(`## ${s.heading}`).headings[0]!;
      if (ids.has(heading.id))
        throw new ContentError(`${contentLabel(file)}: heading "${heading.text}" appears twice`);
      ids.add(heading.id);
      return { id: heading.id, title: heading.text, body: s.body };
    }),
  };
}

/**
 * A Spanish twin's sections take the English sections' ids, by position: a deep link
 * (`#our-stores`) and a page that leaves a section out by id work in both languages. The twin
 * must have as many sections as the English page.
 */
function withEnglishIds<T extends { id: string }>(
  file: string,
  spanish: T[],
  english: { id: string }[],
): T[] {
  if (spanish.length !== english.length) {
    throw new ContentError(
      `${contentLabel(file)}: has ${spanish.length} ## sections; the English page has ${english.length}`,
    );
  }
  return spanish.map((section, index) => ({ ...section, id: english[index]!.id }));
}

/** The ## section ids of the English version of a Spanish twin. */
function englishSectionIds(
  dir: string,
  file: string,
  schema: Parameters<typeof readMarkdownIn>[2],
  values: Placeholders,
) {
  const { body } = readMarkdownIn(dir, file, schema, values, "en");
  return sectionsOf(file, body, "en").sections;
}

export function loadPages(
  dir: string,
  values: Placeholders,
  language: Language = "en",
): Record<PageSlug, Page> {
  const pages = {} as Record<PageSlug, Page>;
  for (const [slug, expectedPath] of Object.entries(PAGE_PATHS) as [PageSlug, string][]) {
    const file = path.join("pages", `${slug}.md`);
    const { data, body, rendered } = readMarkdownIn(dir, file, pageFrontMatterSchema, values, language);
    if (data.path !== expectedPath) {
      throw new ContentError(`${contentLabel(file)}: field path: must be ${expectedPath}`);
    }
    const shownFile = language === "en" ? file : spanishFileName(file);
    const { introHtml, sections: own } = sectionsOf(shownFile, body, language);
    const sections =
      language === "en"
        ? own
        : withEnglishIds(shownFile, own, englishSectionIds(dir, file, pageFrontMatterSchema, values));
    pages[slug] = {
      ...data,
      slug,
      html: rendered.html,
      headings: rendered.headings,
      introHtml,
      sections: sections.map((s) => ({
        id: s.id,
        title: s.title,
        html: renderMarkdown(s.body, language).html,
      })),
    };
  }
  return pages;
}

export function loadLegal(
  dir: string,
  values: Placeholders,
  linkLanguage: Language = "en",
): Record<LegalSlug, LegalDocument> {
  const legal = {} as Record<LegalSlug, LegalDocument>;
  for (const slug of LEGAL_SLUGS) {
    const file = path.join("legal", `${slug}.md`);
    const { data, rendered } = readMarkdownDocument(dir, file, legalFrontMatterSchema, values, linkLanguage);
    legal[slug] = { ...data, slug, path: `/legal/${slug}`, html: rendered.html, headings: rendered.headings };
  }
  return legal;
}

/** One file per category; each `## Question?` and the Markdown under it is one answer. */
export function loadHelpCenter(dir: string, values: Placeholders, language: Language = "en"): HelpCategory[] {
  const categories = listContentFiles(dir, "help-center", ".md").map((english): HelpCategory => {
    const slug = slugOf(english);
    const file = language === "en" ? english : spanishFileName(english);
    const { data, body } = readMarkdownIn(dir, english, helpCategoryFrontMatterSchema, values, language);
    const { introHtml, sections: own } = sectionsOf(file, body, language);
    const sections =
      language === "en"
        ? own
        : withEnglishIds(file, own, englishSectionIds(dir, english, helpCategoryFrontMatterSchema, values));
    if (sections.length < 3) {
      throw new ContentError(`${contentLabel(file)}: needs at least 3 questions, each under a ## heading`);
    }
    const questions = sections.map((s) => {
      if (!s.title.endsWith("?")) {
        throw new ContentError(
          `${contentLabel(file)}: heading "${s.title}" must be a question ending with ?`,
        );
      }
      if (!s.body) throw new ContentError(`${contentLabel(file)}: question "${s.title}" has no answer`);
      const answer = renderMarkdown(s.body, language);
      return { id: s.id, question: s.title, answerHtml: answer.html, answerText: answer.text };
    });
    return { ...data, slug, path: `/help-center/${slug}`, introHtml, questions };
  });
  const orders = new Set(categories.map((c) => c.order));
  if (orders.size !== categories.length)
    throw new ContentError("content/help-center/: two categories share an order");
  return categories.sort((a, b) => a.order - b.order);
}
