import { describe, expect, it } from "vitest";
import {
  applyStep,
  categoryStepId,
  EMPTY_DRAFT,
  type FlowStep,
  flowSteps,
  isFlowStepId,
  isStepDone,
  pageQuestions,
  parseDraft,
  resumeIndex,
  stepErrors,
  stepFieldNames,
  type TradeInDraft,
} from "./flow-steps";
import { loadTradeInContent } from "./trade-in-content.server";

const content = loadTradeInContent("content");
const { questionnaire } = content;
const YEAR = 2026;

const ids = (answers: Record<string, unknown>) => flowSteps(questionnaire, answers).map((s) => s.id);
const step = (answers: Record<string, unknown>, id: string) =>
  flowSteps(questionnaire, answers).find((s) => s.id === id) as FlowStep;

const vehicle = {
  year: "2019",
  make: "Honda",
  model: "Civic",
  trim: "EX",
  mileage: "61,250",
  exteriorColor: "Blue",
};
const history = { "101": "none", "102": "clean", "103": "no", "104": "no", "105": "two", "106": "none" };

describe("the pages of the questionnaire", () => {
  it("asks the categories the condition answer opens, between the vehicle and the contact pages", () => {
    const fixed = ["vehicle", "details"];
    expect(ids({})).toEqual([...fixed, "condition", "history", "finance", "comments", "contact"]);
    expect(ids({ "100": "great" })).toEqual([
      ...fixed,
      "condition",
      "history",
      "finance",
      "comments",
      "contact",
    ]);
    expect(ids({ "100": "good" })).toEqual([
      ...fixed,
      "condition",
      "history",
      "wear",
      "finance",
      "comments",
      "contact",
    ]);
    expect(ids({ "100": "fair" })).toContain("mechanical");
    expect(ids({ "100": "fair" })).not.toContain("damage");
    expect(ids({ "100": "poor" })).toEqual([
      ...fixed,
      "condition",
      "history",
      "wear",
      "mechanical",
      "damage",
      "finance",
      "comments",
      "contact",
    ]);
  });

  it("never lets a category take a fixed page's id, and knows every page's id", () => {
    expect(categoryStepId("history")).toBe("history");
    expect(categoryStepId("contact")).toBe("questions-contact");
    for (const id of ["vehicle", "details", "contact", "damage", "comments"])
      expect(isFlowStepId(questionnaire, id)).toBe(true);
    for (const id of ["offer", "", undefined, ["vehicle"]])
      expect(isFlowStepId(questionnaire, id)).toBe(false);
  });

  it("shows a question that depends on one of its own page (the loan balance) so the page works without JavaScript", () => {
    const finance = questionnaire.categories.find((c) => c.categoryId === "finance")!;
    expect(pageQuestions(questionnaire, finance, {}).map((q) => q.questionId)).toEqual(["500", "501"]);
    const wear = questionnaire.categories.find((c) => c.categoryId === "wear")!;
    // A question that depends on an earlier page follows that page's answer.
    expect(pageQuestions(questionnaire, wear, { "100": "great" })).toEqual([]);
    expect(pageQuestions(questionnaire, wear, { "100": "good" })).toHaveLength(6);
    expect(stepFieldNames(step({}, "finance"), questionnaire, EMPTY_DRAFT)).toEqual([
      "answer-500",
      "answer-501",
    ]);
  });
});

