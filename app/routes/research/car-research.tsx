import { Link } from "~/components/ui/link";
import { ArticleGrid } from "~/components/research/article-card";
import { SearchForm } from "~/components/research/article-search-form";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Container } from "~/components/ui/container";
import { JsonLd } from "~/components/ui/json-ld";
import { articleGroups, articleSummary } from "~/features/content/research";
import { breadcrumbsJsonLd, type Crumb } from "~/features/seo/structured-data/breadcrumbs";
import { SITE_PATHS } from "~/lib/site-paths";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/car-research";

const CRUMBS: Crumb[] = [
  { name: "Home", path: SITE_PATHS.home },
  { name: "Car Research", path: SITE_PATHS.carResearch },
];

/** /car-research: every article, one section per category (newest first), and the article search. */
export function loader({ context }: Route.LoaderArgs) {
  const { content, env } = context.services;
  return {
    groups: articleGroups(content).map(({ category, articles }) => ({
      slug: category.slug,
      name: category.name,
      description: category.description,
      articles: articles.map((a) => articleSummary(a, content.articleCategories)),
    })),
    jsonLd: breadcrumbsJsonLd(env.siteUrl, CRUMBS)!,
  };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Car Research: Reviews, Advice and News",
    description:
      "Staff reviews of popular used cars, plain-English advice on buying, financing and trading in, answers to common questions, and news from our four stores.",
    canonicalPath: SITE_PATHS.carResearch,
  });

export default function CarResearch({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <>
      <div className="border-b border-line bg-surface">
        <Container className="py-8 sm:py-12">
          <Breadcrumbs crumbs={CRUMBS} />
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">Car research</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">
            Reviews of the used cars we sell most, guides to buying, financing and trading in, and news from
            our stores, written by the people who do it every day.
          </p>
          <SearchForm
            action={SITE_PATHS.carResearchSearch}
            id="research-search"
            label="Search articles"
            placeholder="Try “winter tires”"
            className="mt-6 max-w-xl"
          />
          <nav aria-label="Article categories" className="mt-6">
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
          Looking for a quick answer? Our{" "}
          <Link
            to={SITE_PATHS.helpCenter}
            className="font-semibold text-brand-ink underline underline-offset-2"
          >
            help center
          </Link>{" "}
          covers buying, financing, trade-ins, service and warranty questions.
        </p>
      </Container>
      <JsonLd data={loaderData.jsonLd} />
    </>
  );
}
