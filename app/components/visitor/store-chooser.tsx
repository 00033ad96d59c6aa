import { type FormEvent, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Location } from "~/features/company/settings-schema";
import { storesNearestFirst } from "~/features/company/store-distance";
import { isStoreKey } from "~/features/company/store-order";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { storeChooserCatalogue } from "~/locales/storeChooser";
import { chooseStore, locateVisitor } from "./store-choice";
import { useSelectedStore } from "./visitor-browser";

type Status =
  | { kind: "idle" }
  | { kind: "locating" }
  | { kind: "refused" }
  | { kind: "nearest"; store: string; miles: number }
  | { kind: "chosen"; store: string; remembered: boolean };

/**
 * "Your store" (spec section 3, userSelectedStore): a list of the four stores and a button,
 * a plain form to `POST /api/visitor/store` that works without JavaScript (303 back here).
 * With JavaScript the choice applies at once, and "Find my nearest store" asks the browser
 * for the visitor's position, only on that click, and picks the nearest store in the list
 * for the visitor to confirm. A refusal is remembered for the page view (no second prompt)
 * and the list stays.
 */
export function StoreChooser({
  locations,
  className,
}: {
  locations: readonly Location[];
  className?: string;
}) {
  const t = useT(storeChooserCatalogue);
  const language = useLanguage();
  const hydrated = useHydrated();
  // Back to this page without its query: nothing of a campaign link is echoed into the page.
  const { pathname } = useLocation();
  const selected = useSelectedStore();
  const [draft, setDraft] = useState<string>();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const value = draft ?? selected ?? "";
  const nameOf = (key: string) => locations.find((l) => l.key === key)?.subname ?? key;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const store = new FormData(event.currentTarget).get("store");
    if (!isStoreKey(store)) return;
    const remembered = await chooseStore(store);
    setDraft(undefined);
    setStatus({ kind: "chosen", store: nameOf(store), remembered });
  }

  async function findNearest() {
    if (status.kind === "locating") return;
    setStatus({ kind: "locating" });
    const point = await locateVisitor();
    if (!point) {
      setStatus({ kind: "refused" });
      return;
    }
    const nearest = storesNearestFirst(locations, point)[0];
    if (!nearest) return;
    setDraft(nearest.key);
    setStatus({ kind: "nearest", store: nearest.subname, miles: Math.round(nearest.miles ?? 0) });
  }

  const message =
    status.kind === "locating"
      ? t("storeChooser.locating")
      : status.kind === "refused"
        ? t("storeChooser.locationRefused")
        : status.kind === "nearest"
          ? t("storeChooser.nearest", {
              store: status.store,
              miles: status.miles.toLocaleString(language === "es" ? "es-US" : "en-US"),
            })
          : status.kind === "chosen"
            ? status.remembered
              ? t("storeChooser.selected", { store: status.store })
              : t("storeChooser.notRemembered", { store: status.store })
            : selected
              ? t("storeChooser.selected", { store: nameOf(selected) })
              : "";

  return (
    <section
      aria-labelledby="store-chooser-heading"
      data-testid="store-chooser"
      className={`rounded-xl border border-line bg-surface p-5 ${className ?? ""}`}
    >
      <h2 id="store-chooser-heading" className="text-xl font-extrabold tracking-tight">
        {t("storeChooser.heading")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("storeChooser.intro")}</p>
      <form
        method="post"
        action="/api/visitor/store"
        onSubmit={onSubmit}
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="returnTo" value={pathname} />
        <label className="block min-w-0 flex-1 basis-56 text-sm font-semibold text-ink">
          {t("storeChooser.choose")}
          <select
            name="store"
            value={value}
            onChange={(event) => setDraft(event.target.value)}
            className="mt-1 block h-11 w-full rounded-lg border border-gray-500 bg-white px-3 text-base font-normal text-ink"
          >
            <option value="" disabled>
              {t("storeChooser.choosePlaceholder")}
            </option>
            {locations.map((location) => (
              <option key={location.key} value={location.key}>
                {location.subname}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="inline-flex h-11 items-center justify-center rounded-full bg-brand-ink px-5 text-sm font-bold text-white hover:bg-brand-dark"
        >
          {t("storeChooser.save")}
        </button>
        {hydrated ? (
          <button
            type="button"
            onClick={findNearest}
            aria-disabled={status.kind === "locating"}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-full border-2 border-brand-ink px-5 text-sm font-bold text-brand-ink hover:bg-brand/10"
          >
            <Icon name="map-pin" size={16} />
            {t("storeChooser.findNearest")}
          </button>
        ) : null}
      </form>
      <p role="status" className="mt-3 min-h-5 text-sm text-ink" data-testid="store-chooser-status">
        {message}
      </p>
    </section>
  );
}
