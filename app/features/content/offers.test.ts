import { describe, expect, it } from "vitest";
import {
  isOfferIndexType,
  isOfferType,
  lookUpOffer,
  offerPath,
  offerSummary,
  offersByPosition,
  offerTypePath,
} from "./offers";
import type { Promotion } from "./promotion-schema";

function promotion(id: string, extra: Partial<Promotion> = {}): Promotion {
  return {
    id,
    position: "grid-item",
    type: "service",
    tags: ["coupon"],
    name: id,
    url: "/service/schedule",
    title: id,
    description: id,
    additional: { category: "Service coupon", ctaText: "Schedule service" },
    criterias: [],
    startDate: "2026-01-01",
    endDate: "2050-12-31",
    ...extra,
  };
}

/** Noon in Moline (UTC-6 in winter) on the given day. */
const noon = (day: string) => new Date(`${day}T18:00:00Z`);
const today = noon("2026-11-22");

describe("offer URLs", () => {
  it("puts each offer under its kind, and gives an offer without a kind no page", () => {
    expect(offerPath(promotion("oil"))).toBe("/special-offers/service/oil");
    expect(offerPath(promotion("dime", { type: "sales" }))).toBe("/special-offers/sales/dime");
    expect(offerPath(promotion("promise", { type: "dealer" }))).toBe("/special-offers/dealer/promise");
    expect(offerPath(promotion("any", { type: undefined }))).toBeUndefined();
    expect(offerTypePath("dealer")).toBe("/special-offers/dealer");
  });

  it("knows which kinds exist and which have an index page", () => {
    expect(["service", "dealer", "sales", "coupons"].map(isOfferType)).toEqual([true, true, true, false]);
    expect(["service", "dealer", "sales"].map(isOfferIndexType)).toEqual([true, true, false]);
  });
});

describe("/special-offers", () => {
  it("splits today's offers into the carousel and the grid, in file order, leaving out expired and future ones", () => {
    const offers = [
      promotion("grid-1"),
      promotion("carousel-1", { position: "promotions-carousel", type: "sales" }),
      promotion("expired", {
        position: "promotions-carousel",
        startDate: "2026-05-01",
        endDate: "2026-08-31",
      }),
      promotion("future", { startDate: "2027-03-01", endDate: "2027-05-31" }),
      promotion("carousel-2", { position: "promotions-carousel", type: undefined }),
      promotion("grid-2", { type: "dealer" }),
    ];
    const { carousel, grid } = offersByPosition(offers, today);
    expect(carousel.map((p) => p.id)).toEqual(["carousel-1", "carousel-2"]);
    expect(grid.map((p) => p.id)).toEqual(["grid-1", "grid-2"]);
  });

  it("shows nothing when every offer has ended", () => {
    const offers = [promotion("a", { endDate: "2026-11-21" }), promotion("b", { endDate: "2025-01-01" })];
    expect(offersByPosition(offers, today)).toEqual({ carousel: [], grid: [] });
  });
});

describe("an offer's own page", () => {
  const offers = [
    promotion("running", { startDate: "2026-11-01", endDate: "2026-11-30" }),
    promotion("ended", { startDate: "2026-05-01", endDate: "2026-11-21" }),
    promotion("future", { startDate: "2026-11-23", endDate: "2026-12-31" }),
    promotion("promise", { type: "dealer" }),
  ];

  it("shows a running offer, first and last day included", () => {
    expect(lookUpOffer(offers, "service", "running", noon("2026-11-01")).kind).toBe("running");
    expect(lookUpOffer(offers, "service", "running", noon("2026-11-30")).kind).toBe("running");
  });

  it("says an offer has ended from the day after its end day, in the dealership's time zone", () => {
    expect(lookUpOffer(offers, "service", "ended", today)).toMatchObject({
      kind: "ended",
      offer: { id: "ended" },
    });
    // 11 pm in Moline on the end day is still the end day (5 am UTC the next day).
    expect(lookUpOffer(offers, "service", "ended", new Date("2026-11-22T05:00:00Z")).kind).toBe("running");
  });

  it("keeps an offer that has not started private: not found", () => {
    expect(lookUpOffer(offers, "service", "future", today)).toEqual({ kind: "not-found" });
    expect(lookUpOffer(offers, "service", "future", noon("2026-11-23")).kind).toBe("running");
  });

  it("does not find an offer under another kind, or an unknown id", () => {
    expect(lookUpOffer(offers, "sales", "promise", today)).toEqual({ kind: "not-found" });
    expect(lookUpOffer(offers, "dealer", "promise", today).kind).toBe("running");
    expect(lookUpOffer(offers, "service", "nope", today)).toEqual({ kind: "not-found" });
  });
});

describe("offer summaries", () => {
  it("call an offer ending in 2050 ongoing, and carry its page", () => {
    expect(offerSummary(promotion("evergreen"))).toMatchObject({
      ongoing: true,
      path: "/special-offers/service/evergreen",
    });
    expect(offerSummary(promotion("season", { endDate: "2027-01-31" })).ongoing).toBe(false);
    expect(offerSummary(promotion("x"))).not.toHaveProperty("tags");
  });
});
