import { describe, expect, it } from "vitest";
import { validateAnswers } from "./answers";
import { buildQuestionnaire, pruneHiddenAnswers, visibleQuestions } from "./questionnaire";
import { categoriesFileSchema, questionsFileSchema } from "./questionnaire-schema";
import { loadTradeInContent } from "./trade-in-content.server";

const { questionnaire } = loadTradeInContent("content");
const ids = (answers: Record<string, unknown>) =>
  visibleQuestions(questionnaire, answers).map((q) => q.questionId);

const ALWAYS = ["100", "101", "102", "103", "104", "105", "106", "500", "600"];
const WEAR = ["200", "201", "202", "203", "204", "205"];
const MECHANICAL = ["300", "301"];
const DAMAGE = ["400", "401", "402", "403"];
const sorted = (list: string[]) => [...list].sort();

describe("visibleQuestions on the shipped questionnaire", () => {
  it("asks the overall condition first", () => {
    expect(questionnaire.questions[0]!.questionId).toBe("100");
    expect(questionnaire.questions[0]!.answers.map((a) => a.value)).toEqual([
      "great",
      "good",
      "fair",
      "poor",
    ]);
    expect(ids({})[0]).toBe("100");
  });

  it.each([
    ["nothing answered yet", undefined, ALWAYS],
    ["great", "great", ALWAYS],
    ["good: questions 200 to 205", "good", [...ALWAYS, ...WEAR]],
    ["fair: also 300 and 301", "fair", [...ALWAYS, ...WEAR, ...MECHANICAL]],
    ["poor: also 400 to 403", "poor", [...ALWAYS, ...WEAR, ...MECHANICAL, ...DAMAGE]],
    ["an answer that is not a condition", "excellent", ALWAYS],
  ])("condition %s", (_name, condition, expected) => {
    expect(sorted(ids({ "100": condition }))).toEqual(sorted(expected));
  });

  it.each([
    ["none", false],
    ["loan", true],
    ["finance", true],
  ])("finance type %s shows the remaining balance: %s", (financeType, shown) => {
    expect(ids({ "100": "great", "500": financeType }).includes("501")).toBe(shown);
  });

  it("keeps asking order: categories first to last", () => {
    expect(ids({ "100": "poor", "500": "loan" })).toEqual([
      "100",
      ...ALWAYS.slice(1, 7),
      ...WEAR,
      ...MECHANICAL,
      ...DAMAGE,
      "500",
      "501",
      "600",
    ]);
  });

  it("leaves the comments optional", () => {
    const comments = questionnaire.byId.get("600")!;
    expect(comments.inputType).toBe("textarea");
    expect(comments.required).toBe(false);
  });
});

describe("hidden answers", () => {
  const greatCar = {
    "100": "great",
    "101": "none",
    "102": "clean",
    "103": "no",
    "104": "no",
    "105": "two",
    "106": "none",
    "500": "none",
  };

  it("are dropped by validation, even when they would not be valid", () => {
    const result = validateAnswers(questionnaire, {
      ...greatCar,
      "202": ["check-engine"],
      "400": "yes",
      "401": "not-an-answer",
      "501": "lots",
    });
    expect(result).toEqual({ ok: true, answers: greatCar });
  });

  it("are dropped by pruneHiddenAnswers when an earlier answer changes", () => {
    const poorCar = {
      ...greatCar,
      "100": "poor",
      "300": ["engine"],
      "400": "no",
      "500": "loan",
      "501": 5000,
    };
    expect(pruneHiddenAnswers(questionnaire, poorCar)).toEqual(poorCar);
    expect(pruneHiddenAnswers(questionnaire, { ...poorCar, "100": "good", "500": "none" })).toEqual({
      ...greatCar,
      "100": "good",
    });
  });
});

