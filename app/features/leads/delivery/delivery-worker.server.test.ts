import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "~/lib/mail/mailer.server";
import { testDialects } from "~tests/support/databases";
import { createLeadTestServices, type LeadTestServices } from "~tests/support/lead-services";
import { createSmtpTestServer, type SmtpTestServer } from "~tests/support/smtp-peer";
import { acceptLead } from "../intake/accept-lead.server";
import { listDeliveries } from "../model/lead-repository.server";
import { thisPlace } from "./claim-holder.server";
import { DeliveryWorker } from "./delivery-worker.server";
import {
  claimDueDeliveries,
  countDeliveriesByStatus,
  requeueDeliveries,
  retryDelayMs,
} from "./outbox.server";

const silent = pino({ level: "silent" });
const jane = { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "309-555-0123" };
let sequence = 0;

async function accept(services: LeadTestServices) {
  return acceptLead(services, {
    kind: "CAREERS",
    idempotencyKey: `worker-${sequence++}-${Date.now()}`,
    user: jane,
    url: "https://cars.example.com/our-company/careers",
    details: { position: "Detailer", message: "Hard worker" },
  });
}

/** A message to Sam Lee, whom the test services' staff directory lists: the dealer's lead and Sam's copy. */
async function acceptStaffMessage(services: LeadTestServices) {
  return acceptLead(services, {
    kind: "STAFF_MEMBER",
    idempotencyKey: `worker-${sequence++}-${Date.now()}`,
    user: jane,
    url: "https://cars.example.com/our-company/meet-our-team/sam-lee",
    details: { staffMember: { name: "Sam Lee", slug: "sam-lee" }, message: "Is the Civic still there?" },
  });
}

function workerFor(
  services: LeadTestServices,
  smtp: SmtpTestServer | undefined,
  env: Partial<LeadTestServices["env"]["leads"]> = {},
  options: { concurrency?: number; heartbeatMs?: number } = {},
) {
  return new DeliveryWorker({
    ...options,
    db: services.db,
    settings: () => services.settings,
    env: {
      ...services.env,
      smtpUrl: smtp?.url,
      leads: { ...services.env.leads, retryBaseMs: 50, maxAttempts: 3, deliveryLeaseMs: 60_000, ...env },
    },
    logger: silent,
    pollMs: 25,
  });
}

/** A process id of this machine that no process has any more. */
function deadPid(): number {
  return spawnSync(process.execPath, ["-e", ""]).pid!;
}

async function statusesOf(services: LeadTestServices) {
  return countDeliveriesByStatus(services.db);
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("the back-off", () => {
  it("doubles from the base and stops at 2 hours", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, 30_000)).toBe(2 * 60 * 60 * 1000);
  });
});

