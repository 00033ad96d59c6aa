import { describe, expect, it } from "vitest";
import { readKeptTradeOffer, tradeOfferOf } from "./trade-equity";

const now = new Date("2026-11-20T15:00:00Z");
const names = { reference: "TI-ABCD2345", vehicle: "2019 Honda Civic EX", lastDay: "2026-11-27" };
const appraisal = {
  visibleOffers: ["cashNow", "moreCashLater"] as Array<"cashNow" | "moreCashLater" | "bringVehicleIn">,
  cashNow: { finalPrice: 8_342 },
  answers: { "100": "good", "500": "none" } as Record<string, string | number | string[]>,
  expiresAt: "2026-11-27T15:00:00.000Z",
};

describe("tradeOfferOf", () => {
  it("counts the cash-now offer, less the payoff the seller gave", () => {
    expect(tradeOfferOf(appraisal, names, now)).toEqual({
      offer: 8_342,
      owed: 0,
      equity: 8_342,
      expiresAt: appraisal.expiresAt,
      ...names,
    });
    const loan = { ...appraisal, answers: { ...appraisal.answers, "500": "loan", "501": 4_800 } };
    expect(tradeOfferOf(loan, names, now)).toMatchObject({ offer: 8_342, owed: 4_800, equity: 3_542 });
    const underwater = { ...appraisal, answers: { "500": "loan", "501": 12_000 } };
    expect(tradeOfferOf(underwater, names, now)?.equity).toBe(-3_658);
  });

  it("has nothing to count without a cash-now offer, or once the offer ran out", () => {
    expect(tradeOfferOf({ ...appraisal, visibleOffers: ["bringVehicleIn"] }, names, now)).toBeNull();
    expect(tradeOfferOf({ ...appraisal, visibleOffers: [] }, names, now)).toBeNull();
    expect(tradeOfferOf(appraisal, names, new Date("2026-11-27T15:00:00Z"))).toBeNull();
  });
});

describe("readKeptTradeOffer", () => {
  const kept = { ...tradeOfferOf(appraisal, names, now)!, applied: true };

  it("reads back what the offer page kept, figuring the equity again", () => {
    expect(readKeptTradeOffer(JSON.parse(JSON.stringify(kept)), now)).toEqual(kept);
    expect(readKeptTradeOffer({ ...kept, owed: 1_000, equity: 99_999 }, now)?.equity).toBe(7_342);
    expect(readKeptTradeOffer({ ...kept, applied: "yes" }, now)?.applied).toBe(false);
  });

  it("refuses what is not an offer, and an offer past its time", () => {
    for (const broken of [
      null,
      "8342",
      [],
      { ...kept, offer: "8342" },
      { ...kept, offer: 83.42 },
      { ...kept, owed: -1 },
      { ...kept, expiresAt: "soon" },
      { ...kept, reference: "" },
      { ...kept, lastDay: "11/27/26" },
      { ...kept, vehicle: "x".repeat(201) },
    ])
      expect(readKeptTradeOffer(broken, now)).toBeNull();
    expect(readKeptTradeOffer(kept, new Date("2026-11-28T00:00:00Z"))).toBeNull();
  });
});
