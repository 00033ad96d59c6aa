import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { phoneVerificationToken } from "../support/api-site";
import { openForm, postForm } from "../support/form-client";
import { leadApiEnv, leadApiHeaders } from "../support/lead-api";
import { freePort, type RunningServer, runServerToExit, startServer } from "../support/server";

/**
 * Storage the site cannot write. Leads live in the database (the outbox is its lead_deliveries
 * table); without SMTP_URL their e-mails are also files in DATA_DIR/outbox/.
 *
 * How the storage is made unwritable: a server that is running has its SQLite file open, and a
 * file mode changed under an open file stops nothing (and root ignores modes anyway). So:
 * - under a running server, the disk fills up (a small tmpfs: SQLITE_FULL), the way a database
 *   stops taking writes in production; this needs a mount, so it runs as root only;
 * - the e-mail outbox directory, which is opened for each e-mail, is made read-only: its mode
 *   (chmod) as an ordinary user, a read-only bind mount as root;
 * - at start-up, the data directory is read-only the same way.
 * Without the rights these need (root in a container without CAP_SYS_ADMIN) a case is skipped.
 */

const isRoot = process.getuid?.() === 0;

function run(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Whether this process may mount (root with CAP_SYS_ADMIN): tried once on a scratch directory. */
const canMount = (() => {
  if (!isRoot) return false;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-mount-probe-"));
  const mounted = run("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", dir]);
  if (mounted) run("umount", [dir]);
  fs.rmSync(dir, { recursive: true, force: true });
  return mounted;
})();

/** Makes `dir` read-only for the server (see above); returns how to undo it. */
function makeReadOnly(dir: string): () => void {
  if (isRoot) {
    if (!run("mount", ["--bind", dir, dir]) || !run("mount", ["-o", "remount,bind,ro", dir]))
      throw new Error(`could not mount ${dir} read-only`);
    return () => void run("umount", ["-l", dir]);
  }
  const modes = new Map<string, number>();
  for (const entry of [dir, ...fs.readdirSync(dir).map((name) => path.join(dir, name))]) {
    const { mode } = fs.statSync(entry);
    modes.set(entry, mode);
    fs.chmodSync(entry, mode & ~0o222);
  }
  return () => {
    for (const [entry, mode] of modes) fs.chmodSync(entry, mode);
  };
}

const canMakeReadOnly = !isRoot || canMount;

/** A visitor whose details must never reach a log line. */
const VISITOR = {
  firstName: "Quillon",
  lastName: "Vandermeer",
  email: "quillon.vandermeer@example.com",
  phone: "(309) 555-0187",
};
const PERSONAL = [VISITOR.firstName, VISITOR.lastName, VISITOR.email, "555-0187", "5550187"];

const apiLead = (key: string) => ({
  method: "POST",
  headers: leadApiHeaders({ "idempotency-key": key }),
  body: JSON.stringify({
    kind: "CAREERS",
    payload: { user: VISITOR, details: { position: "Porter", message: "I can start on Monday." } },
  }),
});

const VEHICLE_HREF = /href="(\/(?:used|new|certified)-cars-for-sale\/\d{4}-[^"]+)"/;

async function statusOf(server: RunningServer, pagePath: string): Promise<number> {
  const response = await fetch(`${server.url}${pagePath}`);
  await response.arrayBuffer();
  return response.status;
}

/** The pages a shopper reads, each answered 200. */
async function expectPagesServed(server: RunningServer, vehiclePath: string) {
  for (const page of ["/", "/cars-for-sale", vehiclePath, "/contact-us", "/es/cars-for-sale"])
    expect([page, await statusOf(server, page)]).toEqual([page, 200]);
  expect(await statusOf(server, "/healthz")).toBe(200);
}

function readDatabase<T>(dataDir: string, query: string): T[] {
  const db = new Database(path.join(dataDir, "dealer.sqlite"), { readonly: true });
  try {
    return db.prepare(query).all() as T[];
  } finally {
    db.close();
  }
}

