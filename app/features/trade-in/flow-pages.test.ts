import { describe, expect, it } from "vitest";
import { tradeInContent } from "~tests/support/trade-in";
import {
  appraisalYear,
  draftVehicle,
  openStep,
  pageCheckOf,
  postStep,
  type StepPage,
  stepPath,
  vinFromQuery,
} from "./flow-pages";
import {
  draftLength,
  EMPTY_DRAFT,
  type FlowStep,
  flowSteps,
  MAX_DRAFT_LENGTH,
  type TradeInDraft,
} from "./flow-steps";

const content = tradeInContent();
const YEAR = 2026;
const FLOW = "/sell-trade-my-car/your-vehicle";

const vehicle = { year: "2019", make: "Honda", model: "Civic", trim: "EX" };
const details = { mileage: "61,250", exteriorColor: "Blue", options: ["sunroof"] };
const history = { "101": "none", "102": "clean", "103": "no", "104": "no", "105": "two", "106": "none" };
const step = (draft: TradeInDraft, id: string) =>
  flowSteps(content.questionnaire, draft.answers).find((s) => s.id === id) as FlowStep;
const values = (posted: Record<string, string | string[]>) => (names: string[]) =>
  Object.fromEntries(names.map((name) => [name, posted[name]]));
const page = (opened: ReturnType<typeof openStep>) => {
  if ("redirectTo" in opened) throw new Error(`redirected to ${opened.redirectTo}`);
  return opened as StepPage;
};

/** A draft whose pages up to `upTo` (excluded) are sent and good. */
const doneUpTo = (upTo: string): TradeInDraft => {
  const full: TradeInDraft = {
    vehicle: { ...vehicle, ...details },
    answers: { "100": "great", ...history, "500": "none" },
    completed: [],
  };
  const ids = flowSteps(content.questionnaire, full.answers).map((s) => s.id);
  return { ...full, completed: ids.slice(0, ids.indexOf(upTo)) };
};

describe("the pages' paths and small values", () => {
  it("names a page by its step, and reads the landing page's VIN", () => {
    expect(stepPath("history")).toBe(`${FLOW}?step=history`);
    expect(stepPath("a b")).toBe(`${FLOW}?step=a%20b`);
    expect(vinFromQuery(" 1hgcm82633a-004352 ")).toBe("1HGCM82633A004352");
    expect(vinFromQuery("1HGCM82633A004352XYZ")).toBe("1HGCM82633A004352");
    expect(vinFromQuery("--")).toBeNull();
    expect(vinFromQuery(null)).toBeNull();
  });

  it("reads the year on the dealership's clock", () => {
    // 11:30 pm in Chicago on New Year's Eve is still the old year.
    expect(appraisalYear(content, new Date("2027-01-01T05:30:00Z"))).toBe(2026);
    expect(appraisalYear(content, new Date("2027-01-01T06:30:00Z"))).toBe(2027);
  });

  it("names the draft's vehicle for the contact page", () => {
    expect(draftVehicle({ ...EMPTY_DRAFT, vehicle })).toBe("2019 Honda Civic");
    expect(draftVehicle(EMPTY_DRAFT)).toBe("");
  });
});

describe("a page's checks", () => {
  it("gives a vehicle page the other page's fields, the lists and the year", () => {
    const draft = { ...EMPTY_DRAFT, vehicle: { ...vehicle, ...details } };
    const check = pageCheckOf(content, step(draft, "details"), draft, YEAR);
    expect(check).toMatchObject({
      kind: "vehicle",
      fields: ["mileage", "exteriorColor", "options"],
      appraisalYear: YEAR,
    });
    expect(check?.kind === "vehicle" && check.others).toEqual(vehicle);
    expect(check?.kind === "vehicle" && check.settings.exteriorColors).toEqual(
      content.settings.exteriorColors,
    );
  });

  it("gives a questions page its questions without what the answers deduct", () => {
    const check = pageCheckOf(content, step(EMPTY_DRAFT, "history"), EMPTY_DRAFT, YEAR);
    expect(check?.kind).toBe("questions");
    const questions = check?.kind === "questions" ? check.questions : [];
    expect(questions.map((q) => q.questionId)).toEqual(["101", "102", "103", "104", "105", "106"]);
    expect(questions.flatMap((q) => q.answers.flatMap((a) => a.deductions))).toEqual([]);
    expect(pageCheckOf(content, step(EMPTY_DRAFT, "contact"), EMPTY_DRAFT, YEAR)).toBeNull();
  });
});

