import crypto from "node:crypto";
import path from "node:path";
import type { Logger } from "pino";
import type { Settings } from "~/features/company/settings.server";
import type { DB } from "~/lib/db/connection.server";
import type { Env } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import { createMailer, type Mailer } from "~/lib/mail/mailer.server";
import { type DeliveryRow, findLead } from "../model/lead-repository.server";
import { emlFileName, leadEmail } from "./lead-email.server";
import { claimDueDeliveries, markFailed, markSent, releaseClaim } from "./outbox.server";
import { onOutboxNotified } from "./outbox-signal.server";

/**
 * The delivery worker: runs inside the web process, claims due outbox rows (see
 * outbox.server.ts), renders and sends each e-mail, and records the outcome. It wakes at
 * once when a lead is accepted in this process and otherwise polls every second, which is
 * also how it finds rows other processes queued and rows whose lease expired after a crash.
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
  batchSize?: number;
  concurrency?: number;
};

export class DeliveryWorker {
  readonly token = crypto.randomUUID();
  private readonly mailer: Mailer;
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopping = false;
  private wakeRequested = false;
  private current: Promise<void> | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.mailer =
      options.mailer ??
      createMailer({ smtpUrl: options.env.smtpUrl, outboxDir: path.join(options.env.dataDir, "outbox") });
    this.logger = options.logger ?? getLogger();
  }

  get transport(): Mailer["kind"] {
    return this.mailer.kind;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = onOutboxNotified(() => this.wake());
    this.wake();
  }

  /** Runs a pass now (or right after the pass under way). */
  wake(): void {
    if (!this.running || this.stopping) return;
    if (this.current) {
      this.wakeRequested = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.current = this.loop().finally(() => {
      this.current = undefined;
      if (!this.running || this.stopping) return;
      if (this.wakeRequested) {
        this.wakeRequested = false;
        this.wake();
      } else {
        this.timer = setTimeout(() => this.wake(), this.options.pollMs ?? 1000);
      }
    });
  }

  /** Claims and sends until nothing is due. */
  private async loop(): Promise<void> {
    try {
      while (!this.stopping) {
        const sent = await this.runOnce();
        if (sent === 0) return;
      }
    } catch (error) {
      // The database went away for a moment: try again at the next poll.
      this.logger.error({ err: { message: (error as Error).message } }, "lead delivery pass failed");
    }
  }

  /** One batch: claim due rows and send them; returns how many rows were claimed. */
  async runOnce(): Promise<number> {
    const { db, env } = this.options;
    const rows = await claimDueDeliveries(db, {
      now: new Date(),
      leaseMs: env.leads.deliveryLeaseMs,
      limit: this.options.batchSize ?? 20,
      token: this.token,
    });
    const queue = [...rows];
    const workers = Array.from(
      { length: Math.min(this.options.concurrency ?? 5, queue.length) },
      async () => {
        for (let row = queue.shift(); row; row = queue.shift()) {
          if (this.stopping) await releaseClaim(this.options.db, row, this.token);
          else await this.deliver(row);
        }
      },
    );
    await Promise.all(workers);
    return rows.length;
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
      const message = (error as Error).message ?? String(error);
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
    if (!this.running) return;
    this.stopping = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    const current = this.current;
    if (current) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([current, new Promise<void>((r) => (timeout = setTimeout(r, timeoutMs)))]);
      clearTimeout(timeout);
    }
    this.running = false;
    this.mailer.close();
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
