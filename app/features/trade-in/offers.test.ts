import { describe, expect, it } from "vitest";
import { computeDeductions } from "./deductions";
import {
  bestOfferText,
  buildOffers,
  isOfferCurrent,
  moreCashLaterOffer,
  NO_OFFERS_MESSAGE,
  type OfferInput,
  offerExpiresAt,
} from "./offers";
import { loadTradeInContent } from "./trade-in-content.server";
import { modelRetailValue, valueVehicle } from "./valuation-model";

const { settings, questionnaire, referenceIndex } = loadTradeInContent("content");

const input = (change: Partial<OfferInput> & { mileage?: number; make?: string; model?: string } = {}) => {
  const { mileage = 80_000, make = "Honda", model = "Civic", ...rest } = change;
  return {
    vehicle: { make, model, mileage },
    ageYears: 6,
    tradeInValue: 12_000,
    retailValue: 16_000,
    deductionTotal: 0,
    severeDamageAnswers: [],
    ...rest,
  } satisfies OfferInput;
};
const offers = (change: Parameters<typeof input>[0]) => buildOffers(settings, input(change));
const reasons = (change: Parameters<typeof input>[0]) =>
  offers(change).bringVehicleIn?.reasons.map((r) => r.code) ?? [];

describe("thresholds, each on both sides", () => {
  it.each([
    ["cash now of 999 is not offered", { tradeInValue: 999 }, []],
    ["cash now of 1,000 is offered", { tradeInValue: 1_000 }, ["cashNow"]],
    ["cash now of 999 after deductions", { tradeInValue: 1_500, deductionTotal: 501 }, []],
    ["cash now of 1,000 after deductions", { tradeInValue: 1_500, deductionTotal: 500 }, ["cashNow"]],
    ["9 years old: cash now only", { ageYears: 9, tradeInValue: 6_000, retailValue: 10_000 }, ["cashNow"]],
    [
      "10 years old: more cash later too",
      { ageYears: 10, tradeInValue: 6_000, retailValue: 10_000 },
      ["cashNow", "moreCashLater"],
    ],
    ["159,999 miles: priced", { mileage: 159_999 }, ["cashNow"]],
    ["160,000 miles: bring it in", { mileage: 160_000 }, ["bringVehicleIn"]],
    ["cash now of 60,000: priced", { tradeInValue: 60_000, retailValue: 75_000 }, ["cashNow"]],
    ["cash now of 60,001: bring it in", { tradeInValue: 60_001, retailValue: 75_000 }, ["bringVehicleIn"]],
    [
      "60,000 after deductions: priced",
      { tradeInValue: 61_000, deductionTotal: 1_000, retailValue: 75_000 },
      ["cashNow"],
    ],
    ["0 years old: bring it in", { ageYears: 0 }, ["bringVehicleIn"]],
    ["next year's model: bring it in", { ageYears: -1 }, ["bringVehicleIn"]],
    ["1 year old: priced", { ageYears: 1 }, ["cashNow"]],
    [
      "15 years old: priced",
      { ageYears: 15, tradeInValue: 3_000, retailValue: 6_500 },
      ["cashNow", "moreCashLater"],
    ],
    [
      "16 years old: bring it in",
      { ageYears: 16, tradeInValue: 3_000, retailValue: 6_500 },
      ["bringVehicleIn"],
    ],
  ])("%s", (_name, change, visible) => {
    expect(offers(change).visibleOffers).toEqual(visible);
  });

  it.each([
    [{ mileage: 160_000 }, "highMileage"],
    [{ tradeInValue: 60_001 }, "highValue"],
    [{ ageYears: 0 }, "tooNew"],
    [{ ageYears: 16 }, "tooOld"],
    [{ make: "ferrari", model: "F8" }, "excludedMake"],
    [{ make: "Rolls Royce", model: "Ghost" }, "excludedMake"],
    [{ make: "Ford", model: "F650" }, "excludedModel"],
    [{ severeDamageAnswers: ["Flood or water damage"] }, "severeDamage"],
  ])("bring it in for %j: %s", (change, code) => {
    expect(reasons(change)).toEqual([code]);
  });

  it("lists every reason that matches, and still computes the prices for staff", () => {
    const result = offers({
      ageYears: 16,
      mileage: 210_000,
      severeDamageAnswers: ["Salvage", "It does not start"],
    });
    expect(result.visibleOffers).toEqual(["bringVehicleIn"]);
    expect(result.bringVehicleIn?.reasons).toEqual([
      { code: "tooOld", message: "Vehicles more than 15 years old are appraised in person." },
      { code: "highMileage", message: "Vehicles with 160,000 miles or more are appraised in person." },
      {
        code: "severeDamage",
        message: "Damage like this needs to be seen in person: Salvage; It does not start.",
      },
    ]);
    expect(result.cashNow.finalPrice).toBe(12_000);
  });

  it("does not make a 'Ford F-150' an excluded F-650, nor a Ford an excluded make", () => {
    expect(reasons({ make: "Ford", model: "F-150" })).toEqual([]);
  });

  it("offers nothing, with the empty-offers message, when cash now is too low and the car too young", () => {
    const result = offers({ tradeInValue: 600, retailValue: 2_500 });
    expect(result.visibleOffers).toEqual([]);
    expect(result.moreCashLater).toBeNull();
    expect(NO_OFFERS_MESSAGE).toBe("No offers available at this time. Please check back later.");
  });
});

