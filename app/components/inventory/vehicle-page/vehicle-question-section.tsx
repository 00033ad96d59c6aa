import { ContactFields } from "~/components/forms/contact-fields";
import { LeadForm, useLeadForm, useSubmitting } from "~/components/forms/lead-form";
import {
  type LeadFormConfirmation,
  SentConfirmation,
  sentHeadingId,
} from "~/components/forms/sent-confirmation";
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

/** The route action's answer: a lead form's, with the confirmation once the question was stored. */
export type VehicleQuestionReply = GateReply & { confirmation?: LeadFormConfirmation<VehicleQuestionForm> };

/**
 * "Check availability": the question most shoppers ask first, already written, with a way
 * to ask anything else about the car. It posts to the car's own page (the route's action),
 * so it works without JavaScript, keeps what was typed on an error, and once sent ends on
 * its confirmation in place of the form (issue 17). Its own chunk, loaded in the browser when
 * the visitor first uses it (vehicle-question.tsx).
 */
export default function VehicleQuestionSection({
  data,
  token,
  defaults,
  reply,
}: {
  data: VehiclePageData;
  token: string;
  defaults: ContactDefaults;
  reply: VehicleQuestionReply | undefined;
}) {
  const confirmation = reply?.confirmation;
  return (
    <section
      id="check-availability"
      aria-labelledby={confirmation ? sentHeadingId(VEHICLE_QUESTION_FORM_ID) : "check-availability-heading"}
      className="scroll-mt-24 rounded-xl border border-line bg-white p-5 shadow-sm"
    >
      {confirmation ? (
        <QuestionSent data={data} confirmation={confirmation} />
      ) : (
        <QuestionForm data={data} token={token} defaults={defaults} reply={reply} />
      )}
    </section>
  );
}

/** The question as sent: the car, the question, who asked; the store answers within a business day. */
function QuestionSent({
  data,
  confirmation,
}: {
  data: VehiclePageData;
  confirmation: LeadFormConfirmation<VehicleQuestionForm>;
}) {
  const t = useT(inventoryCatalogue);
  const { vehicle, location } = data;
  const { sent } = confirmation;
  const car = `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`.trim();
  return (
    <SentConfirmation
      form={VEHICLE_QUESTION_FORM_ID}
      confirmation={confirmation}
      sent={[
        { label: t("inventory.question.sent.car"), value: car },
        { label: t("inventory.details.stockNumber"), value: vehicle.stockNumber },
        { label: t("inventory.question.message"), value: sent.message },
      ]}
      from={sent}
      steps={[
        t("inventory.question.sent.step1", { store: location.name }),
        t("inventory.question.sent.step2"),
      ]}
      store={{ name: location.name, phone: location.phone }}
    />
  );
}

function QuestionForm({
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
    <>
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
        <ContactFields fields={fields} oneColumnFromLg />
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
    </>
  );
}
