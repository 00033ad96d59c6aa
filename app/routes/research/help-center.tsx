import { SearchForm } from "~/components/research/article-search-form";
import { MarkedText } from "~/components/research/marked-text";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { JsonLd } from "~/components/ui/json-ld";
import { Link } from "~/components/ui/link";
import { markMatches, normalizeQuery, searchHelpCenter } from "~/features/content/research";
import { breadcrumbsJsonLd, type Crumb } from "~/features/seo/structured-data/breadcrumbs";
import { telHref } from "~/lib/format";
import { type Language, languageOfPath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { researchCatalogue } from "~/locales/research";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/help-center";

function crumbsIn(language: Language): Crumb[] {
  const t = translator(language, researchCatalogue);
  return [
    { name: t("research.crumbs.home"), path: SITE_PATHS.home },
    { name: t("research.crumbs.helpCenter"), path: SITE_PATHS.helpCenter },
  ];
}

/** /help-center: the categories, and ?q= searches every question and answer (a GET form: no JavaScript needed). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { content, env, settings } = context.services;
  const query = normalizeQuery(new URL(request.url).searchParams.get("q"));
  const crumbs = crumbsIn(context.visitor.language);
  return {
    query,
    hits: searchHelpCenter(content.helpCenter, query).map(({ category, question }) => ({
      path: `${category.path}#${question.id}`,
      categoryTitle: category.title,
      question: markMatches(question.question, query),
    })),
    categories: content.helpCenter.map((c) => ({
      slug: c.slug,
      path: c.path,
      title: c.title,
      summary: c.summary,
      icon: c.icon ?? "question-circle",
      count: c.questions.length,
    })),
    phones: { sales: settings.company.sales.phone, service: settings.company.service.phone },
    crumbs,
    jsonLd: breadcrumbsJsonLd(env.siteUrl, crumbs)!,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), researchCatalogue);
  return routeMeta(args, {
    title: t("research.help.meta.title"),
    description: t("research.help.meta.description"),
    canonicalPath: SITE_PATHS.helpCenter,
  });
};

function SearchHits({ query, hits }: Pick<Route.ComponentProps["loaderData"], "query" | "hits">) {
  const t = useT(researchCatalogue);
  return (
    <section aria-labelledby="help-results-heading" className="mt-8">
      <div role="status">
        <h2 id="help-results-heading" className="text-2xl font-extrabold tracking-tight">
          {hits.length === 0
            ? t("research.help.noHits", { query })
            : t("research.help.hits", { count: hits.length, query })}
        </h2>
      </div>
      {hits.length === 0 ? (
        <p className="mt-2 text-muted">{t("research.help.noHitsHint")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white">
          {hits.map((hit) => (
            <li key={hit.path}>
              <Link
                to={hit.path}
                className="flex items-center justify-between gap-4 px-5 py-4 hover:bg-surface"
              >
                <span>
                  <span className="block text-xs font-bold tracking-wide text-brand-ink uppercase">
                    {hit.categoryTitle}
                  </span>
                  <span className="mt-1 block font-semibold text-ink">
                    <MarkedText parts={hit.question} />
                  </span>
                </span>
                <Icon name="chevron-right" size={18} className="shrink-0 text-brand-ink" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  const { query, hits, categories, phones, crumbs } = loaderData;
  const t = useT(researchCatalogue);
  return (
    <Container className="py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
        {t("research.help.heading")}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        {t("research.help.introBefore")}{" "}
        <a href={telHref(phones.sales)} className="font-semibold text-brand-ink underline">
          {phones.sales}
        </a>{" "}
        {t("research.help.introMiddle")}{" "}
        <a href={telHref(phones.service)} className="font-semibold text-brand-ink underline">
          {phones.service}
        </a>
        .
      </p>
      <SearchForm
        action={SITE_PATHS.helpCenter}
        query={query}
        id="help-search"
        label={t("research.help.searchLabel")}
        placeholder={t("research.help.searchPlaceholder")}
        className="mt-6 max-w-xl"
      />
      {query ? <SearchHits query={query} hits={hits} /> : null}
      <section aria-labelledby="help-topics-heading" className="mt-10">
        <h2 id="help-topics-heading" className="text-2xl font-extrabold tracking-tight">
          {t("research.help.topics")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.slug}>
              <Link
                to={category.path}
                className="flex h-full gap-4 rounded-2xl border border-line bg-white p-5 transition hover:border-brand hover:shadow-md"
              >
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-green-50 text-brand-ink">
                  <Icon name={category.icon} size={24} />
                </span>
                <span>
                  <span className="block text-lg font-extrabold text-ink">{category.title}</span>
                  <span className="mt-1 block text-sm text-muted">{category.summary}</span>
                  <span className="mt-2 block text-sm font-semibold text-brand-ink">
                    {t("research.help.questionCount", { count: category.count })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <JsonLd data={loaderData.jsonLd} />
    </Container>
  );
}
