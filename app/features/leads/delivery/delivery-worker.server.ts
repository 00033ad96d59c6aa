import path from "node:path";
import type { Logger } from "pino";
import type { Settings } from "~/features/company/settings.server";
import type { DB } from "~/lib/db/connection.server";
import type { Env } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import { createMailer, type Mailer } from "~/lib/mail/mailer.server";
import { type DeliveryRow, findLead } from "../model/lead-repository.server";
import { claimHolderIsGone, markTokenLive, newClaimToken } from "./claim-holder.server";
import { deliveryErrorText } from "./delivery-error";
import { emlFileName, leadEmail } from "./lead-email.server";
import {
  claimDueDeliveries,
  markFailed,
  markSent,
  releaseClaimsOfGoneHolders,
  renewClaims,
} from "./outbox.server";
import { onOutboxNotified } from "./outbox-signal.server";

/**
 * The delivery worker: runs inside the web process, claims due outbox rows (see
 * outbox.server.ts), renders and sends each e-mail, and records the outcome. It wakes at
 * once when a lead is accepted in this process and otherwise polls every second, which is
 * also how it finds rows other processes queued and rows whose lease expired after a crash.
 *
 * What a crash can cost is what was claimed when it happened, so each of its `concurrency`
 * send slots claims one row, sends it and records the outcome before it claims the next:
 * nothing waits claimed behind a send. While rows are held, a heartbeat renews their lease
 * every `heartbeatMs` (a third of the lease), so the lease can be short: a process that dies
 * leaves its rows to another worker within LEAD_DELIVERY_LEASE_MS (a minute), and a worker
 * starting where it ran gives them back at once (claim-holder.server.ts).
 *
 * stop() stops claiming and waits for the e-mails being sent to finish (up to a limit), so a
 * restart neither cuts a message in half nor leaves rows to wait for their lease.
 */
export type DeliveryWorkerOptions = {
  db: DB;
  settings: () => Settings;
  env: Pick<Env, "siteUrl" | "leads" | "smtpUrl" | "dataDir">;
  mailer?: Mailer;
  logger?: Logger;
  pollMs?: number;
  /** Send slots: rows sent (and held) at once; the SMTP pool's connections. */
  concurrency?: number;
  /** How often held rows' lease is renewed; a third of the lease by default. */
  heartbeatMs?: number;
};

export class DeliveryWorker {
  readonly token = newClaimToken();
  private readonly mailer: Mailer;
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopping = false;
  /** The send slots running now; each ends when nothing is due. */
  private readonly slots = new Set<Promise<void>>();
  private unsubscribe: (() => void) | undefined;
  /** Rows this worker holds right now (each being sent), and the heartbeat renewing them. */
  private held = 0;
  private heartbeat: NodeJS.Timeout | undefined;
  /** Rows of processes gone from this machine, given back before the first claim. */
  private recovery: Promise<void> | undefined;
  private mailerOpen = true;

  constructor(private readonly options: DeliveryWorkerOptions) {
    markTokenLive(this.token, true);
    this.mailer =
      options.mailer ??
      createMailer({ smtpUrl: options.env.smtpUrl, outboxDir: path.join(options.env.dataDir, "outbox") });
    this.logger = options.logger ?? getLogger();
  }

  get transport(): Mailer["kind"] {
    return this.mailer.kind;
  }

  private get concurrency(): number {
    return this.options.concurrency ?? 5;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.recovery = this.releaseGoneHolders();
    this.unsubscribe = onOutboxNotified(() => this.wake());
    this.wake();
  }

  /**
   * Looks for due rows now: starts one more send slot (up to `concurrency`). A slot that
   * claims a row starts another, so a burst fans out while an idle poll is one query; a new
   * lead gets a slot of its own even while the others wait on a slow mail server.
   */
  wake(): void {
    if (!this.running || this.stopping) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.startSlot();
  }

  private startSlot(): void {
    if (!this.running || this.stopping || this.slots.size >= this.concurrency) return;
    const slot: Promise<void> = this.recovery!.then(() => this.runSlot(() => this.startSlot()))
      .then(
        () => {},
        (error: Error) =>
          // The database went away for a moment: try again at the next poll.
          this.logger.error({ err: { message: error.message } }, "lead delivery pass failed"),
      )
      .finally(() => {
        this.slots.delete(slot);
        if (this.slots.size === 0 && this.running && !this.stopping)
          this.timer = setTimeout(() => this.wake(), this.options.pollMs ?? 1000);
      });
    this.slots.add(slot);
  }

  private async releaseGoneHolders(): Promise<void> {
    try {
      const released = await releaseClaimsOfGoneHolders(this.options.db, claimHolderIsGone);
      if (released > 0) this.logger.warn({ released }, "lead e-mails of a stopped process queued again");
    } catch (error) {
      // Their lease gives them back all the same, within a minute.
      this.logger.error({ err: { message: (error as Error).message } }, "lead delivery recovery failed");
    }
  }

