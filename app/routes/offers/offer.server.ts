import { lookUpOffer, type OfferSummary, offerSummary, offerTypePath } from "~/features/content/offers";
import type { PromotionType } from "~/features/content/promotion-schema";
import { activePromotions } from "~/features/content/promotions";
import type { JsonLd } from "~/features/seo/json-ld";
import { breadcrumbsJsonLd, type Crumb } from "~/features/seo/structured-data/breadcrumbs";
import { type Language, localizePath, translator } from "~/lib/i18n";
import { SITE_PATHS } from "~/lib/site-paths";
import { commonCatalogue } from "~/locales/common";
import { offersCatalogue } from "~/locales/offers";
import type { AppServices } from "~/start-up/app-services.server";

/** Other offers of the same kind shown under an offer (or instead of an ended one). */
const MORE_OFFERS = 3;

/** The trail's name of each kind's index page (`offers.crumb.*`). */
const KIND_NAMES: Record<PromotionType, string | null> = {
  service: "offers.crumb.service",
  dealer: "offers.crumb.dealer",
  // Sales offers have no index page of their own: their trail goes straight to Special Offers.
  sales: null,
};

export type OfferPageData =
  | { kind: "running"; offer: OfferSummary; more: OfferSummary[]; crumbs: Crumb[]; jsonLd: JsonLd }
  | { kind: "ended"; offer: OfferSummary; more: OfferSummary[]; kindPath: string };

/**
 * /special-offers/{type}/{id}: a running offer with its trail and three more of its kind; an
 * ended one with what runs now instead (the route answers 410 Gone); null: unknown, or not
 * started yet (404). The trail is named in `language`.
 */
export function loadOfferPage(
  services: Pick<AppServices, "content" | "env">,
  type: string,
  id: string,
  now: Date,
  language: Language = "en",
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
  const t = translator(language, commonCatalogue, offersCatalogue);
  const crumbs: Crumb[] = [
    { name: t("common.crumbs.home"), path: SITE_PATHS.home },
    { name: t("offers.crumb.specialOffers"), path: SITE_PATHS.specialOffers },
    ...(kindName ? [{ name: t(kindName), path: kindPath }] : []),
    { name: offer.name, path: offer.path! },
  ];
  const localized = crumbs.map((crumb) => ({ ...crumb, path: localizePath(crumb.path, language) }));
  return { kind: "running", offer, more, crumbs, jsonLd: breadcrumbsJsonLd(env.siteUrl, localized)! };
}
