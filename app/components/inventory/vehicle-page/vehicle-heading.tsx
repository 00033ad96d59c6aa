import { LockedPrice } from "~/components/inventory/locked-price";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { isPriceLocked } from "~/features/gates/price-lock";
import { vehicleBreadcrumbs } from "~/features/inventory/vehicle-page/structured-data";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { formatMileage, formatPrice } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";

/** Home > Used cars > make > model > this vehicle (its JSON-LD is written with the Car's). */
export function VehicleBreadcrumbs({ data }: { data: VehiclePageData }) {
  const t = useT(inventoryCatalogue);
  return <Breadcrumbs crumbs={vehicleBreadcrumbs(data.vehicle, data.canonicalPath, t)} />;
}

/**
 * The vehicle's name, mileage, stock number and store, and its price (with a price drop), or
 * "Unlock today's price" while the visitor has not unlocked a locked price.
 */
export function VehicleHeading({ data }: { data: VehiclePageData }) {
  const t = useT(inventoryCatalogue);
  const language = useLanguage();
  const { vehicle, location } = data;
  return (
    <header className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div>
        <p className="text-sm font-bold tracking-wide text-brand-ink uppercase">
          {t("inventory.vehicle.condition", { condition: vehicle.condition })}
        </p>
        <h1 className="mt-1 text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">
          {`${vehicle.year} ${vehicle.make} ${vehicle.model} `}
          <span className="font-semibold text-muted">{vehicle.trim}</span>
        </h1>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span>{formatMileage(vehicle.mileage, language)}</span>
          <span>{t("inventory.vehicle.stock", { stock: vehicle.stockNumber })}</span>
          <span>{location.subname}</span>
        </p>
      </div>
      <div className="lg:text-right" data-testid="vehicle-price">
        {isPriceLocked(vehicle) ? (
          <>
            <p className="text-sm font-semibold text-muted">{t("inventory.price.todays")}</p>
            <div className="mt-1 lg:flex lg:justify-end">
              <LockedPrice
                vin={vehicle.vin}
                car={`${vehicle.year} ${vehicle.make} ${vehicle.model}`}
                size="page"
              />
            </div>
          </>
        ) : (
          <>
            <p className="text-sm font-semibold text-muted">
              {t(vehicle.oldPrice ? "inventory.vehicle.salePrice" : "inventory.vehicle.price")}
            </p>
            <p className="text-4xl font-extrabold text-ink">{formatPrice(vehicle.price, language)}</p>
          </>
        )}
        {!isPriceLocked(vehicle) && vehicle.oldPrice ? (
          <p className="mt-1 text-sm">
            <span className="text-muted line-through">
              <span className="sr-only">{t("inventory.vehicle.was")} </span>
              {formatPrice(vehicle.oldPrice, language)}
            </span>{" "}
            <span className="font-bold text-red-700">
              {t("inventory.vehicle.priceDrop", {
                amount: formatPrice(vehicle.oldPrice - vehicle.price, language),
              })}
            </span>
          </p>
        ) : null}
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm font-bold lg:justify-end">
          <a href="#payment-estimate" className="text-brand-ink underline underline-offset-4">
            {t("inventory.vehicle.estimateLink")}
          </a>
          <a href="#check-availability" className="text-brand-ink underline underline-offset-4">
            {t("inventory.vehicle.availabilityLink")}
          </a>
        </p>
      </div>
    </header>
  );
}
