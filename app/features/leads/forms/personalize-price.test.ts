import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { translator } from "~/lib/i18n";
import { validationCatalogue } from "~/locales/validation";
import { detailsSchemaFor } from "../kinds/registry";
import { MESSAGES } from "../model/validation";
import {
  amountMessage,
  answersFromForm,
  answersOf,
  answersOfTerms,
  creditBandText,
  firstStepWithError,
  nextPricingStep,
  PERSONALIZE_PRICE_TOASTS,
  type PricingFormStepId,
  personalizePriceSchema,
  previousPricingStep,
  pricingSteps,
  pricingTermsOf,
  toPersonalizePriceLead,
} from "./personalize-price";

const LIMITS = { downPayment: 20_000, tradeEquity: 20_000 };
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.append(k, v);
  return data;
};
const parse = (step: PricingFormStepId, values: Record<string, string>) =>
  parseWithZod(form(values), { schema: personalizePriceSchema(step, LIMITS) });
const errorsOf = (step: PricingFormStepId, values: Record<string, string>) => {
  const submission = parse(step, values);
  return submission.status === "success"
    ? {}
    : Object.fromEntries(
        Object.entries(submission.error ?? {}).map(([name, messages]) => [name, messages?.[0]]),
      );
};
const parsedValue = (step: PricingFormStepId, values: Record<string, string>) => {
  const submission = parse(step, values);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
};

const PERSON = { firstName: "Ann", lastName: "Lee", email: "ann.lee@example.com", phone: "309 555 0123" };

describe("the questionnaire's steps, each checked with the answers before it", () => {
  it.each<[string, PricingFormStepId, Record<string, string>, Record<string, string>]>([
    ["down payment empty", "down-payment", {}, { downPayment: MESSAGES.required }],
    ["down payment blank", "down-payment", { downPayment: "  " }, { downPayment: MESSAGES.required }],
    ["down payment words", "down-payment", { downPayment: "lots" }, { downPayment: amountMessage(20_000) }],
    [
      "down payment over the top",
      "down-payment",
      { downPayment: "20,100" },
      { downPayment: amountMessage(20_000) },
    ],
    ["down payment negative", "down-payment", { downPayment: "-5" }, { downPayment: amountMessage(20_000) }],
    ["down payment hex", "down-payment", { downPayment: "0x10" }, { downPayment: amountMessage(20_000) }],
    ["trading in unanswered", "trading-in", { downPayment: "1000" }, { tradingIn: MESSAGES.required }],
    [
      "trading in forged",
      "trading-in",
      { downPayment: "1000", tradingIn: "maybe" },
      { tradingIn: MESSAGES.required },
    ],
    [
      "a forged carried answer",
      "trading-in",
      { downPayment: "1e9", tradingIn: "no" },
      { downPayment: amountMessage(20_000) },
    ],
    [
      "equity empty",
      "trade-equity",
      { downPayment: "1000", tradingIn: "yes" },
      { tradeEquity: MESSAGES.required },
    ],
    [
      "equity over",
      "trade-equity",
      { downPayment: "1000", tradingIn: "yes", tradeEquity: "25000" },
      { tradeEquity: amountMessage(20_000) },
    ],
    ["band empty", "credit", { downPayment: "1000", tradingIn: "no" }, { creditBand: MESSAGES.required }],
    [
      "band forged",
      "credit",
      { downPayment: "1000", tradingIn: "no", creditBand: "platinum" },
      { creditBand: MESSAGES.required },
    ],
    [
      "equity lost on the way",
      "credit",
      { downPayment: "1000", tradingIn: "yes", creditBand: "good" },
      { tradeEquity: MESSAGES.required },
    ],
    [
      "contact empty",
      "contact",
      { downPayment: "1000", tradingIn: "no", creditBand: "good" },
      {
        firstName: MESSAGES.firstName,
        lastName: MESSAGES.lastName,
        email: MESSAGES.required,
        phone: MESSAGES.required,
      },
    ],
    [
      "contact malformed",
      "contact",
      { downPayment: "1000", tradingIn: "no", creditBand: "good", ...PERSON, email: "ann@", phone: "555" },
      {
        email: MESSAGES.invalidEmail,
        phone: MESSAGES.invalidPhone,
      },
    ],
  ])("%s", (_name, step, values, errors) => {
    expect(errorsOf(step, values)).toEqual(errors);
  });

  it("reads amounts as people type them", () => {
    expect(parsedValue("down-payment", { downPayment: "$2,500" })).toEqual({ downPayment: 2_500 });
    expect(parsedValue("down-payment", { downPayment: "0" })).toEqual({ downPayment: 0 });
    expect(parsedValue("down-payment", { downPayment: "1999.50" })).toEqual({ downPayment: 2_000 });
  });

  it("takes the trade equity only when trading in", () => {
    expect(
      parsedValue("trade-equity", { downPayment: "1000", tradingIn: "yes", tradeEquity: "4,000" }),
    ).toEqual({
      downPayment: 1_000,
      tradingIn: true,
      tradeEquity: 4_000,
    });
    // Not trading in: a stale equity answer is ignored, and counts as 0.
    expect(
      parsedValue("credit", {
        downPayment: "1000",
        tradingIn: "no",
        tradeEquity: "junk",
        creditBand: "fair",
      }),
    ).toEqual({
      downPayment: 1_000,
      tradingIn: false,
      tradeEquity: 0,
      creditBand: "fair",
    });
  });

  it("gives the whole questionnaire on the contact step", () => {
    const value = parsedValue("contact", {
      downPayment: "3000",
      tradingIn: "yes",
      tradeEquity: "2500",
      creditBand: "excellent",
      ...PERSON,
    });
    expect(value).toEqual({
      downPayment: 3_000,
      tradingIn: true,
      tradeEquity: 2_500,
      creditBand: "excellent",
      firstName: "Ann",
      lastName: "Lee",
      email: "ann.lee@example.com",
      phone: "(309) 555-0123",
    });
    expect(pricingTermsOf(value)).toEqual({
      downPayment: 3_000,
      tradingIn: true,
      tradeEquity: 2_500,
      creditBand: "excellent",
    });
  });

  it("says its amount message in Spanish too", () => {
    // The message is a template of the validation catalogue: forms show it in the page's language.
    const t = translator("es", validationCatalogue);
    expect(amountMessage(20_000)).toBe("Enter an amount from $0 to $20,000.");
    expect(t("Enter an amount from $0 to {max}.", { max: "$20,000" })).toBe(
      "Ingrese una cantidad de $0 a $20,000.",
    );
  });
});

