import type { Location } from "~/features/company/settings-schema";
import { telHref } from "~/lib/format";
import { useT } from "~/lib/i18n/use-t";
import { commonCatalogue } from "~/locales/common";
import { homeCatalogue } from "~/locales/home";
import { Icon } from "../ui/icon";

/** The financing block's three numbers: what a shopper wants to know before applying. */
export function FinancingFacts() {
  const t = useT(homeCatalogue);
  const facts = ["prequalify", "approval", "down"].map((fact) => ({
    value: t(`home.facts.${fact}.value`),
    label: t(`home.facts.${fact}.label`),
  }));
  return (
    <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
      {facts.map((fact) => (
        <div key={fact.value} className="rounded-2xl bg-white/10 p-5">
          <dt className="text-3xl font-extrabold">{fact.value}</dt>
          <dd className="mt-1 text-green-50">{fact.label}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The dealership callout's stores: name, what it does, phone and directions. */
export function StoreList({ locations }: { locations: readonly Location[] }) {
  const t = useT(commonCatalogue);
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {locations.map((location) => (
        <li key={location.key} className="rounded-2xl border border-line bg-white p-5">
          <p className="font-bold">{location.subname}</p>
          <p className="text-sm text-muted">{location.note}</p>
          <p className="mt-2 text-sm">
            {location.addressLine1}
            <br />
            {location.addressLine2}
          </p>
          <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-bold">
            <a
              href={telHref(location.phone)}
              className="inline-flex min-h-6 items-center gap-1 text-brand-ink underline"
            >
              <Icon name="phone" size={14} /> {location.phone}
            </a>
            <a
              href={location.googleMapsLink}
              rel="noopener"
              className="inline-flex min-h-6 items-center gap-1 text-brand-ink underline"
            >
              <Icon name="map-pin" size={14} /> {t("common.directions")}
              <span className="sr-only"> {t("common.directionsTo", { store: location.subname })}</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
