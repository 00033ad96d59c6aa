import { mergeCounters, type PopupCounters } from "~/features/popups/counters";
import type { PopupDefinition } from "~/features/popups/popup-definition";
import { isAllowedInBrowser } from "~/lib/consent/browser-consent";

/**
 * What the popups remember between pages: the page-view counters (localStorage
 * `viewedPagesItems`, spec section 7), the finished popups (localStorage, never shown again)
 * and whether this session already opened one by itself (sessionStorage).
 *
 * That is functional storage (it remembers the visitor's browsing to decide what to offer),
 * so it is kept in the browser's storage only while the visitor allows functional cookies.
 * Otherwise it lives in memory for this page load only (a full reload starts again), and a
 * refusal deletes what was stored. Before the visitor answers, it waits in memory and is
 * written with the first answer that allows it.
 */
export type PopupMemory = {
  counters: PopupCounters;
  finished: Set<string>;
  autoOpened: boolean;
};

export const COUNTERS_KEY = "viewedPagesItems";
export const FINISHED_KEY = "finishedPopups";
export const AUTO_OPENED_KEY = "popupAutoOpened";

const allowed = () => isAllowedInBrowser("functional");

function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text ? JSON.parse(text) : undefined;
  } catch {
    // Storage blocked (a privacy mode) or damaged: start afresh.
    return undefined;
  }
}

/** The memory for the current definitions: stored counters merged in (stale ones dropped). */
export function loadPopupMemory(popups: readonly PopupDefinition[]): PopupMemory {
  if (!allowed()) {
    // Kept under an earlier choice (another tab's refusal, a new policy revision): gone now.
    forgetStored();
    return { counters: mergeCounters(undefined, popups), finished: new Set(), autoOpened: false };
  }
  const finished = readJson(localStorage, FINISHED_KEY);
  return {
    counters: mergeCounters(readJson(localStorage, COUNTERS_KEY), popups),
    finished: new Set(Array.isArray(finished) ? finished.filter((id) => typeof id === "string") : []),
    autoOpened: readJson(sessionStorage, AUTO_OPENED_KEY) === true,
  };
}

/** Writes the memory where it may be kept (nothing without functional consent). */
export function savePopupMemory(memory: PopupMemory): void {
  if (!allowed()) return;
  try {
    localStorage.setItem(COUNTERS_KEY, JSON.stringify(memory.counters));
    localStorage.setItem(FINISHED_KEY, JSON.stringify([...memory.finished]));
    if (memory.autoOpened) sessionStorage.setItem(AUTO_OPENED_KEY, "true");
  } catch {
    // Full or blocked storage: the memory still serves this page.
  }
}

/** After a consent choice: keep the memory if functional is allowed now, else delete what was kept. */
export function afterConsentChoice(memory: PopupMemory): void {
  if (allowed()) savePopupMemory(memory);
  else forgetStored();
}

function forgetStored(): void {
  try {
    localStorage.removeItem(COUNTERS_KEY);
    localStorage.removeItem(FINISHED_KEY);
    sessionStorage.removeItem(AUTO_OPENED_KEY);
  } catch {
    // Nothing could be stored either.
  }
}
