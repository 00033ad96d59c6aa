import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { defaultPaymentInputs, estimatePayment } from "~/features/financing/payment-estimate";
import { maxPriceForMonthlyPayment } from "~/features/financing/payments";
import { CREDIT_BANDS, type PricingTerms } from "./lead-gates";
import {
  aprOfTerms,
  CREDIT_BAND_RANGES,
  creditScoreOfBand,
  financeTermsFor,
  monthlyPaymentFor,
  paymentInputsWithTerms,
  personalPaymentInputs,
  termsKey,
} from "./personal-payments";

const { company } = loadSettings(path.resolve("content"));
const payments = company.payments;
const fee = company.fee.documentary;

const terms = (over: Partial<PricingTerms> = {}): PricingTerms => ({
  downPayment: 3_000,
  tradingIn: true,
  tradeEquity: 5_000,
  creditBand: "good",
  ...over,
});

describe("the visitor's terms as the payment module's inputs", () => {
  it.each([
    ["as given", terms(), 25_000, { cashDown: 3_000, tradeEquity: 5_000, creditScore: 700 }],
    ["down above the slider", terms({ downPayment: 30_000 }), 45_000, { cashDown: 20_000 }],
    ["down above the price", terms({ downPayment: 2_500 }), 1_800, { cashDown: 1_800 }],
    ["down between steps", terms({ downPayment: 12_345 }), 40_000, { cashDown: 12_300 }],
    ["not trading in", terms({ tradingIn: false, tradeEquity: 4_000 }), 25_000, { tradeEquity: 0 }],
    ["owing on the trade", terms({ tradeEquity: -2_000 }), 25_000, { tradeEquity: 0 }],
    ["equity above the slider", terms({ tradeEquity: 35_000 }), 60_000, { tradeEquity: 20_000 }],
    ["rebuilding credit", terms({ creditBand: "rebuilding" }), 25_000, { creditScore: 520 }],
  ] as const)("%s", (_name, given, price, expected) => {
    const inputs = personalPaymentInputs(given, price, payments);
    expect(inputs).toMatchObject({ ...expected, tab: "finance", cashDownUnit: "dollars" });
    // The term stays the vehicle page's default.
    expect(inputs.financeTerm).toBe(payments.vehicleDefaults.financeTerm);
  });

  it("prices each credit band at a score inside the band's range and the slider's", () => {
    for (const band of CREDIT_BANDS) {
      const score = creditScoreOfBand(band);
      const { min, max } = CREDIT_BAND_RANGES[band];
      expect(score, band).toBeGreaterThanOrEqual(min);
      expect(score, band).toBeLessThanOrEqual(max);
      expect(personalPaymentInputs(terms({ creditBand: band }), 30_000, payments).creditScore).toBe(score);
    }
    // The ranges meet end to end from 300 to 850, best first.
    const ranges = CREDIT_BANDS.map((band) => CREDIT_BAND_RANGES[band]);
    expect(ranges[0]!.max).toBe(850);
    expect(ranges.at(-1)!.min).toBe(300);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]!.max).toBe(ranges[i - 1]!.min - 1);
  });

  it.each([
    ["excellent", 6.9],
    ["good", 6.9],
    ["fair", 6.9],
    ["poor", 9.9],
    ["rebuilding", 13.4],
  ] as const)("gives %s credit %s%% APR (spec section 9's tiers)", (band, apr) => {
    expect(aprOfTerms(terms({ creditBand: band }), payments)).toBe(apr);
  });
});

describe("a card's monthly payment", () => {
  it("is the vehicle page's default estimate without terms", () => {
    for (const price of [8_995, 18_500, 42_750]) {
      const inputs = defaultPaymentInputs(price, payments);
      expect(monthlyPaymentFor(price, payments, fee)).toBe(
        estimatePayment(price, inputs, payments, fee).monthly,
      );
    }
  });

  it.each([
    [terms(), 25_000],
    [terms({ downPayment: 0, tradingIn: false, creditBand: "poor" }), 18_000],
    [terms({ downPayment: 10_000, creditBand: "excellent" }), 52_000],
  ])("is the aside's first estimate on the visitor's terms (%j at $%i)", (given, price) => {
    const inputs = personalPaymentInputs(given, price, payments);
    expect(monthlyPaymentFor(price, payments, fee, given)).toBe(
      estimatePayment(price, inputs, payments, fee).monthly,
    );
  });

  it("goes down with more down, more equity and better credit", () => {
    const at = (given: PricingTerms) => monthlyPaymentFor(30_000, payments, fee, given);
    const base = terms({ downPayment: 1_000, tradingIn: false, creditBand: "fair" });
    expect(at({ ...base, downPayment: 5_000 })).toBeLessThan(at(base));
    expect(at({ ...base, tradingIn: true, tradeEquity: 3_000 })).toBeLessThan(at(base));
    expect(at({ ...base, creditBand: "rebuilding" })).toBeGreaterThan(at(base));
  });
});

describe("the payment filter on the visitor's terms", () => {
  it.each([
    ["default terms", undefined],
    ["a good band with a trade", terms()],
    ["nothing down, rebuilding", terms({ downPayment: 0, tradingIn: false, creditBand: "rebuilding" })],
    ["more down than the slider", terms({ downPayment: 25_000, tradingIn: false, creditBand: "excellent" })],
  ] as const)("finds exactly the cars whose card shows at most the payment (%s)", (_name, given) => {
    const filter = financeTermsFor(payments, given);
    for (const price of [21_000, 27_995, 36_400, 58_250]) {
      const monthly = monthlyPaymentFor(price, payments, fee, given);
      // A car paying M a month is within "at most M", and not within "at most M - 1".
      expect(maxPriceForMonthlyPayment(monthly, filter, payments, fee), `${price}`).toBeGreaterThanOrEqual(
        price,
      );
      expect(maxPriceForMonthlyPayment(monthly - 1, filter, payments, fee), `${price}`).toBeLessThan(price);
    }
  });

  it("keys terms by what changes a payment", () => {
    expect(termsKey(undefined)).toBe("default");
    expect(termsKey(terms({ tradingIn: false, tradeEquity: 9_000 }))).toBe(
      termsKey(terms({ tradingIn: false, tradeEquity: 0 })),
    );
    expect(termsKey(terms())).not.toBe(termsKey(terms({ creditBand: "fair" })));
  });
});

describe("the payment aside's inputs", () => {
  const price = 28_000;
  const requested = (query: string) => {
    const params = new URLSearchParams(query);
    const base = defaultPaymentInputs(price, payments);
    // What parsePaymentInputs would read; only the fields the query names matter here.
    return {
      params,
      inputs: { ...base, ...Object.fromEntries([...params].map(([k, v]) => [k, Number(v)])) },
    };
  };

  it("start from the visitor's terms, and keep what the form sent", () => {
    const empty = requested("");
    expect(paymentInputsWithTerms(empty.inputs, empty.params, terms(), price, payments)).toMatchObject({
      cashDown: 3_000,
      tradeEquity: 5_000,
      creditScore: 700,
    });
    const moved = requested("cashDown=4500");
    expect(paymentInputsWithTerms(moved.inputs, moved.params, terms(), price, payments)).toMatchObject({
      cashDown: 4_500,
      tradeEquity: 5_000,
      creditScore: 700,
    });
  });

  it("are the defaults without terms", () => {
    const empty = requested("");
    expect(paymentInputsWithTerms(empty.inputs, empty.params, undefined, price, payments)).toEqual(
      empty.inputs,
    );
  });
});
