import { data } from "react-router";
import { NotYouForm } from "~/components/financing/not-you-form";
import { PreApprovalVehicle } from "~/components/financing/pre-approval-vehicle";
import { buyingTimeSlug, PrequalificationResult } from "~/components/financing/prequalification-result";
import { ContactFields } from "~/components/forms/contact-fields";
import { LeadForm, useLeadForm, useSubmitting } from "~/components/forms/lead-form";
import { useStateOptions } from "~/components/forms/state-options";
import { ChoiceGroupField, Field, SelectField, SubmitButton } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { FirstLeadEvent } from "~/components/visitor/first-lead-event";
import {
  type PreApprovalConfirmation,
  preApprovalConfirmation,
} from "~/features/financing/pre-approval-confirmation";
import { prequalify } from "~/features/financing/prequalification";
import { CREDIT_BANDS } from "~/features/gates/lead-gates";
import { CREDIT_BAND_RANGES } from "~/features/gates/personal-payments";
import { stateOptions } from "~/features/leads/forms/common";
import {
  APPLICANT_IDENTIFIERS,
  BUYING_TIMES,
  FINANCING_FORM_ID,
  FINANCING_TOASTS,
  type FinancingForm,
  financingSchema,
  financingVisitorData,
  PRE_APPROVAL_REFERENCE_PREFIX,
  toFinancingLead,
} from "~/features/leads/forms/financing";
import { leadReference } from "~/features/leads/intake/confirmation.server";
import { findVehicleOfInterest } from "~/features/leads/intake/vehicle-of-interest.server";
import { sameVisitorData } from "~/features/visitor/profile";
import { languageOfPath, translator } from "~/lib/i18n";
import { useLocalizePath, useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { financingCatalogue } from "~/locales/financing";
import { pageFormToken } from "~/routes/+shared/form-token.server";
import { handleLeadForm } from "~/routes/+shared/lead-form-action.server";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/apply-for-financing";
import { forgetVisitor, isForgetVisitorPost } from "./forget-visitor.server";
import { preApprovalCar } from "./pre-approval-vehicle.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { settings } = context.services;
  const { profile } = context.visitor;
  const { locations, company, store } = settings;
  const stores = locations.map((l) => ({ key: l.key, place: l.subname, phone: l.phone }));
  return {
    // Who the confirmation says to call: the site's store, or the sales line.
    store: stores.find((s) => s.key === store.selectedStore) ?? { place: null, phone: company.sales.phone },
    stores,
    token: pageFormToken(context, FINANCING_FORM_ID),
    // The car the visitor started from (`?vin=`, the vehicle page's prompt), when in stock.
    vehicle: await preApprovalCar(context, new URL(request.url).searchParams.get("vin")),
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

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), financingCatalogue);
  return routeMeta(args, {
    title: t("financing.apply.meta.title"),
    description: t("financing.apply.meta.description"),
    canonicalPath: "/auto-financing/apply-for-financing",
  });
};

/**
 * The form's action: the shared lead-form action, and on success the confirmation with the
 * instant estimate in place of the success toast (one message). The confirmation is the
 * POST's own answer, with or without JavaScript, never a redirect: it shows the visitor's
 * income and credit band, which must not travel in a URL. Reloading it posts the same token
 * again, whose idempotency key finds the lead already stored: nothing is sent twice, and the
 * reference (derived from that key) is the same.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (await isForgetVisitorPost(request)) return forgetVisitor(request, context);
  const saved = context.visitor.profile;
  const { company } = context.services.settings;
  // Set by `accept` (a closure: an object, so TypeScript sees what it holds afterwards).
  const shown: { confirmation?: PreApprovalConfirmation } = {};
  const answer = await handleLeadForm({
    request,
    context,
    form: FINANCING_FORM_ID,
    schema: financingSchema,
    toasts: FINANCING_TOASTS,
    accept: async (value, form) => {
      const submitted = financingVisitorData(value);
      const vehicle = await findVehicleOfInterest(context.services.db, value.vin);
      const estimate = prequalify(value, company.payments, company.fee.documentary);
      // Spec section 4: unchanged visitor data is not submitted again; the answer is still ok,
      // and the visitor still gets the estimate, told that nothing new was sent.
      // An application about a car is news to the dealer, whatever the visitor data.
      if (!vehicle && sameVisitorData(saved, submitted)) {
        shown.confirmation = preApprovalConfirmation(value, estimate, { reference: null });
        return { headers: new Headers() };
      }
      const reference = leadReference(PRE_APPROVAL_REFERENCE_PREFIX, form.idempotencyKey);
      // form.acceptLead also saves the details to the profile (when functional cookies are allowed).
      const lead = await form.acceptLead(toFinancingLead(value, { ...form, vehicle, reference, estimate }));
      shown.confirmation = preApprovalConfirmation(value, estimate, { reference, vehicle });
      return lead;
    },
  });
  const confirmation = answer.data.outcome === "sent" ? (shown.confirmation ?? null) : null;
  return data(
    { ...answer.data, toasts: confirmation ? [] : answer.data.toasts, confirmation },
    answer.init ?? undefined,
  );
}

/** The saved details that say who the visitor is. */
const PERSONAL_FIELDS = ["firstName", "lastName", "email", "phone", "address"] as const;

