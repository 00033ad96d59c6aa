/**
 * A counting semaphore with a bounded queue: at most `concurrency` jobs run at once, at most
 * `queue` wait, and one beyond that is refused at once (`SlotsFullError`) rather than parked
 * for minutes holding its memory. Photo encodes use it so a burst of photo requests takes
 * a set number of cores and leaves the rest to page renders.
 */
export class SlotsFullError extends Error {
  override name = "SlotsFullError";
}

export class WorkSlots {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error("concurrency must be 1 or more");
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.queue) throw new SlotsFullError("too many jobs waiting");
      // The slot is handed over by the job that ends: #running stays counted for us.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await job();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
