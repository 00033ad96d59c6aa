import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { Form, Link } from "~/components/ui/link";
import type { Home } from "~/features/content/home-schema";
import { formatPrice } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { homeCatalogue } from "~/locales/home";

export type BodyStyleTile = {
  value: string;
  name: string;
  image: string;
  href: string;
  count: number;
  fromPrice: number;
};

/**
 * 'Search or browse': a keyword search that lands on the search page (its keyword parameter
 * is `q`), the great-deal filters and the body styles with what is in stock today.
 */
export function BrowseSection({
  browse,
  bodyStyles,
}: {
  browse: Home["browse"];
  bodyStyles: readonly BodyStyleTile[];
}) {
  const t = useT(homeCatalogue);
  const language = useLanguage();
  return (
    <Container as="section" className="pt-16">
      <p className="text-sm font-bold tracking-wide text-brand-ink uppercase">{browse.badge}</p>
      <h2 id="browse-heading" className="mt-1 text-3xl font-extrabold tracking-tight">
        {browse.title}
      </h2>
      <Form
        method="get"
        action={SITE_PATHS.search}
        role="search"
        aria-labelledby="browse-heading"
        className="mt-6 flex max-w-2xl gap-2"
      >
        <label htmlFor="home-search" className="sr-only">
          {browse.searchPlaceholder}
        </label>
        <input
          id="home-search"
          name="q"
          type="search"
          placeholder={browse.searchPlaceholder}
          enterKeyHint="search"
          className="h-12 min-w-0 flex-1 rounded-full border border-gray-400 px-5 text-base"
        />
        <button
          type="submit"
          className="inline-flex h-12 shrink-0 items-center gap-2 rounded-full bg-brand-ink px-6 font-bold text-white hover:bg-brand-dark"
        >
          <Icon name="search" size={18} /> {t("home.browse.search")}
        </button>
      </Form>

      <h3 className="mt-10 text-xl font-bold">{browse.specialFiltersTitle}</h3>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {browse.specialFilters.map((filter) => (
          <li key={filter.href}>
            <Link
              to={filter.href}
              className="flex h-full flex-col rounded-2xl border border-line bg-white p-4 transition hover:border-brand hover:shadow-md sm:p-5"
            >
              <span className="inline-flex items-center gap-1 font-bold text-brand-ink">
                {filter.label} <Icon name="chevron-right" size={16} />
              </span>
              <span className="mt-1 text-sm text-muted">{filter.description}</span>
            </Link>
          </li>
        ))}
      </ul>

      <h3 className="mt-10 text-xl font-bold">{browse.bodyStylesTitle}</h3>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {bodyStyles.map((style) => (
          <li key={style.value}>
            <Link
              to={style.href}
              className="flex h-full flex-col rounded-2xl border border-line bg-white p-3 transition hover:border-brand hover:shadow-md"
            >
              <img
                src={style.image}
                alt=""
                width={800}
                height={500}
                loading="lazy"
                className="rounded-lg bg-surface"
              />
              <span className="mt-2 font-bold text-ink">{style.name}</span>
              <span className="text-sm text-muted">
                {style.count > 0
                  ? t("home.browse.inStock", {
                      count: style.count,
                      price: formatPrice(style.fromPrice, language),
                    })
                  : t("home.browse.arrivingSoon")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}
