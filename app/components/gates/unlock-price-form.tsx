import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ContactFields } from "~/components/forms/contact-fields";
import { useLeadForm } from "~/components/forms/lead-form";
import { Field, SubmitButton } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { Toaster } from "~/components/ui/toast";
import {
  CHANGE_PHONE_FIELD,
  PHONE_TOKEN_FIELD,
  STEP_FIELD,
  UNLOCK_PRICE_FORM_ID,
  type UnlockPriceCode,
  type UnlockPriceSetup,
  type UnlockPriceStep,
  unlockPriceSchema,
} from "~/features/leads/forms/unlock-price";
import { formatPhone } from "~/lib/contact-fields";
import { useLocalizePath, useT } from "~/lib/i18n/use-t";
import { gateFlowsCatalogue } from "~/locales/gateFlows";
import { gatesCatalogue } from "~/locales/gates";
import { GateForm, type GateReply } from "./gate-form";
import { UNLOCK_PRICE_GATE } from "./gate-paths";

/** The gate's answer to a post: the lead form's, plus the step to show next and the phone token. */
export type UnlockPriceReply = GateReply & {
  /** "done" once the lead is stored. */
  step: UnlockPriceStep | "done";
  phoneToken: string;
};

/** The unlock-price gate's address, for the car with this VIN or none. */
export function unlockPriceGatePath(vin?: string): string {
  return vin ? `${UNLOCK_PRICE_GATE}?vin=${encodeURIComponent(vin)}` : UNLOCK_PRICE_GATE;
}

/**
 * Today's price for a verified phone: step one the visitor's details (a code is texted to the
 * phone), step two the 6-digit code. The server says which step comes next, so the same form
 * works as a plain page without JavaScript and through a fetcher in the popup and on the page
 * with it; step two carries the details as hidden fields (the server checks them again).
 * A refused number is said under the phone, a wrong code under the code.
 */
