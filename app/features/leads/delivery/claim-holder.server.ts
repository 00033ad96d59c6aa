import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";

/**
 * Who holds a claimed outbox row. The claim token names the holding process (its id, and
 * where that id means something: the machine, its current boot and the process-id namespace)
 * before a random part, so a process starting in the same place can tell that the holder of
 * a row left 'sending' is gone (a SIGKILL, a crash) and give the row back at once, instead of
 * waiting for the lease to run out.
 *
 * Only "gone" is acted on, and only when it is certain: a holder elsewhere (another machine,
 * another container, before a reboot), or a process id that is in use again, counts as alive,
 * and its rows wait for their lease (LEAD_DELIVERY_LEASE_MS, a minute), which its heartbeat
 * no longer renews.
 */
export type ClaimHolder = { pid: number; place: string };

const TOKEN = /^(\d+)@([^/]*)\/[0-9a-f-]+$/;

/** The tokens of the workers alive in this process (there may be several: tests, the CLI). */
const liveTokens = new Set<string>();

let here: string | undefined;

/**
 * Where this process's id means something: the host name, the boot (two machines may share a
 * name; a reboot reuses ids) and the process-id namespace (containers sharing the host's
 * name each count from 1). Outside Linux, the host name alone.
 */
export function thisPlace(): string {
  if (here !== undefined) return here;
  const parts = [os.hostname()];
  try {
    parts.push(fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim());
    parts.push(fs.readlinkSync("/proc/self/ns/pid").replace(/\D/g, ""));
  } catch {
    // Not Linux: the host name it is.
  }
  here = parts.join("~").replace(/[/\s]/g, "");
  return here;
}

export function newClaimToken(): string {
  return `${process.pid}@${thisPlace()}/${crypto.randomUUID()}`;
}

export function holderOf(token: string): ClaimHolder | undefined {
  const match = TOKEN.exec(token);
  return match ? { pid: Number(match[1]), place: match[2]! } : undefined;
}

export function markTokenLive(token: string, live: boolean): void {
  if (live) liveTokens.add(token);
  else liveTokens.delete(token);
}

/** Whether the process that claimed with `token` has certainly stopped. */
export function claimHolderIsGone(token: string): boolean {
  if (liveTokens.has(token)) return false;
  const holder = holderOf(token);
  // A token of another form (an older version's bare UUID) or from elsewhere: its lease decides.
  if (!holder || holder.place !== thisPlace()) return false;
  // Our own process id with a token no worker of ours holds: an earlier process that had
  // the same id in the same place.
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    // EPERM: the id belongs to a process we may not signal, so it is not certainly gone.
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
