import { ContactFields } from "~/components/forms/contact-fields";
import { Field, SubmitButton, TextareaField } from "~/components/forms/field";
import { LeadForm, useLeadForm, useSubmitting } from "~/components/forms/lead-form";
import { acceptLead } from "~/features/leads/accept-lead.server";
import { issueFormToken } from "~/features/leads/form-guard.server";
import { CAREERS_TOASTS, type CareersForm, careersSchema } from "~/features/leads/forms/careers";
import { handleLeadForm, pageUrl } from "~/features/leads/forms/lead-form-action.server";
import { leadPageMeta } from "~/features/leads/forms/page-meta";
import { getApp } from "~/lib/app.server";
import type { Route } from "./+types/careers";

export function loader() {
  const { company } = getApp().settings;
  return {
    token: issueFormToken(),
    careersEmail: company.employee.generalManager.email,
    companyName: company.name,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  leadPageMeta(matches, {
    title: "Careers",
    description: "Join our team: sales, finance, service and office positions across our four stores.",
    path: "/our-company/careers",
  });

export async function action({ request }: Route.ActionArgs) {
  return handleLeadForm({
    request,
    schema: careersSchema,
    toasts: CAREERS_TOASTS,
    accept: (value, { idempotencyKey }) =>
      acceptLead({
        kind: "CAREERS",
        idempotencyKey,
        user: {
          firstName: value.firstName,
          lastName: value.lastName,
          email: value.email,
          phone: value.phone,
        },
        comments: `Position: ${value.position}\n\n${value.message}`,
        url: pageUrl(request),
        details: { position: value.position, message: value.message },
        request,
      }),
  });
}

export default function Careers({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useLeadForm<CareersForm>({
    id: "careers-form",
    schema: careersSchema,
    lastResult: actionData?.result,
  });
  const submitting = useSubmitting();
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[2fr_3fr]">
      <div>
        <h1 className="text-4xl font-extrabold tracking-tight">Careers</h1>
        <p className="mt-4 text-lg text-muted">
          {loaderData.companyName} is growing. We hire sales consultants, finance managers, service
          technicians and office staff at our stores in Moline, Rockford, Elkhart and Fort Wayne.
        </p>
        <ul className="mt-6 space-y-2 text-ink">
          <li>• Paid training and a clear path to management</li>
          <li>• Health, dental and 401(k) with a company match</li>
          <li>• Employee pricing on vehicles and service</li>
        </ul>
        <p className="mt-6 text-sm text-muted">
          Supplemental information, such as your resume, can be e-mailed to{" "}
          <a className="font-semibold text-brand-ink underline" href={`mailto:${loaderData.careersEmail}`}>
            {loaderData.careersEmail}
          </a>
          .
        </p>
      </div>
      <section
        aria-labelledby="apply-heading"
        className="rounded-xl border border-line bg-surface p-5 sm:p-8"
      >
        <h2 id="apply-heading" className="text-2xl font-extrabold tracking-tight">
          Apply now
        </h2>
        <LeadForm
          form={form}
          token={actionData?.token ?? loaderData.token}
          toasts={actionData?.toasts ?? []}
          className="mt-6 grid gap-5"
        >
          <Field meta={fields.position} label="Position applied for" />
          <TextareaField meta={fields.message} label="Why are you a good fit?" />
          <ContactFields fields={fields} />
          <div>
            <SubmitButton pending={submitting}>Apply Now</SubmitButton>
          </div>
        </LeadForm>
      </section>
    </div>
  );
}
