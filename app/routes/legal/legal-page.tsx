import { EnglishOnlyNotice, englishOnlyLang } from "~/components/content/english-only-notice";
import { Prose } from "~/components/content/prose";
import { TableOfContents } from "~/components/content/table-of-contents";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Container } from "~/components/ui/container";
import { Link } from "~/components/ui/link";
import { LEGAL_SLUGS, type LegalSlug } from "~/features/content/page-schema";
import { formatDate, formatFullDate } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { commonCatalogue } from "~/locales/common";
import { contentCatalogue } from "~/locales/content";
import { routeMeta } from "~/routes/+shared/meta";
import { pageNotFound } from "~/routes/+shared/outcome";
import type { Route } from "./+types/legal-page";

/**
 * The four legal texts (cookie policy, privacy policy, electronic signature disclosure,
 * terms of sale) from content/legal/, one module by slug; any other slug is a 404. On the
 * Spanish site they stay in English (the binding text), under a one-line Spanish notice.
 */
function isLegalSlug(slug: string): slug is LegalSlug {
  return (LEGAL_SLUGS as readonly string[]).includes(slug);
}

export function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isLegalSlug(params.slug)) throw pageNotFound(new URL(request.url).pathname);
  const { content, env } = context.services;
  const document = content.legal[params.slug];
  return {
    document,
    others: LEGAL_SLUGS.filter((s) => s !== params.slug).map((s) => ({
      title: content.legal[s].title,
      path: content.legal[s].path,
    })),
    siteUrl: env.siteUrl,
  };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(
    args,
    args.data && {
      title: args.data.document.title,
      description: args.data.document.description,
      canonicalPath: args.data.document.path,
    },
  );

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { document, others, siteUrl } = loaderData;
  const t = useT(commonCatalogue, contentCatalogue);
  const language = useLanguage();
  // The document's own texts (title, headings, body) are English on both sites.
  const english = englishOnlyLang(language);
  const crumbs = [
    { name: t("common.crumbs.home"), path: "/" },
    { name: document.title, path: document.path, lang: english },
  ];
  return (
    <Container className="py-8 sm:py-12">
      <Breadcrumbs crumbs={crumbs} siteUrl={siteUrl} />
      {/* minmax(0, 1fr) on a phone too: a wide table scrolls inside its column, never widens the page. */}
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="lg:order-2">
          <EnglishOnlyNotice kind="legal" className="mb-6 max-w-3xl" />
          <article className="max-w-3xl">
            <header>
              <h1
                lang={english}
                className="text-4xl leading-tight font-extrabold tracking-tight text-balance"
              >
                {document.title}
              </h1>
              <p className="mt-2 text-sm text-muted">
                {t("content.legal.lastUpdated")}{" "}
                <time dateTime={document.updatedAt}>
                  {language === "en"
                    ? formatDate(document.updatedAt)
                    : formatFullDate(document.updatedAt, language)}
                </time>
              </p>
            </header>
            <TableOfContents headings={document.headings} headingsLang={english} className="mt-6 lg:hidden" />
            <Prose html={document.html} lang={english} className="mt-8" />
          </article>
        </div>
        <aside className="hidden lg:order-1 lg:block">
          <div className="sticky top-[calc(var(--spacing-header)+24px)] space-y-6">
            <TableOfContents
              headings={document.headings}
              headingsLang={english}
              title={t("content.legal.contents")}
            />
            <nav aria-label={t("content.legal.others")} className="text-sm">
              <p className="font-bold tracking-wide text-muted uppercase">{t("content.legal.legal")}</p>
              <ul className="mt-2 space-y-1">
                {others.map((other) => (
                  <li key={other.path}>
                    <Link
                      to={other.path}
                      lang={english}
                      className="inline-block py-1 font-semibold text-brand-ink underline-offset-2 hover:underline"
                    >
                      {other.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </aside>
      </div>
    </Container>
  );
}
