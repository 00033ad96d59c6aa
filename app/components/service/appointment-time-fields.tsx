import { type FieldMetadata, getCollectionProps } from "@conform-to/react";
import { Field, FieldError, SelectField } from "~/components/ui/field";
import { WITHOUT_SCRIPTS_ONLY } from "~/components/ui/steps";
import { useHydrated } from "~/components/ui/use-hydrated";
import { REFRESH_FIELD } from "~/features/leads/forms/common";
import { type StoreClocks, timeOptions } from "~/features/leads/forms/service";
import { lastBookingDay } from "~/features/service/hours";
import { findServiceStore, type ServiceStore } from "~/features/service/stores";

// biome-ignore lint/suspicious/noExplicitAny: a field of the service form
type Meta = FieldMetadata<any, any, string[]>;

/**
 * Where and when: the store first (the three that do service), then the day, then only
 * that store's open times for that day. With JavaScript the times follow the store and the
 * day as they change; without it, "Show open times" asks the server, which draws the form
 * again with the open times (nothing is sent). A time that is not open is never offered.
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
  const store = findServiceStore(stores, fields.store.value);
  const clock = store ? clocks[store.key] : undefined;
  const date = typeof fields.date.value === "string" ? fields.date.value : "";
  const options = timeOptions(store, date, clocks);
  const placeholder = !store
    ? "Choose a store first"
    : !date
      ? "Choose a day first"
      : options.length === 0
        ? "No open times that day"
        : "Choose a time";
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-3 text-xl font-extrabold tracking-tight">Where and when</legend>
      <StorePicker meta={fields.store} stores={stores} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          meta={fields.date}
          label="Date"
          type="date"
          min={clock?.today}
          max={clock ? lastBookingDay(clock.today) : undefined}
          hint="We are closed on Sundays."
        />
        <SelectField
          meta={fields.time}
          label="Time"
          options={options}
          placeholder={placeholder}
          hint={
            store && date && options.length > 0
              ? `${options.length} open times at ${store.subname}`
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
            Show open times
          </button>
          <p className="mt-2 text-sm text-muted">
            Pick the store and the day, show their open times, then pick one.
          </p>
        </div>
      )}
    </fieldset>
  );
}

/** The stores that do service, as radio cards with their address and phone. */
function StorePicker({ meta, stores }: { meta: Meta; stores: readonly ServiceStore[] }) {
  const byKey = new Map(stores.map((s) => [s.key, s]));
  const inputs = getCollectionProps(meta, { type: "radio", options: stores.map((s) => s.key) });
  return (
    <fieldset aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">Store</legend>
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