describe.each(testDialects)("lead delivery on %s", (dialect) => {
  let services: LeadTestServices;
  let smtp: SmtpTestServer;
  const workers: DeliveryWorker[] = [];

  beforeAll(async () => {
    services = await createLeadTestServices(dialect);
    smtp = await createSmtpTestServer();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    smtp.messages.length = 0;
    smtp.setStalled(false);
    await smtp.start();
    await services.db.deleteFrom("lead_deliveries").execute();
    await services.db.deleteFrom("leads").execute();
  });
  afterAll(async () => {
    await smtp?.stop();
    await services?.cleanup();
  });

  it("sends the dealer's ADF e-mail and the staff member's text copy, and marks them sent", async () => {
    const { leadId } = await acceptStaffMessage(services);
    const worker = workerFor(services, smtp);
    workers.push(worker);
    worker.start();
    const messages = await smtp.waitFor(2);
    const byRecipient = new Map(messages.map((m) => [m.to[0], m.parsed]));
    const adf = byRecipient.get(services.settings.email.recipient)!;
    expect(adf.subject).toBe("Website Lead");
    expect(adf.text).toContain("<adf>");
    expect(adf.messageId).toMatch(new RegExp(`^<lead-${leadId}\\.\\d+@cars\\.example\\.com>$`));
    const copy = byRecipient.get("sam.lee@quadcitiesautogroup.example")!;
    expect(copy.text).toContain("Message: Is the Civic still there?");
    expect(copy.replyTo?.text).toBe("jane@example.com");
    await until(async () => (await listDeliveries(services.db, leadId)).every((d) => d.status === "sent"));
    const rows = await listDeliveries(services.db, leadId);
    expect(rows.map((r) => [r.status, r.attempts, r.claim_token, r.locked_until])).toEqual([
      ["sent", 1, null, null],
      ["sent", 1, null, null],
    ]);
  });

  it("retries with back-off while the mail server is down, and sends once when it is back", async () => {
    await smtp.stop();
    const { leadId } = await accept(services);
    const worker = workerFor(services, smtp, { retryBaseMs: 100, maxAttempts: 10 });
    workers.push(worker);
    worker.start();
    await until(async () => (await listDeliveries(services.db, leadId))[0]!.attempts >= 2);
    const [row] = await listDeliveries(services.db, leadId);
    expect(row!.status).toMatch(/pending|sending/);
    expect(row!.last_error ?? "").toMatch(/ECONNREFUSED|connect/i);
    await smtp.start();
    await smtp.waitFor(1);
    await until(async () => (await listDeliveries(services.db, leadId))[0]!.status === "sent");
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages).toHaveLength(1);
  });

  it("marks a row failed after its last try, keeps it, and sends it when the dealer retries", async () => {
    await smtp.stop();
    const { leadId } = await accept(services);
    const worker = workerFor(services, smtp, { retryBaseMs: 20, maxAttempts: 3 });
    workers.push(worker);
    worker.start();
    await until(async () => (await listDeliveries(services.db, leadId))[0]!.status === "failed");
    const [failed] = await listDeliveries(services.db, leadId);
    expect(failed!.attempts).toBe(3);
    expect(failed!.last_error).toBeTruthy();
    await smtp.start();
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages).toHaveLength(0);
    expect(await requeueDeliveries(services.db, leadId)).toBe(1);
    await smtp.waitFor(1);
    await until(async () => (await listDeliveries(services.db, leadId))[0]!.status === "sent");
    expect(await requeueDeliveries(services.db, leadId)).toBe(0);
  });

  it("takes over a row whose lease expired (its sender crashed) and sends it once", async () => {
    const { leadId } = await accept(services);
    // A process claims the row and dies before sending: only its lease remains.
    const claimed = await claimDueDeliveries(services.db, {
      now: new Date(),
      leaseMs: 300,
      limit: 10,
      token: "crashed-process",
    });
    expect(claimed).toHaveLength(1);
    const worker = workerFor(services, smtp);
    workers.push(worker);
    worker.start();
    await new Promise((r) => setTimeout(r, 150));
    expect(smtp.messages).toHaveLength(0);
    await smtp.waitFor(1);
    await until(async () => (await listDeliveries(services.db, leadId))[0]!.status === "sent");
    const [row] = await listDeliveries(services.db, leadId);
    expect(row!.attempts).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages).toHaveLength(1);
  });

  it("claims only the rows it is sending: one per send slot, none waiting behind them", async () => {
    smtp.setStalled(true);
    for (let i = 0; i < 12; i++) await accept(services);
    const worker = workerFor(services, smtp, {}, { concurrency: 3 });
    workers.push(worker);
    worker.start();
    await smtp.waitForStalledClient();
    await new Promise((r) => setTimeout(r, 300));
    expect(await statusesOf(services)).toEqual({ pending: 9, sending: 3 });
    smtp.setStalled(false);
    await until(async () => (await statusesOf(services)).sent === 12);
    expect(smtp.messages).toHaveLength(12);
  });

  it("sends leads accepted while another is stuck on a slow mail server, one slot each", async () => {
    smtp.setStalled(true);
    const worker = workerFor(services, smtp, {}, { concurrency: 3 });
    workers.push(worker);
    worker.start();
    await accept(services);
    await smtp.waitForStalledClient();
    for (let i = 0; i < 4; i++) await accept(services);
    await until(async () => (await statusesOf(services)).sending === 3);
    await new Promise((r) => setTimeout(r, 200));
    expect(await statusesOf(services)).toEqual({ pending: 2, sending: 3 });
    smtp.setStalled(false);
    await until(async () => (await statusesOf(services)).sent === 5);
    expect(smtp.messages).toHaveLength(5);
  });

  it("renews the lease while a send lasts, so no other worker sends the row again", async () => {
    smtp.setStalled(true);
    const { leadId } = await accept(services);
    const sender = workerFor(services, smtp, { deliveryLeaseMs: 300 }, { heartbeatMs: 50 });
    workers.push(sender);
    sender.start();
    await smtp.waitForStalledClient();
    const other = workerFor(services, smtp, { deliveryLeaseMs: 300 }, { heartbeatMs: 50 });
    workers.push(other);
    other.start();
    // Three leases long: without the heartbeat the other worker takes the row over.
    await new Promise((r) => setTimeout(r, 1000));
    smtp.setStalled(false);
    await until(async () => (await listDeliveries(services.db, leadId))[0]!.status === "sent");
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages).toHaveLength(1);
    expect((await listDeliveries(services.db, leadId))[0]!.attempts).toBe(1);
  });

  it("gives back at start the rows of a process gone from this machine, not those of the living", async () => {
    const gone = await accept(services);
    const elsewhere = await accept(services);
    const living = await accept(services);
    const claimAs = (token: string) =>
      claimDueDeliveries(services.db, { now: new Date(), leaseMs: 60_000, limit: 1, token });
    expect(await claimAs(`${deadPid()}@${thisPlace()}/${crypto.randomUUID()}`)).toHaveLength(1);
    expect(await claimAs(`${deadPid()}@another-machine/${crypto.randomUUID()}`)).toHaveLength(1);
    expect(await claimAs(`${process.ppid}@${thisPlace()}/${crypto.randomUUID()}`)).toHaveLength(1);
    const worker = workerFor(services, smtp);
    workers.push(worker);
    worker.start();
    const [mail] = await smtp.waitFor(1, 5_000);
    expect(mail!.parsed.headers.get("x-lead-id")).toBe(gone.leadId);
    await until(async () => (await listDeliveries(services.db, gone.leadId))[0]!.status === "sent");
    expect((await listDeliveries(services.db, gone.leadId))[0]!.attempts).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages).toHaveLength(1);
    for (const { leadId } of [elsewhere, living])
      expect((await listDeliveries(services.db, leadId))[0]!.status).toBe("sending");
  });

  it("shares the outbox between two workers: every row is sent exactly once", async () => {
    const count = 60;
    const ids = [];
    for (let i = 0; i < count; i++) ids.push((await accept(services)).leadId);
    const a = workerFor(services, smtp);
    const b = workerFor(services, smtp);
    workers.push(a, b);
    a.start();
    b.start();
    const messages = await smtp.waitFor(count, 30_000);
    await until(async () => (await countDeliveriesByStatus(services.db)).sent === count);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages).toHaveLength(count);
    const leadIds = messages.map((m) => m.parsed.headers.get("x-lead-id"));
    expect(new Set(leadIds).size).toBe(count);
    expect(new Set(leadIds)).toEqual(new Set(ids));
  });

  it("lets the e-mail under way finish when it stops", async () => {
    smtp.setStalled(true);
    const { leadId } = await accept(services);
    const worker = workerFor(services, smtp);
    worker.start();
    await smtp.waitForStalledClient();
    let stopped = false;
    const stopping = worker.stop(10_000).then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(stopped).toBe(false);
    smtp.setStalled(false);
    await stopping;
    expect(smtp.messages).toHaveLength(1);
    const [row] = await listDeliveries(services.db, leadId);
    expect(row!.status).toBe("sent");
  });
});

