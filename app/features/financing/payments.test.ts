import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import {
  amortizedPayment,
  aprForCreditScore,
  clampToSlider,
  defaultFinanceTerms,
  defaultLeaseTerms,
  estimateLeasePayment,
  estimateMonthlyPayment,
  maxPriceForMonthlyPayment,
  residualPercent,
} from "./payments";

const { company } = loadSettings("content");
const settings = company.payments;
const fee = company.fee.documentary;

describe("payments", () => {
  it("adds the credit-tier add-ons of spec section 9 to the base APR", () => {
    const base = settings.baseApr;
    const cases: Array<[number, number]> = [
      [850, 0],
      [620, 0],
      [619, 1.5],
      [600, 1.5],
      [599, 3],
      [580, 3],
      [579, 4.5],
      [560, 4.5],
      [559, 6.5],
      [520, 6.5],
      [519, 8],
      [500, 8],
      [499, 10],
      [400, 10],
      [300, 10],
    ];
    for (const [score, addOn] of cases)
      expect(aprForCreditScore(score, settings), String(score)).toBeCloseTo(base + addOn, 5);
    expect(aprForCreditScore(250, settings)).toBeCloseTo(base + 10, 5);
  });

  it("amortises like a bank: $20,000 at 6 % for 60 months is $386.66", () => {
    expect(amortizedPayment(20_000, 6, 60)).toBeCloseTo(386.66, 2);
    expect(amortizedPayment(12_000, 0, 24)).toBe(500);
    expect(amortizedPayment(0, 6, 24)).toBe(0);
    expect(() => amortizedPayment(1000, 6, 0)).toThrow(RangeError);
  });

  it("finances the documentary fee with the price, less cash down and trade equity", () => {
    const terms = { price: 20_000, cashDown: 1_000, tradeEquity: 2_000, termMonths: 72, creditScore: 850 };
    const principal = 20_000 + fee - 3_000;
    expect(estimateMonthlyPayment(terms, settings, fee)).toBe(
      Math.ceil(amortizedPayment(principal, settings.baseApr, 72)),
    );
    // A lower score costs more every month.
    expect(estimateMonthlyPayment({ ...terms, creditScore: 550 }, settings, fee)).toBeGreaterThan(
      estimateMonthlyPayment(terms, settings, fee),
    );
    // Paying everything up front leaves nothing to finance.
    expect(estimateMonthlyPayment({ ...terms, cashDown: 30_000 }, settings, fee)).toBe(0);
  });

  it("inverts a monthly budget into the highest price it buys", () => {
    const terms = { cashDown: 1_000, tradeEquity: 0, termMonths: 72, creditScore: 850 };
    const price = maxPriceForMonthlyPayment(400, terms, settings, fee);
    expect(estimateMonthlyPayment({ ...terms, price }, settings, fee)).toBeLessThanOrEqual(400);
    expect(estimateMonthlyPayment({ ...terms, price: price + 100 }, settings, fee)).toBeGreaterThan(400);
    expect(maxPriceForMonthlyPayment(0, terms, settings, fee)).toBe(0);
  });

  it("starts vehicle pages from the vehicle-data defaults", () => {
    expect(defaultFinanceTerms(18_995, settings)).toEqual({
      price: 18_995,
      cashDown: 1_000,
      tradeEquity: 0,
      termMonths: 72,
      creditScore: 850,
    });
    expect(defaultFinanceTerms(600, settings).cashDown).toBe(600);
    expect(defaultLeaseTerms(30_000, settings)).toMatchObject({
      termMonths: 36,
      milesPerYear: 10_000,
      creditScore: 850,
    });
  });

  it("estimates a lease from residual and money factor", () => {
    expect(residualPercent(36, 10_000)).toBe(60);
    expect(residualPercent(39, 15_000)).toBe(57);
    const lease = estimateLeasePayment(defaultLeaseTerms(30_000, settings), settings, fee);
    const loan = estimateMonthlyPayment(
      { ...defaultFinanceTerms(30_000, settings), termMonths: 36 },
      settings,
      fee,
    );
    expect(lease).toBeGreaterThan(0);
    expect(lease).toBeLessThan(loan);
  });

  it("clamps slider input into range and step, and junk to the default", () => {
    const slider = settings.creditScore;
    expect(clampToSlider("725", slider)).toBe(730);
    expect(clampToSlider("9999", slider)).toBe(850);
    expect(clampToSlider("-5", slider)).toBe(400);
    expect(clampToSlider("abc", slider)).toBe(850);
    expect(clampToSlider(undefined, slider)).toBe(850);
    expect(clampToSlider("36", settings.financeTerm)).toBe(36);
  });
});
