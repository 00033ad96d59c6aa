import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { estimateLeasePayment, estimateMonthlyPayment } from "../payments";
import {
  defaultPaymentInputs,
  estimatePayment,
  PAYMENT_FIELDS,
  parsePaymentInputs,
  paymentQuery,
  paymentSliders,
} from "./payment-estimate";

const { company } = loadSettings(path.resolve("content"));
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
      cashDown: 1_000,
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

describe("parsePaymentInputs", () => {
  it("reads a GET form submission", () => {
    const query = new URLSearchParams(
      "tab=lease&cashDown=2500&tradeEquity=3000&creditScore=610&financeTerm=48&leaseTerm=39&leaseMiles=15000",
    );
    expect(parsePaymentInputs(query, 25_000, settings)).toEqual({
      tab: "lease",
      cashDown: 2_500,
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
      const query = new URLSearchParams({ tab: junk });
      for (const field of PAYMENT_FIELDS) query.set(field, junk);
      expect(parsePaymentInputs(query, 25_000, settings), junk).toEqual(defaults);
    }
  });

  it("round-trips through the tab links' query string", () => {
    const inputs = { ...defaultPaymentInputs(25_000, settings), cashDown: 4_000, creditScore: 560 };
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
