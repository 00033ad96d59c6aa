import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { leadApiEnv, leadApiHeaders } from "../support/lead-api";
import { SAMPLE_LEADS } from "../support/sample-leads";
import { freePort, type RunningServer, startServer } from "../support/server";

/**
 * The production server is killed (SIGKILL) in the middle of a burst of lead e-mails, and a
 * new one starts on the same SQLite database. The new one must send what the dead one left at
 * once (not after the one-minute lease), and send again only what the dead one was sending
 * when it died: at most its send slots (5), each with the Message-ID the first try carried.
 *
 * The mail server here answers each message 30 ms after it has stored it, as a real one does
 * after writing it to disk: a process killed in those 30 ms leaves a message the mail server
 * has but the outbox does not know was sent, the window no client can close.
 */
const LEADS = 24;
const KILL_AT_MESSAGE = 8;
const SEND_SLOTS = 5;

type Received = { delivery: string };

/** A real SMTP server (smtp-server) that can hold every session at MAIL FROM until released. */
async function mailServer(onStored: (count: number) => void) {
  const port = await freePort();
  const received: Received[] = [];
  let held: Array<() => void> | undefined = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 500,
    onMailFrom(_address, _session, callback) {
      if (held) held.push(() => callback());
      else callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const id = /^Message-ID:\s*<lead-([^>]+)@/im.exec(raw)?.[1] ?? "unknown";
        received.push({ delivery: id });
        onStored(received.length);
        setTimeout(() => callback(), 30);
      });
    },
  });
  // A client killed mid-session resets its connection: expected here, not a failure.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      for (const answer of waiting) answer();
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Row = { id: number; lead_id: string; status: string; attempts: number };

function outbox(dataDir: string): Row[] {
  const db = new Database(path.join(dataDir, "dealer.sqlite"), { readonly: true });
  try {
    return db.prepare("select id, lead_id, status, attempts from lead_deliveries order by id").all() as Row[];
  } finally {
    db.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("a server killed in the middle of a burst of lead e-mails", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-outbox-crash-"));
  let second: RunningServer | undefined;
  let first: RunningServer | undefined;
  let smtp: Awaited<ReturnType<typeof mailServer>> | undefined;

  afterAll(async () => {
    if (first?.process.exitCode === null) first.process.kill("SIGKILL");
    await second?.stop();
    await smtp?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("has the next server send every lead at once, again only those it was sending", async () => {
    smtp = await mailServer((count) => {
      if (count === KILL_AT_MESSAGE) first?.process.kill("SIGKILL");
    });
    // The default lease (a minute): what the next server sends within seconds, it did not wait for.
    const env = { ...leadApiEnv, SMTP_URL: smtp.url, RATE_LIMIT_EXEMPT: "loopback" };
    first = await startServer({ dataDir, env });
    const sample = SAMPLE_LEADS.find((s) => s.kind === "CAREERS")!;
    for (let i = 0; i < LEADS; i++) {
      const response = await fetch(`${first.url}/api/email/send`, {
        method: "POST",
        headers: leadApiHeaders({ "idempotency-key": `outbox-crash-${i}` }),
        body: JSON.stringify({
          kind: sample.kind,
          url: `https://cars.example.com${sample.path}`,
          payload: { user: sample.user, details: sample.details },
        }),
      });
      expect(response.status).toBe(202);
    }
    const exited = new Promise((resolve) => first!.process.once("exit", resolve));
    smtp.release();
    await exited;

    const atDeath = outbox(dataDir);
    expect(atDeath).toHaveLength(LEADS);
    const sendingAtDeath = atDeath.filter((row) => row.status === "sending");
    // Only rows under way are claimed: none waits claimed behind a send.
    expect(sendingAtDeath.length).toBeGreaterThan(0);
    expect(sendingAtDeath.length).toBeLessThanOrEqual(SEND_SLOTS);
    expect(atDeath.filter((row) => row.status === "pending").length).toBeGreaterThan(0);

    second = await startServer({ dataDir, env });
    // Well within the minute's lease: the new server gave the dead one's rows back at start.
    const restarted = Date.now();
    while (outbox(dataDir).some((row) => row.status !== "sent")) {
      if (Date.now() - restarted > 15_000)
        throw new Error(`not all sent: ${JSON.stringify(outbox(dataDir))}`);
      await sleep(100);
    }
    await sleep(500);

    const deliveryOf = (row: Row) => `${row.lead_id}.${row.id}`;
    const counts = new Map<string, number>();
    for (const { delivery } of smtp.received) counts.set(delivery, (counts.get(delivery) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(atDeath.map(deliveryOf).sort());
    const repeated = [...counts].filter(([, n]) => n > 1).map(([delivery]) => delivery);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    expect(repeated.length).toBeLessThanOrEqual(sendingAtDeath.length);
    // A repeat is always an e-mail the dead server was sending, never one it had recorded as sent.
    const wasSending = new Set(sendingAtDeath.map(deliveryOf));
    for (const delivery of repeated) expect(wasSending.has(delivery)).toBe(true);
  }, 60_000);
});
