import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { translator } from "~/lib/i18n";
import { paymentsCatalogue } from "~/locales/payments";
import { leaseDisclaimer as leaseDisclaimerIn } from "./lease-disclaimer";
import {
  defaultPaymentInputs,
  estimatePayment,
  PAYMENT_FIELDS,
  type PaymentEstimate,
  parsePaymentInputs,
  paymentQuery,
  paymentSliders,
} from "./payment-estimate";
import { estimateLeasePayment, estimateMonthlyPayment } from "./payments";

const { company } = loadSettings(path.resolve("content"));
const english = translator("en", paymentsCatalogue);
const leaseDisclaimer = (...args: [PaymentEstimate, Parameters<typeof leaseDisclaimerIn>[1]]) =>
  leaseDisclaimerIn(...args, english, "en");
const settings = company.payments;
const fee = company.fee.documentary;

describe("payment sliders", () => {
  it("have the ranges and steps of spec section 9", () => {
    const sliders = paymentSliders(25_000, settings);
    expect(sliders.cashDown).toMatchObject({ min: 0, max: 20_000, step: 100 });
    expect(sliders.tradeEquity).toMatchObject({ min: 0, max: 20_000, step: 100 });
    expect(sliders.creditScore).toMatchObject({ min: 400, max: 850, step: 10 });
    expect(sliders.financeTerm).toMatchObject({ min: 12, max: 72, step: 12 });
    expect(sliders.leaseTerm).toMatchObject({ min: 24, max: 39, step: 3 });
    expect(sliders.leaseMiles).toMatchObject({ min: 10_000, max: 15_000, step: 2_500 });
  });

  it("start from the vehicle-data defaults where they differ from the slider defaults", () => {
    expect(defaultPaymentInputs(25_000, settings)).toEqual({
      tab: "finance",
      cashDownUnit: "dollars",
      cashDown: 1_000,
      cashDownPercent: 20,
      tradeEquity: 0,
      creditScore: 850,
      financeTerm: 72,
      leaseTerm: 36,
      leaseMiles: 10_000,
    });
    // Cash down never starts above the price.
    expect(defaultPaymentInputs(800, settings).cashDown).toBe(800);
  });
});

describe("cash down in dollars or in percent (spec section 9: step 100 or 5 percent, default 1000 or 20 percent)", () => {
  it("has a percent slider in 5 % steps from 20 %, topped where the amount would pass $20,000", () => {
    expect(paymentSliders(25_000, settings).cashDownPercent).toEqual({
      min: 0,
      max: 80,
      step: 5,
      default: 20,
    });
    expect(paymentSliders(10_000, settings).cashDownPercent).toEqual({
      min: 0,
      max: 100,
      step: 5,
      default: 20,
    });
    // $20,000 is 26.7 % of $75,000: the top is the last whole step under it.
    expect(paymentSliders(75_000, settings).cashDownPercent).toEqual({
      min: 0,
      max: 25,
      step: 5,
      default: 20,
    });
    // 20 % of $150,000 would pass $20,000: the percent default is the top.
    expect(paymentSliders(150_000, settings).cashDownPercent).toEqual({
      min: 0,
      max: 10,
      step: 5,
      default: 10,
    });
  });

  it("starts in dollars at $1,000; the percent unit starts at 20 % of the price", () => {
    const start = defaultPaymentInputs(25_000, settings);
    expect(start).toMatchObject({ cashDownUnit: "dollars", cashDown: 1_000 });
    expect(estimatePayment(25_000, start, settings, fee).cashDown).toBe(1_000);
    const percent = parsePaymentInputs(new URLSearchParams("cashDownUnit=percent"), 25_000, settings);
    expect(percent).toMatchObject({ cashDownUnit: "percent", cashDownPercent: 20 });
    expect(estimatePayment(25_000, percent, settings, fee)).toMatchObject({
      cashDown: 5_000,
      amountFinanced: 25_000 + 251 - 5_000,
    });
  });

  it("reads the percent slider when percent is chosen, and the dollar slider otherwise", () => {
    const both = "cashDown=3000&cashDownPercent=40";
    const percent = parsePaymentInputs(new URLSearchParams(`cashDownUnit=percent&${both}`), 18_995, settings);
    // 40 % of $18,995, to the dollar.
    expect(estimatePayment(18_995, percent, settings, fee).cashDown).toBe(7_598);
    const dollars = parsePaymentInputs(new URLSearchParams(`cashDownUnit=dollars&${both}`), 18_995, settings);
    expect(estimatePayment(18_995, dollars, settings, fee).cashDown).toBe(3_000);
    // Clamped into range and onto the 5 % step like every slider.
    const odd = parsePaymentInputs(
      new URLSearchParams("cashDownUnit=percent&cashDownPercent=97"),
      25_000,
      settings,
    );
    expect(odd.cashDownPercent).toBe(80);
    expect(
      parsePaymentInputs(new URLSearchParams("cashDownUnit=percent&cashDownPercent=12"), 25_000, settings)
        .cashDownPercent,
    ).toBe(10);
  });

  it("keeps the cards' and the payment filter's figure: the dollar default", () => {
    const inputs = defaultPaymentInputs(30_000, settings);
    expect(estimatePayment(30_000, inputs, settings, fee).monthly).toBe(
      estimateMonthlyPayment(
        { price: 30_000, cashDown: 1_000, tradeEquity: 0, termMonths: 72, creditScore: 850 },
        settings,
        fee,
      ),
    );
  });
});

