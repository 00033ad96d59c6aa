import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { Form, Link } from "~/components/ui/link";
import type { Home } from "~/features/content/home-schema";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { homeCatalogue } from "~/locales/home";

export type BodyStyleChip = {
  value: string;
  name: string;
  href: string;
  /** Vehicles of the style in stock today (public ones). */
  count: number;
};

/**
 * 'Search or browse', the card in the hero: a keyword search that lands on the search page
 * (its keyword parameter is `q`) and a chip per body style with what is in stock today. Chips
 * rather than picture tiles: all nine fit a phone's first screen under the search (issue 17).
 */
export function BrowseCard({
  browse,
  bodyStyles,
}: {
  browse: Home["browse"];
  bodyStyles: readonly BodyStyleChip[];
}) {
  const t = useT(homeCatalogue);
  return (
    <div className="rounded-2xl bg-white p-4 shadow-xl sm:p-6">
      <p className="text-xs font-bold tracking-wide text-brand-ink uppercase">{browse.badge}</p>
      <h2 id="browse-heading" className="mt-0.5 text-lg font-extrabold tracking-tight sm:text-xl">
        {browse.title}
      </h2>
      <Form
        method="get"
        action={SITE_PATHS.search}
        role="search"
        aria-labelledby="browse-heading"
        className="mt-3 flex gap-2"
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
          className="inline-flex h-12 w-12 shrink-0 items-center justify-center gap-2 rounded-full bg-brand-ink font-bold text-white hover:bg-brand-dark sm:w-auto sm:px-6"
        >
          {/* On a phone the magnifier alone, so the box keeps room for its placeholder. */}
          <Icon name="search" size={20} />{" "}
          <span className="sr-only sm:not-sr-only">{t("home.browse.search")}</span>
        </button>
      </Form>
      <h3 id="body-styles-heading" className="mt-3 text-sm font-bold text-muted sm:mt-4">
        {browse.bodyStylesTitle}
      </h3>
      <ul aria-labelledby="body-styles-heading" className="mt-2 flex flex-wrap gap-2">
        {bodyStyles.map((style) => (
          <li key={style.value}>
            <Link
              to={style.href}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-bold whitespace-nowrap text-ink transition hover:border-brand-dark hover:bg-green-50 sm:px-4 sm:text-base"
            >
              {/* The space keeps the name and the count apart for a screen reader ("SUVs 89 in stock"). */}
              {style.name}{" "}
              {style.count > 0 ? (
                <>
                  <span aria-hidden="true" className="font-medium text-muted">
                    {style.count}
                  </span>
                  <span className="sr-only">{t("home.browse.inStock", { count: style.count })}</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The great-deal filters (price drops, premium upgrades, under $20K, under 85,000 miles). */
export function GreatDeals({ browse }: { browse: Home["browse"] }) {
  return (
    <Container as="section" className="pt-12 sm:pt-16">
      <h2 id="great-deals-heading" className="text-3xl font-extrabold tracking-tight">
        {browse.specialFiltersTitle}
      </h2>
      <ul
        aria-labelledby="great-deals-heading"
        className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      >
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
    </Container>
  );
}
