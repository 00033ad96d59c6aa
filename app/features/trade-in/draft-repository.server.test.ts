import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DB, migrateToLatest, openDatabase } from "~/lib/db/connection.server";
import { createTestDatabase, type TestDatabase, testDialects } from "~tests/support/databases";
import { newAppraisalId } from "./appraisal-repository.server";
import { attachAppraisal, createDraft, findDraft, saveDraft } from "./draft-repository.server";
import type { TradeInDraft } from "./flow-steps";

const week = { validityDays: 7 };
const monday = new Date("2026-11-23T15:00:00Z");
const later = (days: number) => new Date(monday.getTime() + days * 86_400_000);
const draft: TradeInDraft = {
  vehicle: { year: "2019", make: "Honda" },
  answers: { "100": "good" },
  completed: ["vehicle"],
};

describe.each(testDialects)("seller drafts on %s", (dialect) => {
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

  it("keeps a seller's answers for 7 days after the last page sent", async () => {
    const stored = await createDraft(db, draft, { now: monday, ...week });
    expect(stored.id).toMatch(/^[\w-]{24}$/);
    expect((await findDraft(db, stored.id, later(6)))?.draft).toEqual(draft);
    expect(await findDraft(db, stored.id, later(7.1))).toBeUndefined();
    const more = { ...draft, answers: { "100": "poor" } };
    await saveDraft(db, stored.id, more, { now: later(6), ...week });
    expect((await findDraft(db, stored.id, later(12)))?.draft).toEqual(more);
    expect(await findDraft(db, "' OR 1=1 --", monday)).toBeUndefined();
    expect(await findDraft(db, newAppraisalId(), monday)).toBeUndefined();
  });

  it("deletes expired drafts when a new one is made", async () => {
    const old = await createDraft(db, draft, { now: monday, ...week });
    await createDraft(db, draft, { now: later(30), ...week });
    const left = await db.selectFrom("appraisal_drafts").select("id").where("id", "=", old.id).execute();
    expect(left).toEqual([]);
  });

  it("links the first appraisal made from it, and only that one", async () => {
    const stored = await createDraft(db, draft, { now: monday, ...week });
    const first = newAppraisalId();
    expect(await attachAppraisal(db, stored.id, first)).toBe(first);
    expect(await attachAppraisal(db, stored.id, newAppraisalId())).toBe(first);
    expect((await findDraft(db, stored.id, later(1)))?.appraisalId).toBe(first);
  });
});