describe("the lease disclaimer", () => {
  it("is built from the lease terms shown, with the spec's example wording", () => {
    const lease = (query: string) =>
      estimatePayment(
        30_000,
        { ...parsePaymentInputs(new URLSearchParams(query), 30_000, settings) },
        settings,
        fee,
      );
    expect(leaseDisclaimer(lease("tab=lease&leaseTerm=39&leaseMiles=15000"), settings)).toContain(
      "39 months, 15,000 miles per year, $0.20 per excess mile",
    );
    const defaults = leaseDisclaimer(lease("tab=lease"), settings);
    expect(defaults).toBe(
      "Lease estimate: 36 months, 10,000 miles per year, $0.20 per excess mile, on a 60% residual value " +
        "with $1,000 cash down and trade equity. A closed-end lease with approved credit: at lease end you " +
        "pay for miles over the allowance and for excess wear. Tax, title, license and any amount due at " +
        "signing are extra.",
    );
    expect(
      leaseDisclaimer(lease("tab=lease&leaseTerm=24&cashDownUnit=percent&tradeEquity=2000"), {
        ...settings,
        leaseExcessMileCharge: 0.25,
      }),
    ).toContain(
      "24 months, 10,000 miles per year, $0.25 per excess mile, on a 64% residual value with $8,000 cash down",
    );
  });

  it("speaks Spanish on a Spanish page", () => {
    const estimate = estimatePayment(
      30_000,
      parsePaymentInputs(new URLSearchParams("tab=lease"), 30_000, settings),
      settings,
      fee,
    );
    expect(leaseDisclaimerIn(estimate, settings, translator("es", paymentsCatalogue), "es")).toMatch(
      /^Estimado de arrendamiento: 36 meses, 10,000 millas por año, \$0\.20 por milla excedente/,
    );
  });

  it("is empty for a loan", () => {
    expect(
      leaseDisclaimer(
        estimatePayment(30_000, defaultPaymentInputs(30_000, settings), settings, fee),
        settings,
      ),
    ).toBe("");
  });
});

