import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useLocalizePath, useT } from "~/lib/i18n/use-t";
import { shopperToolsPagesCatalogue } from "~/locales/shopperToolsPages";
import type { RootData } from "~/root";

/**
 * "Share this list": the list's link, in a field to select and copy by hand (the page's HTML
 * has it, so it works without JavaScript), and once the page runs, the system's share sheet
 * where the browser has one and "Copy link" everywhere, which says "Link copied".
 */
export function ShareList({ path }: { path: string }) {
  const t = useT(shopperToolsPagesCatalogue);
  const localize = useLocalizePath();
  const root = useRouteLoaderData<RootData>("root");
  const url = `${root?.site.siteUrl ?? ""}${localize(path)}`;
  const hydrated = useHydrated();
  const [canShare, setCanShare] = useState(false);
  const [status, setStatus] = useState<"" | "copied" | "failed">("");
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);
  useEffect(() => setStatus(""), [url]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  };
  const share = async () => {
    const title = t("shopperToolsPages.share.title", { dealer: root?.site.siteName ?? "" });
    try {
      await navigator.share({ title, url });
    } catch {
      // Closed without sharing: nothing to say.
    }
  };
  const button =
    "inline-flex h-11 items-center justify-center rounded-full border-2 border-brand-ink px-5 text-sm font-bold text-brand-ink hover:bg-green-50";
  return (
    <section
      aria-labelledby="share-list-heading"
      className="mt-10 max-w-2xl rounded-xl border border-line bg-surface p-5"
    >
      <h2 id="share-list-heading" className="text-xl font-bold">
        {t("shopperToolsPages.share.heading")}
      </h2>
      <label htmlFor="share-list-link" className="mt-3 block text-sm font-semibold">
        {t("shopperToolsPages.share.linkLabel")}
      </label>
      <input
        id="share-list-link"
        type="url"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 w-full rounded-lg border border-line bg-white px-3 py-2 text-sm"
      />
      {hydrated ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {canShare ? (
            <button type="button" onClick={share} className={button}>
              {t("shopperToolsPages.share.share")}
            </button>
          ) : null}
          <button type="button" onClick={copy} className={button} data-testid="copy-list-link">
            {t("shopperToolsPages.share.copy")}
          </button>
          <p role="status" className="text-sm font-semibold text-brand-ink">
            {status === "copied"
              ? t("shopperToolsPages.share.copied")
              : status === "failed"
                ? t("shopperToolsPages.share.failed")
                : ""}
          </p>
        </div>
      ) : null}
    </section>
  );
}
