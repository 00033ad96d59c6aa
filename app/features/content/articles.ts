import type { Article, ArticleCategory, ArticleCategorySlug } from "./article-schema";
import { hasWordStartingWith, searchWordsOf, wordIndexOf } from "./word-search";

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

/**
 * The articles whose title or body contain every word of the query (case- and
 * accent-insensitive, a query word matching the start of a word). Ranked by how many query
 * words the title holds, then newest first. An empty query finds nothing.
 */
export function searchArticles(content: WithArticles, query: string): Article[] {
  const queryWords = searchWordsOf(query);
  if (!queryWords.length) return [];
  const hits: { article: Article; titleHits: number }[] = [];
  for (const article of content.articles) {
    const { heading, all } = wordIndexOf(
      article,
      article.title,
      () => `${article.description} ${article.text}`,
    );
    if (!queryWords.every((w) => hasWordStartingWith(all, w))) continue;
    hits.push({ article, titleHits: queryWords.filter((w) => hasWordStartingWith(heading, w)).length });
  }
  return hits
    .sort((a, b) => b.titleHits - a.titleHits || byNewest(a.article, b.article))
    .map((h) => h.article);
}
