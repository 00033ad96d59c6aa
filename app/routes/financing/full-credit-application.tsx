import { CreditApplicationForm } from "~/components/financing/credit-application/credit-application-form";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import {
  CREDIT_APPLICATION_FORM_ID,
  CREDIT_REFERENCE_PREFIX,
  CREDIT_TOASTS,
  creditApplicationSchema,
  SECRET_FIELDS,
  toCreditApplicationLead,
} from "~/features/leads/forms/credit-application";
import { confirmationUrl, leadReference } from "~/features/leads/intake/confirmation.server";
import { languageOfPath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { CONFIRMATION_PATHS } from "~/lib/site-paths";
import { financingCatalogue } from "~/locales/financing";
import { pageFormToken } from "~/routes/+shared/form-token.server";
import { handleLeadForm } from "~/routes/+shared/lead-form-action.server";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/full-credit-application";

export function loader({ context }: Route.LoaderArgs) {
  return { token: pageFormToken(context, CREDIT_APPLICATION_FORM_ID) };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), financingCatalogue);
  return routeMeta(args, {
    title: t("financing.credit.meta.title"),
    description: t("financing.credit.meta.description"),
    canonicalPath: "/auto-financing/full-credit-application",
  });
};

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForm({
    request,
    context,
    form: CREDIT_APPLICATION_FORM_ID,
    schema: creditApplicationSchema,
    toasts: CREDIT_TOASTS,
    hideFields: SECRET_FIELDS,
    // Ten minutes of typing end on a confirmation page (a 303, with or without JavaScript).
    accept: async (value, form) => {
      const reference = leadReference(CREDIT_REFERENCE_PREFIX, form.idempotencyKey);
      const lead = await form.acceptLead(toCreditApplicationLead(value, { ...form, reference }));
      const page = CONFIRMATION_PATHS.fullCreditApplication;
      return { ...lead, redirectTo: confirmationUrl(context.services, page, { ref: reference }) };
    },
  });
}

export default function FullCreditApplication({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(financingCatalogue);
  return (
    <Container className="py-10">
      <h1 className="text-4xl font-extrabold tracking-tight">{t("financing.credit.title")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("financing.credit.intro")}</p>
      <p className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-brand-ink">
        <Icon name="shield-check" size={16} /> {t("financing.credit.ssnSafe")}
      </p>
      <div className="mt-8">
        <CreditApplicationForm
          lastResult={actionData?.result}
          token={actionData?.token ?? loaderData.token}
          toasts={actionData?.toasts ?? []}
        />
      </div>
    </Container>
  );
}
