/**
 * Tells this process's delivery worker that new outbox rows exist, so a lead goes out at
 * once instead of at the next poll. Other processes sharing the database find the rows at
 * their next poll.
 */
const listeners = new Set<() => void>();

export function notifyOutbox(): void {
  for (const listener of listeners) listener();
}

export function onOutboxNotified(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
