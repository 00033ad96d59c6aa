import { useBrowserStore } from "~/components/ui/use-hydrated";
import { isStoreKey } from "~/features/company/store-order";
import type { LocationKey } from "~/features/company/stores";

/**
 * What the browser itself knows of the visit (spec section 3), kept out of the pages' HTML so
 * every page stays one shared document: the selected store (the non-httpOnly
 * userSelectedStore cookie, or this page view's choice). Every page loads this file (the
 * header shows the store), so it only reads: choosing a store and the visitor's location are
 * in store-choice.ts (the contact page's chooser), the landing's campaign values in
 * remember-landing.ts (loaded only by a landing that has them).
 */

const STORE_COOKIE = "userSelectedStore";

function cookieValue(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

// undefined: nothing chosen; null: the cookie has not been read yet.
let chosenStore: LocationKey | undefined | null = null;
const storeListeners = new Set<() => void>();

function selectedStoreSnapshot(): LocationKey | undefined {
  if (chosenStore === null) {
    const fromCookie = cookieValue(STORE_COOKIE);
    chosenStore = isStoreKey(fromCookie) ? fromCookie : undefined;
  }
  return chosenStore;
}

function subscribeSelectedStore(listener: () => void): () => void {
  storeListeners.add(listener);
  return () => storeListeners.delete(listener);
}

const noStore = () => undefined;

/**
 * The visitor's store, after load only: the server's HTML (and the hydration render) shows
 * the default order for everyone, then the browser puts this store first.
 */
export function useSelectedStore(): LocationKey | undefined {
  return useBrowserStore(subscribeSelectedStore, selectedStoreSnapshot, noStore);
}

/** Shows `store` first at once, everywhere the page lists stores (store-choice.ts saves it). */
export function showStoreFirst(store: LocationKey): void {
  chosenStore = store;
  for (const listener of storeListeners) listener();
}
