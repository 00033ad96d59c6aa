import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ContactFields } from "~/components/forms/contact-fields";
import { useLeadForm } from "~/components/forms/lead-form";
import { SubmitButton } from "~/components/ui/field";
import { Toaster } from "~/components/ui/toast";
import {
  type UnlockInventoryForm as Shape,
  UNLOCK_INVENTORY_FORM_ID,
  type UnlockInventorySetup,
  unlockInventorySchema,
} from "~/features/leads/forms/unlock-inventory";
import { useLocalizePath, useT } from "~/lib/i18n/use-t";
import { gateFlowsCatalogue } from "~/locales/gateFlows";
import { GateForm, type GateReply } from "./gate-form";
import { PRIVATE_INVENTORY_GATE } from "./gate-paths";

/** The gate's address, for the private car with this VIN or none. */
export function privateInventoryGatePath(vin?: string): string {
  return vin ? `${PRIVATE_INVENTORY_GATE}?vin=${encodeURIComponent(vin)}` : PRIVATE_INVENTORY_GATE;
}

/**
 * The fetcher the form posts with, by key, so the page around it reads the same answer (the
 * gate's page shows the success toast after the form made way for the cars). One for every
 * unlock form: a page has one.
 */
export const UNLOCK_INVENTORY_FETCHER = "unlock-inventory";

/**
 * The private inventory's unlock form: first and last name, e-mail, phone (with the
 * call-and-text consent), the privacy note and one button. Without JavaScript a plain form
 * posting to the gate (303 to the cars once sent); with it a fetcher, after which the page's
 * loaders run again with the unlock cookie and show the cars.
 */
export function UnlockInventoryForm({
  setup,
  reply,
  onSent,
}: {
  setup: UnlockInventorySetup;
  /** The gate page's answer to a post without JavaScript. */
  reply?: GateReply;
  /** Told when the lead was stored; the caller then shows the success itself (the page, the popup). */
  onSent?: () => void;
}) {
  const t = useT(gateFlowsCatalogue);
  const localize = useLocalizePath();
  const fetcher = useFetcher<GateReply>({ key: UNLOCK_INVENTORY_FETCHER });
  const answer = fetcher.data ?? reply;
  const [form, fields] = useLeadForm<Shape>({
    id: UNLOCK_INVENTORY_FORM_ID,
    schema: unlockInventorySchema,
    lastResult: answer?.result,
    defaultValue: setup.defaults,
  });

  const reported = useRef<unknown>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (!data || reported.current === data || data.outcome !== "sent") return;
    reported.current = data;
    onSent?.();
  }, [fetcher.data, onSent]);

  // The success is the caller's to show when it listens; problems show over the form.
  const toasts = (answer?.toasts ?? []).filter((toast) => !onSent || toast.severity !== "success");
  return (
    <>
      <Toaster toasts={toasts} />
      <GateForm
        fetcher={fetcher}
        // The page's language's gate, so the answer (toasts, messages) is in it too.
        action={localize(privateInventoryGatePath(setup.vin))}
        form={form}
        token={answer?.token ?? setup.token}
        className="grid gap-5"
      >
        <ContactFields fields={fields} />
        <p className="text-sm text-muted">
          {`${t("gateFlows.privateInventory.agree")} `}
          <a className="font-semibold text-brand-ink underline" href={localize("/legal/privacy-policy")}>
            {t("gateFlows.privateInventory.privacyPolicy")}
          </a>
          .
        </p>
        <div>
          <SubmitButton pending={fetcher.state !== "idle"}>
            {t("gateFlows.privateInventory.submit")}
          </SubmitButton>
        </div>
      </GateForm>
    </>
  );
}
