import { Link } from "~/components/ui/link";
import { Prose } from "~/components/content/prose";
import { TableOfContents } from "~/components/content/table-of-contents";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Container } from "~/components/ui/container";
import { LEGAL_SLUGS, type LegalSlug } from "~/features/content/page-schema";
import { formatDate } from "~/lib/format";
import { routeMeta } from "~/routes/+shared/meta";
import { pageNotFound } from "~/routes/+shared/outcome";
import type { Route } from "./+types/legal-page";

/**
 * The four legal texts (cookie policy, privacy policy, electronic signature disclosure,
 * terms of sale) from content/legal/, one module by slug; any other slug is a 404.
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
  const crumbs = [
    { name: "Home", path: "/" },
    { name: document.title, path: document.path },
  ];
  return (
    <Container className="py-8 sm:py-12">
      <Breadcrumbs crumbs={crumbs} siteUrl={siteUrl} />
      <div className="mt-4 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="lg:order-2">
          <article className="max-w-3xl">
            <header>
              <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-balance">
                {document.title}
              </h1>
              <p className="mt-2 text-sm text-muted">
                Last updated <time dateTime={document.updatedAt}>{formatDate(document.updatedAt)}</time>
              </p>
            </header>
            <TableOfContents headings={document.headings} className="mt-6 lg:hidden" />
            <Prose html={document.html} className="mt-8" />
          </article>
        </div>
        <aside className="hidden lg:order-1 lg:block">
          <div className="sticky top-[calc(var(--spacing-header)+24px)] space-y-6">
            <TableOfContents headings={document.headings} title="Contents" />
            <nav aria-label="Other legal documents" className="text-sm">
              <p className="font-bold tracking-wide text-muted uppercase">Legal</p>
              <ul className="mt-2 space-y-1">
                {others.map((other) => (
                  <li key={other.path}>
                    <Link
                      to={other.path}
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
