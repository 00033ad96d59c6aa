import { ContactFields } from "~/components/forms/contact-fields";
import { ChoiceGroupField, Field, SelectField, SubmitButton } from "~/components/forms/field";
import { LeadForm, useLeadForm, useSubmitting } from "~/components/forms/lead-form";
import { Icon } from "~/components/ui/icon";
import { acceptLead } from "~/features/leads/accept-lead.server";
import { issueFormToken } from "~/features/leads/form-guard.server";
import { stateOptions } from "~/features/leads/forms/common";
import { CELL_PHONE_CONSENT } from "~/features/leads/forms/contact";
import {
  APPLICANT_IDENTIFIERS,
  BUYING_TIMES,
  FINANCING_TOASTS,
  type FinancingForm,
  financingSchema,
} from "~/features/leads/forms/financing";
import { handleLeadForm, pageUrl } from "~/features/leads/forms/lead-form-action.server";
import { leadPageMeta } from "~/features/leads/forms/page-meta";
import {
  mergeVisitorProfile,
  readVisitorProfile,
  sameVisitorData,
  visitorProfileSetCookie,
} from "~/features/leads/forms/visitor-profile.server";
import { getApp } from "~/lib/app.server";
import type { Route } from "./+types/apply-for-financing";

export async function loader({ request }: Route.LoaderArgs) {
  const { settings } = getApp();
  const profile = await readVisitorProfile(request);
  return {
    token: issueFormToken(),
    // The default layout when pre-approval financing is enabled, the minimal one otherwise (spec section 2).
    layout: settings.store.preApprovalFinancingEnabled ? ("default" as const) : ("minimal" as const),
    // What the visitor gave us last time, so they need not type it again.
    saved: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      phone: profile.phone,
      address: profile.homeAddress?.address,
      apartment: profile.homeAddress?.apartment,
      city: profile.homeAddress?.city,
      state: profile.homeAddress?.state,
      zipCode: profile.homeAddress?.zipCode,
    },
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  leadPageMeta(matches, {
    title: "Apply for Financing",
    description:
      "Get pre-approved for your next car in minutes with no impact on your credit score. Every credit situation welcome.",
    path: "/auto-financing/apply-for-financing",
  });

export async function action({ request }: Route.ActionArgs) {
  return handleLeadForm({
    request,
    schema: financingSchema,
    toasts: FINANCING_TOASTS,
    accept: async (value, { idempotencyKey }) => {
      const homeAddress = {
        address: value.address,
        apartment: value.apartment,
        city: value.city,
        state: value.state,
        zipCode: value.zipCode,
      };
      const submitted = {
        firstName: value.firstName,
        lastName: value.lastName,
        email: value.email,
        phone: value.phone,
        homeAddress,
      };
      const saved = await readVisitorProfile(request);
      // Spec section 4: unchanged visitor data is not submitted again; the answer is still ok.
      if (sameVisitorData(saved, submitted)) return { headers: new Headers() };
      const lead = await acceptLead({
        kind: "APPLY_FINANCING",
        idempotencyKey,
        user: { ...submitted, comments: `Buying time: ${value.buyingTime}` },
        url: pageUrl(request),
        details: { identifier: value.identifier, buyingTime: value.buyingTime },
        request,
      });
      lead.headers.append(
        "Set-Cookie",
        await visitorProfileSetCookie(mergeVisitorProfile(saved, submitted), request),
      );
      return lead;
    },
  });
}

export default function ApplyForFinancing({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useLeadForm<FinancingForm>({
    id: "financing-form",
    schema: financingSchema,
    lastResult: actionData?.result,
    defaultValue: { identifier: "current", ...loaderData.saved },
  });
  const submitting = useSubmitting();
  const minimal = loaderData.layout === "minimal";
  return (
    <div className={minimal ? "" : "mx-auto max-w-5xl px-4 py-10"}>
      <p className="inline-flex items-center gap-2 rounded-full bg-brand/15 px-3 py-1 text-sm font-bold text-brand-ink">
        <Icon name="shield-check" size={16} /> No impact on your credit score
      </p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight">Get pre-approved</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Checking your pre-approval is a soft inquiry: it has no credit-score impact. Tell us a little about
        yourself and a finance specialist will get back to you, usually within 24-48 hours.
      </p>
      <LeadForm
        form={form}
        token={actionData?.token ?? loaderData.token}
        toasts={actionData?.toasts ?? []}
        className="mt-8 grid gap-8 rounded-xl border border-line bg-surface p-5 sm:p-8"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <ChoiceGroupField
            meta={fields.identifier}
            type="radio"
            label="Who is applying?"
            options={APPLICANT_IDENTIFIERS}
          />
          <SelectField
            meta={fields.buyingTime}
            label="When do you plan to buy?"
            options={BUYING_TIMES}
            placeholder="Choose one"
          />
        </div>
        <ContactFields fields={fields} legend="Your details" />
        <fieldset className="grid gap-5 sm:grid-cols-6">
          <legend className="mb-3 text-xl font-extrabold tracking-tight">Home address</legend>
          <Field
            meta={fields.address}
            label="Street address"
            autoComplete="address-line1"
            className="sm:col-span-4"
          />
          <Field
            meta={fields.apartment}
            label="Apartment"
            optional
            autoComplete="address-line2"
            className="sm:col-span-2"
          />
          <Field meta={fields.city} label="City" autoComplete="address-level2" className="sm:col-span-2" />
          <SelectField
            meta={fields.state}
            label="State"
            options={stateOptions}
            placeholder="Choose"
            autoComplete="address-level1"
            className="sm:col-span-2"
          />
          <Field
            meta={fields.zipCode}
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            className="sm:col-span-2"
          />
        </fieldset>
        <p className="text-xs text-muted">
          By submitting you agree to our{" "}
          <a className="font-semibold text-brand-ink underline" href="/legal/privacy-policy">
            Privacy Policy
          </a>
          . {CELL_PHONE_CONSENT}
        </p>
        <div>
          <SubmitButton pending={submitting}>Get pre-approved</SubmitButton>
        </div>
      </LeadForm>
    </div>
  );
}
