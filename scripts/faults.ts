// `npm run faults [-- --leads 200 --smtp-down-seconds 60 --burst-seconds 120]`: the lead pipeline
// through a mail outage and a crash, against the production server (`node server/start.js`) and a
// local SMTP server, as docs/quality.md ("Faults") describes.
//
// Timeline (t = 0 when the burst starts):
// - 0 .. burst: --leads leads are posted to POST /api/email/send at a steady rate, each with its
//   own Idempotency-Key. A post the server does not answer (it is down) or answers 5xx is sent again
//   with the same key every 250 ms, as an integration retries; only a 202 counts as "accepted".
// - 0 .. down: the mail server is down: not listening for the first half, then answering every
//   connection with 421 (the two ways a real one is down).
// - down: the mail server is back. It answers each message 30 ms after it has stored it, as a real one
//   does after writing it to disk. At the third message it stores, the site is killed (SIGKILL) with
//   e-mails in flight, in the middle of the burst, and a new server starts at once on the same port
//   and the same SQLite file.
// - then every accepted lead must arrive: none lost; a repeat (same Message-ID) only for an e-mail the
//   dead server was sending; the dead server's claims given back well within the one-minute lease.
//
// Exits 1 when an accepted lead is lost, a repeat is not one of the e-mails in flight at the kill,
// or the claims were not released within a minute.
import type { ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { leadApiEnv, leadApiHeaders, sampleLeadBody } from "~tests/support/lead-api";
import {
  fileTimestamp,
  formatTable,
  freePort,
  HOST,
  makeTempDir,
  onCleanup,
  parseFlagsOrExit,
  positiveInt,
  ROOT,
  runScript,
  sleep,
  spawnGroup,
  stopProcess,
  timeLimit,
  waitHealthy,
  writeResults,
} from "./bench-support";

const { values } = parseArgs({
  options: {
    leads: { type: "string" },
    "smtp-down-seconds": { type: "string" },
    "burst-seconds": { type: "string" },
  },
});
const options = parseFlagsOrExit(() => {
  const downSeconds = positiveInt("smtp-down-seconds", values["smtp-down-seconds"], 60, 2);
  return {
    leads: positiveInt("leads", values.leads, 200, 10),
    downSeconds,
    // By default the mail server comes back, and the site is killed, in the middle of the burst.
    burstSeconds: positiveInt("burst-seconds", values["burst-seconds"], downSeconds * 2, downSeconds + 1),
  };
});

/** The lease a crashed server's claims would wait for (LEAD_DELIVERY_LEASE_MS's default). */
const LEASE_MS = 60_000;
/** The kill comes when the mail server has stored this many messages after coming back. */
const KILL_AT_MESSAGE = 3;
/** How long a message waits for its 250 after it was stored: the window a kill can fall into. */
const ANSWER_DELAY_MS = 30;
const RETRY_EVERY_MS = 250;
/** A post still unanswered after this long (the site down that long) counts as not accepted. */
const GIVE_UP_AFTER_MS = 90_000;
const DRAIN_TIMEOUT_MS = 15 * 60_000;

const elapsed = (since: number) => (performance.now() - since) / 1000;
const log = (t0: number, message: string) =>
  console.log(`[${elapsed(t0).toFixed(1).padStart(6)} s] ${message}`);

// ---------------------------------------------------------------------------------------------
// The mail server: down (not listening), refusing (421), or up.

type MailMode = "closed" | "refusing" | "up";
type Arrival = { delivery: string; at: number };

async function mailServer(port: number, onStored: (count: number) => void) {
  let mode: MailMode = "up";
  let server: SMTPServer | undefined;
  const arrivals: Arrival[] = [];
  let refusals = 0;

  const create = () => {
    const created = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      closeTimeout: 500,
      onConnect(_session, callback) {
        if (mode !== "refusing") return callback();
        refusals++;
        const error = Object.assign(new Error("Service not available, try again later"), {
          responseCode: 421,
        });
        callback(error);
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const delivery = /^Message-ID:\s*<lead-([^>@]+)@/im.exec(raw)?.[1] ?? "unknown";
          arrivals.push({ delivery, at: performance.now() });
          onStored(arrivals.length);
          setTimeout(() => callback(), ANSWER_DELAY_MS);
        });
      },
    });
    // A client killed mid-session resets its connection: expected here.
    created.on("error", () => {});
    return created;
  };

  const listen = async () => {
    if (server) return;
    server = create();
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(port, HOST, () => resolve());
    });
  };
  const close = async () => {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  return {
    url: `smtp://${HOST}:${port}`,
    arrivals,
    refusals: () => refusals,
    async set(next: MailMode) {
      mode = next;
      if (next === "closed") await close();
      else await listen();
    },
    stop: close,
  };
}

