import { ArticleGrid } from "~/components/research/article-card";
import { SearchForm } from "~/components/research/article-search-form";
import { ArticleSearchResults } from "~/components/research/search-results";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Container } from "~/components/ui/container";
import { JsonLd } from "~/components/ui/json-ld";
import { Link } from "~/components/ui/link";
import { searchArticles } from "~/features/content/articles";
import { articleSummary, markMatches, normalizeQuery, searchExcerpt } from "~/features/content/research";
import { breadcrumbsJsonLd, type Crumb } from "~/features/seo/structured-data/breadcrumbs";
import { type Language, languageOfPath, type Translate, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { researchCatalogue } from "~/locales/research";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/research-search";

function crumbsIn(language: Language): Crumb[] {
  const t = translator(language, researchCatalogue);
  return [
    { name: t("research.crumbs.home"), path: SITE_PATHS.home },
    { name: t("research.crumbs.carResearch"), path: SITE_PATHS.carResearch },
    { name: t("research.crumbs.search"), path: SITE_PATHS.carResearchSearch },
  ];
}

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
  const crumbs = crumbsIn(context.visitor.language);
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
    crumbs,
    jsonLd: breadcrumbsJsonLd(env.siteUrl, crumbs)!,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), researchCatalogue);
  return routeMeta(args, {
    title: args.data?.query
      ? t("research.search.meta.query", { query: args.data.query })
      : t("research.search.meta.title"),
    description: t("research.search.meta.description"),
    // Every query is a view of one page: search engines get the search page itself, not each query.
    canonicalPath: SITE_PATHS.carResearchSearch,
  });
};

function Summary({ query, count, t }: { query: string; count: number; t: Translate }) {
  if (!query) return <p className="text-lg text-muted">{t("research.search.empty")}</p>;
  if (!count)
    return (
      <p className="text-lg text-ink" role="status">
        {t("research.search.noneBefore")}
        <strong>{query}</strong>
        {t("research.search.noneAfter")}{" "}
        <Link
          to={SITE_PATHS.carResearch}
          className="font-semibold text-brand-ink underline underline-offset-2"
        >
          {t("research.search.allArticles")}
        </Link>
        .
      </p>
    );
  return (
    <p className="text-lg text-ink" role="status">
      {t("research.search.count", { count })}
      <strong>{query}</strong>”
    </p>
  );
}

export default function ResearchSearch({ loaderData }: Route.ComponentProps) {
  const { query, results, suggestions, crumbs } = loaderData;
  const t = useT(researchCatalogue);
  return (
    <Container width="prose" className="py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        {t("research.search.heading")}
      </h1>
      <SearchForm
        action={SITE_PATHS.carResearchSearch}
        query={query}
        id="research-search"
        label={t("research.index.searchLabel")}
        placeholder={t("research.index.searchPlaceholder")}
        className="mt-6"
      />
      <div className="mt-6">
        <Summary query={query} count={results.length} t={t} />
      </div>
      {results.length ? (
        <div className="mt-6">
          <ArticleSearchResults results={results} />
        </div>
      ) : null}
      {suggestions.length ? (
        <section aria-labelledby="suggested-heading" className="mt-10">
          <h2 id="suggested-heading" className="text-2xl font-extrabold tracking-tight">
            {t("research.search.newest")}
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
