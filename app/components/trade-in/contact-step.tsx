import type { SubmissionResult } from "@conform-to/react";
import { ContactFields } from "~/components/forms/contact-fields";
import { useLeadForm } from "~/components/forms/lead-form";
import { LeadFormGuard } from "~/components/forms/lead-form-guard";
import { StepPage } from "~/components/ui/step-page";
import { Toaster, type ToastMessage } from "~/components/ui/toast";
import type { PageSteps } from "~/components/ui/use-page-steps";
import {
  SELL_TRADE_CONTACT_FORM_ID,
  type SellTradeContactForm,
  sellTradeContactSchema,
} from "~/features/leads/forms/sell-trade";
import { useT } from "~/lib/i18n/use-t";
import { tradeInCatalogue } from "~/locales/trade-in";

/**
 * The last page: the seller's name, e-mail and phone. Sending it makes the offer (the lead
 * form's spam guard and the SELL_OR_TRADE lead go with it), and the offer page opens.
 */
export function ContactStep(props: {
  steps: PageSteps;
  token: string;
  toasts: ToastMessage[];
  /** "2016 Honda Civic", or empty before the vehicle page. */
  summary: string;
  validityDays: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const t = useT(tradeInCatalogue);
  const days = props.validityDays;
  const [form, fields] = useLeadForm<SellTradeContactForm>({
    id: SELL_TRADE_CONTACT_FORM_ID,
    schema: sellTradeContactSchema,
    lastResult: props.lastResult,
  });
  return (
    <>
      <Toaster toasts={props.toasts} />
      <StepPage
        steps={props.steps}
        form={form}
        description={
          props.summary
            ? t("tradeIn.contact.description", { vehicle: props.summary, days })
            : t("tradeIn.contact.descriptionNoVehicle", { days })
        }
        submitLabel={t("tradeIn.contact.submit")}
        hiddenFields={<LeadFormGuard token={props.token} />}
      >
        <ContactFields fields={fields} />
      </StepPage>
    </>
  );
}
