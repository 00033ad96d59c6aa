import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import type { PopupContentProps } from "~/components/popups/popup-content";
import { Link } from "~/components/ui/link";
import { parseVehicleSlug } from "~/features/inventory/vehicle-page/vehicle-path";
import type { UnlockPriceSetup } from "~/features/leads/forms/unlock-price";
import { localizePath } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { gateFlowsCatalogue } from "~/locales/gateFlows";
import { UnlockedNotice, UnlockPriceForm, unlockPriceGatePath } from "./unlock-price-form";

/**
 * The user-lead popup's content (popup id `user-lead`): verify the phone to see today's
 * price. Loaded on demand by the popup host, it fetches the gate's loader data (fresh tokens:
 * the shared page carries none), renders the gate's own form posting to the gate with a
 * fetcher, and tells the host once the phone is verified. React Router then loads the page's
 * data again after the action, with the new `leadGates` cookie, so the price shows in place.
 *
 * The car is the one this page is about: a vehicle page's own VIN (its address), else the
 * `data-vin` of the one element marked `data-price-locked` (components/inventory/locked-price)
 * when the page has only one; on any other page the gate unlocks prices in general.
 */
export function vinOfPage(doc: Pick<Document, "querySelectorAll">, pathname: string): string | undefined {
  const last = pathname.split("/").filter(Boolean).pop() ?? "";
  const own = parseVehicleSlug(last)?.vin;
  if (own) return own;
  const locked = doc.querySelectorAll("[data-price-locked][data-vin]");
  return locked.length === 1 ? (locked[0]?.getAttribute("data-vin") ?? undefined) : undefined;
}

export default function UnlockPricePopup({ language, onSubmitted, onClose }: PopupContentProps) {
  const t = useT(gateFlowsCatalogue);
  const headingId = useId();
  const gate = useFetcher<UnlockPriceSetup>();
  // Read once, when the popup opens: the page it opened on.
  const [path] = useState(() => unlockPriceGatePath(vinOfPage(document, window.location.pathname)));
  const { load } = gate;
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    // Loaded once; React Router loads it again after the form's action (fresh tokens).
    load(localizePath(path, language));
    setAsked(true);
  }, [load, path, language]);
  const setup = gate.data;
  // As the popup opened: once the form unlocks the price, the reloaded data says so too, and
  // the form keeps its own answer rather than being replaced.
  const [openedUnlocked, setOpenedUnlocked] = useState<boolean>();
  useEffect(() => {
    if (setup && openedUnlocked === undefined) setOpenedUnlocked(setup.unlocked);
  }, [setup, openedUnlocked]);

  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-testid="unlock-price-popup">
      <h2 id={headingId} className="text-2xl font-extrabold tracking-tight">
        {t("gateFlows.unlockPrice.title")}
      </h2>
      {setup === undefined ? (
        asked && gate.state === "idle" ? (
          <p>
            {`${t("gateFlows.unlockPrice.loadFailed")} `}
            <Link to={path} className="font-bold text-brand-ink underline">
              {t("gateFlows.unlockPrice.openPage")}
            </Link>
          </p>
        ) : (
          // As tall as the form's first step, so the dialog does not jump when it arrives.
          <p role="status" className="min-h-80 text-muted">
            {t("gateFlows.unlockPrice.loading")}
          </p>
        )
      ) : (openedUnlocked ?? setup.unlocked) ? (
        <UnlockedNotice setup={setup} title={t("gateFlows.unlockPrice.already")} />
      ) : (
        <>
          <p className="text-muted">
            {setup.car
              ? t("gateFlows.unlockPrice.introCar", { car: setup.car.name })
              : t("gateFlows.unlockPrice.intro")}
          </p>
          <UnlockPriceForm setup={setup} onSent={onSubmitted} />
          <div>
            <button
              type="button"
              onClick={onClose}
              className="font-bold text-brand-ink underline underline-offset-2"
            >
              {t("gateFlows.unlockPrice.noThanks")}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
