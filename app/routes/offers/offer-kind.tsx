import { redirect } from "react-router";
import { LinkButton } from "~/components/content/link-button";
import { NoOffers, OfferGrid } from "~/components/offers/offer-card";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Container } from "~/components/ui/container";
import { JsonLd } from "~/components/ui/json-ld";
import { Link } from "~/components/ui/link";
import { isOfferIndexType, offerSummary, offerTypePath } from "~/features/content/offers";
import { activePromotions } from "~/features/content/promotions";
import { breadcrumbsJsonLd, type Crumb } from "~/features/seo/structured-data/breadcrumbs";
import { languageOfPath, localizePath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { commonCatalogue } from "~/locales/common";
import { offersCatalogue } from "~/locales/offers";
import { routeMeta } from "~/routes/+shared/meta";
import { pageNotFound } from "~/routes/+shared/outcome";
import type { Route } from "./+types/offer-kind";

/**
 * Each index page (spec section 2): its call to action's target; its title, heading,
 * description, intro and button label are `offers.kind.{kind}.*` in the offers catalogue.
 */
const CTA_HREFS = { service: SITE_PATHS.serviceSchedule, dealer: SITE_PATHS.search } as const;

/**
 * /special-offers/service and /special-offers/dealer: the running offers of one kind. Sales
 * offers have pages by id only (spec section 2), so /special-offers/sales goes to
 * /special-offers, where they are listed; any other kind is the 404 page.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  if (params.kind === "sales") throw redirect(SITE_PATHS.specialOffers, 301);
  if (!isOfferIndexType(params.kind)) throw pageNotFound(new URL(request.url).pathname);
  const { content, env } = context.services;
  const language = context.visitor.language;
  const t = translator(language, commonCatalogue, offersCatalogue);
  const kind = params.kind;
  const crumbs: Crumb[] = [
    { name: t("common.crumbs.home"), path: SITE_PATHS.home },
    { name: t("offers.crumb.specialOffers"), path: SITE_PATHS.specialOffers },
    { name: t(`offers.kind.${kind}.title`), path: offerTypePath(kind) },
  ];
  const localized = crumbs.map((crumb) => ({ ...crumb, path: localizePath(crumb.path, language) }));
  return {
    kind,
    path: offerTypePath(kind),
    offers: activePromotions(content.promotions, new Date(), { type: kind }).map(offerSummary),
    crumbs,
    jsonLd: breadcrumbsJsonLd(env.siteUrl, localized)!,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), offersCatalogue);
  return routeMeta(
    args,
    args.data && {
      title: t(`offers.kind.${args.data.kind}.title`),
      description: t(`offers.kind.${args.data.kind}.description`),
      canonicalPath: args.data.path,
    },
  );
};

export default function OfferKind({ loaderData }: Route.ComponentProps) {
  const { kind, offers, crumbs } = loaderData;
  const t = useT(offersCatalogue);
  return (
    <Container className="py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            {t(`offers.kind.${kind}.heading`)}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">{t(`offers.kind.${kind}.intro`)}</p>
        </div>
        <LinkButton href={CTA_HREFS[kind]} variant="secondary" className="shrink-0">
          {t(`offers.kind.${kind}.cta`)}
        </LinkButton>
      </div>
      <div className="mt-8" data-kind={kind}>
        {offers.length ? <OfferGrid offers={offers} headingLevel={2} /> : <NoOffers />}
      </div>
      <p className="mt-10 text-muted">
        {t("offers.kind.lookingFor")}{" "}
        <Link
          to={SITE_PATHS.specialOffers}
          className="font-semibold text-brand-ink underline underline-offset-2"
        >
          {t("offers.kind.allOffersLink")}
        </Link>
        .
      </p>
      <JsonLd data={loaderData.jsonLd} />
    </Container>
  );
}