// ---------------------------------------------------------------------------------------------
// The site.

type Site = { child: ChildProcess; output: () => string };

function startServer(port: number, dataDir: string, smtpUrl: string, skipBuildCheck: boolean): Site {
  let output = "";
  const child = spawnGroup(process.execPath, ["server/start.js"], {
    stdio: "pipe",
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PORT: String(port),
      SMTP_URL: smtpUrl,
      ...leadApiEnv,
      // Neither limit is under test: the integration key's and the loopback address's.
      LEAD_API_RATE_LIMIT: "1000000",
      RATE_LIMIT_EXEMPT: "loopback",
      // The restart runs the build the first server ran, at once (no rebuild of edited sources).
      ...(skipBuildCheck ? { SKIP_BUILD_CHECK: "1" } : {}),
    },
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  onCleanup(() => stopProcess(child));
  return { child, output: () => output };
}

/** The outbox as the script reads it beside the server (WAL: readers never block the writer). */
function readOutbox(dataDir: string) {
  const db = new Database(path.join(dataDir, "dealer.sqlite"), { readonly: true });
  try {
    return db
      .prepare("select id, lead_id as leadId, status, claim_token as claimToken from lead_deliveries")
      .all() as Array<{ id: number; leadId: string; status: string; claimToken: string | null }>;
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The burst.

type PostOutcome = {
  index: number;
  leadId?: string;
  status?: number;
  tries: number;
  /** Tries the server did not answer (down) or answered 5xx. */
  unanswered: number;
  fiveHundreds: number;
  duplicate?: boolean;
};

async function postLead(baseUrl: string, index: number): Promise<PostOutcome> {
  const outcome: PostOutcome = { index, tries: 0, unanswered: 0, fiveHundreds: 0 };
  const started = performance.now();
  for (;;) {
    outcome.tries++;
    try {
      const response = await fetch(`${baseUrl}/api/email/send`, {
        method: "POST",
        headers: leadApiHeaders({ "idempotency-key": `faults-${index}` }),
        body: sampleLeadBody(index),
        signal: AbortSignal.timeout(30_000),
      });
      // A body cut off (the kill can fall between the status line and the body) throws, and the
      // try counts as unanswered: only the retry (same key) then says which lead was stored.
      const text = await response.text();
      outcome.status = response.status;
      if (response.status === 202) {
        const body = JSON.parse(text) as { leadId: string; duplicate: boolean };
        outcome.leadId = body.leadId;
        outcome.duplicate = body.duplicate;
        return outcome;
      }
      if (response.status < 500) return outcome;
      outcome.fiveHundreds++;
    } catch {
      // Refused, reset or timed out: the server is down or died with the request.
      outcome.unanswered++;
      outcome.status = undefined;
    }
    if (performance.now() - started > GIVE_UP_AFTER_MS) return outcome;
    await sleep(RETRY_EVERY_MS);
  }
}

// ---------------------------------------------------------------------------------------------

process.env.LOG_LEVEL ||= "warn";

await runScript(async () => {
  const { leads, downSeconds, burstSeconds } = options;
  const dataDir = makeTempDir("dealer-faults-");
  const sitePort = await freePort();
  const baseUrl = `http://${HOST}:${sitePort}`;

  let site: Site | undefined;
  let killedAt: number | undefined;
  let killRequested = false;
  let smtpBackAt: number | undefined;
  const kill = () => {
    if (killRequested || !site) return;
    killRequested = true;
    // SIGKILL to the server process itself: no handler runs, nothing is flushed or released.
    site.child.kill("SIGKILL");
    killedAt = performance.now();
  };
  // Nothing arrives before the outage (the burst starts with it): count from the mail server's return.
  const smtp = await mailServer(await freePort(), (count) => {
    if (smtpBackAt !== undefined && count === KILL_AT_MESSAGE) kill();
  });
  onCleanup(() => smtp.stop());

  console.log(`Starting the production server (data in ${dataDir})...`);
  site = startServer(sitePort, dataDir, smtp.url, process.env.SKIP_BUILD_CHECK === "1");
  await waitHealthy(baseUrl, site.child, 600_000);
  const firstPid = site.child.pid!;

  console.log(
    `${leads} leads over ${burstSeconds} s; the mail server down for ${downSeconds} s from the start ` +
      `(not listening, then 421); SIGKILL at its ${KILL_AT_MESSAGE}rd message after it is back.\n`,
  );
  const t0 = performance.now();
  await smtp.set("closed");
  log(t0, "mail server down: not listening");

  // The mail server's outage, on its own clock.
  const outage = (async () => {
    await sleep((downSeconds * 1000) / 2);
    await smtp.set("refusing");
    log(t0, "mail server refusing: 421 to every connection");
    await sleep((downSeconds * 1000) / 2);
    smtpBackAt = performance.now();
    await smtp.set("up");
    log(t0, "mail server up");
  })();

  // The crash and the restart, once the mail server's messages trigger the kill.
  const crash = (async () => {
    await outage;
    // Should no message come (it does within a second), kill anyway after 15 s.
    const fallback = timeLimit(15_000).then(kill);
    while (!killRequested) await Promise.race([sleep(20), fallback]);
    const dead = site!.child;
    await new Promise<void>((resolve) => {
      if (dead.exitCode !== null || dead.signalCode !== null) resolve();
      else dead.once("exit", () => resolve());
    });
    log(t0, `server killed (SIGKILL, pid ${firstPid})`);
    // What the dead server held: rows it was sending, under its claim token.
    const atKill = readOutbox(dataDir);
    const heldAtKill = atKill.filter(
      (r) => r.status === "sending" && r.claimToken?.startsWith(`${firstPid}@`),
    );
    const restartedAt = performance.now();
    site = startServer(sitePort, dataDir, smtp.url, true);
    // Time until no row is held by the dead server any more.
    let releasedAt: number | undefined;
    const releaseWatch = (async () => {
      while (performance.now() - restartedAt < LEASE_MS * 2) {
        const held = readOutbox(dataDir).filter(
          (r) => r.status === "sending" && r.claimToken?.startsWith(`${firstPid}@`),
        );
        if (held.length === 0) {
          releasedAt = performance.now();
          return;
        }
        await sleep(20);
      }
    })();
    await waitHealthy(baseUrl, site.child, 120_000);
    const healthyAt = performance.now();
    log(t0, `new server healthy after ${((healthyAt - restartedAt) / 1000).toFixed(1)} s`);
    await releaseWatch;
    return { atKill, heldAtKill, restartedAt, healthyAt, releasedAt };
  })();

  // The burst: lead i is posted at t0 + i * interval whatever happened to the earlier ones.
  const intervalMs = (burstSeconds * 1000) / leads;
  const posts: Array<Promise<PostOutcome>> = [];
  for (let i = 0; i < leads; i++) {
    const due = t0 + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    posts.push(postLead(baseUrl, i));
    if ((i + 1) % 50 === 0) log(t0, `${i + 1} leads posted`);
  }
  const outcomes = await Promise.all(posts);
  const lastAnsweredAt = performance.now();
  log(t0, "every post answered");
  const restart = await crash;

  // Every accepted lead must arrive.
  const accepted = outcomes.filter((o) => o.leadId);
  const acceptedIds = new Set(accepted.map((o) => o.leadId!));
  const leadOf = (delivery: string) => delivery.slice(0, delivery.lastIndexOf("."));
  const arrivedLeads = () => new Set(smtp.arrivals.map((a) => leadOf(a.delivery)));
  const drainStarted = performance.now();
  for (;;) {
    const arrived = arrivedLeads();
    if ([...acceptedIds].every((id) => arrived.has(id))) break;
    if (performance.now() - drainStarted > DRAIN_TIMEOUT_MS) break;
    await sleep(100);
  }
  const arrivalOfLast = Math.max(
    ...smtp.arrivals.filter((a) => acceptedIds.has(leadOf(a.delivery))).map((a) => a.at),
  );
  // Repeats would come now if any were still queued.
  await sleep(3_000);
  const finalOutbox = readOutbox(dataDir);
  await stopProcess(site.child);

  // The figures.
  const arrived = arrivedLeads();
  const lost = [...acceptedIds].filter((id) => !arrived.has(id));
  const perDelivery = new Map<string, number>();
  for (const { delivery } of smtp.arrivals) perDelivery.set(delivery, (perDelivery.get(delivery) ?? 0) + 1);
  const repeated = [...perDelivery].filter(([, n]) => n > 1).map(([delivery]) => delivery);
  const inFlight = new Set(restart.heldAtKill.map((r) => `${r.leadId}.${r.id}`));
  const repeatedOutsideFlight = repeated.filter((d) => !inFlight.has(d));
  const unknownMail = smtp.arrivals.filter((a) => !acceptedIds.has(leadOf(a.delivery))).length;
  const notAccepted = outcomes.filter((o) => !o.leadId);
  const retried = outcomes.filter((o) => o.tries > 1);
  const releasedAfterMs =
    restart.releasedAt === undefined ? undefined : restart.releasedAt - restart.restartedAt;
  const released = /"released":(\d+)[^\n]*queued again/.exec(site.output())?.[1];
  const results = {
    leads,
    burstSeconds,
    smtpDownSeconds: downSeconds,
    accepted: accepted.length,
    acceptedAfterRetry: accepted.filter((o) => o.tries > 1).length,
    acceptedAsDuplicate: accepted.filter((o) => o.duplicate).length,
    notAccepted: notAccepted.map((o) => ({ index: o.index, status: o.status ?? "no answer" })),
    postsRetried: retried.length,
    unansweredTries: outcomes.reduce((sum, o) => sum + o.unanswered, 0),
    fiveHundredAnswers: outcomes.reduce((sum, o) => sum + o.fiveHundreds, 0),
    smtpRefusals421: smtp.refusals(),
    delivered: [...acceptedIds].filter((id) => arrived.has(id)).length,
    lost: lost.length,
    lostLeadIds: lost,
    emailsReceived: smtp.arrivals.length,
    emailsNotOfAnAcceptedLead: unknownMail,
    deliveredTwice: repeated.length,
    deliveredTwiceOutsideInFlight: repeatedOutsideFlight.length,
    heldByDeadServerAtKill: restart.heldAtKill.length,
    outboxAtKill: countBy(restart.atKill.map((r) => r.status)),
    outboxAtEnd: countBy(finalOutbox.map((r) => r.status)),
    killSecondsIntoBurst: killedAt === undefined ? undefined : (killedAt - t0) / 1000,
    restartToHealthySeconds: (restart.healthyAt - restart.restartedAt) / 1000,
    restartToClaimsReleasedSeconds: releasedAfterMs === undefined ? undefined : releasedAfterMs / 1000,
    claimsReleasedLogged: released === undefined ? undefined : Number(released),
    smtpBackToLastDeliveredSeconds:
      smtpBackAt === undefined ? undefined : (arrivalOfLast - smtpBackAt) / 1000,
    lastAnswerToLastDeliveredSeconds: (arrivalOfLast - lastAnsweredAt) / 1000,
    burstStartToLastDeliveredSeconds: (arrivalOfLast - t0) / 1000,
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: os.loadavg(),
  };

  const s = (v: number | undefined) => (v === undefined ? "never" : `${v.toFixed(1)} s`);
  console.log("");
  console.log(
    formatTable(
      ["measure", "value", "note"],
      [
        ["leads posted", String(leads), `over ${burstSeconds} s, POST /api/email/send`],
        [
          "answered success (202)",
          String(results.accepted),
          `${results.acceptedAfterRetry} after a retry (${results.acceptedAsDuplicate} already stored by the dead server)`,
        ],
        [
          "not accepted",
          String(notAccepted.length),
          notAccepted.length ? "refused, or no answer for 90 s: never told it was accepted" : "",
        ],
        ["delivered", String(results.delivered), `${results.emailsReceived} e-mails received`],
        ["lost", String(results.lost), "accepted, never delivered: must be 0"],
        [
          "delivered twice",
          String(results.deliveredTwice),
          `same Message-ID; ${results.heldByDeadServerAtKill} e-mail(s) in flight at the kill, ${results.deliveredTwiceOutsideInFlight} repeat(s) outside them`,
        ],
        ["kill", s(results.killSecondsIntoBurst), "into the burst"],
        ["restart to healthy", s(results.restartToHealthySeconds), "new process on the same SQLite file"],
        [
          "restart to claims released",
          s(results.restartToClaimsReleasedSeconds),
          `the dead server's rows back in the queue; lease ${LEASE_MS / 1000} s`,
        ],
        ["drain", s(results.smtpBackToLastDeliveredSeconds), "mail server back to the last lead delivered"],
        ["", s(results.lastAnswerToLastDeliveredSeconds), "last post answered to the last lead delivered"],
      ],
    ),
  );
  const file = writeResults(`faults-${fileTimestamp()}.json`, results);
  console.log(`\nResults written to ${path.relative(ROOT, file)}`);

  const failures = [
    lost.length > 0 && `${lost.length} accepted lead(s) never delivered`,
    repeatedOutsideFlight.length > 0 && `${repeatedOutsideFlight.length} repeat(s) of e-mails not in flight`,
    (releasedAfterMs === undefined || releasedAfterMs > LEASE_MS) &&
      "the dead server's claims were not released within a minute",
  ].filter(Boolean);
  if (failures.length > 0) {
    console.error(`\nFAILED: ${failures.join("; ")}`);
    process.exitCode = 1;
  }
});

function countBy(items: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[item] = (counts[item] ?? 0) + 1;
  return counts;
}