describe("parsePaymentInputs", () => {
  it("reads a GET form submission", () => {
    const query = new URLSearchParams(
      "tab=lease&cashDown=2500&tradeEquity=3000&creditScore=610&financeTerm=48&leaseTerm=39&leaseMiles=15000",
    );
    expect(parsePaymentInputs(query, 25_000, settings)).toEqual({
      tab: "lease",
      cashDownUnit: "dollars",
      cashDown: 2_500,
      cashDownPercent: 20,
      tradeEquity: 3_000,
      creditScore: 610,
      financeTerm: 48,
      leaseTerm: 39,
      leaseMiles: 15_000,
    });
  });

  it("clamps out-of-range values and snaps them onto the step", () => {
    const query = new URLSearchParams(
      "cashDown=999999&tradeEquity=-5&creditScore=100&financeTerm=50&leaseTerm=100&leaseMiles=11000",
    );
    expect(parsePaymentInputs(query, 25_000, settings)).toMatchObject({
      cashDown: 20_000,
      tradeEquity: 0,
      creditScore: 400,
      financeTerm: 48,
      leaseTerm: 39,
      leaseMiles: 10_000,
    });
  });

  it("falls back to the defaults for junk", () => {
    const defaults = defaultPaymentInputs(25_000, settings);
    for (const junk of [
      "abc",
      "",
      " ",
      "NaN",
      "Infinity",
      "1e999",
      "1e3",
      "0x10",
      "<script>",
      "12,000",
      "5.",
    ]) {
      const query = new URLSearchParams({ tab: junk, cashDownUnit: junk });
      for (const field of PAYMENT_FIELDS) query.set(field, junk);
      expect(parsePaymentInputs(query, 25_000, settings), junk).toEqual(defaults);
    }
  });

  it("round-trips through the tab links' query string", () => {
    const inputs = {
      ...defaultPaymentInputs(25_000, settings),
      cashDownUnit: "percent" as const,
      cashDown: 4_000,
      cashDownPercent: 35,
      creditScore: 560,
    };
    const query = paymentQuery(inputs, "lease");
    expect(parsePaymentInputs(new URLSearchParams(query), 25_000, settings)).toEqual({
      ...inputs,
      tab: "lease",
    });
  });
});

describe("estimatePayment", () => {
  it("is the loan payment of payments.ts for the finance tab, documentary fee included", () => {
    const inputs = {
      ...defaultPaymentInputs(25_000, settings),
      cashDown: 2_000,
      creditScore: 590,
      financeTerm: 60,
    };
    const estimate = estimatePayment(25_000, inputs, settings, fee);
    expect(estimate).toMatchObject({
      tab: "finance",
      termMonths: 60,
      apr: 9.9, // 6.9 base + 3 for 580-599
      amountFinanced: 25_000 + 251 - 2_000,
      residualPercent: null,
    });
    expect(estimate.monthly).toBe(
      estimateMonthlyPayment(
        { price: 25_000, cashDown: 2_000, tradeEquity: 0, termMonths: 60, creditScore: 590 },
        settings,
        fee,
      ),
    );
    // 23,251 at 9.9 % over 60 months: 23251 * r / (1 - (1 + r)^-60), r = 0.0825 %
    expect(estimate.monthly).toBe(493);
  });

  it("is the lease payment of payments.ts for the lease tab", () => {
    const inputs = { ...defaultPaymentInputs(30_000, settings), tab: "lease" as const, leaseMiles: 12_500 };
    const estimate = estimatePayment(30_000, inputs, settings, fee);
    expect(estimate).toMatchObject({
      tab: "lease",
      termMonths: 36,
      milesPerYear: 12_500,
      residualPercent: 59,
    });
    expect(estimate.monthly).toBe(
      estimateLeasePayment(
        {
          price: 30_000,
          cashDown: 1_000,
          tradeEquity: 0,
          termMonths: 36,
          milesPerYear: 12_500,
          creditScore: 850,
        },
        settings,
        fee,
      ),
    );
  });

  it("never goes below zero when cash down and trade cover the price", () => {
    const inputs = { ...defaultPaymentInputs(9_000, settings), cashDown: 20_000 };
    expect(estimatePayment(9_000, inputs, settings, fee)).toMatchObject({ monthly: 0, amountFinanced: 0 });
  });
});
