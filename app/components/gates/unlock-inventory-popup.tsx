import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { PopupContentProps } from "~/components/popups/popup-content";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { Toaster } from "~/components/ui/toast";
import type { UnlockInventorySetup } from "~/features/leads/forms/unlock-inventory";
import { localizePath } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { gateFlowsCatalogue } from "~/locales/gateFlows";
import type { GateReply } from "./gate-form";
import { PRIVATE_INVENTORY_GATE } from "./gate-paths";
import { UNLOCK_INVENTORY_FETCHER, UnlockInventoryForm } from "./unlock-inventory-form";

/** What the popup reads of the gate's loader data (the rest, the cars once unlocked, it leaves). */
type GateData = { unlocked: false; count: number; form: UnlockInventorySetup } | { unlocked: true };

/**
 * The unlock-inventory popup's content (popup id `unlock-inventory`): the gate's own form,
 * loaded after the popup opens from the gate's loader in the page's language (a fresh form
 * token: the shared page that shows the popup carries none). Sent, it tells the host, which
 * shows its submitted content or closes; the page's loaders run again with the unlock.
 */
export default function UnlockInventoryPopup({ language, onSubmitted, onClose }: PopupContentProps) {
  const t = useT(gateFlowsCatalogue);
  const headingId = useId();
  const gate = useFetcher<GateData>();
  const answer = useFetcher<GateReply>({ key: UNLOCK_INVENTORY_FETCHER }).data;
  const path = localizePath(PRIVATE_INVENTORY_GATE, language);
  const { load } = gate;
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    load(path);
    setAsked(true);
  }, [load, path]);

  const data = gate.data;
  const sent = answer?.outcome === "sent";
  // Told once, from here as well as from the form: the answer that unlocks can swap the form
  // for the unlocked view in the same render, and then the form's own report never runs.
  const reported = useRef(false);
  const reportSent = useCallback(() => {
    if (reported.current) return;
    reported.current = true;
    onSubmitted();
  }, [onSubmitted]);
  useEffect(() => {
    if (sent) reportSent();
  }, [sent, reportSent]);
  const success = sent ? answer.toasts.filter((toast) => toast.severity === "success") : [];
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <Toaster toasts={success} />
      <h2 id={headingId} className="text-2xl font-extrabold tracking-tight">
        {data?.unlocked
          ? t("gateFlows.privateInventory.unlockedTitle")
          : t("gateFlows.privateInventory.title")}
      </h2>
      {data === undefined ? (
        asked && gate.state === "idle" ? (
          <p>
            {`${t("gateFlows.privateInventory.popup.failed")} `}
            <Link to={PRIVATE_INVENTORY_GATE} className="font-bold text-brand-ink underline">
              {t("gateFlows.privateInventory.popup.openPage")}
            </Link>
          </p>
        ) : (
          <p role="status" className="text-muted">
            {t("gateFlows.privateInventory.popup.loading")}
          </p>
        )
      ) : data.unlocked ? (
        <div className="flex items-start gap-3 rounded-lg border border-brand-dark bg-green-50 px-4 py-3 text-brand-ink">
          <Icon name="check" size={20} className="mt-0.5 shrink-0" />
          <p>
            {sent ? `${success[0]?.detail ?? ""} ` : `${t("gateFlows.privateInventory.popup.unlocked")} `}
            <Link to={PRIVATE_INVENTORY_GATE} className="font-bold underline underline-offset-2">
              {t("gateFlows.privateInventory.teaser.link")}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="text-muted">
            {`${t("gateFlows.privateInventory.intro", { count: data.count })} ${t("gateFlows.privateInventory.ask")}`}
          </p>
          <UnlockInventoryForm setup={data.form} onSent={reportSent} />
          <div>
            <button
              type="button"
              onClick={onClose}
              className="font-bold text-brand-ink underline underline-offset-2"
            >
              {t("gateFlows.privateInventory.popup.noThanks")}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
