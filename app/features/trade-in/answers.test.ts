import { describe, expect, it } from "vitest";
import { ANSWER_MESSAGES, answerText, parseDollars, validateAnswers } from "./answers";
import { buildQuestionnaire } from "./questionnaire";
import { categoriesFileSchema, questionsFileSchema } from "./questionnaire-schema";
import { loadTradeInContent } from "./trade-in-content.server";

const { questionnaire } = loadTradeInContent("content");

/** A complete, valid answer set for a car in good condition with a loan. */
const goodCar = {
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
  "500": "loan",
  "501": "12,500",
};

describe("validateAnswers", () => {
  it("accepts a complete answer set and keeps prices as whole dollars", () => {
    const result = validateAnswers(questionnaire, { ...goodCar, "600": "  New tires in May.  " });
    expect(result.ok).toBe(true);
    expect(result.answers["501"]).toBe(12500);
    expect(result.answers["600"]).toBe("New tires in May.");
    expect(result.answers["200"]).toEqual(["none"]);
  });

  it("ignores answers to questions that do not exist", () => {
    const result = validateAnswers(questionnaire, { ...goodCar, "999": "yes", constructor: "x" });
    expect(result.ok).toBe(true);
    expect(Object.keys(result.answers)).not.toContain("999");
  });

  it.each([
    ["an unknown answer value", { "101": "a-little" }, "101", ANSWER_MESSAGES.notListed],
    ["an unknown checkbox value", { "202": ["none", "sparkles"] }, "202", ANSWER_MESSAGES.notListed],
    ["a missing required answer", { "103": undefined }, "103", ANSWER_MESSAGES.required],
    ["a blank required answer", { "103": "   " }, "103", ANSWER_MESSAGES.required],
    ["an empty checkbox list", { "204": [] }, "204", ANSWER_MESSAGES.required],
    ["two answers to a radio question", { "101": ["none", "accident"] }, "101", ANSWER_MESSAGES.onlyOne],
    ["an object instead of an answer", { "102": { value: "clean" } }, "102", ANSWER_MESSAGES.notListed],
    ["a number instead of an answer", { "102": 7 }, "102", ANSWER_MESSAGES.notListed],
    ["a price that is not a number", { "501": "about twelve grand" }, "501", ANSWER_MESSAGES.price],
    ["a price with letters", { "501": "12,500k" }, "501", ANSWER_MESSAGES.price],
    ["a negative price", { "501": "-5" }, "501", ANSWER_MESSAGES.priceRange],
    ["a price too large", { "501": "1,000,001" }, "501", ANSWER_MESSAGES.priceRange],
    ["a missing balance for a loan", { "501": "" }, "501", ANSWER_MESSAGES.required],
    ["comments that are too long", { "600": "x".repeat(2001) }, "600", ANSWER_MESSAGES.tooLong],
    ["comments that are not text", { "600": ["a", "b"] }, "600", ANSWER_MESSAGES.text],
    [
      "'none' ticked with another answer",
      { "202": ["none", "check-engine"] },
      "202",
      '"No warning lights" can\'t be combined with other answers.',
    ],
  ])("rejects %s with a clear message keyed by question id", (_name, change, questionId, message) => {
    const result = validateAnswers(questionnaire, { ...goodCar, ...change });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ [questionId]: message });
  });

  it("reports every problem at once", () => {
    const result = validateAnswers(questionnaire, { "100": "good", "101": "maybe" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors["101"]).toBe(ANSWER_MESSAGES.notListed);
    for (const id of ["102", "103", "104", "105", "106", "200", "201", "202", "203", "204", "205", "500"])
      expect(result.errors[id]).toBe(ANSWER_MESSAGES.required);
    expect(result.errors["600"]).toBeUndefined();
  });

  it.each([null, undefined, "100=good", 42, ["good"], true])("never throws on a body like %j", (raw) => {
    const result = validateAnswers(questionnaire, raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors["100"]).toBe(ANSWER_MESSAGES.required);
  });

  it("does not ask a question that depends on a wrong answer until it is fixed", () => {
    const result = validateAnswers(questionnaire, { ...goodCar, "500": "mortgage", "501": "oops" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ "500": ANSWER_MESSAGES.notListed });
  });
});

describe("a select question", () => {
  const built = buildQuestionnaire(
    questionsFileSchema.parse({
      questions: [
        {
          questionId: "start",
          text: "Condition?",
          inputType: "radio",
          required: true,
          answers: ["good", "poor"].map((value) => ({ label: value, value })),
        },
        {
          questionId: "color",
          text: "Color?",
          inputType: "select",
          required: true,
          answers: ["red", "blue", "green"].map((value) => ({ label: value.toUpperCase(), value })),
        },
      ],
    }).questions,
    categoriesFileSchema.parse({
      categories: [{ categoryId: "c", categoryTitle: "C", questionsIds: ["start", "color"] }],
    }).categories,
  );

  it.each([
    ["blue", { ok: true, answers: { start: "good", color: "blue" } }],
    [["blue"], { ok: true, answers: { start: "good", color: "blue" } }],
    ["purple", { ok: false, answers: { start: "good" }, errors: { color: ANSWER_MESSAGES.notListed } }],
    [["red", "blue"], { ok: false, answers: { start: "good" }, errors: { color: ANSWER_MESSAGES.onlyOne } }],
    ["", { ok: false, answers: { start: "good" }, errors: { color: ANSWER_MESSAGES.required } }],
  ])("checks %j like a radio question", (color, expected) => {
    expect(validateAnswers(built, { start: "good", color })).toEqual(expected);
  });
});

describe("parseDollars and answerText", () => {
  it.each([
    ["12500", 12500],
    ["$12,500", 12500],
    ["$ 12,500.50", 12500.5],
    ["0", 0],
    ["12,50", null],
    ["1.234", null],
    ["", null],
    [Number.NaN, null],
  ])("reads %j as %j", (raw, expected) => {
    expect(parseDollars(raw)).toBe(expected);
  });

  it("shows labels, dollars and text as a person reads them", () => {
    const q = (id: string) => questionnaire.byId.get(id)!;
    expect(answerText(q("202"), ["check-engine", "airbag"])).toBe("Check engine, Airbag");
    expect(answerText(q("501"), 12500)).toBe("$12,500");
    expect(answerText(q("600"), "Runs great")).toBe("Runs great");
  });
});
