import type { Company, Location } from "~/features/company/settings-schema";
import { formatClock, telHref } from "~/lib/format";
import { Icon } from "../ui/icon";

type WeekHours = Company["workingHours"];

function hoursText(day: WeekHours[number]): string {
  return day.closed || !day.open || !day.close
    ? "Closed"
    : `${formatClock(day.open)} – ${formatClock(day.close)}`;
}

/** Sales and service hours side by side, a row per day (Sunday first, as the settings list them). */
export function WorkingHours({ sales, service }: { sales: WeekHours; service: WeekHours }) {
  return (
    <section aria-labelledby="hours-heading" className="rounded-xl border border-line bg-white p-5">
      <h2 id="hours-heading" className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
        <Icon name="clock" size={22} className="text-brand-ink" /> Working hours
      </h2>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 pr-2 font-semibold">
              Day
            </th>
            <th scope="col" className="py-2 pr-2 font-semibold">
              Sales
            </th>
            <th scope="col" className="py-2 font-semibold">
              Service
            </th>
          </tr>
        </thead>
        <tbody>
          {sales.map((day, index) => (
            <tr key={day.day} className="border-b border-line last:border-0">
              <th scope="row" className="py-2 pr-2 font-semibold">
                {day.day}
              </th>
              <td className="py-2 pr-2">{hoursText(day)}</td>
              <td className="py-2">{service[index] ? hoursText(service[index]) : "Closed"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The four stores: address, phone, directions and a link to each store's inventory. */
export function LocationCards({ locations }: { locations: Location[] }) {
  return (
    <section aria-labelledby="locations-heading">
      <h2 id="locations-heading" className="text-2xl font-extrabold tracking-tight">
        Our locations
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {locations.map((location) => (
          <li key={location.key} className="rounded-xl border border-line bg-white p-5" id={location.key}>
            <h3 className="font-bold text-ink">{location.name}</h3>
            <p className="mt-1 text-sm text-muted">{location.note}</p>
            <address className="mt-3 text-sm not-italic">
              {location.addressLine1}
              <br />
              {location.addressLine2}
            </address>
            <p className="mt-2 text-sm">
              <a className="font-semibold text-brand-ink underline" href={telHref(location.phone)}>
                {location.phone}
              </a>
            </p>
            <div className="mt-4 flex flex-wrap gap-3 text-sm font-bold">
              <a
                href={location.googleMapsLink}
                rel="noopener"
                className="inline-flex items-center gap-1 rounded-full border border-brand-ink px-4 py-2 text-brand-ink hover:bg-green-50"
              >
                <Icon name="map-pin" size={16} /> Directions
                <span className="sr-only"> to {location.subname}</span>
              </a>
              <a
                href={location.inventoryLink}
                className="inline-flex items-center gap-1 rounded-full bg-brand-ink px-4 py-2 text-white hover:bg-brand-dark"
              >
                <Icon name="car" size={16} /> Inventory
                <span className="sr-only"> in {location.subname}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