describe("buildQuestionnaire", () => {
  const q = (questionId: string, extra: Record<string, unknown> = {}) => ({
    questionId,
    text: `Question ${questionId}?`,
    inputType: "radio",
    required: true,
    answers: [
      { label: "Yes", value: "yes" },
      { label: "No", value: "no" },
    ],
    ...extra,
  });
  const build = (questions: unknown[], categories?: unknown[]) =>
    buildQuestionnaire(
      questionsFileSchema.parse({ questions }).questions,
      categoriesFileSchema.parse({
        categories: categories ?? [
          {
            categoryId: "all",
            categoryTitle: "All",
            questionsIds: (questions as Array<{ questionId: string }>).map((x) => x.questionId),
          },
        ],
      }).categories,
    );

  it("hides a question whose condition points at a hidden question", () => {
    const built = build([
      q("a"),
      q("b", { condition: { questionId: "a", values: ["yes"] } }),
      q("c", { condition: { questionId: "b", values: ["yes"] } }),
    ]);
    const visible = (answers: Record<string, string>) =>
      visibleQuestions(built, answers).map((x) => x.questionId);
    expect(visible({ a: "yes", b: "yes" })).toEqual(["a", "b", "c"]);
    // b is hidden, so its stale "yes" must not open c.
    expect(visible({ a: "no", b: "yes" })).toEqual(["a"]);
  });

  it("shows a checkbox-controlled question when any ticked value matches", () => {
    const built = build([
      q("start"),
      q("a", { inputType: "checkbox", answers: [1, 2, 3].map((n) => ({ label: `L${n}`, value: `v${n}` })) }),
      q("b", { condition: { questionId: "a", values: ["v2", "v3"] } }),
    ]);
    const visible = (a: string[]) => visibleQuestions(built, { a }).map((x) => x.questionId);
    expect(visible(["v1", "v3"])).toEqual(["start", "a", "b"]);
    expect(visible(["v1"])).toEqual(["start", "a"]);
  });

  it.each([
    ["a duplicate question id", [q("a"), q("a")], undefined, "questions.json: field questions.1.questionId"],
    [
      "a condition on an unknown question",
      [q("a"), q("b", { condition: { questionId: "zz", values: ["yes"] } })],
      undefined,
      'field questions.1.condition.questionId: unknown question "zz"',
    ],
    [
      "a condition on a later question",
      [q("a"), q("b", { condition: { questionId: "c", values: ["yes"] } }), q("c")],
      undefined,
      'field questions.1.condition.questionId: question "c" is not asked before this one',
    ],
    [
      "a condition on an answer that does not exist",
      [q("a"), q("b", { condition: { questionId: "a", values: ["maybe"] } })],
      undefined,
      'field questions.1.condition.values.0: question "a" has no answer "maybe"',
    ],
    [
      "a category listing an unknown question",
      [q("a")],
      [{ categoryId: "x", categoryTitle: "X", questionsIds: ["a", "b"] }],
      'categories.json: field categories.0.questionsIds.1: unknown question "b"',
    ],
    [
      "a question in no category",
      [q("a"), q("b")],
      [{ categoryId: "x", categoryTitle: "X", questionsIds: ["a"] }],
      'questions.json: field questions.1.questionId: question "b" is in no category',
    ],
    [
      "a radio question with one answer",
      [q("a"), q("b", { answers: [{ label: "Yes", value: "yes" }] })],
      undefined,
      "field questions.1.answers: a radio question needs at least two answers",
    ],
    [
      "a price question with answers",
      [q("a"), q("b", { inputType: "price" })],
      undefined,
      "field questions.1.answers: a price question has no answers to choose from",
    ],
    [
      "a deduction rule on an answer that does not exist",
      [
        q("a", {
          answers: [
            {
              label: "Yes",
              value: "yes",
              deductions: [{ amount: 5, rules: [{ type: "answer", questionId: "a", values: ["x"] }] }],
            },
            { label: "No", value: "no" },
          ],
        }),
      ],
      undefined,
      'field questions.0.answers.0.deductions.0.rules.0.values.0: question "a" has no answer "x"',
    ],
    [
      "a first question that is optional",
      [q("a", { required: false })],
      undefined,
      "field questions.0: the first question asked (the overall condition) must be a required radio question",
    ],
  ])("names the file and the field for %s", (_name, questions, categories, message) => {
    expect(() => build(questions, categories)).toThrowError(
      expect.objectContaining({ name: "ContentError", message: expect.stringContaining(message) }),
    );
  });
});
