import { SITE_PATHS } from "~/lib/site-paths";
import type { Promotion, PromotionType } from "./promotion-schema";
import { activePromotions, dealershipDay, isPromotionActive } from "./promotions";

/**
 * The offer pages' URLs and what each shows (spec section 2: /special-offers,
 * /special-offers/service, dealer offers index and by id, sales offers by id, service offers
 * index and by id). Pure: plain values in, plain values out; the routes answer the HTTP part.
 */
/** The offer kinds that have an index page of their own; sales offers are listed on /special-offers only. */
export const OFFER_INDEX_TYPES = ["service", "dealer"] as const satisfies readonly PromotionType[];
export type OfferIndexType = (typeof OFFER_INDEX_TYPES)[number];

/** /special-offers/service, /special-offers/dealer, /special-offers/sales (the last redirects). */
export function offerTypePath(type: PromotionType): string {
  return `${SITE_PATHS.specialOffers}/${type}`;
}

/** An offer's own page, /special-offers/{type}/{id}; an offer without a type has none (its button is its link). */
export function offerPath(promotion: Pick<Promotion, "id" | "type">): string | undefined {
  return promotion.type ? `${offerTypePath(promotion.type)}/${promotion.id}` : undefined;
}

export function isOfferType(value: string): value is PromotionType {
  return value === "service" || value === "dealer" || value === "sales";
}

export function isOfferIndexType(value: string): value is OfferIndexType {
  return (OFFER_INDEX_TYPES as readonly string[]).includes(value);
}

/** /special-offers: the carousel offers and the grid offers running today, each in file order. */
export function offersByPosition(
  promotions: readonly Promotion[],
  now: Date,
): { carousel: Promotion[]; grid: Promotion[] } {
  const active = activePromotions(promotions, now);
  return {
    carousel: active.filter((p) => p.position === "promotions-carousel"),
    grid: active.filter((p) => p.position === "grid-item"),
  };
}

/**
 * What /special-offers/{type}/{id} shows:
 * - `running`: the offer, between its start and end days;
 * - `ended`: the offer's end day has passed: the page says so (410 Gone) and points to what runs now,
 *   so a visitor following an old e-mail or ad is not left on a bare 404;
 * - `not-found`: no such offer of that type, or one that has not started yet (an upcoming offer
 *   stays private until its first day).
 */
export type OfferLookup =
  | { kind: "running"; offer: Promotion }
  | { kind: "ended"; offer: Promotion }
  | { kind: "not-found" };

export function lookUpOffer(
  promotions: readonly Promotion[],
  type: string,
  id: string,
  now: Date,
): OfferLookup {
  const offer = promotions.find((p) => p.id === id && p.type === type);
  if (!offer) return { kind: "not-found" };
  if (isPromotionActive(offer, now)) return { kind: "running", offer };
  return offerHasEnded(offer, now) ? { kind: "ended", offer } : { kind: "not-found" };
}

/** True once the offer's last day is over at the dealership (see promotions.ts for the time zone). */
function offerHasEnded(offer: Pick<Promotion, "endDate">, now: Date): boolean {
  return dealershipDay(now) > offer.endDate;
}

/** An end date in 2050 is how an evergreen offer is written (spec section 9: end dates run to 2050). */
export const ONGOING_FROM = "2050-01-01";

/** Where offers are listed and none is running (spec section 8, "Empty offers"), word for word. */
export const NO_OFFERS_TEXT = "No offers available at this time. Please check back later.";

/** An offer as its card and its page show it. */
export type OfferSummary = Pick<
  Promotion,
  | "id"
  | "type"
  | "position"
  | "name"
  | "title"
  | "description"
  | "img"
  | "imgAlt"
  | "url"
  | "additional"
  | "criterias"
  | "startDate"
  | "endDate"
> & {
  /** Its own page; none for an offer without a type. */
  path?: string;
  /** Evergreen: the card says "Ongoing offer" rather than "Valid through December 31, 2050". */
  ongoing: boolean;
};

export function offerSummary(offer: Promotion): OfferSummary {
  const { tags: _tags, ...shown } = offer;
  return { ...shown, path: offerPath(offer), ongoing: offer.endDate >= ONGOING_FROM };
}
