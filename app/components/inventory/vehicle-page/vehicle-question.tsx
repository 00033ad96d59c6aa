import { ContactFields } from "~/components/forms/contact-fields";
import { LeadForm, useLeadForm, useSubmitting } from "~/components/forms/lead-form";
import type { GateReply } from "~/components/gates/gate-form";
import { SubmitButton, TextareaField } from "~/components/ui/field";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import type { ContactDefaults } from "~/features/leads/forms/test-drive";
import {
  VEHICLE_QUESTION_FORM_ID,
  type VehicleQuestionForm,
  vehicleQuestionSchema,
} from "~/features/leads/forms/vehicle-question";
import { useLocalizePath, useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { inventoryCatalogue } from "~/locales/inventory";

/**
 * "Check availability": the question most shoppers ask first, already written, with a way
 * to ask anything else about the car. It posts to the car's own page (the route's action),
 * so it works without JavaScript, keeps what was typed on an error, and confirms in place.
 */
export function VehicleQuestion({
  data,
  token,
  defaults,
  reply,
}: {
  data: VehiclePageData;
  token: string;
  defaults: ContactDefaults;
  reply: GateReply | undefined;
}) {
  const t = useT(inventoryCatalogue);
  const localize = useLocalizePath();
  const { vehicle, location } = data;
  const submitting = useSubmitting();
  const [form, fields] = useLeadForm<VehicleQuestionForm>({
    id: VEHICLE_QUESTION_FORM_ID,
    schema: vehicleQuestionSchema,
    lastResult: reply?.result,
    // The question most shoppers ask, already written in the page's language.
    defaultValue: {
      message: t("inventory.question.default", {
        year: String(vehicle.year),
        make: vehicle.make,
        model: vehicle.model,
      }),
      ...defaults,
    },
  });
  return (
    <section
      id="check-availability"
      aria-labelledby="check-availability-heading"
      className="scroll-mt-24 rounded-xl border border-line bg-white p-5 shadow-sm"
    >
      <h2 id="check-availability-heading" className="text-lg font-bold">
        {t("inventory.question.heading")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("inventory.question.intro", { store: location.name })}</p>
      <LeadForm
        form={form}
        token={reply?.token ?? token}
        toasts={reply?.toasts ?? []}
        className="mt-4 grid gap-4"
      >
        <TextareaField meta={fields.message} label={t("inventory.question.message")} rows={3} />
        {/* In the narrow column beside the gallery (1024 px and up), one field to a row. */}
        <div className="lg:[&>div]:grid-cols-1">
          <ContactFields fields={fields} />
        </div>
        <p className="text-xs text-muted">
          {t("inventory.question.consentBefore")}{" "}
          <a className="font-semibold text-brand-ink underline" href={localize(SITE_PATHS.privacyPolicy)}>
            {t("inventory.question.privacyPolicy")}
          </a>
          {t("inventory.question.consentAfter")}
        </p>
        <div>
          <SubmitButton pending={submitting}>{t("inventory.question.submit")}</SubmitButton>
        </div>
      </LeadForm>
    </section>
  );
}
