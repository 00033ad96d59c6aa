import { ConfirmationNotFound, LeadConfirmation } from "~/components/forms/lead-confirmation";
import { CREDIT_REFERENCE_PREFIX } from "~/features/leads/forms/credit-application";
import { isLeadReference, readConfirmationUrl } from "~/features/leads/intake/confirmation.server";
import { SITE_PATHS } from "~/lib/site-paths";
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
  return {
    reference: ref && isLeadReference(CREDIT_REFERENCE_PREFIX, ref) ? ref : null,
    store: {
      name: store ? `our finance center in ${store.subname}` : company.name,
      phone: store?.phone ?? company.sales.phone,
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: args.data?.reference ? "Application Received" : "Application Confirmation",
    description: "Your credit application reached our finance team: your reference and what happens next.",
    indexable: false,
  });

const ACTIONS = [
  { to: "/used-cars-for-sale", label: "Keep browsing cars" },
  { to: SITE_PATHS.financing, label: "About our financing" },
];

export default function FullCreditApplicationConfirmation({ loaderData }: Route.ComponentProps) {
  const { reference, store } = loaderData;
  if (!reference)
    return (
      <ConfirmationNotFound
        what="a credit application"
        store={store}
        actions={[{ to: SITE_PATHS.fullCreditApplication, label: "Start an application" }, ...ACTIONS]}
      />
    );
  return (
    <LeadConfirmation
      title="Your application is in"
      reference={reference}
      steps={[
        "A finance manager reviews your application and shops it with our lenders today.",
        "We call you within one business day (Monday to Saturday) with your options and rate.",
        "Pick your car, or bring the one you chose: your approval travels with you to any of our stores.",
      ]}
      store={store}
      actions={ACTIONS}
    />
  );
}
