import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import {
  hasLifetimeEngineWarranty,
  LIFETIME_WARRANTY_MILEAGE_LIMIT,
} from "~/features/inventory/vehicle-page/disclaimers";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { formatNumber } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { inventoryCatalogue } from "~/locales/inventory";

/** The CARFAX vehicle history report of a VIN. */
export function carfaxUrl(vin: string): string {
  return `https://www.carfax.com/VehicleHistory/p/Report.cfx?partner=DVW_1&vin=${encodeURIComponent(vin)}`;
}

/** Our promise on the vehicle: the engine warranty (under its mileage), the inspection, CARFAX. */
export function VehicleAssurances({ data }: { data: VehiclePageData }) {
  const t = useT(inventoryCatalogue);
  const { vehicle } = data;
  const warranty = hasLifetimeEngineWarranty(vehicle.mileage);
  return (
    <section aria-labelledby="assurances-heading">
      <h2 id="assurances-heading" className="sr-only">
        {t("inventory.assurances.heading")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {warranty ? (
          <li>
            <Link
              to={SITE_PATHS.vehicleProtection}
              className="flex h-full items-center gap-3 rounded-xl border border-line bg-surface p-4 hover:border-brand-dark"
              data-testid="warranty-badge"
            >
              <Icon name="shield-check" size={32} className="shrink-0 text-brand-ink" />
              <span className="text-sm font-bold">{t("inventory.assurances.warranty")}</span>
            </Link>
          </li>
        ) : null}
        <li className="flex items-center gap-3 rounded-xl border border-line bg-surface p-4">
          <Icon name="check" size={32} className="shrink-0 text-brand-ink" />
          <span className="text-sm font-bold">{t("inventory.assurances.inspection")}</span>
        </li>
        <li>
          <a
            href={carfaxUrl(vehicle.vin)}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-full items-center gap-3 rounded-xl border border-line bg-surface p-4 hover:border-brand-dark"
            data-testid="carfax-link"
          >
            <Icon name="gauge" size={32} className="shrink-0 text-brand-ink" />
            <span className="text-sm font-bold">
              {t("inventory.assurances.carfax")}
              <span className="sr-only"> {t("inventory.assurances.newTab")}</span>
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}

/** What the 75-point inspection covers, and the warranty when the vehicle qualifies. */
export function InspectionNote({ data }: { data: VehiclePageData }) {
  const t = useT(inventoryCatalogue);
  const language = useLanguage();
  const warranty = hasLifetimeEngineWarranty(data.vehicle.mileage);
  return (
    <section aria-labelledby="inspection-heading" className="rounded-xl bg-surface p-6">
      <h2 id="inspection-heading" className="text-2xl font-extrabold tracking-tight">
        {t("inventory.inspection.heading")}
      </h2>
      <p className="mt-2 text-muted">
        {t("inventory.inspection.text")}
        {warranty
          ? ` ${t("inventory.inspection.warranty", { miles: formatNumber(LIFETIME_WARRANTY_MILEAGE_LIMIT, language) })}`
          : ""}
      </p>
      <Link
        to={SITE_PATHS.vehicleProtection}
        className="mt-3 inline-flex items-center gap-1 font-bold text-brand-ink underline-offset-4 hover:underline"
      >
        {t("inventory.inspection.plans")} <Icon name="chevron-right" size={16} />
      </Link>
    </section>
  );
}