describe("opening a page", () => {
  it("opens the first page for a new seller, and sends a later page back to it", () => {
    const first = page(openStep(content, undefined, YEAR, { wanted: null, vin: null }));
    expect(first.step.id).toBe("vehicle");
    expect(first.index).toBe(0);
    expect(first.done.every((d) => !d)).toBe(true);
    expect(openStep(content, undefined, YEAR, { wanted: "history", vin: null })).toEqual({
      redirectTo: `${FLOW}?step=vehicle`,
    });
    expect(openStep(content, undefined, YEAR, { wanted: "nonsense", vin: null })).toEqual({
      redirectTo: `${FLOW}?step=vehicle`,
    });
  });

  it("carries on where the seller left off, and opens any page already reached", () => {
    const draft = doneUpTo("history");
    const resumed = page(openStep(content, draft, YEAR, { wanted: null, vin: null }));
    expect(resumed.step.id).toBe("history");
    expect(resumed.done.slice(0, 3)).toEqual([true, true, true]);
    const back = page(openStep(content, draft, YEAR, { wanted: "details", vin: null }));
    expect(back.values).toEqual(details);
    expect(openStep(content, draft, YEAR, { wanted: "finance", vin: null })).toEqual({
      redirectTo: `${FLOW}?step=history`,
    });
  });

  it("starts at the vehicle page with the landing page's VIN filled in", () => {
    const opened = page(
      openStep(content, doneUpTo("history"), YEAR, { wanted: null, vin: "1HGCM82633A004352" }),
    );
    expect(opened.step.id).toBe("vehicle");
    expect(opened.values.vin).toBe("1HGCM82633A004352");
    expect(opened.values.make).toBe("Honda");
    // The draft's car is kept: the VIN fills only what the draft does not say.
    expect(opened.values.model).toBe("Civic");
    expect(opened.fromVin).toBeNull();
  });

  it("fills a new seller's year, make and model from the landing page's VIN", () => {
    const opened = page(openStep(content, undefined, YEAR, { wanted: null, vin: "1HGCM82633A004352" }));
    expect(opened.values).toEqual({ vin: "1HGCM82633A004352", year: "2003", make: "Honda", model: "Accord" });
    expect(opened.fromVin).toEqual({ year: 2003, make: "Honda", model: "Accord" });
    const wrong = page(openStep(content, undefined, YEAR, { wanted: null, vin: "1HGCM82633A004353" }));
    expect(wrong.values).toEqual({ vin: "1HGCM82633A004353" });
    expect(wrong.fromVin).toBeNull();
  });
});

describe("posting a page", () => {
  it("refuses what no page sends, and a page not reached yet", () => {
    expect(postStep(content, undefined, YEAR, "nonsense", values({}))).toEqual({ outcome: "junk" });
    expect(postStep(content, undefined, YEAR, undefined, values({}))).toEqual({ outcome: "junk" });
    expect(postStep(content, undefined, YEAR, "history", values({}))).toEqual({
      outcome: "notReached",
      redirectTo: `${FLOW}?step=vehicle`,
    });
  });

  it("saves a good page and names the next one", () => {
    const post = postStep(content, undefined, YEAR, "vehicle", values(vehicle));
    expect(post.outcome).toBe("saved");
    if (post.outcome !== "saved") return;
    expect(post.redirectTo).toBe(`${FLOW}?step=details`);
    expect(post.draft).toEqual({ vehicle, answers: {}, completed: ["vehicle"] });
  });

  it("refuses a page with a mistake and gives no draft to store (issue 19, point 3)", () => {
    const draft = doneUpTo("history");
    const post = postStep(content, draft, YEAR, "history", values({ "answer-101": "accident" }));
    expect(post.outcome).toBe("refused");
    if (post.outcome !== "refused") return;
    expect(post.step.id).toBe("history");
    expect(post.check.kind).toBe("questions");
    // The page shows what was typed from the post itself; the stored draft stays as it was.
    expect(post).not.toHaveProperty("draft");
  });

  it("stores a good page's values trimmed, each ticked value once", () => {
    const post = postStep(
      content,
      doneUpTo("details"),
      YEAR,
      "details",
      values({
        mileage: "  61,250 ",
        exteriorColor: " Blue",
        options: ["sunroof", "sunroof", "sunroof"],
      }),
    );
    expect(post.outcome).toBe("saved");
    if (post.outcome !== "saved") return;
    expect(post.draft.vehicle).toMatchObject({
      mileage: "61,250",
      exteriorColor: "Blue",
      options: ["sunroof"],
    });
  });

  it("treats a page padded beyond what any seller types as junk, so it is never stored", () => {
    // A good VIN with 11,200 dashes is still a good VIN: only its size gives it away.
    const vin = "1HGCM82633A004352".split("").join("-".repeat(700));
    const padded = { vin, year: "2003", make: "Honda", model: "Accord" };
    expect(postStep(content, undefined, YEAR, "vehicle", values(padded))).toEqual({ outcome: "junk" });
    // The longest comment a seller may write still fits, quotes and line breaks included.
    const comment = '"Line"\n'.repeat(300).slice(0, 2_000);
    const post = postStep(content, doneUpTo("comments"), YEAR, "comments", values({ "answer-600": comment }));
    expect(post.outcome).toBe("saved");
    if (post.outcome === "saved") expect(draftLength(post.draft)).toBeLessThanOrEqual(MAX_DRAFT_LENGTH);
  });

  it("hands the contact page over once every page before it is done", () => {
    expect(postStep(content, doneUpTo("contact"), YEAR, "contact", values({}))).toEqual({
      outcome: "contact",
    });
    expect(postStep(content, doneUpTo("finance"), YEAR, "contact", values({}))).toEqual({
      outcome: "notReached",
      redirectTo: `${FLOW}?step=finance`,
    });
  });
});
