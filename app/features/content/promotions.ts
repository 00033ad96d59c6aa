import { DEALERSHIP_TIME_ZONE } from "~/features/service/clock";
import type { Promotion, PromotionPosition, PromotionType } from "./promotion-schema";

/**
 * Which offers show, and when. Dates are calendar days in the dealership's time zone
 * (Moline, IL), so an offer ending on the 30th shows until midnight in Moline on the 30th,
 * whatever the server's clock zone.
 */
export const PROMOTION_TIME_ZONE = DEALERSHIP_TIME_ZONE;

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: PROMOTION_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** "2026-11-22": the calendar day `now` falls on at the dealership. */
export function dealershipDay(now: Date): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function isPromotionActive(promotion: Pick<Promotion, "startDate" | "endDate">, now: Date): boolean {
  const today = dealershipDay(now);
  return promotion.startDate <= today && today <= promotion.endDate;
}

export type PromotionFilter = { type?: PromotionType; position?: PromotionPosition; tag?: string };

/** The offers showing on `now`'s day (start and end days included), in file order, filtered. */
export function activePromotions(
  promotions: readonly Promotion[],
  now: Date,
  filter: PromotionFilter = {},
): Promotion[] {
  return promotions.filter(
    (p) =>
      isPromotionActive(p, now) &&
      (!filter.type || p.type === filter.type) &&
      (!filter.position || p.position === filter.position) &&
      (!filter.tag || p.tags.includes(filter.tag)),
  );
}

/** An offer's own page shows it only while it runs; an expired or future id is not found. */
export function findActivePromotion(
  promotions: readonly Promotion[],
  id: string,
  now: Date,
  type?: PromotionType,
): Promotion | undefined {
  return activePromotions(promotions, now, type ? { type } : {}).find((p) => p.id === id);
}
