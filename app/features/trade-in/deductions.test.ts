import { describe, expect, it } from "vitest";
import { computeDeductions } from "./deductions";
import type { Answers } from "./questionnaire";
import { buildQuestionnaire } from "./questionnaire";
import { categoriesFileSchema, questionsFileSchema } from "./questionnaire-schema";
import { loadTradeInContent } from "./trade-in-content.server";

const { questionnaire, settings } = loadTradeInContent("content");
const TIER = settings.deductions.tierPrice;

/** A car in good condition with nothing to deduct. */
const clean: Answers = {
  "100": "good",
  "101": "none",
  "102": "clean",
  "103": "no",
  "104": "no",
  "105": "two",
  "106": "none",
  "200": ["none"],
  "201": "none",
  "202": ["none"],
  "203": "none",
  "204": ["none"],
  "205": "fine",
  "500": "none",
};
const deduct = (change: Answers, base: number) =>
  computeDeductions(questionnaire, { ...clean, ...change }, base, TIER);

describe("the examples of spec section 9", () => {
  it("uses a tier price of 15,000", () => {
    expect(TIER).toBe(15_000);
    expect(deduct({}, 20_000)).toEqual({ total: 0, lines: [] });
  });

  // At 15,000 or more the first figure applies, below 15,000 the second (a percent).
  // Accident is the one example whose first figure is a percent too: 12 % at 15,000 or more.
  it.each([
    ["accident", { "101": "accident" }, 20_000, 2_400, 12],
    ["accident", { "101": "accident" }, 15_000, 1_800, 12],
    ["accident", { "101": "accident" }, 14_999, 750, 5],
    ["accident", { "101": "accident" }, 10_000, 500, 5],
    ["smoked", { "103": "yes" }, 40_000, 500, null],
    ["smoked", { "103": "yes" }, 15_000, 500, null],
    ["smoked", { "103": "yes" }, 14_999, 750, 5],
    ["smoked", { "103": "yes" }, 8_000, 400, 5],
    ["3 or 4 tires replaced", { "203": "three-or-four" }, 15_000, 1_000, null],
    ["3 or 4 tires replaced", { "203": "three-or-four" }, 14_999, 1_500, 10],
    ["3 or 4 tires replaced", { "203": "three-or-four" }, 6_000, 600, 10],
    ["check engine", { "202": ["check-engine"] }, 32_000, 1_500, null],
    ["check engine", { "202": ["check-engine"] }, 15_000, 1_500, null],
    ["check engine", { "202": ["check-engine"] }, 14_999, 2_250, 15],
    ["check engine", { "202": ["check-engine"] }, 10_000, 1_500, 15],
  ])("%s at a base price of %i takes %i", (_name, change, base, amount, percent) => {
    const result = deduct(change as Answers, base);
    expect(result.total).toBe(amount);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ amount, percent });
  });
});

describe("combining deductions", () => {
  it("adds every deduction taken, each on the base price", () => {
    const result = deduct(
      { "101": "accident", "103": "yes", "203": "three-or-four", "202": ["check-engine"] },
      20_000,
    );
    expect(result.lines.map((l) => [l.questionId, l.amount])).toEqual([
      ["101", 2_400],
      ["103", 500],
      ["202", 1_500],
      ["203", 1_000],
    ]);
    expect(result.total).toBe(5_400);
  });

  it("never takes more than the base price", () => {
    const everything: Answers = {
      "100": "poor",
      "101": "accident",
      "103": "yes",
      "105": "one",
      "106": "performance",
      "200": ["scratches", "dents", "paint"],
      "201": "cracked",
      "202": ["check-engine", "brakes", "airbag", "tire-pressure", "other"],
      "203": "three-or-four",
      "204": ["stains", "tears", "trim", "electronics"],
      "205": "worn",
      "300": ["engine", "transmission", "suspension", "climate"],
      "301": "holes",
      "400": "no",
      "401": "no",
      "402": "yes",
      "403": "no",
    };
    const result = deduct(everything, 4_000);
    expect(result.lines.reduce((sum, l) => sum + l.amount, 0)).toBeGreaterThan(4_000);
    expect(result.total).toBe(4_000);
  });

  it("ignores answers to questions that are not asked", () => {
    // 202 (warning lights) is only asked when the condition is good, fair or poor.
    expect(deduct({ "100": "great", "202": ["check-engine"] }, 20_000)).toEqual({ total: 0, lines: [] });
  });

  it("takes the pet-odor deduction only when the smoke-odor one is not taken (rules with 'and')", () => {
    expect(deduct({ "104": "marks" }, 20_000).total).toBe(250);
    expect(deduct({ "104": "marks" }, 10_000).total).toBe(200);
    const both = deduct({ "104": "marks", "103": "yes" }, 20_000);
    expect(both.lines.map((l) => l.questionId)).toEqual(["103"]);
  });

  it("evaluates 'or' rules, and takes a deduction without rules always", () => {
    const built = buildQuestionnaire(
      questionsFileSchema.parse({
        questions: [
          {
            questionId: "q1",
            text: "Color?",
            inputType: "radio",
            required: true,
            answers: [
              { label: "Red", value: "red" },
              { label: "Blue", value: "blue" },
            ],
          },
          {
            questionId: "q2",
            text: "Dents?",
            inputType: "radio",
            required: true,
            answers: [
              {
                label: "Yes",
                value: "yes",
                deductions: [
                  { amount: 100 },
                  {
                    amount: 40,
                    logicOperation: "or",
                    rules: [
                      { type: "answer", questionId: "q1", values: ["red"] },
                      { type: "priceTier", tier: "below" },
                    ],
                  },
                ],
              },
              { label: "No", value: "no" },
            ],
          },
        ],
      }).questions,
      categoriesFileSchema.parse({
        categories: [{ categoryId: "c", categoryTitle: "C", questionsIds: ["q1", "q2"] }],
      }).categories,
    );
    const total = (q1: string, base: number) => computeDeductions(built, { q1, q2: "yes" }, base, TIER).total;
    expect(total("red", 20_000)).toBe(140);
    expect(total("blue", 10_000)).toBe(140);
    expect(total("blue", 20_000)).toBe(100);
  });
});