describe("the way through the steps", () => {
  it("skips the trade equity when not trading in", () => {
    expect(pricingSteps({})).toHaveLength(6);
    expect(pricingSteps({ tradingIn: "yes" })).toContain("trade-equity");
    expect(pricingSteps({ tradingIn: "no" })).toEqual([
      "down-payment",
      "trading-in",
      "credit",
      "contact",
      "confirmation",
    ]);
    expect(nextPricingStep("trading-in", { tradingIn: "no" })).toBe("credit");
    expect(nextPricingStep("trading-in", { tradingIn: "yes" })).toBe("trade-equity");
    expect(nextPricingStep("contact", {})).toBe("confirmation");
    expect(previousPricingStep("credit", { tradingIn: "no" })).toBe("trading-in");
    expect(previousPricingStep("credit", { tradingIn: "yes" })).toBe("trade-equity");
    expect(previousPricingStep("down-payment", {})).toBe("down-payment");
  });

  it("goes back to the first step with an error", () => {
    expect(firstStepWithError(["creditBand", "downPayment"])).toBe("down-payment");
    expect(firstStepWithError(["email"])).toBe("contact");
    expect(firstStepWithError([])).toBeUndefined();
  });

  it("carries the answers as text, dropping the equity when not trading in", () => {
    expect(
      answersOf({ downPayment: 2_000, tradingIn: false, tradeEquity: 0 }, { tradeEquity: "500" }),
    ).toEqual({
      downPayment: "2000",
      tradingIn: "no",
    });
    expect(answersOf({ downPayment: 2_000, tradingIn: true, tradeEquity: 750 }, {})).toEqual({
      downPayment: "2000",
      tradingIn: "yes",
      tradeEquity: "750",
    });
    expect(answersOfTerms({ downPayment: 0, tradingIn: false, tradeEquity: 0, creditBand: "poor" })).toEqual({
      downPayment: "0",
      tradingIn: "no",
      creditBand: "poor",
    });
  });

  it("reads carried answers only once each, as short text", () => {
    const data = form({ downPayment: "1000", creditBand: "good" });
    data.append("tradingIn", "yes");
    data.append("tradingIn", "no");
    data.append("tradeEquity", "9".repeat(200));
    expect(answersFromForm(data)).toEqual({ downPayment: "1000", creditBand: "good" });
  });
});

describe("the UNLOCK_PRICE lead", () => {
  const value = {
    downPayment: 3_000,
    tradingIn: true,
    tradeEquity: 2_500,
    creditBand: "good" as const,
    firstName: "Ann",
    lastName: "Lee",
    email: "ann.lee@example.com",
    phone: "(309) 555-0123",
  };

  it("carries the answers in words the dealer reads, and the car when there is one", () => {
    const lead = toPersonalizePriceLead(value, {
      idempotencyKey: "k",
      pageUrl: "https://cars.example.com/gates/personalize-price",
    });
    expect(lead).toEqual({
      kind: "UNLOCK_PRICE",
      idempotencyKey: "k",
      url: "https://cars.example.com/gates/personalize-price",
      user: { firstName: "Ann", lastName: "Lee", email: "ann.lee@example.com", phone: "(309) 555-0123" },
      details: { downPayment: 3_000, tradingIn: true, tradeEquity: 2_500, creditScore: "Good (670 to 739)" },
    });
    expect(detailsSchemaFor("UNLOCK_PRICE").parse(lead.details)).toEqual(lead.details);
    expect(creditBandText("rebuilding")).toBe("Rebuilding (300 to 549)");
    const notTrading = toPersonalizePriceLead(
      { ...value, tradingIn: false, tradeEquity: 0 },
      { idempotencyKey: "k", pageUrl: "u" },
    );
    expect(notTrading.details).toEqual({
      downPayment: 3_000,
      tradingIn: false,
      tradeEquity: undefined,
      creditScore: "Good (670 to 739)",
    });
  });

  it("has the spec's toasts", () => {
    expect(PERSONALIZE_PRICE_TOASTS.success.summary).toBe("Access Granted!");
    expect(PERSONALIZE_PRICE_TOASTS.error).toEqual({
      summary: "Error",
      detail: "There was an error saving your information.",
    });
  });
});
