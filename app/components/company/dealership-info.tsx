import type { Company, Location } from "~/features/company/settings-schema";
import { formatClock, telHref, weekdayLabels } from "~/lib/format";
import { INTL_LOCALES, type Language, type Translate } from "~/lib/i18n";
import { useLanguage, useLocalizePath, useT } from "~/lib/i18n/use-t";
import { commonCatalogue } from "~/locales/common";
import { companyCatalogue } from "~/locales/company";
import { Icon } from "../ui/icon";

type WeekHours = Company["workingHours"];
type WeekDay = WeekHours[number];

/**
 * A day of the hours lists in the page's language: the settings' English name ("Monday") on
 * the English site, the es-US calendar's day ("Lun") on the Spanish one, by its place in the
 * week (the settings list Sunday first, as the calendar does).
 */
export function dayName(day: WeekDay, index: number, language: Language): string {
  if (language === "en") return day.day;
  const label = weekdayLabels(INTL_LOCALES[language])[index] ?? day.day;
  return label.charAt(0).toLocaleUpperCase(INTL_LOCALES[language]) + label.slice(1);
}

/** "9:00 AM – 7:00 PM", or "Closed", in the page's language. */
export function hoursText(day: WeekDay | undefined, language: Language, t: Translate): string {
  return !day || day.closed || !day.open || !day.close
    ? t("company.hours.closed")
    : `${formatClock(day.open, language)} – ${formatClock(day.close, language)}`;
}

/** Sales and service hours side by side, a row per day (Sunday first, as the settings list them). */
export function WorkingHours({ sales, service }: { sales: WeekHours; service: WeekHours }) {
  const t = useT(companyCatalogue);
  const language = useLanguage();
  return (
    <section aria-labelledby="hours-heading" className="rounded-xl border border-line bg-white p-5">
      <h2 id="hours-heading" className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
        <Icon name="clock" size={22} className="text-brand-ink" /> {t("company.hours.title")}
      </h2>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t("company.hours.day")}
            </th>
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t("company.hours.sales")}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t("company.hours.service")}
            </th>
          </tr>
        </thead>
        <tbody>
          {sales.map((day, index) => (
            <tr key={day.day} className="border-b border-line last:border-0">
              <th scope="row" className="py-2 pr-2 font-semibold">
                {dayName(day, index, language)}
              </th>
              <td className="py-2 pr-2">{hoursText(day, language, t)}</td>
              <td className="py-2">{hoursText(service[index], language, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The four stores: address, phone, directions and a link to each store's inventory. */
/** `selected`: the visitor's store (after load), shown first by the page and marked here. */
export function LocationCards({ locations, selected }: { locations: Location[]; selected?: string }) {
  const t = useT(companyCatalogue, commonCatalogue);
  const localize = useLocalizePath();
  return (
    <section aria-labelledby="locations-heading">
      <h2 id="locations-heading" className="text-2xl font-extrabold tracking-tight">
        {t("company.locations.title")}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {locations.map((location) => (
          <li key={location.key} className="rounded-xl border border-line bg-white p-5" id={location.key}>
            <h3 className="font-bold text-ink">{location.name}</h3>
            {location.key === selected ? (
              <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-brand/15 px-2 py-0.5 text-xs font-bold text-brand-ink">
                <Icon name="map-pin" size={12} /> {t("common.store.yourStore")}
              </p>
            ) : null}
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
                <Icon name="map-pin" size={16} /> {t("company.locations.directions")}
                <span className="sr-only">
                  {" "}
                  {t("company.locations.directionsTo", { store: location.subname })}
                </span>
              </a>
              <a
                href={localize(location.inventoryLink)}
                className="inline-flex items-center gap-1 rounded-full bg-brand-ink px-4 py-2 text-white hover:bg-brand-dark"
              >
                <Icon name="car" size={16} /> {t("company.locations.inventory")}
                <span className="sr-only">
                  {" "}
                  {t("company.locations.inventoryIn", { store: location.subname })}
                </span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
