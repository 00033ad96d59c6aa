import { dayName, hoursText } from "~/components/company/dealership-info";
import { ContactFields } from "~/components/forms/contact-fields";
import { LeadForm, useLeadForm, useSubmitting } from "~/components/forms/lead-form";
import { PhoneField } from "~/components/forms/phone-field";
import { AppointmentTimeFields } from "~/components/service/appointment-time-fields";
import { Container } from "~/components/ui/container";
import { ChoiceGroupField, Field, SubmitButton, TextareaField } from "~/components/ui/field";
import type { Settings } from "~/features/company/settings.server";
import {
  SERVICE_FORM_ID,
  SERVICE_TOASTS,
  type ServiceForm,
  type StoreClocks,
  serviceOptions,
  serviceSchema,
  toServiceLead,
} from "~/features/leads/forms/service";
import { confirmationUrl } from "~/features/leads/intake/confirmation.server";
import { appointmentIdFor } from "~/features/service/appointments.server";
import { dealershipClock } from "~/features/service/clock";
import { findServiceStore, type ServiceStore, serviceStoresOf } from "~/features/service/stores";
import { telHref } from "~/lib/format";
import { languageOfPath, localizePath, translator } from "~/lib/i18n";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { CONFIRMATION_PATHS } from "~/lib/site-paths";
import { companyCatalogue } from "~/locales/company";
import { serviceCatalogue } from "~/locales/service";
import { pageFormToken } from "~/routes/+shared/form-token.server";
import { handleLeadForm } from "~/routes/+shared/lead-form-action.server";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/service-schedule";

/** The stores that do service, and each one's "today" and "now" (its own time zone). */
function bookingContext(settings: Pick<Settings, "locations" | "company">) {
  const stores = serviceStoresOf(settings.locations, settings.company.serviceWorkingHours);
  const at = new Date();
  const clocks: StoreClocks = Object.fromEntries(stores.map((s) => [s.key, dealershipClock(at, s.timeZone)]));
  return { stores, clocks };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { company } = context.services.settings;
  const { stores, clocks } = bookingContext(context.services.settings);
  return {
    token: pageFormToken(context, SERVICE_FORM_ID),
    stores,
    clocks,
    hours: company.serviceWorkingHours,
    servicePhone: company.service.phone,
    // A link may name the store (`?store=rockford`), e.g. from a store's page.
    store: findServiceStore(stores, new URL(request.url).searchParams.get("store"))?.key,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), serviceCatalogue);
  return routeMeta(args, {
    title: t("service.schedule.meta.title"),
    description: t("service.schedule.meta.description"),
    canonicalPath: "/service/schedule",
  });
};

/** The schema of this request: the stores, their clocks, and the store and date picked. */
function schemaFor(stores: readonly ServiceStore[], clocks: StoreClocks) {
  return (formData: FormData) =>
    serviceSchema({ stores, clocks, store: formData.get("store"), date: formData.get("date") });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { stores, clocks } = bookingContext(context.services.settings);
  return handleLeadForm({
    request,
    context,
    form: SERVICE_FORM_ID,
    schema: schemaFor(stores, clocks),
    toasts: SERVICE_TOASTS,
    // The appointment ends on its confirmation page: its number, the store, the time.
    accept: async (value, form) => {
      const appointmentId = appointmentIdFor(form.idempotencyKey);
      const lead = toServiceLead(value, { ...form, stores, appointmentId });
      const accepted = await form.acceptLead(lead);
      const params = { ref: appointmentId, store: value.store, at: lead.details?.start_datetime ?? "" };
      // Signed for the page it leads to: /es/service/schedule/confirmation on a Spanish page.
      const page = localizePath(CONFIRMATION_PATHS.serviceSchedule, context.visitor.language);
      return { ...accepted, redirectTo: confirmationUrl(context.services, page, params) };
    },
  });
}

