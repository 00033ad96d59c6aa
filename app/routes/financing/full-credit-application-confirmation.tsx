import { ConfirmationNotFound, LeadConfirmation } from "~/components/forms/lead-confirmation";
import { CREDIT_REFERENCE_PREFIX } from "~/features/leads/forms/credit-application";
import { isLeadReference, readConfirmationUrl } from "~/features/leads/intake/confirmation.server";
import { languageOfPath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { financingCatalogue } from "~/locales/financing";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/full-credit-application-confirmation";

/**
 * Where the full credit application ends (a 303 from its action): the application's
 * reference, what happens next, and the finance center's phone. A link without a valid
 * signed reference gets the helpful page instead (intake/confirmation.server.ts).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locations, company } = context.services.settings;
  const params = readConfirmationUrl(context.services, new URL(request.url));
  const ref = params?.ref;
  // The finance center is at the dealership's main store.
  const store = locations.find((l) => l.currentLocation) ?? locations[0];
  const t = translator(context.visitor.language, financingCatalogue);
  const reference = ref && isLeadReference(CREDIT_REFERENCE_PREFIX, ref) ? ref : null;
  return {
    reference,
    // A link that is not ours is not repeated, not even in the language switch.
    languageSwitchKeepsQuery: reference !== null,
    store: {
      name: store ? t("financing.confirmation.financeCenter", { place: store.subname }) : company.name,
      phone: store?.phone ?? company.sales.phone,
    },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), financingCatalogue);
  return routeMeta(args, {
    title: t(
      args.data?.reference ? "financing.confirmation.meta.received" : "financing.confirmation.meta.title",
    ),
    description: t("financing.confirmation.meta.description"),
    indexable: false,
  });
};

export default function FullCreditApplicationConfirmation({ loaderData }: Route.ComponentProps) {
  const t = useT(financingCatalogue);
  const { reference, store } = loaderData;
  // Link localizes the paths (/es/… on a Spanish page).
  const actions = [
    { to: "/used-cars-for-sale", label: t("financing.confirmation.keepBrowsing") },
    { to: SITE_PATHS.financing, label: t("financing.confirmation.aboutFinancing") },
  ];
  if (!reference)
    return (
      <ConfirmationNotFound
        what={t("financing.confirmation.what")}
        store={store}
        actions={[
          { to: SITE_PATHS.fullCreditApplication, label: t("financing.confirmation.start") },
          ...actions,
        ]}
      />
    );
  return (
    <LeadConfirmation
      title={t("financing.confirmation.title")}
      reference={reference}
      steps={[
        t("financing.confirmation.step1"),
        t("financing.confirmation.step2"),
        t("financing.confirmation.step3"),
      ]}
      store={store}
      actions={actions}
    />
  );
}
