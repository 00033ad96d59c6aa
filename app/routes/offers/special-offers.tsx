import { FaqSection } from "~/components/content/faq-section";
import { Prose } from "~/components/content/prose";
import { NoOffers, OfferGrid } from "~/components/offers/offer-card";
import { OffersCarousel } from "~/components/offers/offers-carousel";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Container } from "~/components/ui/container";
import { JsonLd } from "~/components/ui/json-ld";
import { Link } from "~/components/ui/link";
import { offerSummary, offersByPosition } from "~/features/content/offers";
import { breadcrumbsJsonLd } from "~/features/seo/structured-data/breadcrumbs";
import { localizePath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { commonCatalogue } from "~/locales/common";
import { offersCatalogue } from "~/locales/offers";
import { contentPageData } from "~/routes/+shared/content-page.server";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/special-offers";

/**
 * /special-offers: every offer running today, the `promotions-carousel` ones as a carousel and
 * the `grid-item` ones as a grid, then the page's copy and FAQ (content/pages/special-offers.md).
 */
export function loader({ context }: Route.LoaderArgs) {
  const language = context.visitor.language;
  const t = translator(language, commonCatalogue, offersCatalogue);
  const { page, faqs, siteUrl } = contentPageData(context, "special-offers");
  const crumbs = [
    { name: t("common.crumbs.home"), path: SITE_PATHS.home },
    { name: t("offers.crumb.specialOffers"), path: page.path },
  ];
  const localized = crumbs.map((crumb) => ({ ...crumb, path: localizePath(crumb.path, language) }));
  const { carousel, grid } = offersByPosition(context.services.content.promotions, new Date());
  return {
    page,
    crumbs,
    carousel: carousel.map(offerSummary),
    grid: grid.map(offerSummary),
    faqs,
    jsonLd: breadcrumbsJsonLd(siteUrl, localized)!,
  };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(
    args,
    args.data && {
      title: args.data.page.title,
      description: args.data.page.description,
      canonicalPath: SITE_PATHS.specialOffers,
    },
  );

/** The index pages of each kind, with the id of their link's name. */
const KIND_LINKS = [
  { id: "offers.index.service", path: SITE_PATHS.serviceOffers },
  { id: "offers.index.dealer", path: SITE_PATHS.dealerOffers },
];

export default function SpecialOffers({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, carousel, grid, faqs } = loaderData;
  const t = useT(offersCatalogue);
  const none = carousel.length === 0 && grid.length === 0;
  return (
    <>
      <div className="border-b border-line bg-surface">
        <Container className="py-8 sm:py-12">
          <Breadcrumbs crumbs={crumbs} />
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            {page.heading ?? page.title}
          </h1>
          {page.intro ? <p className="mt-3 max-w-2xl text-lg text-muted">{page.intro}</p> : null}
          <nav aria-label={t("offers.index.byKind")} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {KIND_LINKS.map((kind) => (
                <li key={kind.path}>
                  <Link
                    to={kind.path}
                    className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-brand-ink hover:border-brand"
                  >
                    {t(kind.id)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
      <Container className="py-10">
        {none ? <NoOffers /> : null}
        <OffersCarousel offers={carousel} title={t("offers.index.featured")} />
        {grid.length > 0 ? (
          <section aria-labelledby="more-offers-heading" data-position="grid-item" className="mt-12">
            <h2 id="more-offers-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {carousel.length ? t("offers.index.moreOffers") : t("offers.index.offers")}
            </h2>
            <div className="mt-6">
              <OfferGrid offers={grid} />
            </div>
          </section>
        ) : null}
        <div className="mt-16 grid gap-10 lg:grid-cols-2">
          {page.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className="text-2xl font-extrabold tracking-tight">
                {section.title}
              </h2>
              <Prose html={section.html} className="mt-3" />
            </section>
          ))}
        </div>
        {faqs ? <FaqSection title={faqs.title} items={faqs.items} className="mt-16 max-w-3xl" /> : null}
      </Container>
      <JsonLd data={loaderData.jsonLd} />
    </>
  );
}
