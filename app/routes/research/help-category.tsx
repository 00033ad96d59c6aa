import { Prose } from "~/components/content/prose";
import { HelpAccordion } from "~/components/research/help-accordion";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { JsonLd } from "~/components/ui/json-ld";
import { Link } from "~/components/ui/link";
import { breadcrumbsJsonLd, type Crumb } from "~/features/seo/structured-data/breadcrumbs";
import { faqPageJsonLd } from "~/features/seo/structured-data/faq-page";
import { telHref } from "~/lib/format";
import { languageOfPath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { researchCatalogue } from "~/locales/research";
import { routeMeta } from "~/routes/+shared/meta";
import { pageNotFound } from "~/routes/+shared/outcome";
import type { Route } from "./+types/help-category";

/** /help-center/{category}: its questions as an accordion (no JavaScript needed), FAQPage and BreadcrumbList data. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const { content, env, settings } = context.services;
  const category = content.helpCenter.find((c) => c.slug === params.category);
  if (!category) throw pageNotFound(new URL(request.url).pathname);
  const t = translator(context.visitor.language, researchCatalogue);
  const crumbs: Crumb[] = [
    { name: t("research.crumbs.home"), path: SITE_PATHS.home },
    { name: t("research.crumbs.helpCenter"), path: SITE_PATHS.helpCenter },
    { name: category.title, path: category.path },
  ];
  return {
    category: {
      title: category.title,
      description: category.description,
      path: category.path,
      introHtml: category.introHtml,
      questions: category.questions,
    },
    others: content.helpCenter
      .filter((c) => c.slug !== category.slug)
      .map((c) => ({ slug: c.slug, path: c.path, title: c.title })),
    crumbs,
    phones: { sales: settings.company.sales.phone, service: settings.company.service.phone },
    jsonLd: [faqPageJsonLd(category.questions)!, breadcrumbsJsonLd(env.siteUrl, crumbs)!],
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), researchCatalogue);
  return routeMeta(
    args,
    args.data && {
      title: t("research.helpCategory.meta.title", { title: args.data.category.title }),
      description: args.data.category.description,
      canonicalPath: args.data.category.path,
    },
  );
};

export default function HelpCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, others, crumbs, phones } = loaderData;
  const t = useT(researchCatalogue);
  return (
    <Container className="py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{category.title}</h1>
          <Prose html={category.introHtml} className="mt-4 text-lg" />
          <div className="mt-8">
            <HelpAccordion questions={category.questions} />
          </div>
        </div>
        <aside className="space-y-6 lg:pt-2">
          <nav
            aria-label={t("research.helpCategory.otherNav")}
            className="rounded-2xl border border-line bg-surface p-5"
          >
            <h2 className="text-sm font-bold tracking-wide text-muted uppercase">
              {t("research.helpCategory.other")}
            </h2>
            <ul className="mt-3 space-y-1">
              {others.map((other) => (
                <li key={other.slug}>
                  <Link
                    to={other.path}
                    className="inline-flex min-h-10 items-center gap-1 font-semibold text-brand-ink underline-offset-2 hover:underline"
                  >
                    {other.title} <Icon name="chevron-right" size={16} />
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  to={SITE_PATHS.helpCenter}
                  className="inline-flex min-h-10 items-center gap-1 font-semibold text-brand-ink underline-offset-2 hover:underline"
                >
                  {t("research.helpCategory.all")} <Icon name="chevron-right" size={16} />
                </Link>
              </li>
            </ul>
          </nav>
          <div className="rounded-2xl border border-line bg-white p-5">
            <h2 className="text-lg font-extrabold text-ink">{t("research.helpCategory.stillTitle")}</h2>
            <p className="mt-2 text-sm text-muted">{t("research.helpCategory.stillText")}</p>
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                {t("research.helpCategory.sales")}{" "}
                <a href={telHref(phones.sales)} className="font-semibold text-brand-ink underline">
                  {phones.sales}
                </a>
              </li>
              <li>
                {t("research.helpCategory.service")}{" "}
                <a href={telHref(phones.service)} className="font-semibold text-brand-ink underline">
                  {phones.service}
                </a>
              </li>
              <li>
                <Link to={SITE_PATHS.contact} className="font-semibold text-brand-ink underline">
                  {t("research.helpCategory.message")}
                </Link>
              </li>
            </ul>
          </div>
        </aside>
      </div>
      <JsonLd data={loaderData.jsonLd} />
    </Container>
  );
}
