import type { SubmissionResult } from "@conform-to/react";
import { DayChips } from "~/components/forms/day-chips";
import { LeadForm, useLeadForm, useSubmitting } from "~/components/forms/lead-form";
import { ChoiceGroupField, SelectField, SubmitButton } from "~/components/ui/field";
import type { ToastMessage } from "~/components/ui/toast";
import { inspectionDays, inspectionTimesOn } from "~/features/leads/forms/booking-days";
import {
  INSPECTION_FORM_ID,
  type InspectionSchemaContext,
  inspectionSchema,
} from "~/features/leads/forms/sell-trade-inspection";
import { useT } from "~/lib/i18n/use-t";
import { tradeInCatalogue } from "~/locales/trade-in";

/**
 * The offer page's form: take an offer (when there is a price to take) and book the
 * inspection at one of the four stores, on a day up to the offer's expiry: chips of the days
 * the store is open with a time left (a closed day is never offered), then the time.
 */
type Option = { value: string; label: string };

export type InspectionFormProps = Omit<InspectionSchemaContext, "date" | "payments" | "locations"> & {
  payments: Option[];
  locations: Option[];
  times: Option[];
  token: string;
  toasts: ToastMessage[];
  lastResult: SubmissionResult<string[]> | null | undefined;
};

export function InspectionForm(props: InspectionFormProps) {
  const t = useT(tradeInCatalogue);
  const context = {
    ...props,
    payments: props.payments.map((p) => p.value),
    locations: props.locations.map((l) => l.value),
  };
  const schema = (formData: FormData) => inspectionSchema({ ...context, date: formData.get("date") });
  const [form, fields] = useLeadForm<Record<string, string>>({
    id: INSPECTION_FORM_ID,
    schema,
    lastResult: props.lastResult,
    defaultValue: props.payments.length === 1 ? { payment: props.payments[0]!.value } : undefined,
  });
  const submitting = useSubmitting();
  // With JavaScript, the chosen day's times only; before a day is chosen (and without
  // JavaScript) every time of the week, the server saying which ones a day has.
  const date = fields.date?.value;
  const dayTimes = typeof date === "string" && date ? new Set(inspectionTimesOn(props, date)) : null;
  const times = dayTimes?.size ? props.times.filter((o) => dayTimes.has(o.value)) : props.times;
  return (
    <LeadForm form={form} token={props.token} toasts={props.toasts} className="mt-4 grid gap-6">
      {props.payments.length > 0 ? (
        <ChoiceGroupField
          meta={fields.payment!}
          type="radio"
          label={t("tradeIn.inspection.offer")}
          options={props.payments}
        />
      ) : null}
      <ChoiceGroupField
        meta={fields.location!}
        type="radio"
        label={t("tradeIn.inspection.store")}
        options={props.locations}
      />
      <DayChips
        meta={fields.date!}
        legend={t("tradeIn.inspection.date")}
        hint={t("tradeIn.inspection.dateHint")}
        days={inspectionDays(props)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          meta={fields.time!}
          label={t("tradeIn.inspection.time")}
          options={times}
          placeholder={t("tradeIn.inspection.timePlaceholder")}
        />
      </div>
      <div>
        <SubmitButton pending={submitting}>
          {props.payments.length > 0
            ? t("tradeIn.inspection.submit")
            : t("tradeIn.inspection.submitAppraisal")}
        </SubmitButton>
      </div>
    </LeadForm>
  );
}
