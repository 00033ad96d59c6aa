import { CareersContent } from "~/components/company/careers-content";
import { HighlightCards } from "~/components/content/highlight-cards";
import { PageHeader } from "~/components/content/page-header";
import { ContactFields } from "~/components/forms/contact-fields";
import { LeadForm, useLeadForm, useSubmitting } from "~/components/forms/lead-form";
import { SentConfirmation, sentHeadingId } from "~/components/forms/sent-confirmation";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Container } from "~/components/ui/container";
import { Field, SubmitButton, TextareaField } from "~/components/ui/field";
import {
  CAREERS_FORM_ID,
  CAREERS_TOASTS,
  type CareersForm,
  careersSchema,
  toCareersLead,
} from "~/features/leads/forms/careers";
import { languageOfPath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { companyCatalogue } from "~/locales/company";
import { pageFormToken } from "~/routes/+shared/form-token.server";
import { handleLeadForm } from "~/routes/+shared/lead-form-action.server";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/careers";

export function loader({ context }: Route.LoaderArgs) {
  const { company } = context.services.settings;
  return {
    token: pageFormToken(context, CAREERS_FORM_ID),
    careersEmail: company.employee.generalManager.email,
    companyName: company.name,
    // The company's main line, which the confirmation gives.
    companyPhone: company.phone,
    page: context.services.content.pages.careers,
    siteUrl: context.services.env.siteUrl,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), companyCatalogue);
  return routeMeta(args, {
    title: args.data?.page.title ?? t("company.careers.meta.title"),
    description: args.data?.page.description ?? t("company.careers.meta.description"),
    canonicalPath: SITE_PATHS.careers,
  });
};

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForm({
    request,
    context,
    form: CAREERS_FORM_ID,
    schema: careersSchema,
    toasts: CAREERS_TOASTS,
    // Ends on its confirmation in place of the form, with and without JavaScript (issue 17).
    confirmation: { referencePrefix: "JOB" },
    accept: (value, form) => form.acceptLead(toCareersLead(value, form)),
  });
}

export default function Careers({ loaderData, actionData }: Route.ComponentProps) {
  const { page, siteUrl } = loaderData;
  const [form, fields] = useLeadForm<CareersForm>({
    id: CAREERS_FORM_ID,
    schema: careersSchema,
    lastResult: actionData?.result,
  });
  const submitting = useSubmitting();
  const t = useT(companyCatalogue);
  const confirmation = actionData?.confirmation;
  const crumbs = [
    { name: t("company.crumbs.home"), path: "/" },
    { name: t("company.crumbs.ourCompany"), path: SITE_PATHS.ourCompany },
    { name: t("company.crumbs.careers"), path: page.path },
  ];
  return (
    <>
      <PageHeader
        title={page.heading ?? page.title}
        intro={page.intro}
        breadcrumbs={<Breadcrumbs crumbs={crumbs} siteUrl={siteUrl} />}
      />
      {page.highlights?.length ? (
        <Container className="pt-10">
          <h2 className="sr-only">{t("company.careers.why")}</h2>
          <HighlightCards items={page.highlights} />
        </Container>
      ) : null}
      <Container className="grid gap-10 py-14 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <CareersContent page={page} />
        <section
          aria-labelledby={confirmation ? sentHeadingId(CAREERS_FORM_ID) : "apply-heading"}
          className="rounded-xl border border-line bg-surface p-5 sm:p-8 lg:sticky lg:top-[calc(var(--spacing-header)+24px)] lg:self-start"
        >
          {confirmation ? (
            <SentConfirmation
              form={CAREERS_FORM_ID}
              confirmation={confirmation}
              sent={[
                { label: t("company.careers.position"), value: confirmation.sent.position },
                { label: t("company.careers.fit"), value: confirmation.sent.message },
              ]}
              from={confirmation.sent}
              steps={[t("company.careers.sent.step1"), t("company.careers.sent.step2")]}
              store={{ name: loaderData.companyName, phone: loaderData.companyPhone }}
              actions={[{ to: SITE_PATHS.ourCompany, label: t("company.careers.sent.about") }]}
            />
          ) : (
            <>
              <h2 id="apply-heading" className="text-2xl font-extrabold tracking-tight">
                {t("company.careers.apply")}
              </h2>
              <LeadForm
                form={form}
                token={actionData?.token ?? loaderData.token}
                toasts={actionData?.toasts ?? []}
                className="mt-6 grid gap-5"
              >
                <Field meta={fields.position} label={t("company.careers.position")} />
                <TextareaField meta={fields.message} label={t("company.careers.fit")} />
                <ContactFields fields={fields} />
                <div>
                  <SubmitButton pending={submitting}>{t("company.careers.submit")}</SubmitButton>
                </div>
              </LeadForm>
              <p className="mt-6 text-sm text-muted">
                {t("company.careers.resume")}{" "}
                <a
                  // A long address wraps instead of widening the page on a phone.
                  className="font-semibold text-brand-ink underline [overflow-wrap:anywhere]"
                  href={`mailto:${loaderData.careersEmail}`}
                >
                  {loaderData.careersEmail}
                </a>
                .
              </p>
            </>
          )}
        </section>
      </Container>
    </>
  );
}
