import type { Article, ArticleCategory } from "./article-schema";
import { byNewest } from "./articles";
import type { Heading } from "./markdown";
import type { HelpCategory, HelpQuestion } from "./page-schema";
import { foldText, wordsOf } from "./text";
import { hasWordStartingWith, searchWordsOf, wordIndexOf } from "./word-search";

/**
 * What the research and help-center pages need beyond articles.ts: the index grouped by
 * category, search excerpts with the matched words marked, the table of contents of a long
 * article, and the search over help-center questions. Pure: plain values in, plain values out.
 */

/** A search box's text as the pages use it: spaces collapsed, at most 100 characters. */
export const MAX_QUERY_LENGTH = 100;

export function normalizeQuery(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trim();
}

export type ArticleGroup = { category: ArticleCategory; articles: Article[] };

/** An article as a card or a search result shows it: no body, so pages send little data. */
export type ArticleSummary = Pick<
  Article,
  "slug" | "path" | "title" | "description" | "image" | "imageAlt" | "publishedAt" | "readingMinutes"
> & { categoryName: string };

export function articleSummary(
  article: Article,
  categories: readonly Pick<ArticleCategory, "slug" | "name">[],
): ArticleSummary {
  return {
    slug: article.slug,
    path: article.path,
    title: article.title,
    description: article.description,
    image: article.image,
    imageAlt: article.imageAlt,
    publishedAt: article.publishedAt,
    readingMinutes: article.readingMinutes,
    categoryName: categories.find((c) => c.slug === article.category)?.name ?? article.category,
  };
}

/** /car-research: each category in the order of article-categories.json, its articles newest first; empty ones left out. */
export function articleGroups(content: {
  articleCategories: readonly ArticleCategory[];
  articles: readonly Article[];
}): ArticleGroup[] {
  return content.articleCategories
    .map((category) => ({
      category,
      articles: content.articles.filter((a) => a.category === category.slug).sort(byNewest),
    }))
    .filter((group) => group.articles.length > 0);
}

/** A piece of text to show, `match` when it is a word the visitor searched for. */
export type TextPart = { text: string; match: boolean };

const WORD = /[\p{L}\p{N}]+/gu;

function queryWordsOf(query: string): string[] {
  return [...new Set(wordsOf(foldText(query)))];
}

function isMatch(word: string, queryWords: readonly string[]): boolean {
  const folded = foldText(word);
  return queryWords.some((q) => folded.startsWith(q));
}

/** Cuts `text` into parts, marking each word that starts with a query word ("tire" marks "Tires"). */
export function markMatches(text: string, query: string): TextPart[] {
  const queryWords = queryWordsOf(query);
  const parts: TextPart[] = [];
  let last = 0;
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const previous = parts[parts.length - 1];
    if (previous && previous.match === match) previous.text += piece;
    else parts.push({ text: piece, match });
  };
  for (const found of text.matchAll(WORD)) {
    const index = found.index ?? 0;
    push(text.slice(last, index), false);
    push(found[0], queryWords.length > 0 && isMatch(found[0], queryWords));
    last = index + found[0].length;
  }
  push(text.slice(last), false);
  return parts;
}

/** Characters of context kept before the first matched word of an excerpt. */
const LEAD_IN = 60;

/**
 * The lines a search result shows under the title: the body around the first word that
 * matched, cut at word boundaries with "…" where text was left out, the matched words marked.
 * When only the title matched, the article's description.
 */
export function searchExcerpt(article: Pick<Article, "text" | "description">, query: string, length = 220) {
  const queryWords = queryWordsOf(query);
  const body = article.text;
  let first = -1;
  if (queryWords.length) {
    for (const found of body.matchAll(WORD)) {
      if (isMatch(found[0], queryWords)) {
        first = found.index ?? 0;
        break;
      }
    }
  }
  if (first < 0) return markMatches(article.description, query);
  let start = Math.max(0, first - LEAD_IN);
  // Start on a word: move forward to the next space unless at the very beginning.
  if (start > 0) start = body.indexOf(" ", start) + 1 || start;
  let end = Math.min(body.length, start + length);
  if (end < body.length) {
    const space = body.lastIndexOf(" ", end);
    if (space > first) end = space;
  }
  const cut = body.slice(start, end).replace(/[\s,;:]+$/, "");
  return markMatches(`${start > 0 ? "…" : ""}${cut}${end < body.length ? "…" : ""}`, query);
}

/** An article this long, with at least 3 sections, gets a table of contents. */
export const TOC_MIN_WORDS = 600;
export const TOC_MIN_SECTIONS = 3;

/** The article's ## headings, when it is long enough for a table of contents; otherwise none. */
export function tableOfContents(article: Pick<Article, "headings" | "wordCount">): Heading[] {
  const sections = article.headings.filter((h) => h.depth === 2);
  return article.wordCount >= TOC_MIN_WORDS && sections.length >= TOC_MIN_SECTIONS ? sections : [];
}

export type HelpSearchHit = {
  category: Pick<HelpCategory, "slug" | "title" | "path">;
  question: HelpQuestion;
};

/**
 * Help-center questions whose question or answer holds every word of the query (a query
 * word matching the start of a word), those with more words in the question first, then in
 * the categories' order. An empty query finds nothing.
 */
export function searchHelpCenter(helpCenter: readonly HelpCategory[], query: string): HelpSearchHit[] {
  const queryWords = searchWordsOf(query);
  if (!queryWords.length) return [];
  const hits: (HelpSearchHit & { questionHits: number; order: number })[] = [];
  helpCenter.forEach((category, order) => {
    for (const question of category.questions) {
      const { heading, all } = wordIndexOf(question, question.question, () => question.answerText);
      if (!queryWords.every((q) => hasWordStartingWith(all, q))) continue;
      hits.push({
        category: { slug: category.slug, title: category.title, path: category.path },
        question,
        questionHits: queryWords.filter((q) => hasWordStartingWith(heading, q)).length,
        order,
      });
    }
  });
  return hits
    .sort((a, b) => b.questionHits - a.questionHits || a.order - b.order)
    .map(({ category, question }) => ({ category, question }));
}
