import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";
import { stepsBackToSearch } from "../last-search";

const action =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full text-sm font-bold text-brand-ink hover:bg-surface sm:px-3";

/**
 * The row above the pictures, one line on a phone: "Back to results" (in place of the
 * breadcrumb trail, whose BreadcrumbList stays in the page's structured data), and the car's
 * share button and window sticker. Their labels show from 640 px; on a phone they are icons
 * with their names for assistive technology.
 */
export function VehicleToolbar({ data }: { data: VehiclePageData }) {
  const t = useT(inventoryCatalogue);
  return (
    <div className="flex items-center justify-between gap-2">
      <BackToResults condition={data.vehicle.condition} />
      {/* Their labels' padding hangs past the column's edge, so the text lines up with the price's. */}
      <div className="flex shrink-0 items-center gap-1 sm:-mr-3">
        <ShareButton title={`${data.vehicle.year} ${data.vehicle.make} ${data.vehicle.model}`} />
        {/* Not prefetched when idle: few shoppers print, and each prefetch would build a sticker. */}
        <Link to={`${data.canonicalPath}/window-sticker`} className={action} data-no-prefetch>
          <Icon name="printer" size={20} />
          <span className="max-sm:sr-only">{t("inventory.vehicle.windowSticker")}</span>
        </Link>
      </div>
    </div>
  );
}

/**
 * Back to the search the shopper came from, where they left it (its scroll position), when this
 * tab showed one before this car; otherwise, and without JavaScript, a link to the search of the
 * car's condition.
 */
function BackToResults({ condition }: { condition: VehiclePageData["vehicle"]["condition"] }) {
  const t = useT(inventoryCatalogue);
  const navigate = useNavigate();
  return (
    <Link
      to={`/${condition}-cars-for-sale`}
      onClick={(event) => {
        // A click meant for a new tab or window keeps the link's own behaviour.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const steps = stepsBackToSearch();
        if (steps === null) return;
        event.preventDefault();
        navigate(-steps);
      }}
      // At 320 px (a phone zoomed in) "Volver a los resultados" takes two lines rather than
      // pushing the row past the screen.
      className="-ml-1 inline-flex min-h-11 min-w-0 items-center gap-1 pr-2 text-sm leading-tight font-bold text-brand-ink underline-offset-4 hover:underline"
    >
      <Icon name="chevron-right" size={18} className="shrink-0 rotate-180" />
      {t("inventory.vehicle.backToResults")}
    </Link>
  );
}

/**
 * The system share sheet where the browser has one (phones, some desktops), else the link
 * copied, said in a status that screen readers announce. A button needs JavaScript, so it
 * appears after hydration, in a row whose height it does not change.
 */
function ShareButton({ title }: { title: string }) {
  const t = useT(inventoryCatalogue);
  const [hydrated, setHydrated] = useState(false);
  const [status, setStatus] = useState<"" | "copied" | "failed">("");
  const clearing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    setHydrated(true);
    return () => clearTimeout(clearing.current);
  }, []);
  if (!hydrated) return null;

  async function share() {
    // The car's page itself: no payment terms from the query, no anchor.
    const url = `${window.location.origin}${window.location.pathname}`;
    if (typeof navigator.share === "function") {
      // A cancelled sheet rejects: nothing to say.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    setStatus(copied ? "copied" : "failed");
    clearTimeout(clearing.current);
    clearing.current = setTimeout(() => setStatus(""), 4000);
  }

  return (
    <span className="relative">
      <button type="button" onClick={share} className={action}>
        <Icon name="share" size={20} />
        <span className="max-sm:sr-only">{t("inventory.vehicle.share")}</span>
      </button>
      {/* Always in the page once the button is, so the message added to it is announced. */}
      <span role="status" className="absolute top-full right-0 z-10 mt-1">
        {status ? (
          <span className="block w-max max-w-60 rounded-lg bg-ink px-3 py-1.5 text-sm font-semibold text-white shadow-md">
            {t(status === "copied" ? "inventory.vehicle.linkCopied" : "inventory.vehicle.copyFailed")}
          </span>
        ) : null}
      </span>
    </span>
  );
}