export function UnlockPriceForm({
  setup,
  reply,
  onSent,
}: {
  setup: UnlockPriceSetup;
  /** The gate page's answer to a post without JavaScript. */
  reply?: UnlockPriceReply;
  /** Told when the phone was verified and the lead stored (the popup closes, the page shows the price). */
  onSent?: () => void;
}) {
  const t = useT(gatesCatalogue, gateFlowsCatalogue);
  const localize = useLocalizePath();
  const fetcher = useFetcher<UnlockPriceReply>({ key: `unlock-price-${setup.vin ?? "any"}` });
  const answer = fetcher.data ?? reply;
  const step = answer?.step ?? "details";
  const [form, fields] = useLeadForm<UnlockPriceCode>({
    id: UNLOCK_PRICE_FORM_ID,
    schema: unlockPriceSchema,
    lastResult: answer?.result,
    defaultValue: setup.defaults,
  });

  // Each new answer moves the focus to what it asks for: the code, or the phone again.
  const focused = useRef<unknown>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (!data || focused.current === data) return;
    focused.current = data;
    if (data.outcome === "sent") {
      onSent?.();
      return;
    }
    const target =
      data.step === "code" ? fields.code.id : data.outcome === "refreshed" ? fields.phone.id : null;
    if (target) document.getElementById(target)?.focus();
  }, [fetcher.data, onSent, fields.code.id, fields.phone.id]);

  // In the popup the host says it was sent; errors show over the form wherever it is.
  const toasts = (answer?.toasts ?? []).filter((toast) => !onSent || toast.severity !== "success");
  const pending = fetcher.state !== "idle";

  if (step === "done") return <Unlocked setup={setup} toasts={toasts} />;
  return (
    <>
      <Toaster toasts={toasts} />
      <GateForm
        fetcher={fetcher}
        // The page's language's gate, so the answer (toasts, messages) is in it too.
        action={localize(unlockPriceGatePath(setup.vin))}
        form={form}
        token={answer?.token ?? setup.token}
        className="grid gap-5"
      >
        <input type="hidden" name={PHONE_TOKEN_FIELD} value={answer?.phoneToken ?? setup.phoneToken} />
        <input type="hidden" name={STEP_FIELD} value={step} />
        <p className="text-sm font-bold text-muted" data-testid="unlock-price-step">
          {t("gateFlows.unlockPrice.progress", { step: step === "code" ? 2 : 1 })}
          {": "}
          {step === "code" ? t("gateFlows.unlockPrice.step.code") : t("gateFlows.unlockPrice.step.details")}
        </p>
        {/* Step one's fields stay in the form at step two, hidden: they post the details
            again with the code (and keep what was typed for "Change the number"). */}
        <div hidden={step === "code"} className={step === "code" ? "hidden" : "grid gap-5"}>
          <ContactFields fields={fields} />
          <p className="text-sm text-muted">{t("gateFlows.unlockPrice.smsNote")}</p>
        </div>
        {step === "details" ? (
          <div>
            <SubmitButton pending={pending}>{t("gateFlows.unlockPrice.sendCode")}</SubmitButton>
          </div>
        ) : (
          <>
            <p className="text-ink" role="status">
              {t("gateFlows.unlockPrice.codeSent", {
                // The field holds the number as masked (+1 (...)); the sentence names it as people say it.
                phone: formatPhone(String(fields.phone.value ?? ""), "general"),
              })}
            </p>
            <Field
              meta={fields.code}
              label={t("gateFlows.unlockPrice.code")}
              autoComplete="one-time-code"
              inputMode="numeric"
              // Long enough for a pasted "123 456" or "123-456"; the server keeps the digits.
              maxLength={20}
              className="max-w-xs"
            />
            <div className="flex flex-wrap items-center gap-4">
              <SubmitButton pending={pending}>{t("gateFlows.unlockPrice.verify")}</SubmitButton>
              <button
                type="submit"
                name={CHANGE_PHONE_FIELD}
                value="1"
                formNoValidate
                className="font-bold text-brand-ink underline underline-offset-2"
              >
                {t("gateFlows.unlockPrice.changePhone")}
              </button>
            </div>
          </>
        )}
        <p className="text-sm text-muted">
          {`${t("gateFlows.unlockPrice.agree")} `}
          <a className="font-semibold text-brand-ink underline" href={localize("/legal/privacy-policy")}>
            {t("gates.testDrive.privacyPolicy")}
          </a>
          .
        </p>
      </GateForm>
    </>
  );
}

/** Verified with JavaScript on the gate's own page: said, focused, and the way to the price. */
function Unlocked({ setup, toasts }: { setup: UnlockPriceSetup; toasts: UnlockPriceReply["toasts"] }) {
  const t = useT(gatesCatalogue, gateFlowsCatalogue);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <>
      <Toaster toasts={toasts} />
      <UnlockedNotice setup={setup} ref={notice} title={t("gateFlows.unlockPrice.done")} />
    </>
  );
}

/** "Today's price is unlocked", with a link to the car (or to the cars). */
export function UnlockedNotice({
  setup,
  title,
  ref,
}: {
  setup: Pick<UnlockPriceSetup, "car">;
  title: string;
  ref?: React.Ref<HTMLDivElement>;
}) {
  const t = useT(gatesCatalogue, gateFlowsCatalogue);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-testid="unlock-price-done"
      className="flex items-start gap-3 rounded-lg border border-brand-dark bg-green-50 px-4 py-3 text-brand-ink outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-ink"
    >
      <Icon name="check" size={20} className="mt-0.5 shrink-0" />
      <div>
        <p className="font-bold">{title}</p>
        <p className="mt-1">
          {setup.car ? (
            <Link to={setup.car.path} className="font-bold underline underline-offset-2">
              {t("gateFlows.unlockPrice.seePrice", { car: setup.car.name })}
            </Link>
          ) : (
            <Link to="/cars-for-sale" className="font-bold underline underline-offset-2">
              {t("gateFlows.unlockPrice.browse")}
            </Link>
          )}
        </p>
      </div>
    </div>
  );
}