async function until<T>(check: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!canMount)("a disk that fills up under the running site", () => {
  // Made in beforeAll, not here: a skipped or filtered-out suite leaves nothing behind.
  let mountPoint = "";
  let dataDir = "";
  let filler = "";
  let server: RunningServer;

  beforeAll(async () => {
    mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-full-disk-"));
    dataDir = path.join(mountPoint, "data");
    filler = path.join(mountPoint, "filler");
    // Room for the demo inventory and a few leads, and nothing else.
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=24m", "tmpfs", mountPoint]);
    server = await startServer({ dataDir, env: { ...leadApiEnv, RATE_LIMIT_EXEMPT: "loopback" } });
  });
  afterAll(async () => {
    await server?.stop();
    if (!mountPoint) return;
    run("umount", ["-l", mountPoint]);
    fs.rmSync(mountPoint, { recursive: true, force: true });
  });

  it("refuses leads with 503 and says why in the log, never 'sent'; pages still serve; takes them again with room", async () => {
    const home = await (await fetch(server.url)).text();
    const vehiclePath = VEHICLE_HREF.exec(home)?.[1]?.replaceAll("&amp;", "&");
    expect(vehiclePath).toBeTruthy();
    expect((await fetch(`${server.url}/api/email/send`, apiLead("full-before"))).status).toBe(202);
    // The form is opened while there is room, as a visitor had it open when the disk filled.
    const form = await openForm(server, "/contact-us");
    expect(form.token).toBeTruthy();

    // Fill the disk to the last byte.
    const fd = fs.openSync(filler, "w");
    const block = Buffer.alloc(1 << 20);
    try {
      for (;;) fs.writeSync(fd, block);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
    }
    try {
      for (;;) fs.writeSync(fd, block.subarray(0, 512));
    } catch {
      // Full.
    } finally {
      fs.closeSync(fd);
    }

    const refused = await fetch(`${server.url}/api/email/send`, apiLead("full-during"));
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ success: false });
    const posted = await postForm(server, "/contact-us", form, {
      enhanced: "1",
      inquiry: "7",
      message: `Please call ${VISITOR.firstName} at ${VISITOR.phone}.`,
      ...VISITOR,
    });
    expect(posted.response.status).toBe(503);
    expect(posted.html).not.toContain("Message sent!");
    expect(posted.html).toContain("Something went wrong");
    // What was typed comes back, so the visitor can send it again.
    expect(posted.html).toContain(VISITOR.email);

    await expectPagesServed(server, vehiclePath!);

    // The cause, in one line per refusal, without the visitor's details.
    const log = server.output();
    expect(log).toMatch(/"message":"database or disk is full"[^\n]*"msg":"lead could not be stored"/);
    expect(log).toMatch(/"message":"database or disk is full"[^\n]*"msg":"lead not stored"/);
    for (const value of PERSONAL) expect(log).not.toContain(value);

    // Room again: the integration's retry (same key) is stored once and e-mailed.
    fs.rmSync(filler);
    const retried = await fetch(`${server.url}/api/email/send`, apiLead("full-during"));
    expect(retried.status).toBe(202);
    const { leadId } = (await retried.json()) as { leadId: string };
    await until(
      () => fs.readdirSync(path.join(dataDir, "outbox")).find((name) => name.includes(leadId)),
      "the retried lead's e-mail",
    );
    const leads = readDatabase<{ n: number }>(dataDir, "select count(*) as n from leads");
    expect(leads).toEqual([{ n: 2 }]);
  }, 60_000);
});

