import { ContactFields } from "~/components/forms/contact-fields";
import { ChoiceGroupField, Field, SelectField, SubmitButton, TextareaField } from "~/components/forms/field";
import { LeadForm, useLeadForm, useSubmitting } from "~/components/forms/lead-form";
import { acceptLead } from "~/features/leads/accept-lead.server";
import { issueFormToken } from "~/features/leads/form-guard.server";
import { handleLeadForm, pageUrl } from "~/features/leads/forms/lead-form-action.server";
import { leadPageMeta } from "~/features/leads/forms/page-meta";
import {
  BOOKING_WINDOW_DAYS,
  dealershipClock,
  SERVICE_TOASTS,
  type ServiceForm,
  type ServiceHours,
  serviceOptions,
  serviceSchema,
  timeOptions,
} from "~/features/leads/forms/service";
import { serviceLead } from "~/features/leads/forms/service-lead.server";
import { getApp } from "~/lib/app.server";
import { formatClock, telHref } from "~/lib/format";
import type { Route } from "./+types/service-schedule";

function addDays(date: string, days: number) {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function loader() {
  const { company } = getApp().settings;
  const { today, now } = dealershipClock();
  return {
    token: issueFormToken(),
    hours: company.serviceWorkingHours,
    servicePhone: company.service.phone,
    today,
    now,
    lastDay: addDays(today, BOOKING_WINDOW_DAYS),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  leadPageMeta(matches, {
    title: "Schedule Service",
    description:
      "Book an oil change, tire rotation, brakes or any other service online, at a time that suits you.",
    path: "/service/schedule",
  });

/** The schema of this request: the service hours, the dealership's clock, and the date picked. */
function schemaFor(hours: ServiceHours, clock: { today: string; now: string }) {
  return (formData: FormData) => serviceSchema({ hours, ...clock, date: formData.get("date") });
}

export async function action({ request }: Route.ActionArgs) {
  const hours = getApp().settings.company.serviceWorkingHours;
  return handleLeadForm({
    request,
    schema: schemaFor(hours, dealershipClock()),
    toasts: SERVICE_TOASTS,
    accept: (value, { idempotencyKey }) =>
      acceptLead({
        kind: "SERVICE",
        idempotencyKey,
        ...serviceLead(value, hours, idempotencyKey),
        url: pageUrl(request),
        request,
      }),
  });
}

export default function ServiceSchedule({ loaderData, actionData }: Route.ComponentProps) {
  const { hours, today, now, lastDay } = loaderData;
  const [form, fields] = useLeadForm<ServiceForm>({
    id: "service-form",
    schema: schemaFor(hours, { today, now }),
    lastResult: actionData?.result,
  });
  const submitting = useSubmitting();
  const vehicle = fields.vehicle.getFieldset();
  const business = fields.business.getFieldset();
  const businessOpen = Object.values(business).some(
    (f) => Boolean(f.initialValue) || Boolean(f.errors?.length),
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-4xl font-extrabold tracking-tight">Schedule service</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Tell us about your vehicle and the work it needs, pick a time, and our service team will call you to
        confirm. Questions? Call service at{" "}
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
          <fieldset className="grid gap-5 sm:grid-cols-3">
            <legend className="mb-3 text-xl font-extrabold tracking-tight">Your vehicle</legend>
            <Field meta={vehicle.year} label="Year" inputMode="numeric" maxLength={4} />
            <Field meta={vehicle.make} label="Make" />
            <Field meta={vehicle.model} label="Model" />
          </fieldset>
          <ChoiceGroupField
            meta={fields.repair_order_lines}
            type="checkbox"
            label="What does it need?"
            options={serviceOptions}
            columns={2}
          />
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-3 text-xl font-extrabold tracking-tight">Preferred date and time</legend>
            <Field
              meta={fields.date}
              label="Date"
              type="date"
              min={today}
              max={lastDay}
              hint="We are closed on Sundays."
            />
            <SelectField
              meta={fields.time}
              label="Time"
              options={timeOptions(hours)}
              placeholder="Choose a time"
            />
          </fieldset>
          <TextareaField meta={fields.notes_general} label="Notes for the service team" optional rows={3} />
          <ContactFields fields={fields} legend="Your details" />
          <details open={businessOpen} className="rounded-lg border border-line bg-white p-4">
            <summary className="cursor-pointer font-bold">Booking for a business? (optional)</summary>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              <Field meta={business.name} label="Business name" optional autoComplete="organization" />
              <Field meta={business.contactName} label="Contact name" optional />
              <Field meta={business.contactTitle} label="Contact title" optional />
              <Field meta={business.contactPhone} label="Contact phone" type="tel" optional />
              <Field meta={business.contactEmail} label="Contact e-mail" type="email" optional />
            </div>
          </details>
          <div>
            <SubmitButton pending={submitting}>Request appointment</SubmitButton>
          </div>
        </LeadForm>
        <aside
          aria-labelledby="service-hours-heading"
          className="h-fit rounded-xl border border-line bg-white p-5"
        >
          <h2 id="service-hours-heading" className="text-lg font-extrabold">
            Service hours
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {hours.map((day) => (
              <div key={day.day} className="contents">
                <dt className="font-semibold">{day.day}</dt>
                <dd>
                  {day.closed || !day.open || !day.close
                    ? "Closed"
                    : `${formatClock(day.open)} – ${formatClock(day.close)}`}
                </dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </div>
  );
}
