import { NotYouForm } from "~/components/financing/not-you-form";
import { PreApprovalVehicle } from "~/components/financing/pre-approval-vehicle";
import { ContactFields } from "~/components/forms/contact-fields";
import { LeadForm, useLeadForm, useSubmitting } from "~/components/forms/lead-form";
import { ChoiceGroupField, Field, SelectField, SubmitButton } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { stateOptions } from "~/features/leads/forms/common";
import {
  APPLICANT_IDENTIFIERS,
  BUYING_TIMES,
  FINANCING_FORM_ID,
  FINANCING_TOASTS,
  type FinancingForm,
  financingSchema,
  financingVisitorData,
  toFinancingLead,
} from "~/features/leads/forms/financing";
import { issueFormToken } from "~/features/leads/intake/form-guard.server";
import { findVehicleOfInterest } from "~/features/leads/intake/vehicle-of-interest.server";
import { mergeVisitorProfile, sameVisitorData } from "~/features/visitor/profile";
import { secureFor } from "~/lib/http/cookies.server";
import { visitorProfileSetCookie } from "~/lib/http/visitor.server";
import { SITE_PATHS } from "~/lib/site-paths";
import { handleLeadForm } from "~/routes/+shared/lead-form-action.server";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/apply-for-financing";
import { forgetVisitor, isForgetVisitorPost } from "./forget-visitor.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { settings, db } = context.services;
  const { profile } = context.visitor;
  return {
    token: issueFormToken(context.services, FINANCING_FORM_ID),
    // The car the visitor started from (`?vin=`, the vehicle page's prompt), when in stock.
    vehicle: await findVehicleOfInterest(db, new URL(request.url).searchParams.get("vin")),
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

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Apply for Financing",
    description:
      "Get pre-approved for your next car in minutes with no impact on your credit score. Every credit situation welcome.",
    canonicalPath: "/auto-financing/apply-for-financing",
  });

export async function action({ request, context }: Route.ActionArgs) {
  if (await isForgetVisitorPost(request)) return forgetVisitor(request, context);
  const saved = context.visitor.profile;
  return handleLeadForm({
    request,
    context,
    form: FINANCING_FORM_ID,
    schema: financingSchema,
    toasts: FINANCING_TOASTS,
    accept: async (value, form) => {
      const submitted = financingVisitorData(value);
      const vehicle = await findVehicleOfInterest(context.services.db, value.vin);
      // Spec section 4: unchanged visitor data is not submitted again; the answer is still ok.
      // An application about a car is news to the dealer, whatever the visitor data.
      if (!vehicle && sameVisitorData(saved, submitted)) return { headers: new Headers() };
      const lead = await form.acceptLead(toFinancingLead(value, { ...form, vehicle }));
      const secure = secureFor(request, context.services.env.siteUrl);
      lead.headers.append(
        "Set-Cookie",
        await visitorProfileSetCookie(mergeVisitorProfile(saved, submitted), context.services, secure),
      );
      return lead;
    },
  });
}

export default function ApplyForFinancing({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useLeadForm<FinancingForm>({
    id: FINANCING_FORM_ID,
    schema: financingSchema,
    lastResult: actionData?.result,
    defaultValue: { identifier: "current", ...loaderData.saved },
  });
  const submitting = useSubmitting();
  const minimal = loaderData.layout === "minimal";
  const remembered = Object.values(loaderData.saved).some(Boolean);
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
      {remembered ? <NotYouForm firstName={loaderData.saved.firstName} /> : null}
      <LeadForm
        form={form}
        token={actionData?.token ?? loaderData.token}
        toasts={actionData?.toasts ?? []}
        className="mt-8 grid gap-8 rounded-xl border border-line bg-surface p-5 sm:p-8"
      >
        {loaderData.vehicle ? <PreApprovalVehicle vehicle={loaderData.vehicle} /> : null}
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
          <a className="font-semibold text-brand-ink underline" href={SITE_PATHS.privacyPolicy}>
            Privacy Policy
          </a>
          .
        </p>
        <div>
          <SubmitButton pending={submitting}>Get pre-approved</SubmitButton>
        </div>
      </LeadForm>
    </div>
  );
}
