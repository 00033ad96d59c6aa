import { LocationCards, WorkingHours } from "~/components/company/dealership-info";
import { ContactFields } from "~/components/forms/contact-fields";
import { LeadForm, useLeadForm, useSubmitting } from "~/components/forms/lead-form";
import { SentConfirmation, sentHeadingId } from "~/components/forms/sent-confirmation";
import { Container } from "~/components/ui/container";
import { SelectField, SubmitButton, TextareaField } from "~/components/ui/field";
import { JsonLd } from "~/components/ui/json-ld";
import { StoreChooser } from "~/components/visitor/store-chooser";
import { useSelectedStore } from "~/components/visitor/visitor-browser";
import { selectedStoreFirst } from "~/features/company/store-order";
import {
  CONTACT_FORM_ID,
  CONTACT_TOASTS,
  CONTACT_TOPICS,
  type ContactForm,
  contactSchema,
  toContactLead,
  topicOptions,
} from "~/features/leads/forms/contact";
import { autoDealerJsonLd } from "~/features/seo/structured-data/auto-dealer";
import { telHref } from "~/lib/format";
import { languageOfPath, translator } from "~/lib/i18n";
import { useLocalizePath, useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { companyCatalogue } from "~/locales/company";
import { pageFormToken } from "~/routes/+shared/form-token.server";
import { handleLeadForm } from "~/routes/+shared/lead-form-action.server";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/contact-us";

export function loader({ context }: Route.LoaderArgs) {
  const { settings } = context.services;
  return {
    token: pageFormToken(context, CONTACT_FORM_ID),
    salesHours: settings.company.workingHours,
    serviceHours: settings.company.serviceWorkingHours,
    salesPhone: settings.company.sales.phone,
    companyName: settings.company.name,
    locations: settings.locations,
    // The four stores as AutoDealer structured data (hours, departments, rating).
    dealers: autoDealerJsonLd({
      siteUrl: context.services.env.siteUrl,
      company: settings.company,
      locations: settings.locations,
    }),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), companyCatalogue);
  return routeMeta(args, {
    title: t("company.contact.meta.title"),
    description: t("company.contact.meta.description"),
    canonicalPath: "/contact-us",
  });
};

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForm({
    request,
    context,
    form: CONTACT_FORM_ID,
    schema: contactSchema,
    toasts: CONTACT_TOASTS,
    // Ends on its confirmation in place of the form, with and without JavaScript (issue 17).
    confirmation: { referencePrefix: "MSG" },
    accept: (value, form) => form.acceptLead(toContactLead(value, form)),
  });
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useLeadForm<ContactForm>({
    id: CONTACT_FORM_ID,
    schema: contactSchema,
    lastResult: actionData?.result,
  });
  const submitting = useSubmitting();
  const t = useT(companyCatalogue);
  // The visitor's store first, in the browser after load: the server renders no visitor data.
  const selectedStore = useSelectedStore();
  const locations = selectedStoreFirst(loaderData.locations, selectedStore);
  const localize = useLocalizePath();
  const topics = topicOptions.map((o) => {
    const topic = CONTACT_TOPICS.find((c) => c.value === o.value);
    return topic ? { ...o, label: t(`company.contact.topic.${topic.to}`) } : o;
  });
  const topicOf = (value: string) => topics.find((o) => o.value === value)?.label ?? value;
  const confirmation = actionData?.confirmation;
  return (
    <Container className="py-10">
      <h1 className="text-4xl font-extrabold tracking-tight">{t("company.contact.heading")}</h1>
      <p className="mt-2 max-w-2xl text-muted">
        {t("company.contact.intro")}{" "}
        <a className="font-semibold text-brand-ink underline" href={telHref(loaderData.salesPhone)}>
          {loaderData.salesPhone}
        </a>
        .
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby={confirmation ? sentHeadingId(CONTACT_FORM_ID) : "message-heading"}
          className="rounded-xl border border-line bg-surface p-5 sm:p-8"
        >
          {confirmation ? (
            <SentConfirmation
              form={CONTACT_FORM_ID}
              confirmation={confirmation}
              sent={[
                { label: t("company.contact.topic"), value: topicOf(confirmation.sent.inquiry) },
                { label: t("company.contact.message"), value: confirmation.sent.message },
              ]}
              from={confirmation.sent}
              steps={[
                t("company.contact.sent.step1", { topic: topicOf(confirmation.sent.inquiry) }),
                t("company.contact.sent.step2"),
              ]}
              store={{ name: loaderData.companyName, phone: loaderData.salesPhone }}
              actions={[
                { to: SITE_PATHS.search, label: t("company.sent.inventory") },
                { to: SITE_PATHS.contact, label: t("company.sent.another") },
              ]}
            />
          ) : (
            <>
              <h2 id="message-heading" className="text-2xl font-extrabold tracking-tight">
                {t("company.contact.formHeading")}
              </h2>
              <LeadForm
                form={form}
                token={actionData?.token ?? loaderData.token}
                toasts={actionData?.toasts ?? []}
                className="mt-6 grid gap-5"
              >
                <SelectField
                  meta={fields.inquiry}
                  label={t("company.contact.topic")}
                  options={topics}
                  placeholder={t("company.contact.chooseTopic")}
                />
                <TextareaField meta={fields.message} label={t("company.contact.message")} />
                <ContactFields fields={fields} phonePlaceholder="(555) 555-5555" />
                <p className="text-xs text-muted">
                  {t("company.contact.consent")}{" "}
                  <a
                    className="font-semibold text-brand-ink underline"
                    href={localize(SITE_PATHS.privacyPolicy)}
                  >
                    {t("company.contact.privacyPolicy")}
                  </a>
                  {t("company.contact.consentEnd")}
                </p>
                <div>
                  <SubmitButton pending={submitting}>{t("company.contact.submit")}</SubmitButton>
                </div>
              </LeadForm>
            </>
          )}
        </section>
        <WorkingHours sales={loaderData.salesHours} service={loaderData.serviceHours} />
      </div>
      <div className="mt-12">
        <StoreChooser locations={loaderData.locations} className="mb-8" />
        <LocationCards locations={locations} selected={selectedStore} />
        <JsonLd data={loaderData.dealers} />
      </div>
    </Container>
  );
}
