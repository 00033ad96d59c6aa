import { lookUpOffer, type OfferSummary, offerSummary, offerTypePath } from "~/features/content/offers";
import type { PromotionType } from "~/features/content/promotion-schema";
import { activePromotions } from "~/features/content/promotions";
import type { JsonLd } from "~/features/seo/json-ld";
import { breadcrumbsJsonLd, type Crumb } from "~/features/seo/structured-data/breadcrumbs";
import type { AppServices } from "~/lib/app.server";
import { SITE_PATHS } from "~/lib/site-paths";

/** Other offers of the same kind shown under an offer (or instead of an ended one). */
const MORE_OFFERS = 3;

const KIND_NAMES: Record<PromotionType, string | null> = {
  service: "Service Coupons",
  dealer: "Dealer Offers",
  // Sales offers have no index page of their own: their trail goes straight to Special Offers.
  sales: null,
};

export type OfferPageData =
  | { kind: "running"; offer: OfferSummary; more: OfferSummary[]; crumbs: Crumb[]; jsonLd: JsonLd }
  | { kind: "ended"; offer: OfferSummary; more: OfferSummary[]; kindPath: string };

/**
 * /special-offers/{type}/{id}: a running offer with its trail and three more of its kind; an
 * ended one with what runs now instead (the route answers 410 Gone); null: unknown, or not
 * started yet (404).
 */
export function loadOfferPage(
  services: Pick<AppServices, "content" | "env">,
  type: string,
  id: string,
  now: Date,
): OfferPageData | null {
  const { content, env } = services;
  const found = lookUpOffer(content.promotions, type, id, now);
  if (found.kind === "not-found") return null;
  const offerType = found.offer.type as PromotionType;
  const more = activePromotions(content.promotions, now, { type: offerType })
    .filter((p) => p.id !== id)
    .slice(0, MORE_OFFERS)
    .map(offerSummary);
  const offer = offerSummary(found.offer);
  const kindName = KIND_NAMES[offerType];
  const kindPath = kindName ? offerTypePath(offerType) : SITE_PATHS.specialOffers;
  if (found.kind === "ended") return { kind: "ended", offer, more, kindPath };
  const crumbs: Crumb[] = [
    { name: "Home", path: SITE_PATHS.home },
    { name: "Special Offers", path: SITE_PATHS.specialOffers },
    ...(kindName ? [{ name: kindName, path: kindPath }] : []),
    { name: offer.name, path: offer.path! },
  ];
  return { kind: "running", offer, more, crumbs, jsonLd: breadcrumbsJsonLd(env.siteUrl, crumbs)! };
}
