import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { xmllintAdf } from "../support/adf";
import { leadApiEnv, leadApiHeaders } from "../support/lead-api";
import { SAMPLE_LEADS, type SampleLead } from "../support/sample-leads";
import { type RunningServer, startServer } from "../support/server";
import { createSmtpTestServer, type ReceivedMail, type SmtpTestServer } from "../support/smtp-peer";

/**
 * The lead pipeline end to end on the production server: accepted through /api/email/send,
 * stored with its outbox rows, delivered by the in-process worker to a real SMTP server,
 * parsed with mailparser, and the ADF checked with xmllint against the DTD.
 */
const RECIPIENT = "leads@quadcitiesautogroup.example";

function body(sample: SampleLead) {
  return {
    kind: sample.kind,
    url: `https://cars.example.com${sample.path}`,
    adsValues: sample.adsValues,
    payload: {
      user: sample.user,
      vehicle: sample.vehicle,
      sellVehicle: sample.sellVehicle,
      comments: sample.comments,
      details: sample.details,
    },
  };
}

async function post(server: RunningServer, json: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/email/send`, {
    method: "POST",
    headers: leadApiHeaders(headers),
    body: JSON.stringify(json),
  });
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

function deliveries(dataDir: string, leadId: string) {
  const db = new Database(path.join(dataDir, "dealer.sqlite"), { readonly: true });
  try {
    return db
      .prepare(
        "select status, attempts, last_error, recipient from lead_deliveries where lead_id = ? order by id",
      )
      .all(leadId) as Array<{
      status: string;
      attempts: number;
      last_error: string | null;
      recipient: string;
    }>;
  } finally {
    db.close();
  }
}

const mailsOf = (smtp: SmtpTestServer, leadId: string): ReceivedMail[] =>
  smtp.messages.filter((m) => m.parsed.headers.get("x-lead-id") === leadId);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(50);
  }
}

describe("lead delivery on the production server", () => {
  let smtp: SmtpTestServer;
  let server: RunningServer;

  beforeAll(async () => {
    smtp = await createSmtpTestServer();
    server = await startServer({ env: { ...leadApiEnv, SMTP_URL: smtp.url, LEAD_RETRY_BASE_MS: "200" } });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it("delivers every lead kind once, as ADF that passes xmllint with the DTD", async () => {
    const ids = new Map<string, string>();
    for (const sample of SAMPLE_LEADS) {
      const response = await post(server, body(sample));
      expect(response.status, JSON.stringify(response.json)).toBe(202);
      ids.set(sample.kind, response.json.leadId as string);
    }
    await until(() => [...ids.values()].every((id) => mailsOf(smtp, id).length === 1));
    for (const [kind, id] of ids) {
      const [mail] = mailsOf(smtp, id);
      expect(mail!.to).toEqual([RECIPIENT]);
      expect(mail!.parsed.subject).toBe("Website Lead");
      const xml = mail!.parsed.text ?? "";
      expect(xml, kind).toContain("<adf>");
      expect(xmllintAdf(xml), `${kind}\n${xml}`).toBe("");
      expect(xml).toContain(`>${id}</id>`);
      expect(deliveries(server.dataDir, id).map((d) => d.status)).toEqual(["sent"]);
    }
  });

  it("makes one lead and one e-mail of the same idempotency key posted twice", async () => {
    const sample = SAMPLE_LEADS.find((s) => s.kind === "CAREERS")!;
    const key = `double-click-${Date.now()}`;
    const [first, second] = await Promise.all([
      post(server, body(sample), { "idempotency-key": key }),
      post(server, body(sample), { "idempotency-key": key }),
    ]);
    const third = await post(server, body(sample), { "idempotency-key": key });
    expect(first.json.leadId).toBe(second.json.leadId);
    expect(third.json.leadId).toBe(first.json.leadId);
    expect([first.json.duplicate, second.json.duplicate, third.json.duplicate].filter(Boolean)).toHaveLength(
      2,
    );
    const leadId = first.json.leadId as string;
    await until(() => mailsOf(smtp, leadId).length === 1);
    await sleep(1000);
    expect(mailsOf(smtp, leadId)).toHaveLength(1);
    expect(deliveries(server.dataDir, leadId)).toHaveLength(1);
  });

  it("keeps a lead while the mail server is down and delivers it once when it is back", async () => {
    await smtp.stop();
    const response = await post(server, body(SAMPLE_LEADS.find((s) => s.kind === "SERVICE")!));
    expect(response.status).toBe(202);
    const leadId = response.json.leadId as string;
    await until(() => (deliveries(server.dataDir, leadId)[0]?.attempts ?? 0) >= 2);
    const [row] = deliveries(server.dataDir, leadId);
    expect(row!.status).not.toBe("sent");
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
    await smtp.start();
    await until(() => mailsOf(smtp, leadId).length === 1);
    await until(() => deliveries(server.dataDir, leadId)[0]!.status === "sent");
    await sleep(1500);
    expect(mailsOf(smtp, leadId)).toHaveLength(1);
  });

  it("answers with the prospect-status cookie, and a browser's later leads are 'resend'", async () => {
    const sample = SAMPLE_LEADS.find((s) => s.kind === "UNLOCK_INVENTORY")!;
    const first = await post(server, body(sample));
    const cookie = first.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^adfLeadSent=1; Path=\/; HttpOnly; SameSite=Lax$/);
    const second = await post(server, body(sample), { cookie: "adfLeadSent=1" });
    expect(second.headers.get("set-cookie")).toBeNull();
    await until(() => mailsOf(smtp, second.json.leadId as string).length === 1);
    await until(() => mailsOf(smtp, first.json.leadId as string).length === 1);
    expect(mailsOf(smtp, first.json.leadId as string)[0]!.parsed.text).toContain('<prospect status="new">');
    expect(mailsOf(smtp, second.json.leadId as string)[0]!.parsed.text).toContain(
      '<prospect status="resend">',
    );
  });
});

describe("a process killed between accepting a lead and sending it", () => {
  it("sends the lead exactly once after the restart", async () => {
    const smtp = await createSmtpTestServer();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-crash-"));
    const env = {
      ...leadApiEnv,
      SMTP_URL: smtp.url,
      LEAD_DELIVERY_LEASE_MS: "2000",
      LEAD_RETRY_BASE_MS: "200",
    };
    let second: RunningServer | undefined;
    try {
      // The mail server holds its answer, so the first process is mid-send when it dies.
      smtp.setStalled(true);
      const first = await startServer({ dataDir, env });
      const stalled = smtp.waitForStalledClient();
      const accepted = await post(first, body(SAMPLE_LEADS.find((s) => s.kind === "APPLY_FINANCING")!));
      expect(accepted.status).toBe(202);
      const leadId = accepted.json.leadId as string;
      await stalled;
      const exited = new Promise((resolve) => first.process.once("exit", resolve));
      first.process.kill("SIGKILL");
      await exited;
      expect(deliveries(dataDir, leadId)[0]!.status).toBe("sending");
      // A fresh mail server session that answers at once; the dead client's answer is dropped.
      await smtp.stop();
      smtp.setStalled(false);
      await smtp.start();
      expect(smtp.messages).toHaveLength(0);

      second = await startServer({ dataDir, env });
      await until(() => mailsOf(smtp, leadId).length === 1);
      await until(() => deliveries(dataDir, leadId)[0]!.status === "sent");
      await sleep(2500);
      expect(mailsOf(smtp, leadId)).toHaveLength(1);
      expect(deliveries(dataDir, leadId)[0]!.attempts).toBe(2);
    } finally {
      await second?.stop();
      await smtp.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("without SMTP_URL", () => {
  it("writes the lead e-mail as an .eml file in DATA_DIR/outbox", async () => {
    const server = await startServer({ env: leadApiEnv });
    try {
      const accepted = await post(server, body(SAMPLE_LEADS.find((s) => s.kind === "CONTACT_FINANCE")!));
      const leadId = accepted.json.leadId as string;
      const outbox = path.join(server.dataDir, "outbox");
      await until(() => fs.existsSync(outbox) && fs.readdirSync(outbox).some((f) => f.includes(leadId)));
      const file = fs.readdirSync(outbox).find((f) => f.includes(leadId))!;
      const eml = fs.readFileSync(path.join(outbox, file), "utf8");
      expect(eml).toContain(`To: ${RECIPIENT}`);
      expect(eml).toContain("Subject: Website Lead");
      const { simpleParser } = await import("mailparser");
      const parsed = await simpleParser(eml);
      expect(xmllintAdf(parsed.text ?? "")).toBe("");
    } finally {
      await server.stop();
    }
  });
});
