import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleScript, runCli } from "../support/cli";
import { leadApiEnv, leadApiHeaders } from "../support/lead-api";
import { SAMPLE_LEADS } from "../support/sample-leads";
import { ROOT, type RunningServer, startServer } from "../support/server";

/**
 * `npm run leads`: the dealer lists, reads and resends leads, and reveals a credit
 * application's SSN, against the data the production server stored.
 */
let server: RunningServer;
let dataDir: string;

const cliEnv = () => ({ DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent", NODE_ENV: "production" });

/** One command of `npm run leads`, run from its bundle (tests/support/cli.ts), in its own process. */
function leads(...args: string[]) {
  const result = runCli("leads", args, cliEnv());
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** The same command the way the dealer types it: `npm run leads -- ...args` (npm, then tsx). */
function npmRunLeads(...args: string[]) {
  const result = spawnSync("npm", ["run", "--silent", "leads", "--", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...cliEnv() },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

let creditId: string;
let careersId: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-cli-"));
  server = await startServer({ dataDir, env: leadApiEnv });
  // A full credit application with an SSN comes only from the site's own form: store one the
  // way the form's action does, through acceptLead in a process sharing the data directory.
  const script = `
    import { acceptLead as acceptLeadWith } from "${ROOT}/app/features/leads/intake/accept-lead.server";
    import { SAMPLE_LEADS } from "${ROOT}/tests/support/sample-leads";
    import { loadSettings } from "${ROOT}/app/features/company/settings.server";
    import { openDatabase } from "${ROOT}/app/lib/db/connection.server";
    import { getEnv } from "${ROOT}/app/lib/env.server";
    const env = getEnv();
    const db = openDatabase(env.database);
    const sample = SAMPLE_LEADS.find((s) => s.kind === "FULL_CREDIT_APP");
    const result = await acceptLeadWith({ db, env, settings: loadSettings(env.contentDir), staff: [] }, {
      ...sample, idempotencyKey: "cli-credit", url: "https://cars.example.com" + sample.path,
      request: new Request("https://cars.example.com/x", { method: "POST" }),
    });
    console.log(result.leadId);
    await db.destroy();
  `;
  const file = path.join(dataDir, "seed-credit-application.mts");
  fs.writeFileSync(file, script);
  // Bundled as the CLI is (tests/support/cli.ts), not run through tsx's launcher.
  let bundle = "";
  try {
    bundle = bundleScript(file, `seed-credit-application-${process.pid}`);
    const result = spawnSync(process.execPath, [bundle], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    creditId = result.stdout.trim();
  } finally {
    fs.rmSync(file, { force: true });
    if (bundle) fs.rmSync(bundle, { force: true });
  }
  const careers = SAMPLE_LEADS.find((s) => s.kind === "CAREERS")!;
  const response = await fetch(`${server.url}/api/email/send`, {
    method: "POST",
    headers: leadApiHeaders(),
    body: JSON.stringify({ kind: careers.kind, payload: { user: careers.user, details: careers.details } }),
  });
  careersId = ((await response.json()) as { leadId: string }).leadId;
  // The running site's worker writes both e-mails as .eml files.
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + 20_000;
  while (!(fs.existsSync(outbox) && fs.readdirSync(outbox).filter((f) => f.endsWith(".eml")).length >= 2)) {
    if (Date.now() > deadline) throw new Error("the e-mails were not written");
    await new Promise((r) => setTimeout(r, 100));
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run leads", { timeout: 120_000 }, () => {
  it("lists the newest leads with their e-mails' state (through npm run leads, and its bundle)", () => {
    // The real command path once: npm, its script line, tsx, the sources.
    for (const { code, out } of [npmRunLeads("list"), leads("list")]) {
      expect(code).toBe(0);
      expect(out).toMatch(/^LEAD\s+RECEIVED\s+KIND\s+E-MAILS/);
      expect(out).toContain(creditId);
      expect(out).toMatch(new RegExp(`${careersId}.*CAREERS\\s+dealer:sent`));
    }
    expect(leads("list", "--status", "failed").out.trim()).toBe("No leads.");
    expect(leads("list", "--status", "lost").code).toBe(2);
  });

  it("shows a lead in full with its e-mails, the SSN masked", () => {
    const { code, out } = leads("show", creditId.slice(0, 8));
    expect(code).toBe(0);
    expect(out).toContain(`Lead ${creditId}: Full credit application (FULL_CREDIT_APP)`);
    expect(out).toContain("Employer: Deere & Company");
    expect(out).toContain("SSN (last four): ***-**-6789");
    expect(out).not.toContain("123-45-6789");
    expect(out).toMatch(/#\d+ dealer to leads@quadcitiesautogroup\.example \(adf\): sent, 1 tries/);
  });

  it("reveals the SSNs for the dealer with --reveal", () => {
    const { code, out } = leads("show", creditId, "--reveal");
    expect(code).toBe(0);
    expect(out).toContain("SSN (applicant): 123-45-6789");
    expect(out).toContain("SSN (co-borrower): 219-09-9999");
    expect(leads("show", careersId, "--reveal").out).toContain("This lead holds no SSN.");
  });

  it("retries a lead's e-mails: nothing when all were sent, everything with --all", async () => {
    expect(leads("retry", careersId).out).toContain("Nothing to retry");
    const before = fs.readdirSync(path.join(dataDir, "outbox")).filter((f) => f.includes(careersId));
    const { code, out } = leads("retry", careersId, "--all");
    expect(code).toBe(0);
    expect(out).toContain("Queued 1 e-mail(s)");
    // The running site sends it again, into the same file (an .eml per delivery).
    const db = new Database(path.join(dataDir, "dealer.sqlite"), { readonly: true });
    const deadline = Date.now() + 10_000;
    let row: { status: string; attempts: number } | undefined;
    do {
      await new Promise((r) => setTimeout(r, 100));
      row = db
        .prepare("select status, attempts from lead_deliveries where lead_id = ?")
        .get(careersId) as typeof row;
    } while (row?.status !== "sent" && Date.now() < deadline);
    db.close();
    expect(row).toEqual({ status: "sent", attempts: 1 });
    expect(fs.readdirSync(path.join(dataDir, "outbox")).filter((f) => f.includes(careersId))).toEqual(before);
  });

  it("counts what the retention periods would delete (nothing this young)", () => {
    const { code, out } = leads("purge", "--dry-run");
    expect(code).toBe(0);
    expect(out).toContain("Would delete:");
    expect(out).toContain("0 credit application(s) older than 25 months");
    expect(out).toContain("0 job application(s) older than 6 months");
  });

  it("refuses an unknown or ambiguous ID and an unknown command", () => {
    expect(leads("show", "00000000").err).toContain("No lead 00000000.");
    expect(leads("show", "abc").code).toBe(2);
    expect(leads("frobnicate").code).toBe(2);
    expect(leads().out).toContain("Usage:");
  });
});

describe("npm run leads -- forget (a deletion request)", { timeout: 120_000 }, () => {
  it("lists one person's leads by e-mail or phone, and deletes them only with --delete", () => {
    const listed = leads("forget", "Jane.Doe@example.com");
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(new RegExp(`${creditId}.*FULL_CREDIT_APP\\s+Jane Doe`));
    expect(listed.out).toMatch(new RegExp(`${careersId}.*CAREERS\\s+Jane Doe`));
    expect(listed.out).toContain("2 lead(s). Run again with --delete to delete them.");
    expect(leads("forget", "309.555.0123").out).toContain("2 lead(s).");
    expect(leads("forget", "someone.else@example.com").out).toContain(
      "No lead carries someone.else@example.com.",
    );
    expect(leads("forget", "Jane").code).toBe(2);

    const deleted = leads("forget", "(309) 555-0123", "--delete");
    expect(deleted.code).toBe(0);
    expect(deleted.out).toContain("Deleted 2 lead(s)");
    const db = new Database(path.join(dataDir, "dealer.sqlite"), { readonly: true });
    try {
      const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
      expect(count("select count(*) as n from leads")).toBe(0);
      expect(count("select count(*) as n from lead_deliveries")).toBe(0);
    } finally {
      db.close();
    }
    expect(leads("show", creditId).err).toContain(`No lead ${creditId}.`);
  });

  it("the site deletes what is past its retention period when it starts", async () => {
    await server.stop();
    const db = new Database(path.join(dataDir, "dealer.sqlite"));
    const insert = db.prepare(
      "insert into leads (id, kind, idempotency_key, store_key, payload, created_at) values (?, ?, ?, 'moline', '{}', ?)",
    );
    insert.run("old-job-application", "CAREERS", "retention-1", "2020-01-15T10:00:00.000Z");
    const recent = new Date(Date.now() - 86_400_000).toISOString();
    insert.run("yesterdays-question", "CONTACT_SALES", "retention-2", recent);
    db.close();

    server = await startServer({ dataDir, env: { ...leadApiEnv, LOG_LEVEL: "info" } });
    const check = new Database(path.join(dataDir, "dealer.sqlite"), { readonly: true });
    try {
      const ids = () =>
        (check.prepare("select id from leads order by id").all() as { id: string }[]).map((r) => r.id);
      const deadline = Date.now() + 10_000;
      while (ids().includes("old-job-application") && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(ids()).toEqual(["yesterdays-question"]);
    } finally {
      check.close();
    }
    // Only counts reach the log, never what the leads held.
    expect(server.output()).toMatch(/"jobApplications":1.*"expired records deleted"/);
  });
});
