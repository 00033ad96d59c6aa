import { ConfirmationNotFound, LeadConfirmation } from "~/components/forms/lead-confirmation";
import { isLeadReference, readConfirmationUrl } from "~/features/leads/intake/confirmation.server";
import { SERVICE_REFERENCE_PREFIX } from "~/features/service/appointments.server";
import { findServiceStore, serviceStoresOf } from "~/features/service/stores";
import { formatClock, longDate } from "~/lib/format";
import { SITE_PATHS } from "~/lib/site-paths";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/service-schedule-confirmation";

/**
 * Where the service scheduler ends (a 303 from its action): the appointment's number, the
 * store, the day and time asked for, what happens next, and the store's phone. A link
 * without a valid signature gets the helpful page instead (intake/confirmation.server.ts).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locations, company } = context.services.settings;
  const stores = serviceStoresOf(locations, company.serviceWorkingHours);
  const params = readConfirmationUrl(context.services, new URL(request.url));
  const store = findServiceStore(stores, params?.store);
  const at = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(params?.at ?? "");
  const valid = params?.ref && isLeadReference(SERVICE_REFERENCE_PREFIX, params.ref) && store && at;
  if (!valid)
    return { appointment: null, store: { name: "our service department", phone: company.service.phone } };
  const when = `${longDate(`${at[1]}-${at[2]}-${at[3]}`)} at ${formatClock(at[4]!)}`;
  return {
    appointment: { reference: params.ref!, when },
    store: { name: store.name, phone: store.phone, address: store.address },
  };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: args.data?.appointment ? "Appointment Requested" : "Service Appointment Confirmation",
    description: "Your service appointment request: its number, the store and what happens next.",
    indexable: false,
  });

const ACTIONS = [
  { to: SITE_PATHS.serviceOffers, label: "See service coupons" },
  { to: SITE_PATHS.service, label: "About our service" },
];

export default function ServiceScheduleConfirmation({ loaderData }: Route.ComponentProps) {
  const { appointment, store } = loaderData;
  if (!appointment)
    return (
      <ConfirmationNotFound
        what="a service appointment request"
        store={store}
        actions={[{ to: SITE_PATHS.serviceSchedule, label: "Schedule service" }, ...ACTIONS]}
      />
    );
  return (
    <LeadConfirmation
      title="Your appointment is requested"
      reference={appointment.reference}
      summary={
        <p className="rounded-xl border border-line bg-white p-5 text-lg">
          <strong>{appointment.when}</strong>
          <br />
          {store.name}
          {store.address ? <span className="block text-base text-muted">{store.address}</span> : null}
        </p>
      }
      steps={[
        `We hold ${appointment.when} for you at ${store.name}.`,
        "A service advisor calls you within one business day, and always before your appointment, to confirm the time and the work.",
        "Bring your car at the confirmed time. Most services take about an hour; we tell you before any extra work.",
      ]}
      store={store}
      actions={ACTIONS}
    />
  );
}