  /** Sends until nothing is due (the CLI, tests); returns how many rows were claimed. */
  async runOnce(): Promise<number> {
    const slots = Array.from({ length: this.concurrency }, () => this.runSlot());
    // Every slot ends before this does, even when one of them failed.
    const outcomes = await Promise.allSettled(slots);
    const failure = outcomes.find((o) => o.status === "rejected");
    if (failure) throw failure.reason;
    return outcomes.reduce((sum, o) => sum + (o.status === "fulfilled" ? o.value : 0), 0);
  }

  /**
   * One send slot: claim one row, send it, record the outcome, repeat until nothing is due.
   * `onClaimed` runs after each claim (the worker starts another slot there).
   */
  private async runSlot(onClaimed?: () => void): Promise<number> {
    const { db, env } = this.options;
    let claimed = 0;
    while (!this.stopping) {
      const [row] = await claimDueDeliveries(db, {
        now: new Date(),
        leaseMs: env.leads.deliveryLeaseMs,
        limit: 1,
        token: this.token,
      });
      if (!row) break;
      claimed++;
      this.hold(1);
      onClaimed?.();
      try {
        await this.deliver(row);
      } finally {
        this.hold(-1);
      }
    }
    return claimed;
  }

  /** Counts held rows; the heartbeat runs while there are any. */
  private hold(change: 1 | -1): void {
    this.held += change;
    if (this.held > 0 && !this.heartbeat) {
      const { db, env } = this.options;
      const leaseMs = env.leads.deliveryLeaseMs;
      this.heartbeat = setInterval(
        () => {
          renewClaims(db, this.token, { now: new Date(), leaseMs }).catch((error: Error) =>
            // The next beat tries again; the lease is three beats long.
            this.logger.warn({ err: { message: error.message } }, "lead delivery lease not renewed"),
          );
        },
        this.options.heartbeatMs ?? Math.max(50, Math.floor(leaseMs / 3)),
      );
      this.heartbeat.unref();
    } else if (this.held === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
      // The send stop() stopped waiting for has ended: the token is free to be judged gone.
      if (this.stopping) markTokenLive(this.token, false);
    }
  }

  private async deliver(row: DeliveryRow): Promise<void> {
    const { db, env } = this.options;
    try {
      const lead = await findLead(db, row.lead_id);
      if (!lead) throw new Error("lead not found");
      const mail = leadEmail(lead, row, {
        settings: this.options.settings(),
        siteUrl: env.siteUrl,
        mailFrom: env.leads.mailFrom,
      });
      const info = await this.mailer.send(mail, emlFileName(lead, row.id));
      const recorded = await markSent(db, row, this.token, info.messageId);
      if (!recorded)
        this.logger.warn(
          { deliveryId: row.id, leadId: row.lead_id },
          "lead e-mail sent after its lease expired",
        );
      else
        this.logger.info(
          { deliveryId: row.id, leadId: row.lead_id, attempt: row.attempts },
          "lead e-mail sent",
        );
    } catch (error) {
      // The server's reply without the addresses it quotes: no personal data in the log or the row.
      const message = deliveryErrorText(error);
      const outcome = await markFailed(db, row, this.token, message, {
        maxAttempts: env.leads.maxAttempts,
        retryBaseMs: env.leads.retryBaseMs,
      }).catch(() => "lost" as const);
      const log =
        outcome === "failed" ? this.logger.error.bind(this.logger) : this.logger.warn.bind(this.logger);
      log(
        { deliveryId: row.id, leadId: row.lead_id, attempt: row.attempts, outcome, err: { message } },
        outcome === "failed" ? "lead e-mail failed after its last try" : "lead e-mail try failed",
      );
    }
  }

  /** Stops claiming; waits up to `timeoutMs` for the e-mails being sent, then closes the transport. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopping = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    if (this.slots.size > 0) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(this.slots),
        new Promise<void>((r) => (timeout = setTimeout(r, timeoutMs))),
      ]);
      clearTimeout(timeout);
    }
    // A send still under way keeps its token live (and its heartbeat), so no worker of this
    // process mistakes its row for a dead process's.
    if (this.held === 0) markTokenLive(this.token, false);
    this.running = false;
    if (this.mailerOpen) this.mailer.close();
    this.mailerOpen = false;
  }
}

let processWorker: DeliveryWorker | undefined;

/** Starts this process's worker (app.server.ts startApp()). */
export function startLeadDelivery(services: { db: DB; settings: Settings; env: Env }): DeliveryWorker {
  if (processWorker) return processWorker;
  processWorker = new DeliveryWorker({
    db: services.db,
    settings: () => services.settings,
    env: services.env,
  });
  processWorker.start();
  return processWorker;
}

/** Stops this process's worker, letting e-mails under way finish (app.server.ts stopApp()). */
export async function stopLeadDelivery(): Promise<void> {
  const worker = processWorker;
  processWorker = undefined;
  await worker?.stop();
}
