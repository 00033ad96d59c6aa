import { Link } from "~/components/ui/link";
import { ArticleGrid } from "~/components/research/article-card";
import { SearchForm } from "~/components/research/article-search-form";
import { ArticleSearchResults } from "~/components/research/search-results";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Container } from "~/components/ui/container";
import { JsonLd } from "~/components/ui/json-ld";
import { searchArticles } from "~/features/content/articles";
import { articleSummary, markMatches, normalizeQuery, searchExcerpt } from "~/features/content/research";
import { breadcrumbsJsonLd, type Crumb } from "~/features/seo/structured-data/breadcrumbs";
import { SITE_PATHS } from "~/lib/site-paths";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/research-search";

const CRUMBS: Crumb[] = [
  { name: "Home", path: SITE_PATHS.home },
  { name: "Car Research", path: SITE_PATHS.carResearch },
  { name: "Search", path: SITE_PATHS.carResearchSearch },
];

/** Newest articles offered when the search is empty or finds nothing. */
const SUGGESTED = 4;

/**
 * /car-research/search?q=...: every article whose title or body holds all the words, with an
 * excerpt around the first match. A GET form, so the query is in the URL and the page works
 * without JavaScript; an empty query or no match still answers 200 with something to read.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { content, env } = context.services;
  const query = normalizeQuery(new URL(request.url).searchParams.get("q"));
  const results = searchArticles(content, query).map((article) => ({
    article: articleSummary(article, content.articleCategories),
    title: markMatches(article.title, query),
    excerpt: searchExcerpt(article, query),
  }));
  return {
    query,
    results,
    suggestions: results.length
      ? []
      : content.articles.slice(0, SUGGESTED).map((a) => articleSummary(a, content.articleCategories)),
    jsonLd: breadcrumbsJsonLd(env.siteUrl, CRUMBS)!,
  };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: args.data?.query ? `“${args.data.query}”: Car Research Search` : "Search Car Research",
    description:
      "Search our used-car reviews, buying and financing guides, answers to common questions and store news by any word in the title or the article.",
    // Every query is a view of one page: search engines get the search page itself, not each query.
    canonicalPath: SITE_PATHS.carResearchSearch,
  });

function Summary({ query, count }: { query: string; count: number }) {
  if (!query)
    return <p className="text-lg text-muted">Type a word or two, like “oil change” or “trade-in”.</p>;
  if (!count)
    return (
      <p className="text-lg text-ink" role="status">
        No articles match “<strong>{query}</strong>”. Try fewer or different words, or browse{" "}
        <Link
          to={SITE_PATHS.carResearch}
          className="font-semibold text-brand-ink underline underline-offset-2"
        >
          all articles
        </Link>
        .
      </p>
    );
  return (
    <p className="text-lg text-ink" role="status">
      {count === 1 ? "1 article" : `${count} articles`} for “<strong>{query}</strong>”
    </p>
  );
}

export default function ResearchSearch({ loaderData }: Route.ComponentProps) {
  const { query, results, suggestions } = loaderData;
  return (
    <Container width="prose" className="py-8 sm:py-10">
      <Breadcrumbs crumbs={CRUMBS} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        Search car research
      </h1>
      <SearchForm
        action={SITE_PATHS.carResearchSearch}
        query={query}
        id="research-search"
        label="Search articles"
        placeholder="Try “winter tires”"
        className="mt-6"
      />
      <div className="mt-6">
        <Summary query={query} count={results.length} />
      </div>
      {results.length ? (
        <div className="mt-6">
          <ArticleSearchResults results={results} />
        </div>
      ) : null}
      {suggestions.length ? (
        <section aria-labelledby="suggested-heading" className="mt-10">
          <h2 id="suggested-heading" className="text-2xl font-extrabold tracking-tight">
            Newest articles
          </h2>
          <div className="mt-6">
            <ArticleGrid articles={suggestions} columns={2} />
          </div>
        </section>
      ) : null}
      <JsonLd data={loaderData.jsonLd} />
    </Container>
  );
}