describe.skipIf(!canMakeReadOnly)("a read-only e-mail outbox (no SMTP_URL)", () => {
  let dataDir = "";
  let outbox = "";
  let server: RunningServer;
  let undo: (() => void) | undefined;
  let smsToken: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-ro-outbox-"));
    outbox = path.join(dataDir, "outbox");
    fs.mkdirSync(outbox);
    server = await startServer({
      dataDir,
      env: {
        ...leadApiEnv,
        RATE_LIMIT_EXEMPT: "loopback",
        // Tries a second apart rather than 30 s, so the test sees the e-mail go once it can.
        LEAD_RETRY_BASE_MS: "500",
        // The phone-verification token's origin (tests/support/api-site.ts).
        SITE_URL: "https://cars.example.com",
      },
    });
    smsToken = await phoneVerificationToken(server);
  });
  afterEach(() => {
    undo?.();
    undo = undefined;
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps the lead (it is stored), retries its e-mail with the cause in the log, and writes it once it can; no text message", async () => {
    undo = makeReadOnly(outbox);
    const accepted = await fetch(`${server.url}/api/email/send`, apiLead("ro-outbox"));
    // The lead is in the database: accepted is the truth; its e-mail waits in the outbox table.
    expect(accepted.status).toBe(202);
    const { leadId } = (await accepted.json()) as { leadId: string };

    type Row = { status: string; attempts: number; last_error: string | null };
    const failed = await until(() => {
      const [row] = readDatabase<Row>(
        dataDir,
        `select status, attempts, last_error from lead_deliveries where lead_id = '${leadId}'`,
      );
      return row && row.attempts >= 2 && row.status === "pending" ? row : undefined;
    }, "two failed tries");
    const cause = isRoot ? "EROFS: read-only file system" : "EACCES: permission denied";
    expect(failed.last_error).toContain(cause);
    expect(failed.last_error).toContain(outbox);
    const log = server.output();
    expect(log).toContain('"msg":"lead e-mail try failed"');
    expect(log).toContain(cause);
    for (const value of PERSONAL) expect(log).not.toContain(value);
    expect(fs.readdirSync(outbox)).toEqual([]);

    const home = await (await fetch(server.url)).text();
    await expectPagesServed(server, VEHICLE_HREF.exec(home)![1]!.replaceAll("&amp;", "&"));

    // The verification texts' log (DATA_DIR/outbox/sms.log) is in the same place: no text, and
    // the visitor is told so rather than waiting for a code.
    const text = await fetch(`${server.url}/api/customer/phoneValidation`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://cars.example.com" },
      body: JSON.stringify({ type: "phone-validation", phone: VISITOR.phone, leadFormToken: smsToken }),
    });
    expect(text.status).toBe(502);
    expect(await text.json()).toMatchObject({
      success: false,
      message: "We could not send a text message right now. Please try again later.",
    });
    expect(server.output()).toMatch(
      new RegExp(
        `"message":"${cause}[^"]*${path.join(outbox, "sms.log")}'"[^\n]*"msg":"verification text not sent"`,
      ),
    );
    for (const value of PERSONAL) expect(server.output()).not.toContain(value);

    undo();
    undo = undefined;
    await until(
      () => fs.readdirSync(outbox).find((name) => name.includes(leadId) && name.endsWith(".eml")),
      "the e-mail file",
    );
    const [row] = readDatabase<Row>(
      dataDir,
      `select status, attempts, last_error from lead_deliveries where lead_id = '${leadId}'`,
    );
    expect(row?.status).toBe("sent");
  }, 60_000);
});

describe.skipIf(!canMakeReadOnly)("a data directory the site cannot write at start-up", () => {
  let parent = "";
  let undo: (() => void) | undefined;
  beforeAll(() => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-ro-data-"));
  });
  afterEach(() => {
    undo?.();
    undo = undefined;
  });
  afterAll(() => {
    if (parent) fs.rmSync(parent, { recursive: true, force: true });
  });

  const expectOneLine = (output: string, start: string, cause: RegExp) => {
    const lines = output.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    expect(lines[0]).toMatch(cause);
    expect(lines[0]).toContain("the site stores every lead there");
  };

  it("stops with one line naming DATA_DIR when it cannot create it", async () => {
    undo = makeReadOnly(parent);
    const dataDir = path.join(parent, "data");
    const { code, output } = await runServerToExit({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    // A read-only file system answers a recursive mkdir with ENOENT.
    expectOneLine(output, `Cannot write DATA_DIR ${dataDir} (`, /\((EROFS|EACCES|ENOENT): /);
  }, 60_000);

  it("stops with one line naming the database when its directory is read-only", async () => {
    const dataDir = path.join(parent, "existing");
    // A database the site made, then the volume it lives on is read-only.
    const first = await startServer({ dataDir });
    await first.stop();
    undo = makeReadOnly(dataDir);
    const { code, output } = await runServerToExit({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    expectOneLine(
      output,
      `Cannot write the database ${path.join(dataDir, "dealer.sqlite")} (`,
      // CANTOPEN on a read-only file system, READONLY_DIRECTORY in a directory without write permission.
      /\((SQLITE_CANTOPEN: unable to open database file|SQLITE_READONLY\w*: attempt to write a readonly database)\)/,
    );
  }, 60_000);
});