describe("more cash later", () => {
  it("follows the worked example of docs/trade-in-valuation.md, from valuation to offers", () => {
    const at = new Date("2026-11-22T18:00:00Z");
    const civic = { year: 2016, make: "Honda", model: "Civic", trim: "EX", mileage: 118_000 };
    const comparables = [
      { year: 2016, trim: "EX", mileage: 104_000, price: 12_495 },
      { year: 2015, trim: "LX", mileage: 131_000, price: 9_995 },
      { year: 2017, trim: "Sport", mileage: 96_000, price: 13_995 },
    ];
    expect(Math.round(modelRetailValue(settings.valuation, 24_250, 2016, 118_000, at))).toBe(8_757);
    const valuation = valueVehicle(settings.valuation, referenceIndex, civic, comparables, at);
    expect(valuation).toEqual({
      retailValue: 10_424,
      tradeInValue: 7_360,
      source: "model+inventory",
      comparables: 3,
    });
    const answers = {
      "100": "good",
      "101": "none",
      "102": "clean",
      "103": "yes",
      "104": "no",
      "105": "two",
      "106": "none",
      "200": ["none"],
      "201": "none",
      "202": ["none"],
      "203": "three-or-four",
      "204": ["none"],
      "205": "fine",
      "500": "none",
    };
    const deductions = computeDeductions(questionnaire, answers, 7_360, settings.deductions.tierPrice);
    expect(deductions.lines.map((l) => l.amount)).toEqual([368, 736]);
    const result = buildOffers(settings, {
      vehicle: civic,
      ageYears: 10,
      tradeInValue: valuation.tradeInValue,
      retailValue: valuation.retailValue,
      deductionTotal: deductions.total,
      severeDamageAnswers: [],
    });
    expect(result).toEqual({
      visibleOffers: ["cashNow", "moreCashLater"],
      cashNow: { finalPrice: 6_256 },
      moreCashLater: {
        initPrice: 6_256,
        additionalPayments: [
          { label: "Reserve check, mailed when your vehicle sells", amount: 1_053 },
          { label: "Profit-share check, mailed once the sale is final", amount: 495 },
        ],
        finalPrice: 7_804,
        retailPrice: 10_424,
        reconditioning: 1_104,
        advertising: 1_516,
      },
      bringVehicleIn: null,
    });
  });

  it("charges at least 560 of reconditioning and splits what is left 68 / 32", () => {
    const offer = moreCashLaterOffer(settings.moreCashLater, {
      cashNowPrice: 6_000,
      retailValue: 10_000,
      deductionTotal: 0,
    })!;
    expect(offer.reconditioning).toBe(560);
    expect(offer.advertising).toBe(995 + 500);
    const [reserve, share] = offer.additionalPayments.map((p) => p.amount) as [number, number];
    expect(reserve + share).toBe(10_000 - 560 - 1_495 - 6_000);
    expect(reserve).toBe(Math.round(1_945 * 0.68));
    expect(offer.finalPrice).toBe(offer.initPrice + reserve + share);
  });

  it("is not made when waiting for the sale would not pay more than cash now", () => {
    expect(
      moreCashLaterOffer(settings.moreCashLater, {
        cashNowPrice: 6_000,
        retailValue: 7_900,
        deductionTotal: 0,
      }),
    ).toBeNull();
    expect(offers({ ageYears: 12, tradeInValue: 6_000, retailValue: 7_900 }).visibleOffers).toEqual([
      "cashNow",
    ]);
  });

  it("can be the only offer when cash now is below 1,000", () => {
    expect(offers({ ageYears: 12, tradeInValue: 900, retailValue: 4_500 }).visibleOffers).toEqual([
      "moreCashLater",
    ]);
  });
});

describe("validity and the best-offer promise", () => {
  it("keeps an offer for 7 days to the minute", () => {
    const made = new Date("2026-11-22T18:00:00Z");
    const expires = offerExpiresAt(made, settings.offerValidityDays);
    expect(expires.toISOString()).toBe("2026-11-29T18:00:00.000Z");
    expect(isOfferCurrent(expires, new Date("2026-11-29T17:59:59Z"))).toBe(true);
    expect(isOfferCurrent(expires.toISOString(), new Date("2026-11-29T18:00:00Z"))).toBe(false);
  });

  it("promises $300 over any physically inspected competing offer", () => {
    expect(settings.bestOffer.amount).toBe(300);
    expect(bestOfferText(settings)).toBe(
      "Best offer promise: bring us a written offer for your vehicle from another dealer who has inspected it in person, and we will pay $300 more.",
    );
  });
});
