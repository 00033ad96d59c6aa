/**
 * Idle prefetching: once the browser has been idle for a second, the code and data of
 * the pages that visible links point to are fetched in the background, at most four
 * at a time, so the next click feels instant. Skipped on very slow connections and
 * when the visitor asked to save data.
 */
export const PREFETCH = { afterIdleMs: 1000, maxConcurrent: 4, perLinkTimeoutMs: 10_000 } as const;

type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== "slow-2g" && connection.effectiveType !== "2g";
}

/** The URL React Router's single fetch asks for a page's data. */
export function dataUrlFor(href: string): string {
  const url = new URL(href, "http://local");
  const path = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return `${path}${url.search}`;
}

/**
 * Runs tasks with at most `limit` in flight; each task is queued once.
 * Returns `add` to queue a key and its task.
 */
export function createPool(limit: number) {
  const seen = new Set<string>();
  const queue: Array<() => Promise<void>> = [];
  let running = 0;
  let peak = 0;
  const next = () => {
    while (running < limit && queue.length) {
      const task = queue.shift()!;
      running++;
      peak = Math.max(peak, running);
      task()
        .catch(() => {})
        .finally(() => {
          running--;
          next();
        });
    }
  };
  return {
    add(key: string, task: () => Promise<void>) {
      if (seen.has(key)) return;
      seen.add(key);
      queue.push(task);
      next();
    },
    get running() {
      return running;
    },
    get peak() {
      return peak;
    },
  };
}