describe("where a seller carries on", () => {
  it("is the first page not sent, or sent but no longer good", () => {
    let draft: TradeInDraft = EMPTY_DRAFT;
    expect(resumeIndex(content, flowSteps(questionnaire, {}), draft, YEAR)).toBe(0);
    draft = applyStep(questionnaire, draft, step({}, "vehicle"), vehicle, true);
    draft = applyStep(questionnaire, draft, step({}, "details"), vehicle, true);
    const steps = flowSteps(questionnaire, draft.answers);
    expect(steps[resumeIndex(content, steps, draft, YEAR)]?.id).toBe("condition");
    // A page sent once but whose values no longer pass (a year typed wrong later) is not done.
    const broken = { ...draft, vehicle: { ...draft.vehicle, year: "1800" } };
    expect(isStepDone(content, step({}, "vehicle"), broken, YEAR)).toBe(false);
    expect(stepErrors(content, step({}, "vehicle"), broken, YEAR)).toEqual({
      year: "Enter a model year from 1981 to 2027.",
    });
    // The optional comments page is done only once sent, even with nothing typed.
    expect(isStepDone(content, step({}, "comments"), draft, YEAR)).toBe(false);
    expect(
      isStepDone(
        content,
        step({}, "comments"),
        applyStep(questionnaire, draft, step({}, "comments"), {}, true),
        YEAR,
      ),
    ).toBe(true);
    expect(isStepDone(content, step({}, "contact"), { ...draft, completed: ["contact"] }, YEAR)).toBe(false);
  });

  it("reports a question page's messages by field name, for its asked questions only", () => {
    const draft: TradeInDraft = {
      vehicle,
      answers: { "100": "good", ...history, "103": "maybe" },
      completed: [],
    };
    expect(stepErrors(content, step(draft.answers, "history"), draft, YEAR)).toEqual({
      "answer-103": "Choose one of the listed answers.",
    });
    expect(stepErrors(content, step(draft.answers, "wear"), draft, YEAR)).toMatchObject({
      "answer-200": "This field is required",
    });
  });
});

describe("a page sent", () => {
  it("replaces the page's values, clears a field sent empty, and marks the page sent only when good", () => {
    const start: TradeInDraft = { vehicle: { ...vehicle, vin: "OLD" }, answers: {}, completed: ["vehicle"] };
    const sent = applyStep(
      questionnaire,
      start,
      step({}, "vehicle"),
      { ...vehicle, vin: "", trim: "Sport" },
      false,
    );
    expect(sent.vehicle.vin).toBeUndefined();
    expect(sent.vehicle.trim).toBe("Sport");
    expect(sent.vehicle.mileage).toBe("61,250"); // another page's field is kept
    expect(sent.completed).toEqual([]);
  });

  it("drops the answers of questions no longer asked when the condition changes", () => {
    const poor: TradeInDraft = {
      vehicle,
      answers: {
        "100": "poor",
        ...history,
        "200": ["dents"],
        "300": ["engine"],
        "400": "yes",
        "500": "loan",
        "501": "9,800",
      },
      completed: ["condition", "history", "wear", "mechanical", "damage", "finance"],
    };
    const great = applyStep(
      questionnaire,
      poor,
      step(poor.answers, "condition"),
      { "answer-100": "great" },
      true,
    );
    expect(Object.keys(great.answers).sort()).toEqual([
      "100",
      "101",
      "102",
      "103",
      "104",
      "105",
      "106",
      "500",
      "501",
    ]);
    const noLoan = applyStep(
      questionnaire,
      great,
      step(great.answers, "finance"),
      { "answer-500": "none", "answer-501": "9,800" },
      true,
    );
    expect(noLoan.answers["501"]).toBeUndefined();
  });
});

describe("a stored draft", () => {
  it("reads back what it wrote, and only well-formed parts of anything else", () => {
    const draft: TradeInDraft = {
      vehicle: { ...vehicle, options: ["sunroof"] },
      answers: { "100": "good" },
      completed: ["vehicle"],
    };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
    expect(parseDraft("not json")).toEqual(EMPTY_DRAFT);
    expect(parseDraft("[1,2]")).toEqual(EMPTY_DRAFT);
    expect(
      parseDraft(
        JSON.stringify({
          vehicle: { year: 2019, make: "Honda", options: [1] },
          answers: null,
          completed: ["vehicle", 3],
        }),
      ),
    ).toEqual({ vehicle: { make: "Honda" }, answers: {}, completed: ["vehicle"] });
  });
});
