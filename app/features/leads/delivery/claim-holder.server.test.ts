import { spawnSync } from "node:child_process";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { claimHolderIsGone, holderOf, markTokenLive, newClaimToken, thisPlace } from "./claim-holder.server";

const uuid = "0b6f1c9e-3d2a-4c55-9e0f-5a7d8c1b2e34";

/** A process id of this place that no process has any more. */
const endedPid = () => spawnSync(process.execPath, ["-e", ""]).pid!;

describe("a claim's holder", () => {
  it("is named in the token: this process, in this place (machine, boot, process namespace)", () => {
    expect(thisPlace().startsWith(os.hostname())).toBe(true);
    expect(holderOf(newClaimToken())).toEqual({ pid: process.pid, place: thisPlace() });
    expect(holderOf(uuid)).toBeUndefined();
  });

  it("is gone when its process has ended here", () => {
    expect(claimHolderIsGone(`${endedPid()}@${thisPlace()}/${uuid}`)).toBe(true);
  });

  it("is gone when it had this process's id here but is none of its workers (an earlier run)", () => {
    const token = newClaimToken();
    markTokenLive(token, true);
    expect(claimHolderIsGone(token)).toBe(false);
    markTokenLive(token, false);
    expect(claimHolderIsGone(token)).toBe(true);
  });

  it("is not known to be gone when it lives, runs elsewhere, or the token names no process", () => {
    expect(claimHolderIsGone(`${process.ppid}@${thisPlace()}/${uuid}`)).toBe(false);
    const ended = endedPid();
    // Same host name, another machine or container (or before a reboot): its ids are not ours.
    expect(claimHolderIsGone(`${ended}@${os.hostname()}~another-boot~1/${uuid}`)).toBe(false);
    expect(claimHolderIsGone(`${ended}@another-machine/${uuid}`)).toBe(false);
    expect(claimHolderIsGone(uuid)).toBe(false);
    expect(claimHolderIsGone("crashed-process")).toBe(false);
  });
});
