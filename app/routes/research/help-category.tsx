import { Link } from "~/components/ui/link";
import { Prose } from "~/components/content/prose";
import { HelpAccordion } from "~/components/research/help-accordion";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { JsonLd } from "~/components/ui/json-ld";
import { breadcrumbsJsonLd, type Crumb } from "~/features/seo/structured-data/breadcrumbs";
import { faqPageJsonLd } from "~/features/seo/structured-data/faq-page";
import { telHref } from "~/lib/format";
import { SITE_PATHS } from "~/lib/site-paths";
import { routeMeta } from "~/routes/+shared/meta";
import { pageNotFound } from "~/routes/+shared/outcome";
import type { Route } from "./+types/help-category";

/** /help-center/{category}: its questions as an accordion (no JavaScript needed), FAQPage and BreadcrumbList data. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const { content, env, settings } = context.services;
  const category = content.helpCenter.find((c) => c.slug === params.category);
  if (!category) throw pageNotFound(new URL(request.url).pathname);
  const crumbs: Crumb[] = [
    { name: "Home", path: SITE_PATHS.home },
    { name: "Help Center", path: SITE_PATHS.helpCenter },
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

export const meta: Route.MetaFunction = (args) =>
  routeMeta(
    args,
    args.data && {
      title: `${args.data.category.title}: Help Center`,
      description: args.data.category.description,
      canonicalPath: args.data.category.path,
    },
  );

export default function HelpCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, others, crumbs, phones } = loaderData;
  return (
    <Container className="py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <div className="mt-4 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{category.title}</h1>
          <Prose html={category.introHtml} className="mt-4 text-lg" />
          <div className="mt-8">
            <HelpAccordion questions={category.questions} />
          </div>
        </div>
        <aside className="space-y-6 lg:pt-2">
          <nav aria-label="Other help topics" className="rounded-2xl border border-line bg-surface p-5">
            <h2 className="text-sm font-bold tracking-wide text-muted uppercase">Other topics</h2>
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
                  All help topics <Icon name="chevron-right" size={16} />
                </Link>
              </li>
            </ul>
          </nav>
          <div className="rounded-2xl border border-line bg-white p-5">
            <h2 className="text-lg font-extrabold text-ink">Still have a question?</h2>
            <p className="mt-2 text-sm text-muted">
              Call us during store hours, or send us a message and someone from our team will get back to you.
            </p>
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                Sales:{" "}
                <a href={telHref(phones.sales)} className="font-semibold text-brand-ink underline">
                  {phones.sales}
                </a>
              </li>
              <li>
                Service:{" "}
                <a href={telHref(phones.service)} className="font-semibold text-brand-ink underline">
                  {phones.service}
                </a>
              </li>
              <li>
                <Link to={SITE_PATHS.contact} className="font-semibold text-brand-ink underline">
                  Send us a message
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