describe("without SMTP_URL", () => {
  let services: LeadTestServices;
  beforeAll(async () => {
    services = await createLeadTestServices("sqlite");
  });
  afterAll(async () => {
    await services?.cleanup();
  });

  it("writes each e-mail as an .eml file in DATA_DIR/outbox, once, even when retried", async () => {
    const { leadId } = await accept(services);
    const worker = workerFor(services, undefined);
    expect(worker.transport).toBe("file");
    expect(await worker.runOnce()).toBe(1);
    const outbox = path.join(services.dataDir, "outbox");
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^\\d{8}T\\d{6}Z-lead-${leadId}-\\d+\\.eml$`));
    const parsed = await simpleParser(fs.readFileSync(path.join(outbox, files[0]!)));
    expect(parsed.to && "text" in parsed.to ? parsed.to.text : "").toBe(services.settings.email.recipient);
    expect(parsed.text).toContain('<prospect status="new">');
    await requeueDeliveries(services.db, leadId, { includeSent: true });
    expect(await worker.runOnce()).toBe(1);
    expect(fs.readdirSync(outbox)).toEqual(files);
    await worker.stop();
  });

  it("file mailer refuses nothing a real SMTP server would take", async () => {
    const mailer = createMailer({ outboxDir: path.join(services.dataDir, "other") });
    const info = await mailer.send(
      { from: "a@example.com", to: "b@example.com", subject: "S", text: "T", messageId: "<x@example.com>" },
      "x.eml",
    );
    expect(info.messageId).toBe("<x@example.com>");
    mailer.close();
  });
});
