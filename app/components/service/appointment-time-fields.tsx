import { type FieldMetadata, getCollectionProps } from "@conform-to/react";
import { DayChips } from "~/components/forms/day-chips";
import { FieldError, SelectField } from "~/components/ui/field";
import { WITHOUT_SCRIPTS_ONLY } from "~/components/ui/steps";
import { useHydrated } from "~/components/ui/use-hydrated";
import { serviceDays } from "~/features/leads/forms/booking-days";
import { REFRESH_FIELD } from "~/features/leads/forms/common";
import { type StoreClocks, timeOptions } from "~/features/leads/forms/service";
import { findServiceStore, type ServiceStore } from "~/features/service/stores";
import { formatClock } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { serviceCatalogue } from "~/locales/service";

// biome-ignore lint/suspicious/noExplicitAny: a field of the service form
type Meta = FieldMetadata<any, any, string[]>;

/**
 * Where and when: the store first (the three that do service), then the day (chips of the
 * store's open days: a closed day is never offered), then only that store's open times for
 * that day. With JavaScript the days and times follow the store and the day as they change;
 * without it, "Show open times" asks the server, which draws the form again with the open
 * times (nothing is sent). A time that is not open is never offered.
 */
export function AppointmentTimeFields({
  fields,
  stores,
  clocks,
}: {
  fields: { store: Meta; date: Meta; time: Meta };
  stores: readonly ServiceStore[];
  clocks: StoreClocks;
}) {
  const hydrated = useHydrated();
  const t = useT(serviceCatalogue);
  const language = useLanguage();
  const store = findServiceStore(stores, fields.store.value);
  // The days follow the store's clock (Fort Wayne keeps Eastern time); until one is chosen, the
  // first store's, as the form's rules do.
  const dayStore = store ?? stores[0];
  const clock = dayStore ? clocks[dayStore.key] : undefined;
  const days = dayStore && clock ? serviceDays(dayStore.hours, clock) : [];
  const date = typeof fields.date.value === "string" ? fields.date.value : "";
  // The times as the page's language writes them ("9:30 AM", "9:30 a. m."); the values stay HH:MM.
  const options = timeOptions(store, date, clocks).map((o) => ({
    ...o,
    label: formatClock(o.value, language),
  }));
  const placeholder = t(
    !store
      ? "service.when.chooseStore"
      : !date
        ? "service.when.chooseDay"
        : options.length === 0
          ? "service.when.noTimes"
          : "service.when.chooseTime",
  );
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-3 text-xl font-extrabold tracking-tight">{t("service.when.legend")}</legend>
      <StorePicker meta={fields.store} stores={stores} />
      <DayChips
        meta={fields.date}
        legend={t("service.when.date")}
        hint={t("service.when.dateHint")}
        days={days}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          meta={fields.time}
          label={t("service.when.time")}
          options={options}
          placeholder={placeholder}
          hint={
            store && date && options.length > 0
              ? t("service.when.openTimes", { count: options.length, store: store.subname })
              : undefined
          }
        />
      </div>
      {hydrated ? null : (
        <div className={WITHOUT_SCRIPTS_ONLY}>
          <button
            type="submit"
            name={REFRESH_FIELD}
            value="1"
            formNoValidate
            className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-ink px-5 py-2 font-bold text-brand-ink hover:bg-green-50"
          >
            {t("service.when.showTimes")}
          </button>
          <p className="mt-2 text-sm text-muted">{t("service.when.showTimesHint")}</p>
        </div>
      )}
    </fieldset>
  );
}

/** The stores that do service, as radio cards with their address and phone. */
function StorePicker({ meta, stores }: { meta: Meta; stores: readonly ServiceStore[] }) {
  const byKey = new Map(stores.map((s) => [s.key, s]));
  const inputs = getCollectionProps(meta, { type: "radio", options: stores.map((s) => s.key) });
  const t = useT(serviceCatalogue);
  return (
    <fieldset aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">{t("service.when.store")}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {inputs.map(({ key, ...props }) => {
          const store = byKey.get(props.value)!;
          return (
            <label
              key={key}
              htmlFor={props.id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line bg-white p-3 text-sm has-[:checked]:border-brand-dark has-[:checked]:bg-green-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-ink"
            >
              <input {...props} className="mt-0.5 h-5 w-5 shrink-0 accent-brand-ink" />
              <span>
                <span className="block font-bold text-ink">{store.subname}</span>
                <span className="block text-muted">{store.address}</span>
                <span className="block text-muted">{store.phone}</span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  );
}