export default function ApplyForFinancing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(financingCatalogue);
  const states = useStateOptions(stateOptions);
  const localize = useLocalizePath();
  const [form, fields] = useLeadForm<FinancingForm>({
    id: FINANCING_FORM_ID,
    schema: financingSchema,
    lastResult: actionData?.result,
    defaultValue: { identifier: "current", ...loaderData.saved },
  });
  const submitting = useSubmitting();
  const minimal = loaderData.layout === "minimal";
  const frame = minimal ? "" : "mx-auto max-w-5xl px-4 py-10";
  const confirmation = actionData?.confirmation;
  if (confirmation)
    return (
      <div className={frame}>
        <PrequalificationResult
          confirmation={confirmation}
          store={loaderData.store}
          stores={loaderData.stores}
        />
        <FirstLeadEvent form={FINANCING_FORM_ID} />
      </div>
    );
  // "We filled in the details you gave us last time" only while a field that says who the
  // visitor is shows what we filled in: not above a form the visitor emptied or typed someone
  // else's details into (a state or a ZIP code alone is shared by many).
  const { saved } = loaderData;
  const remembered = PERSONAL_FIELDS.some((name) => saved[name] && fields[name].value === saved[name]);
  return (
    <div className={frame}>
      <p className="inline-flex items-center gap-2 rounded-full bg-brand/15 px-3 py-1 text-sm font-bold text-brand-ink">
        <Icon name="shield-check" size={16} /> {t("financing.apply.badge")}
      </p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight">{t("financing.apply.title")}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t("financing.apply.intro")}</p>
      {remembered ? <NotYouForm firstName={saved.firstName} /> : null}
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
            label={t("financing.apply.identifier")}
            options={APPLICANT_IDENTIFIERS.map((o) => ({
              value: o.value,
              label: t(`financing.identifier.${o.value}`),
            }))}
          />
          <SelectField
            meta={fields.buyingTime}
            label={t("financing.apply.buyingTime")}
            options={BUYING_TIMES.map((o) => ({
              value: o.value,
              label: t(`financing.buyingTime.${buyingTimeSlug(o.value)}`),
            }))}
            placeholder={t("financing.apply.chooseOne")}
          />
        </div>
        <fieldset className="grid gap-5 sm:grid-cols-2" aria-describedby="credit-and-income-hint">
          <legend className="mb-1 text-xl font-extrabold tracking-tight">
            {t("financing.apply.creditAndIncome")}
          </legend>
          <p id="credit-and-income-hint" className="text-sm text-muted sm:col-span-2">
            {t("financing.apply.creditAndIncomeHint")}
          </p>
          <ChoiceGroupField
            meta={fields.creditBand}
            type="radio"
            label={t("financing.apply.creditBand")}
            options={CREDIT_BANDS.map((band) => ({
              value: band,
              label: t(`financing.creditBand.${band}`, CREDIT_BAND_RANGES[band]),
            }))}
          />
          <Field
            meta={fields.monthlyIncome}
            label={t("financing.apply.monthlyIncome")}
            hint={t("financing.apply.monthlyIncomeHint")}
            inputMode="decimal"
            autoComplete="off"
          />
        </fieldset>
        <ContactFields fields={fields} legend={t("financing.apply.yourDetails")} />
        <fieldset className="grid gap-5 sm:grid-cols-6">
          <legend className="mb-3 text-xl font-extrabold tracking-tight">
            {t("financing.apply.homeAddress")}
          </legend>
          <Field
            meta={fields.address}
            label={t("financing.residence.street")}
            autoComplete="address-line1"
            className="sm:col-span-4"
          />
          <Field
            meta={fields.apartment}
            label={t("financing.residence.apartment")}
            optional
            autoComplete="address-line2"
            className="sm:col-span-2"
          />
          <Field
            meta={fields.city}
            label={t("financing.residence.city")}
            autoComplete="address-level2"
            className="sm:col-span-2"
          />
          <SelectField
            meta={fields.state}
            label={t("financing.residence.state")}
            options={states}
            placeholder={t("financing.residence.choose")}
            autoComplete="address-level1"
            className="sm:col-span-2"
          />
          <Field
            meta={fields.zipCode}
            label={t("financing.residence.zip")}
            inputMode="numeric"
            autoComplete="postal-code"
            className="sm:col-span-2"
          />
        </fieldset>
        <p className="text-xs text-muted">
          {`${t("financing.apply.agree")} `}
          <a className="font-semibold text-brand-ink underline" href={localize(SITE_PATHS.privacyPolicy)}>
            {t("financing.consent.privacy")}
          </a>
          .
        </p>
        <div>
          <SubmitButton pending={submitting}>{t("financing.apply.submit")}</SubmitButton>
        </div>
      </LeadForm>
    </div>
  );
}
