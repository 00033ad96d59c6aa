import { ConfirmationNotFound, LeadConfirmation } from "~/components/forms/lead-confirmation";
import { AddToCalendar } from "~/components/ui/add-to-calendar";
import { calendarPath } from "~/features/calendar/calendar-link.server";
import { isLeadReference, readConfirmationUrl } from "~/features/leads/intake/confirmation.server";
import { SERVICE_REFERENCE_PREFIX } from "~/features/service/appointments.server";
import { findServiceStore, serviceStoresOf } from "~/features/service/stores";
import { formatClock, longDate } from "~/lib/format";
import { languageOfPath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { serviceCatalogue } from "~/locales/service";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/service-schedule-confirmation";

/**
 * Where the service scheduler ends (a 303 from its action): the appointment's number, the
 * store, the day and time asked for, what happens next, and the store's phone. A link
 * without a valid signature gets the helpful page instead (intake/confirmation.server.ts).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locations, company } = context.services.settings;
  const { language } = context.visitor;
  const t = translator(language, serviceCatalogue);
  const stores = serviceStoresOf(locations, company.serviceWorkingHours);
  const params = readConfirmationUrl(context.services, new URL(request.url));
  const store = findServiceStore(stores, params?.store);
  const at = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(params?.at ?? "");
  const valid = params?.ref && isLeadReference(SERVICE_REFERENCE_PREFIX, params.ref) && store && at;
  if (!valid)
    return {
      appointment: null,
      store: { name: t("service.confirmation.ourDepartment"), phone: company.service.phone },
      // A link that is not ours is not repeated, not even in the language switch.
      languageSwitchKeepsQuery: false,
    };
  const when = t("service.confirmation.when", {
    date: longDate(`${at[1]}-${at[2]}-${at[3]}`, language),
    time: formatClock(at[4]!, language),
  });
  return {
    // The calendar file is read from the appointment's lead, by its number (features/calendar).
    appointment: {
      reference: params.ref!,
      when,
      calendar: calendarPath(context.services, "service", params.ref!, language),
    },
    store: { name: store.name, phone: store.phone, address: store.address },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), serviceCatalogue);
  return routeMeta(args, {
    title: t(
      args.data?.appointment ? "service.confirmation.meta.requested" : "service.confirmation.meta.title",
    ),
    description: t("service.confirmation.meta.description"),
    indexable: false,
  });
};

export default function ServiceScheduleConfirmation({ loaderData }: Route.ComponentProps) {
  const { appointment, store } = loaderData;
  const t = useT(serviceCatalogue);
  const actions = [
    { to: SITE_PATHS.serviceOffers, label: t("service.confirmation.coupons") },
    { to: SITE_PATHS.service, label: t("service.confirmation.about") },
  ];
  if (!appointment)
    return (
      <ConfirmationNotFound
        what={t("service.confirmation.what")}
        store={store}
        actions={[{ to: SITE_PATHS.serviceSchedule, label: t("service.schedule.button") }, ...actions]}
      />
    );
  return (
    <LeadConfirmation
      title={t("service.confirmation.title")}
      reference={appointment.reference}
      summary={
        <div className="rounded-xl border border-line bg-white p-5">
          <p className="text-lg">
            {/* On its own line the day starts with a capital ("Martes, 24 de noviembre"). */}
            <strong>{appointment.when.charAt(0).toUpperCase() + appointment.when.slice(1)}</strong>
            <br />
            {store.name}
            {store.address ? <span className="block text-base text-muted">{store.address}</span> : null}
          </p>
          <AddToCalendar href={appointment.calendar} className="mt-4" />
        </div>
      }
      steps={[
        t("service.confirmation.step1", { when: appointment.when, store: store.name }),
        t("service.confirmation.step2"),
        t("service.confirmation.step3"),
      ]}
      store={store}
      actions={actions}
    />
  );
}
