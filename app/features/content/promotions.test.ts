import { describe, expect, it } from "vitest";
import type { Promotion } from "./promotion-schema";
import { activePromotions, dealershipDay, findActivePromotion, isPromotionActive } from "./promotions";

function promotion(
  id: string,
  startDate: string,
  endDate: string,
  extra: Partial<Promotion> = {},
): Promotion {
  return {
    id,
    position: "grid-item",
    type: "service",
    tags: [],
    name: id,
    url: "/service/schedule",
    title: id,
    description: id,
    additional: { category: "Service coupon", ctaText: "Schedule service" },
    criterias: [],
    startDate,
    endDate,
    ...extra,
  };
}

/** Noon in Moline (UTC-6 in winter) on the given day. */
const noon = (day: string) => new Date(`${day}T18:00:00Z`);

describe("when a promotion shows", () => {
  const offer = promotion("oil", "2026-11-01", "2026-11-30");

  it("shows from its start day to its end day, both included", () => {
    expect(isPromotionActive(offer, noon("2026-10-31"))).toBe(false);
    expect(isPromotionActive(offer, noon("2026-11-01"))).toBe(true);
    expect(isPromotionActive(offer, noon("2026-11-30"))).toBe(true);
    expect(isPromotionActive(offer, noon("2026-12-01"))).toBe(false);
  });

  it("counts days in the dealership's time zone, not the server's", () => {
    // 23:30 in Moline on the end day is 05:30 UTC the next day: still showing.
    expect(dealershipDay(new Date("2026-12-01T05:30:00Z"))).toBe("2026-11-30");
    expect(isPromotionActive(offer, new Date("2026-12-01T05:30:00Z"))).toBe(true);
    // Midnight in Moline: the day after the end.
    expect(isPromotionActive(offer, new Date("2026-12-01T06:00:00Z"))).toBe(false);
    // Midnight starting November 1st in Moline is 05:00 UTC (daylight time ends later that night).
    expect(isPromotionActive(offer, new Date("2026-11-01T04:59:00Z"))).toBe(false);
    expect(isPromotionActive(offer, new Date("2026-11-01T05:00:00Z"))).toBe(true);
  });

  it("a one-day offer shows on that day only", () => {
    const oneDay = promotion("flash", "2026-11-27", "2026-11-27");
    expect(["2026-11-26", "2026-11-27", "2026-11-28"].map((d) => isPromotionActive(oneDay, noon(d)))).toEqual(
      [false, true, false],
    );
  });

  it("filters by type, position and tag, keeping file order", () => {
    const list = [
      promotion("a", "2026-01-01", "2050-12-31", {
        type: "sales",
        position: "promotions-carousel",
        tags: ["financing"],
      }),
      promotion("b", "2026-01-01", "2026-06-30"),
      promotion("c", "2026-01-01", "2050-12-31", { tags: ["oil-change"] }),
      promotion("d", "2027-01-01", "2050-12-31"),
      promotion("e", "2026-01-01", "2050-12-31", { type: undefined }),
    ];
    const today = noon("2026-11-22");
    expect(activePromotions(list, today).map((p) => p.id)).toEqual(["a", "c", "e"]);
    expect(activePromotions(list, today, { type: "service" }).map((p) => p.id)).toEqual(["c"]);
    expect(activePromotions(list, today, { position: "promotions-carousel" }).map((p) => p.id)).toEqual([
      "a",
    ]);
    expect(activePromotions(list, today, { tag: "oil-change" }).map((p) => p.id)).toEqual(["c"]);
    expect(findActivePromotion(list, "c", today, "service")?.id).toBe("c");
    expect(findActivePromotion(list, "c", today, "sales")).toBeUndefined();
    expect(findActivePromotion(list, "b", today)).toBeUndefined();
    expect(findActivePromotion(list, "d", today)).toBeUndefined();
  });
});
