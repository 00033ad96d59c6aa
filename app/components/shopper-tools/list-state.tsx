import { useT } from "~/lib/i18n/use-t";
import { shopperToolsPagesCatalogue } from "~/locales/shopperToolsPages";
import type { ListView } from "./use-list-in-url";

/**
 * What a shopper tool's page says while it has no cars to show: without JavaScript (the lists
 * live in the browser) that they need it; while the browser's list goes into the URL, that the
 * cars are loading; with no list at all, that it is empty.
 */
export function ListState({ view, asked, empty }: { view: ListView; asked: number; empty: string }) {
  const t = useT(shopperToolsPagesCatalogue);
  return (
    <div role="status">
      {view === "pending" && asked === 0 ? (
        <noscript>
          <p className="mt-6 max-w-2xl rounded-xl border border-line bg-surface p-4">
            {t("shopperToolsPages.needsScript")}
          </p>
        </noscript>
      ) : null}
      {view === "filling" ? <p className="mt-6 text-muted">{t("shopperToolsPages.loading")}</p> : null}
      {view === "empty" ? <p className="mt-6 text-lg font-semibold">{empty}</p> : null}
    </div>
  );
}
