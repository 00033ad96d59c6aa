import type { Article, ArticleCategory, ArticleCategorySlug } from "./article-schema";
import { foldText, wordsOf } from "./text";

/** What the research pages need from the articles. Pure: plain values in, plain values out. */

type WithArticles = { articles: readonly Article[] };

/** One URL per article; the category aliases (/news/{slug}...) show the same article with this canonical. */
export function articlePath(slug: string): string {
  return `/car-research/${slug}`;
}

/** The alias URL of spec section 2: /{category}/{slug}. */
export function articleAliasPath(article: Pick<Article, "category" | "slug">): string {
  return `/${article.category}/${article.slug}`;
}

/** Newest first; ties (same day) by title so the order never flickers. */
export function byNewest(a: Article, b: Article): number {
  return b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title);
}

export function articlesByCategory(content: WithArticles, category: ArticleCategorySlug): Article[] {
  return content.articles.filter((a) => a.category === category).sort(byNewest);
}

export function findArticle(content: WithArticles, slug: string): Article | undefined {
  return content.articles.find((a) => a.slug === slug);
}

export function findArticleCategory(
  content: { articleCategories: readonly ArticleCategory[] },
  slug: string,
): ArticleCategory | undefined {
  return content.articleCategories.find((c) => c.slug === slug);
}

/** Other articles to read next: same category first, then the newest of the rest. */
export function relatedArticles(content: WithArticles, article: Article, count = 3): Article[] {
  const others = content.articles.filter((a) => a.slug !== article.slug).sort(byNewest);
  const same = others.filter((a) => a.category === article.category);
  const rest = others.filter((a) => a.category !== article.category);
  return [...same, ...rest].slice(0, count);
}

/** Longest query the search reads: a visitor's paste of a whole paragraph is cut, not refused. */
const MAX_QUERY_WORDS = 12;

type Indexed = { title: Set<string>; all: string[] };
const index = new WeakMap<Article, Indexed>();

function indexed(article: Article): Indexed {
  let entry = index.get(article);
  if (!entry) {
    const title = wordsOf(article.title);
    entry = {
      title: new Set(title),
      all: [...new Set([...title, ...wordsOf(`${article.description} ${article.text}`)])],
    };
    index.set(article, entry);
  }
  return entry;
}

/** A query word matches a word of the text that starts with it: "tire" finds "tires". */
function matches(words: Iterable<string>, queryWord: string): boolean {
  for (const word of words) if (word.startsWith(queryWord)) return true;
  return false;
}

/**
 * The articles whose title or body contain every word of the query (case- and
 * accent-insensitive, a query word matching the start of a word). Ranked by how many query
 * words the title holds, then newest first. An empty query finds nothing.
 */
export function searchArticles(content: WithArticles, query: string): Article[] {
  const queryWords = [...new Set(wordsOf(foldText(query)))].slice(0, MAX_QUERY_WORDS);
  if (!queryWords.length) return [];
  const hits: { article: Article; titleHits: number }[] = [];
  for (const article of content.articles) {
    const { title, all } = indexed(article);
    if (!queryWords.every((w) => matches(all, w))) continue;
    hits.push({ article, titleHits: queryWords.filter((w) => matches(title, w)).length });
  }
  return hits
    .sort((a, b) => b.titleHits - a.titleHits || byNewest(a.article, b.article))
    .map((h) => h.article);
}
