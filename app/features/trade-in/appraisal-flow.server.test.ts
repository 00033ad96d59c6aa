import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DB, migrateToLatest, openDatabase } from "~/lib/db/connection.server";
import { createTestDatabase, type TestDatabase, testDialects } from "~tests/support/databases";
import { markedTradeInContent, tradeInContent } from "~tests/support/trade-in";
import { findOrCreateAppraisal } from "./appraisal-flow.server";
import { findAppraisal } from "./appraisal-repository.server";
import { createDraft, findDraft } from "./draft-repository.server";
import type { TradeInDraft } from "./flow-steps";

const english = tradeInContent();
const spanish = markedTradeInContent(english);
const now = new Date("2026-11-24T21:15:00Z");

/** Every page of a great 2019 Civic answered, on a page in another language (its color "ES Blue"). */
const draft: TradeInDraft = {
  vehicle: {
    year: "2019",
    make: "Honda",
    model: "Civic",
    trim: "EX",
    mileage: "61,250",
    exteriorColor: "ES Blue",
    options: ["sunroof"],
  },
  answers: {
    "100": "great",
    "101": "none",
    "102": "clean",
    "103": "yes",
    "104": "no",
    "105": "two",
    "106": "none",
    "500": "none",
  },
  completed: [],
};

describe.each(testDialects)("making the draft's appraisal on %s", (dialect) => {
  let database: TestDatabase;
  let db: DB;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = openDatabase(database.config);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it("makes it once, in English, whatever the page's language", async () => {
    const stored = await createDraft(db, draft, { now, validityDays: 7 });
    const appraisal = await findOrCreateAppraisal(db, { page: spanish, english }, stored, now);
    expect(appraisal.exteriorColor).toBe("Blue");
    expect(appraisal.options).toEqual(["Sunroof or moonroof"]);
    expect(appraisal.questions.find((q) => q.questionId === "103")).toEqual({
      questionId: "103",
      question: "Has anyone smoked in the vehicle?",
      answer: "Yes",
    });
    expect(appraisal.deductions.lines.every((d) => !d.question.startsWith("ES "))).toBe(true);
    expect(await findAppraisal(db, appraisal.id)).toEqual(appraisal);
    const linked = (await findDraft(db, stored.id, now))!;
    expect(linked.appraisalId).toBe(appraisal.id);
    // The draft holds its appraisal now: sending the contact page again finds the same one.
    expect((await findOrCreateAppraisal(db, { page: spanish, english }, linked, now)).id).toBe(appraisal.id);
    // A stale copy of the draft (a double click) gets the first appraisal too.
    expect((await findOrCreateAppraisal(db, { page: spanish, english }, stored, now)).id).toBe(appraisal.id);
  });

  it("refuses a draft whose answers no longer pass", async () => {
    const stored = await createDraft(db, { ...draft, answers: {} }, { now, validityDays: 7 });
    await expect(findOrCreateAppraisal(db, { page: english, english }, stored, now)).rejects.toThrow(
      "no longer pass",
    );
  });
});
