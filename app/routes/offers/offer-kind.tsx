import { redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { LinkButton } from "~/components/content/link-button";
import { NoOffers, OfferGrid } from "~/components/offers/offer-card";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Container } from "~/components/ui/container";
import { JsonLd } from "~/components/ui/json-ld";
import { isOfferIndexType, offerSummary, offerTypePath } from "~/features/content/offers";
import { activePromotions } from "~/features/content/promotions";
import { breadcrumbsJsonLd, type Crumb } from "~/features/seo/structured-data/breadcrumbs";
import { SITE_PATHS } from "~/lib/site-paths";
import { routeMeta } from "~/routes/+shared/meta";
import { pageNotFound } from "~/routes/+shared/outcome";
import type { Route } from "./+types/offer-kind";

/** The copy of each index page: service coupons and dealer offers (spec section 2). */
const KINDS = {
  service: {
    title: "Service Coupons",
    heading: "Service coupons",
    description:
      "Coupons for oil changes, tire rotations, brakes, batteries and seasonal service at our Moline, Rockford and Fort Wayne service departments.",
    intro:
      "Mention the coupon when you book, or show it on your phone at the service desk. Every coupon lists its dates and fine print.",
    cta: { label: "Schedule service", href: SITE_PATHS.serviceSchedule },
  },
  dealer: {
    title: "Dealer Offers",
    heading: "Dealer offers",
    description:
      "The programs that come with buying, trading or referring a friend at our four stores: the best-offer promise, the lifetime engine warranty and more.",
    intro:
      "Programs of our dealership group that come with every purchase, trade or referral at all four stores.",
    cta: { label: "Shop used cars", href: SITE_PATHS.search },
  },
} as const;

/**
 * /special-offers/service and /special-offers/dealer: the running offers of one kind. Sales
 * offers have pages by id only (spec section 2), so /special-offers/sales goes to
 * /special-offers, where they are listed; any other kind is the 404 page.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  if (params.kind === "sales") throw redirect(SITE_PATHS.specialOffers, 301);
  if (!isOfferIndexType(params.kind)) throw pageNotFound(new URL(request.url).pathname);
  const { content, env } = context.services;
  const kind = params.kind;
  const crumbs: Crumb[] = [
    { name: "Home", path: SITE_PATHS.home },
    { name: "Special Offers", path: SITE_PATHS.specialOffers },
    { name: KINDS[kind].title, path: offerTypePath(kind) },
  ];
  return {
    kind,
    path: offerTypePath(kind),
    offers: activePromotions(content.promotions, new Date(), { type: kind }).map(offerSummary),
    crumbs,
    jsonLd: breadcrumbsJsonLd(env.siteUrl, crumbs)!,
  };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(
    args,
    args.data && {
      title: KINDS[args.data.kind].title,
      description: KINDS[args.data.kind].description,
      canonicalPath: args.data.path,
    },
  );

export default function OfferKind({ loaderData }: Route.ComponentProps) {
  const { kind, offers, crumbs } = loaderData;
  const copy = KINDS[kind];
  return (
    <Container className="py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{copy.heading}</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">{copy.intro}</p>
        </div>
        <LinkButton href={copy.cta.href} variant="secondary" className="shrink-0">
          {copy.cta.label}
        </LinkButton>
      </div>
      <div className="mt-8" data-kind={kind}>
        {offers.length ? <OfferGrid offers={offers} headingLevel={2} /> : <NoOffers />}
      </div>
      <p className="mt-10 text-muted">
        Looking for sales events and financing offers? See{" "}
        <Link
          to={SITE_PATHS.specialOffers}
          className="font-semibold text-brand-ink underline underline-offset-2"
        >
          all special offers
        </Link>
        .
      </p>
      <JsonLd data={loaderData.jsonLd} />
    </Container>
  );
}
