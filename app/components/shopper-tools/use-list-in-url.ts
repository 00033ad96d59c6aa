import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { CARS_PARAM, carListPath } from "~/features/shopper-tools/car-ids";
import { sameCars } from "~/features/shopper-tools/car-lists";
import { useLocalizePath } from "~/lib/i18n/use-t";

/**
 * What a shopper tool's page shows, against the browser's own list:
 * - `pending`: the server's HTML and hydration (the browser's list is not known yet);
 * - `filling`: opened bare, the browser's list is going into the URL (the loader then brings
 *   its cars; the URL is the list's shareable link);
 * - `empty`: opened bare, the browser has no list;
 * - `mine`: the URL's cars are the browser's list; when that list changes (a heart un-pressed
 *   on the page, a car removed, another tab) the URL follows;
 * - `shared`: someone else's list, opened from a link: shown as it is, the browser's list untouched.
 */
export type ListView = "pending" | "filling" | "empty" | "mine" | "shared";

export function useListInUrl(
  path: string,
  asked: readonly string[],
  browser: readonly string[] | null,
): ListView {
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { search } = useLocation();
  const bare = !new URLSearchParams(search).has(CARS_PARAM);
  const askedKey = asked.join(",");
  const browserKey = browser?.join(",") ?? null;
  // Whether the URL's list was the browser's the last time both were known.
  const last = useRef<{ asked: string; mine: boolean } | null>(null);

  useEffect(() => {
    if (browserKey === null) return;
    const vins = browserKey ? browserKey.split(",") : [];
    const follow = () => {
      void navigate(localize(carListPath(path, vins)), { replace: true, preventScrollReset: true });
    };
    if (bare) {
      if (vins.length > 0) follow();
      return;
    }
    const urlVins = askedKey ? askedKey.split(",") : [];
    const mine = sameCars(urlVins, vins);
    if (last.current?.asked === askedKey && last.current.mine && !mine) return follow();
    last.current = { asked: askedKey, mine };
  }, [bare, askedKey, browserKey, navigate, localize, path]);

  if (browser === null) return "pending";
  if (bare) return browser.length > 0 ? "filling" : "empty";
  if (last.current?.asked === askedKey && last.current.mine) return "mine";
  return sameCars(asked, browser) ? "mine" : "shared";
}
