import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type DB, openDatabase } from "./connection.server";

/**
 * A full disk in the middle of a transaction: SQLite rolls it back by itself, and the error the
 * caller sees (and logs) must be the one that says why, not Kysely's failed second rollback.
 * The database's page limit (PRAGMA max_page_count) stands in for the disk: SQLite answers both
 * with SQLITE_FULL.
 */
describe("a SQLite transaction that fills the disk", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-sqlite-full-"));
  let db: DB | undefined;
  afterEach(async () => {
    await db?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("fails with SQLite's reason and leaves nothing half written", async () => {
    db = openDatabase({ dialect: "sqlite", file: path.join(dir, "full.sqlite") });
    await sql`create table notes (body text)`.execute(db);
    await sql`insert into notes values ('kept')`.execute(db);
    const { page_count: pages } = (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!;
    await sql.raw(`pragma max_page_count = ${pages}`).execute(db);

    const filling = db.transaction().execute(async (trx) => {
      await sql`insert into notes values ('first')`.execute(trx);
      await sql`insert into notes values (${"x".repeat(200_000)})`.execute(trx);
    });
    await expect(filling).rejects.toMatchObject({
      code: "SQLITE_FULL",
      message: "database or disk is full",
    });

    const rows = await sql<{ body: string }>`select body from notes`.execute(db);
    expect(rows.rows).toEqual([{ body: "kept" }]);
    // The connection is usable again once there is room.
    await sql.raw("pragma max_page_count = 1073741823").execute(db);
    await db.transaction().execute((trx) => sql`insert into notes values ('after')`.execute(trx));
    expect((await sql`select body from notes`.execute(db)).rows).toHaveLength(2);
  });
});
