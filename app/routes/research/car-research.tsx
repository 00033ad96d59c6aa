import { ArticleGrid } from "~/components/research/article-card";
import { SearchForm } from "~/components/research/article-search-form";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Container } from "~/components/ui/container";
import { JsonLd } from "~/components/ui/json-ld";
import { Link } from "~/components/ui/link";
import { articleGroups, articleSummary } from "~/features/content/research";
import { breadcrumbsJsonLd, type Crumb } from "~/features/seo/structured-data/breadcrumbs";
import { type Language, languageOfPath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { researchCatalogue } from "~/locales/research";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/car-research";

function crumbsIn(language: Language): Crumb[] {
  const t = translator(language, researchCatalogue);
  return [
    { name: t("research.crumbs.home"), path: SITE_PATHS.home },
    { name: t("research.crumbs.carResearch"), path: SITE_PATHS.carResearch },
  ];
}

/** /car-research: every article, one section per category (newest first), and the article search. */
export function loader({ context }: Route.LoaderArgs) {
  const { content, env } = context.services;
  const crumbs = crumbsIn(context.visitor.language);
  return {
    groups: articleGroups(content).map(({ category, articles }) => ({
      slug: category.slug,
      name: category.name,
      description: category.description,
      articles: articles.map((a) => articleSummary(a, content.articleCategories)),
    })),
    crumbs,
    jsonLd: breadcrumbsJsonLd(env.siteUrl, crumbs)!,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), researchCatalogue);
  return routeMeta(args, {
    title: t("research.index.meta.title"),
    description: t("research.index.meta.description"),
    canonicalPath: SITE_PATHS.carResearch,
  });
};

export default function CarResearch({ loaderData }: Route.ComponentProps) {
  const { groups, crumbs } = loaderData;
  const t = useT(researchCatalogue);
  return (
    <>
      <div className="border-b border-line bg-surface">
        <Container className="py-8 sm:py-12">
          <Breadcrumbs crumbs={crumbs} />
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            {t("research.index.heading")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">{t("research.index.intro")}</p>
          <SearchForm
            action={SITE_PATHS.carResearchSearch}
            id="research-search"
            label={t("research.index.searchLabel")}
            placeholder={t("research.index.searchPlaceholder")}
            className="mt-6 max-w-xl"
          />
          <nav aria-label={t("research.index.categories")} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {groups.map((group) => (
                <li key={group.slug}>
                  <a
                    href={`#${group.slug}`}
                    className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-brand-ink hover:border-brand"
                  >
                    {group.name} <span className="ml-1 text-muted">({group.articles.length})</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
      <Container className="py-10">
        {groups.map((group) => (
          <section
            key={group.slug}
            id={group.slug}
            aria-labelledby={`${group.slug}-heading`}
            className="mb-14"
          >
            <h2 id={`${group.slug}-heading`} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {group.name}
            </h2>
            <p className="mt-2 max-w-3xl text-muted">{group.description}</p>
            <div className="mt-6">
              <ArticleGrid articles={group.articles} showCategory={false} />
            </div>
          </section>
        ))}
        <p className="text-muted">
          {t("research.index.helpBefore")}{" "}
          <Link
            to={SITE_PATHS.helpCenter}
            className="font-semibold text-brand-ink underline underline-offset-2"
          >
            {t("research.index.helpLink")}
          </Link>{" "}
          {t("research.index.helpAfter")}
        </p>
      </Container>
      <JsonLd data={loaderData.jsonLd} />
    </>
  );
}
