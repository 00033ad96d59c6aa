import type { SubmissionResult } from "@conform-to/react";
import { ContactFields } from "~/components/forms/contact-fields";
import { useLeadForm } from "~/components/forms/lead-form";
import { LeadFormGuard } from "~/components/forms/lead-form-guard";
import { Toaster, type ToastMessage } from "~/components/ui/toast";
import {
  SELL_TRADE_CONTACT_FORM_ID,
  type SellTradeContactForm,
  sellTradeContactSchema,
} from "~/features/leads/forms/sell-trade";
import { StepForm } from "./step-form";

/**
 * The last page: the seller's name, e-mail and phone. Sending it makes the offer (the lead
 * form's spam guard and the SELL_OR_TRADE lead go with it), and the offer page opens.
 */
export function ContactStep(props: {
  title: string;
  action: string;
  backHref: string | null;
  token: string;
  toasts: ToastMessage[];
  summary: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [form, fields] = useLeadForm<SellTradeContactForm>({
    id: SELL_TRADE_CONTACT_FORM_ID,
    schema: sellTradeContactSchema,
    lastResult: props.lastResult,
  });
  return (
    <>
      <Toaster toasts={props.toasts} />
      <StepForm
        form={form}
        stepId="contact"
        action={props.action}
        title={props.title}
        description={`Where we send your offer for the ${props.summary}. It is valid for 7 days.`}
        backHref={props.backHref}
        submitLabel="See my offer"
        hiddenFields={<LeadFormGuard token={props.token} />}
      >
        <ContactFields fields={fields} />
      </StepForm>
    </>
  );
}
