import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { SEARCH_COUNT_PARAM } from "~/features/inventory/search/filter-state";

/**
 * The real count for the filters chosen in the phone drawer, before they are applied: the
 * form's values go to the search route with `_count`, which answers `{ total }` instead of
 * the page (and never redirects). Until the shopper changes something, the count is the
 * page's own. Typing in the keyword box asks at most every 350 ms.
 */

type CountData = { page: "count"; count: { total: number } };

function isCount(data: unknown): data is CountData {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { page?: unknown }).page === "count" &&
    typeof (data as CountData).count?.total === "number"
  );
}

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
      if (typing) timer.current = setTimeout(send, TYPING_DELAY_MS);
      else send();
    },
    [load, page],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  const answered = askedFor === page && isCount(fetcher.data);
  return {
    total: answered ? (fetcher.data as CountData).count.total : pageTotal,
    pending: fetcher.state !== "idle",
    ask,
  };
}
