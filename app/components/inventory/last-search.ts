import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Where in this tab's history the shopper last saw a search page, so that a car's "Back to
 * results" goes back to it (history.go: React Router's ScrollRestoration puts the page where it
 * was) instead of loading a search from the top. Kept in memory, nothing stored: after a reload,
 * or once the shopper has gone to another kind of page, the link simply leads to a search.
 *
 * React Router numbers its history entries (`history.state.idx`), which tells how many steps
 * back the search is: search, car, a similar car, then "Back to results" is two steps back.
 */
let lastSearch: number | null = null;
let forgetting: ReturnType<typeof setTimeout> | undefined;

function historyIndex(): number | null {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" ? idx : null;
}

/**
 * Called by the search and car pages' route: remembers a search page each time it is shown (a
 * new search included), and forgets it when the visitor leaves these pages for another, whose
 * entries may then have taken the search's place in the history.
 */
export function useRememberSearch(isSearch: boolean): void {
  const { key } = useLocation();
  useEffect(() => {
    // A search and a car of another condition are the route's other ids: one unmounts as the
    // other mounts, in the same commit, which cancels the forgetting.
    clearTimeout(forgetting);
    return () => {
      forgetting = setTimeout(() => {
        lastSearch = null;
      }, 0);
    };
  }, []);
  useEffect(() => {
    const idx = isSearch ? historyIndex() : null;
    if (idx !== null) lastSearch = idx;
  }, [isSearch, key]);
}

/** How many steps back this tab's last search page is, or null when it saw none before this page. */
export function stepsBackToSearch(): number | null {
  const idx = historyIndex();
  if (lastSearch === null || idx === null || idx <= lastSearch) return null;
  return idx - lastSearch;
}
