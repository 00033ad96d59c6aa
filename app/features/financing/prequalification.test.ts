import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { CREDIT_BAND_SCORES, CREDIT_BANDS, type CreditBand } from "~/features/gates/lead-gates";
import { aprForCreditScore, estimateMonthlyPayment, maxPriceForMonthlyPayment } from "./payments";
import { BUYING_POWER_STEP, creditBandText, type Prequalification, prequalify } from "./prequalification";

const { company } = loadSettings("content");
const settings = company.payments;
const fee = company.fee.documentary;
const estimate = (creditBand: CreditBand, monthlyIncome: number) =>
  prequalify({ creditBand, monthlyIncome }, settings, fee);

describe("the instant pre-qualification estimate", () => {
  // $5,000 a month before taxes: a $500 to $750 car payment. The APRs are the dealership's
  // tiers (base 6.9 %) at the top and the bottom of each band's scores.
  it.each<
    [CreditBand, { apr: [number, number]; buyingPower: [number, number]; example: [number, number, number] }]
  >([
    ["excellent", { apr: [6.9, 6.9], buyingPower: [26_000, 44_500], example: [35_000, 6.9, 583] }],
    ["good", { apr: [6.9, 6.9], buyingPower: [26_000, 44_500], example: [35_000, 6.9, 583] }],
    ["fair", { apr: [6.9, 8.4], buyingPower: [25_000, 44_500], example: [34_500, 6.9, 574] }],
    ["poor", { apr: [8.4, 13.4], buyingPower: [22_500, 43_000], example: [32_500, 9.9, 587] }],
    ["rebuilding", { apr: [13.4, 16.9], buyingPower: [20_500, 37_500], example: [29_000, 13.4, 574] }],
  ])("%s credit on $5,000 a month", (band, expected) => {
    const result = estimate(band, 5_000);
    expect(result.monthlyBudget).toEqual({ min: 500, max: 750 });
    expect(result.apr).toEqual({ min: expected.apr[0], max: expected.apr[1] });
    expect(result.buyingPower).toEqual({ min: expected.buyingPower[0], max: expected.buyingPower[1] });
    const [price, apr, monthly] = expected.example;
    expect(result.example).toEqual({ price, cashDown: 1_000, termMonths: 72, apr, monthly });
    expect(result.assumptions).toEqual({
      paymentToIncomePercent: { min: 10, max: 15 },
      termMonths: { min: 60, max: 72 },
      cashDown: settings.cashDown.defaultAmount,
      documentaryFee: fee,
    });
  });

  it("takes the APR range from the band's scores through the credit tiers", () => {
    for (const band of CREDIT_BANDS) {
      const { apr, creditScores } = estimate(band, 4_000);
      expect(apr.min, band).toBe(aprForCreditScore(creditScores.max, settings));
      expect(apr.max, band).toBe(aprForCreditScore(creditScores.min, settings));
    }
  });

  it("is the payment module's max price for the budget, rounded down to $500", () => {
    const { buyingPower, monthlyBudget, creditScores } = estimate("poor", 3_210);
    const terms = { cashDown: 1_000, tradeEquity: 0 };
    const low = maxPriceForMonthlyPayment(
      monthlyBudget.min,
      { ...terms, termMonths: 60, creditScore: creditScores.min },
      settings,
      fee,
    );
    const high = maxPriceForMonthlyPayment(
      monthlyBudget.max,
      { ...terms, termMonths: 72, creditScore: creditScores.max },
      settings,
      fee,
    );
    expect(buyingPower.min).toBe(Math.floor(low / BUYING_POWER_STEP) * BUYING_POWER_STEP);
    expect(buyingPower.max).toBe(Math.floor(high / BUYING_POWER_STEP) * BUYING_POWER_STEP);
  });

  it("a better band never buys less, a larger income never buys less", () => {
    const incomes = [0, 1, 99, 800, 2_500, 4_321, 10_000, 250_000];
    for (const income of incomes)
      for (let i = 1; i < CREDIT_BANDS.length; i++) {
        const better = estimate(CREDIT_BANDS[i - 1]!, income);
        const worse = estimate(CREDIT_BANDS[i]!, income);
        expect(better.buyingPower.max).toBeGreaterThanOrEqual(worse.buyingPower.max);
        expect(better.buyingPower.min).toBeGreaterThanOrEqual(worse.buyingPower.min);
        expect(better.apr.max).toBeLessThanOrEqual(worse.apr.max);
      }
    for (const band of CREDIT_BANDS)
      for (let i = 1; i < incomes.length; i++)
        expect(estimate(band, incomes[i]!).buyingPower.min).toBeGreaterThanOrEqual(
          estimate(band, incomes[i - 1]!).buyingPower.min,
        );
  });

  const incomes = [0, 0.5, 1, 9, 10, 99, 100, 1_000, 2_750.5, 8_000, 1_000_000, -5, Number.NaN, Infinity];
  it.each(incomes)(
    "income %s: never negative, ranges ordered, whole dollars, the example within budget",
    (income) => {
      for (const band of CREDIT_BANDS) {
        const result: Prequalification = estimate(band, income);
        for (const range of [result.monthlyBudget, result.apr, result.buyingPower]) {
          expect(range.min).toBeGreaterThanOrEqual(0);
          expect(range.min).toBeLessThanOrEqual(range.max);
          expect(Number.isFinite(range.max)).toBe(true);
        }
        expect(Number.isInteger(result.monthlyBudget.min) && Number.isInteger(result.buyingPower.max)).toBe(
          true,
        );
        expect(result.buyingPower.max % BUYING_POWER_STEP).toBe(0);
        expect(result.monthlyIncome).toBeGreaterThanOrEqual(0);
        if (result.example) {
          expect(result.example.price).toBeGreaterThan(0);
          expect(result.example.price).toBeGreaterThanOrEqual(result.buyingPower.min);
          expect(result.example.price).toBeLessThanOrEqual(result.buyingPower.max);
          expect(result.example.apr).toBeGreaterThanOrEqual(result.apr.min);
          expect(result.example.apr).toBeLessThanOrEqual(result.apr.max);
          expect(result.example.monthly).toBe(
            estimateMonthlyPayment(
              {
                price: result.example.price,
                cashDown: result.example.cashDown,
                tradeEquity: 0,
                termMonths: result.example.termMonths,
                creditScore: CREDIT_BAND_SCORES[band],
              },
              settings,
              fee,
            ),
          );
          // The example pays no more than the top of the budget (a few dollars of rounding up aside).
          if (result.monthlyBudget.max >= 100)
            expect(result.example.monthly).toBeLessThanOrEqual(result.monthlyBudget.max);
        }
      }
    },
  );

  it("no income: no buying power and no example, rather than a made-up figure", () => {
    const result = estimate("good", 0);
    expect(result.monthlyBudget).toEqual({ min: 0, max: 0 });
    expect(result.buyingPower).toEqual({ min: 0, max: 0 });
    expect(result.example).toBeNull();
  });

  it("keeps the typical terms inside the dealership's term slider", () => {
    const short = { ...settings, financeTerm: { ...settings.financeTerm, max: 48 } };
    const result = prequalify({ creditBand: "fair", monthlyIncome: 5_000 }, short, fee);
    expect(result.assumptions.termMonths).toEqual({ min: 48, max: 48 });
    expect(result.example?.termMonths).toBe(48);
  });

  it("names each band with its scores for the dealer", () => {
    expect(CREDIT_BANDS.map(creditBandText)).toEqual([
      "Excellent (740-850)",
      "Good (670-739)",
      "Fair (610-669)",
      "Poor (550-609)",
      "Rebuilding (300-549)",
    ]);
  });
});
