import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/**
 * Whether the page's first hydration has ended (its first effects ran): a component mounted
 * after it is drawn by the browser, not over the server's HTML. Set by the root route
 * (`markFirstHydrationDone`) after all of that hydration's effects, so none of them sees it.
 */
let firstHydrationDone = false;
const noSubscription = () => () => {};
const afterFirstHydration = () => firstHydrationDone;
const duringHydration = () => false;

/** Called once by the root route's effect (the last of the page's first effects to run). */
export function markFirstHydrationDone(): void {
  // A microtask: after the rest of this flush of effects (the root's siblings come after it).
  queueMicrotask(() => {
    firstHydrationDone = true;
  });
}

/**
 * False on the server and during hydration, true once React runs in the browser. Lets
 * a component render its no-JavaScript form first (the HTML every visitor gets) and
 * switch to the enhanced one without a hydration mismatch.
 *
 * The switch is a transition, so React renders it in slices between the browser's other work.
 * A `useSyncExternalStore` whose browser value differs from the server's (the usual way to
 * write this hook) makes React render every such component again at once, in one blocking
 * task, after hydration: on the search page that was the whole page again (24 cards and the
 * filters), the longest task of its load and most of its Total Blocking Time.
 */
export function useHydrated(): boolean {
  // True only for a component first drawn by the browser after the page's hydration.
  const drawnByBrowser = useSyncExternalStore(noSubscription, afterFirstHydration, duringHydration);
  const [hydrated, setHydrated] = useState(drawnByBrowser);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * `useSyncExternalStore` for what only the browser knows (a cookie, storage, a media query):
 * the server's value while hydrating and until the `useHydrated` transition, then the
 * browser's, so the page's HTML is hydrated as sent and the change comes in that transition
 * rather than in a blocking render of its own.
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  browserSnapshot: () => T,
  serverSnapshot: () => T,
): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? browserSnapshot : serverSnapshot, serverSnapshot);
}