export default function ServiceSchedule({ loaderData, actionData }: Route.ComponentProps) {
  const { hours, stores, clocks } = loaderData;
  const t = useT(serviceCatalogue, companyCatalogue);
  const language = useLanguage();
  const operations = serviceOptions.map((o) => ({ ...o, label: t(`service.operation.${o.value}`) }));
  const [form, fields] = useLeadForm<ServiceForm>({
    id: SERVICE_FORM_ID,
    schema: schemaFor(stores, clocks),
    lastResult: actionData?.result,
    defaultValue: { store: loaderData.store },
  });
  const submitting = useSubmitting();
  const vehicle = fields.vehicle.getFieldset();
  const business = fields.business.getFieldset();
  const businessOpen = Object.values(business).some(
    (f) => Boolean(f.initialValue) || Boolean(f.errors?.length),
  );
  return (
    <Container className="py-10">
      <h1 className="text-4xl font-extrabold tracking-tight">{t("service.schedule.heading")}</h1>
      <p className="mt-2 max-w-2xl text-muted">
        {t("service.schedule.intro")}{" "}
        <a className="font-semibold text-brand-ink underline" href={telHref(loaderData.servicePhone)}>
          {loaderData.servicePhone}
        </a>
        .
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_1fr]">
        <LeadForm
          form={form}
          token={actionData?.token ?? loaderData.token}
          toasts={actionData?.toasts ?? []}
          className="grid gap-8 rounded-xl border border-line bg-surface p-5 sm:p-8"
        >
          {/* Enter in a field sends the form; "Show open times" is not the default button. */}
          <button type="submit" hidden tabIndex={-1} />
          <AppointmentTimeFields fields={fields} stores={stores} clocks={clocks} />
          <fieldset className="grid gap-5 sm:grid-cols-3">
            <legend className="mb-3 text-xl font-extrabold tracking-tight">
              {t("service.schedule.vehicle")}
            </legend>
            <Field meta={vehicle.year} label={t("service.schedule.year")} inputMode="numeric" maxLength={4} />
            <Field meta={vehicle.make} label={t("service.schedule.make")} />
            <Field meta={vehicle.model} label={t("service.schedule.model")} />
          </fieldset>
          <ChoiceGroupField
            meta={fields.repair_order_lines}
            type="checkbox"
            label={t("service.schedule.work")}
            options={operations}
            columns={2}
          />
          <TextareaField meta={fields.notes_general} label={t("service.schedule.notes")} optional rows={3} />
          <ContactFields fields={fields} legend={t("service.schedule.details")} />
          <details open={businessOpen} className="rounded-lg border border-line bg-white p-4">
            <summary className="cursor-pointer font-bold">{t("service.schedule.business")}</summary>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              <Field
                meta={business.name}
                label={t("service.schedule.businessName")}
                optional
                autoComplete="organization"
              />
              <Field meta={business.contactName} label={t("service.schedule.contactName")} optional />
              <Field meta={business.contactTitle} label={t("service.schedule.contactTitle")} optional />
              <PhoneField
                meta={business.contactPhone}
                label={t("service.schedule.contactPhone")}
                optional
                autoComplete="off"
              />
              <Field
                meta={business.contactEmail}
                label={t("service.schedule.contactEmail")}
                type="email"
                optional
              />
            </div>
          </details>
          <div>
            <SubmitButton pending={submitting}>{t("service.schedule.submit")}</SubmitButton>
          </div>
        </LeadForm>
        <aside
          aria-labelledby="service-hours-heading"
          className="h-fit rounded-xl border border-line bg-white p-5"
        >
          <h2 id="service-hours-heading" className="text-lg font-extrabold">
            {t("service.hours.title")}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {hours.map((day, index) => (
              <div key={day.day} className="contents">
                <dt className="font-semibold">{dayName(day, index, language)}</dt>
                <dd>{hoursText(day, language, t)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-muted">
            {t("service.hours.at", { stores: stores.map((s) => s.subname).join(", ") })}
          </p>
        </aside>
      </div>
    </Container>
  );
}
