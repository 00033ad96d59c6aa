import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/lib/db/connection.server";
import { type MigratedTestDatabase, openMigratedTestDatabase, testDialects } from "~tests/support/databases";
import { findConsentRecord, recordConsent } from "./consent-records.server";

describe.each(testDialects)("consent records on %s", (dialect) => {
  let database: MigratedTestDatabase;
  let db: DB;
  beforeAll(async () => {
    database = await openMigratedTestDatabase(dialect);
    db = database.db;
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("records each choice as its own proof and reads it back by the cookie's id", async () => {
    const at = new Date("2026-11-22T15:04:05.000Z");
    const choice = { revision: 2, tier: 3 as const, language: "es" as const, gpc: true };
    const first = await recordConsent(
      db,
      { ...choice, functional: true, analytics: false, targeting: false },
      at,
    );
    const second = await recordConsent(
      db,
      { ...choice, functional: true, analytics: true, targeting: false },
      at,
    );
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.id).not.toBe(first.id);
    expect(first).toEqual({
      id: first.id,
      revision: 2,
      at: at.getTime(),
      functional: true,
      analytics: false,
      targeting: false,
      gpc: true,
    });
    expect(await findConsentRecord(db, first.id)).toEqual({
      id: first.id,
      recordedAt: at,
      revision: 2,
      tier: 3,
      language: "es",
      gpc: true,
      functional: true,
      analytics: false,
      targeting: false,
    });
    expect((await findConsentRecord(db, second.id))?.analytics).toBe(true);
    expect(await findConsentRecord(db, "no-such-id")).toBeUndefined();
  });
});
