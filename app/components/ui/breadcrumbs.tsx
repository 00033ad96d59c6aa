import { Icon } from "~/components/ui/icon";
import { JsonLd } from "~/components/ui/json-ld";
import { Link } from "~/components/ui/link";
import { breadcrumbsJsonLd, type Crumb } from "~/features/seo/structured-data/breadcrumbs";
import { useLocalizePath, useT } from "~/lib/i18n/use-t";
import { commonCatalogue } from "~/locales/common";

/**
 * The trail above a page's title ("Home › Auto financing › Bad credit"): every step a link
 * except the last, the page itself. With `siteUrl` it also writes the BreadcrumbList
 * structured data from the same list, so the two never disagree; pages that write their
 * JSON-LD together (research, offers) pass the same crumbs to it and leave `siteUrl` out.
 */
export function Breadcrumbs({
  crumbs,
  siteUrl,
  className = "",
}: {
  crumbs: readonly Crumb[];
  siteUrl?: string;
  className?: string;
}) {
  const t = useT(commonCatalogue);
  const localize = useLocalizePath();
  // The structured data names the pages the links lead to: on a Spanish page, the /es ones.
  const data =
    siteUrl === undefined
      ? null
      : breadcrumbsJsonLd(
          siteUrl,
          crumbs.map((crumb) => ({ ...crumb, path: localize(crumb.path) })),
        );
  return (
    <nav aria-label={t("common.breadcrumbs")} className={`text-sm text-muted ${className}`.trim()}>
      <ol className="flex flex-wrap items-center gap-x-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="inline-flex items-center gap-1">
              {index > 0 ? <Icon name="chevron-right" size={14} className="shrink-0" /> : null}
              {last ? (
                <span
                  aria-current="page"
                  lang={crumb.lang}
                  className="line-clamp-1 py-2 font-semibold text-ink"
                >
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to={crumb.path}
                  lang={crumb.lang}
                  className="inline-block py-2 font-semibold text-brand-ink underline-offset-2 hover:underline"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      {data ? <JsonLd data={data} /> : null}
    </nav>
  );
}
