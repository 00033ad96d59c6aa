import { ContactFields } from "~/components/forms/contact-fields";
import { LocationCards, WorkingHours } from "~/components/forms/dealership-info";
import { SelectField, SubmitButton, TextareaField } from "~/components/forms/field";
import { LeadForm, useLeadForm, useSubmitting } from "~/components/forms/lead-form";
import { acceptLead } from "~/features/leads/accept-lead.server";
import { issueFormToken } from "~/features/leads/form-guard.server";
import {
  CELL_PHONE_CONSENT,
  CONTACT_TOASTS,
  type ContactForm,
  contactLeadKind,
  contactSchema,
  contactTopic,
  topicOptions,
} from "~/features/leads/forms/contact";
import { handleLeadForm, pageUrl } from "~/features/leads/forms/lead-form-action.server";
import { leadPageMeta } from "~/features/leads/forms/page-meta";
import { getApp } from "~/lib/app.server";
import { telHref } from "~/lib/format";
import type { Route } from "./+types/contact-us";

export function loader() {
  const { settings } = getApp();
  return {
    token: issueFormToken(),
    salesHours: settings.company.workingHours,
    serviceHours: settings.company.serviceWorkingHours,
    salesPhone: settings.company.sales.phone,
    locations: settings.locations,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  leadPageMeta(matches, {
    title: "Contact Us",
    description:
      "Questions about a vehicle, financing, a trade or a recent purchase? Send us a message or visit one of our four stores.",
    path: "/contact-us",
  });

export async function action({ request }: Route.ActionArgs) {
  return handleLeadForm({
    request,
    schema: contactSchema,
    toasts: CONTACT_TOASTS,
    // Without JavaScript the visitor lands on the confirmation page (reloading it posts nothing).
    redirectWithoutJavaScript: "/amp-contact-request-confirmation",
    accept: (value, { idempotencyKey }) => {
      const topic = contactTopic(value.inquiry);
      return acceptLead({
        kind: contactLeadKind(topic),
        idempotencyKey,
        user: {
          firstName: value.firstName,
          lastName: value.lastName,
          email: value.email,
          phone: value.phone,
        },
        comments: value.message,
        url: pageUrl(request),
        details: { inquiry: { name: topic.name, to: topic.to }, message: value.message },
        request,
      });
    },
  });
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useLeadForm<ContactForm>({
    id: "contact-form",
    schema: contactSchema,
    lastResult: actionData?.result,
  });
  const submitting = useSubmitting();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-4xl font-extrabold tracking-tight">Contact us</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Send us a message and the right person on our team will get back to you, or call us at{" "}
        <a className="font-semibold text-brand-ink underline" href={telHref(loaderData.salesPhone)}>
          {loaderData.salesPhone}
        </a>
        .
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="message-heading"
          className="rounded-xl border border-line bg-surface p-5 sm:p-8"
        >
          <h2 id="message-heading" className="text-2xl font-extrabold tracking-tight">
            Send us a message
          </h2>
          <LeadForm
            form={form}
            token={actionData?.token ?? loaderData.token}
            toasts={actionData?.toasts ?? []}
            className="mt-6 grid gap-5"
          >
            <SelectField
              meta={fields.inquiry}
              label="How can we help?"
              options={topicOptions}
              placeholder="Choose a topic"
            />
            <TextareaField meta={fields.message} label="Message" />
            <ContactFields fields={fields} phonePlaceholder="(555) 555-5555" />
            <div className="space-y-2 text-xs text-muted">
              <p>
                By submitting this form you agree to our{" "}
                <a className="font-semibold text-brand-ink underline" href="/legal/privacy-policy">
                  Privacy Policy
                </a>
                , which explains how we use and protect your information.
              </p>
              <p>{CELL_PHONE_CONSENT}</p>
            </div>
            <div>
              <SubmitButton pending={submitting}>Send message</SubmitButton>
            </div>
          </LeadForm>
        </section>
        <WorkingHours sales={loaderData.salesHours} service={loaderData.serviceHours} />
      </div>
      <div className="mt-12">
        <LocationCards locations={loaderData.locations} />
      </div>
    </div>
  );
}
