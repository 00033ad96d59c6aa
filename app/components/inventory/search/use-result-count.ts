import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { SEARCH_COUNT_PARAM } from "~/features/inventory/search/filter-state";
import { isLiveCounts, type LiveCounts } from "~/features/inventory/search/live-counts";

/**
 * The real counts for the filters chosen in the phone drawer, before they are applied: the
 * form's values go to the search route with `_count`, which answers the number of vehicles
 * and every filter value's count instead of the page (and never redirects). The answer
 * depends on the filter URL alone: the same for every visitor, so a shared cache may keep it.
 * Until the shopper changes something, the counts are the page's own. A burst of ticks asks
 * once (after 150 ms), typing in the keyword box at most every 350 ms; a newer question
 * cancels the one still on its way.
 */

type CountData = { page: "count"; count: LiveCounts };

function isCount(data: unknown): data is CountData {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { page?: unknown }).page === "count" &&
    isLiveCounts((data as { count?: unknown }).count)
  );
}

const CHOICE_DELAY_MS = 150;
const TYPING_DELAY_MS = 350;

/** `page` names the page shown (its canonical URL): once filters are applied, counting starts over. */
export function useResultCount(page: string, pageTotal: number) {
  const fetcher = useFetcher<unknown>();
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { load } = fetcher;

  const ask = useCallback(
    (form: HTMLFormElement, { typing = false } = {}) => {
      clearTimeout(timer.current);
      const send = () => {
        const query = new URLSearchParams();
        for (const [name, value] of new FormData(form))
          if (typeof value === "string") query.append(name, value);
        query.set(SEARCH_COUNT_PARAM, "1");
        setAskedFor(page);
        load(`${form.getAttribute("action") ?? ""}?${query}`);
      };
      timer.current = setTimeout(send, typing ? TYPING_DELAY_MS : CHOICE_DELAY_MS);
    },
    [load, page],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  const counts = askedFor === page && isCount(fetcher.data) ? fetcher.data.count : null;
  return {
    total: counts ? counts.total : pageTotal,
    /** Every filter value's count for the drawer's choices; null until the shopper changes one. */
    counts,
    pending: fetcher.state !== "idle",
    ask,
  };
}
