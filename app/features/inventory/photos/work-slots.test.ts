import { describe, expect, it } from "vitest";
import { SlotsFullError, WorkSlots } from "./work-slots";

/** A job that runs until `finish()` is called, noting how many run beside it. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

describe("work slots", () => {
  it("run at most `concurrency` jobs at once, the others in their turn", async () => {
    const slots = new WorkSlots(2, 10);
    const gates = Array.from({ length: 5 }, gate);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const jobs = gates.map((g, i) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        await g.done;
        running--;
        return i;
      }),
    );
    await Promise.resolve();
    expect(slots.running).toBe(2);
    expect(slots.waiting).toBe(3);
    for (const g of gates) g.finish();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(slots.running).toBe(0);
    expect(slots.waiting).toBe(0);
  });

  it("refuse a job when the queue is full, and free the slot of one that failed", async () => {
    const slots = new WorkSlots(1, 1);
    const first = gate();
    const running = slots.run(() => first.done);
    const queued = slots.run(async () => "queued");
    await expect(slots.run(async () => "refused")).rejects.toBeInstanceOf(SlotsFullError);
    first.finish();
    await running;
    expect(await queued).toBe("queued");
    await expect(slots.run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await slots.run(async () => "after")).toBe("after");
    expect(slots.running).toBe(0);
  });
});
