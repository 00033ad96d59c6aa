import { useBrowserStore } from "~/components/ui/use-hydrated";
import {
  type CarLists,
  EMPTY_CAR_LISTS,
  type ListChange,
  parseCompareCars,
  parseSavedCars,
  toggleCompare,
  toggleSaved,
} from "~/features/shopper-tools/car-lists";

/**
 * The visitor's saved cars and compare list in this browser (features/shopper-tools/car-lists.ts
 * has the rules): read after hydration only, so every page stays the document every visitor
 * gets, and kept in step across tabs (the `storage` event).
 *
 * They are kept in localStorage whatever the cookie consent: the visitor asked for it by
 * pressing the heart or Compare, as with the language offer's "No, gracias". (Recently viewed
 * cars, which the visitor did not ask to keep, are functional storage: viewed-cars-browser.ts.)
 */

const KEYS = { saved: "savedCars", compare: "compareCars" } as const;

/** A refusal to say (a full list), with the moment it happened so the same one can be said again. */
export type ListNotice = { list: "saved" | "compare"; at: number };

type State = { lists: CarLists; notice: ListNotice | null };

let state: State | undefined;
const listeners = new Set<() => void>();

export function readStored(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : undefined;
  } catch {
    // Storage blocked (a privacy mode) or damaged: an empty list.
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked: the list still serves this page.
  }
}

function load(notice: ListNotice | null = null): State {
  const saved = parseSavedCars(readStored(KEYS.saved));
  return { lists: { saved, compare: parseCompareCars(readStored(KEYS.compare)) }, notice };
}

function current(): State {
  if (!state) state = typeof window === "undefined" ? { lists: EMPTY_CAR_LISTS, notice: null } : load();
  return state;
}

function publish(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === KEYS.saved || event.key === KEYS.compare)
    publish(load(state?.notice ?? null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

const serverSnapshot = () => null;
const listsSnapshot = () => current().lists;
const noticeSnapshot = () => current().notice;

/** The lists, or null on the server and while hydrating (the page's HTML knows none). */
export function useCarLists(): CarLists | null {
  return useBrowserStore(subscribe, listsSnapshot, serverSnapshot);
}

/** The last refusal (a full list), for the dock to say. */
export function useListNotice(): ListNotice | null {
  return useBrowserStore(subscribe, noticeSnapshot, serverSnapshot);
}

export function dismissListNotice(): void {
  publish({ ...current(), notice: null });
}

/** Keeps a list that changed, or says why it did not (a full list). */
function commit<K extends keyof CarLists>(key: K, list: CarLists[K], change: ListChange): ListChange {
  if (change === "full") publish({ ...current(), notice: { list: key, at: Date.now() } });
  else {
    writeStored(KEYS[key], list);
    publish({ lists: { ...current().lists, [key]: list }, notice: null });
  }
  return change;
}

/** The heart: saves the car with the price shown now (none while locked), or takes it off. */
export function toggleSavedCar(car: { vin: string; price?: number }): ListChange {
  const { saved, change } = toggleSaved(current().lists.saved, car, Date.now());
  return commit("saved", saved, change);
}

/** Compare: adds the car or takes it off; a fourth is refused and the dock says why. */
export function toggleCompareCar(vin: string): ListChange {
  const { compare, change } = toggleCompare(current().lists.compare, vin);
  return commit("compare", compare, change);
}
