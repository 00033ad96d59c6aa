import { LockedPrice } from "~/components/inventory/locked-price";
import { WholeWords } from "~/components/layout/whole-words";
import { VehicleTools } from "~/components/shopper-tools/vehicle-tools";
import { isPriceLocked } from "~/features/gates/price-lock";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { formatMileage, formatPrice } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";

/**
 * The vehicle's name, mileage, stock number, store and days in stock, and its price (with a
 * price drop), or "Unlock today's price" while the visitor has not unlocked a locked price.
 * Below the pictures on a phone, beside them (above the payment) from 1024 px. A model or trim
 * joined by a hyphen ("CR-V", "EX-L") never breaks over two lines.
 */
export function VehicleHeading({ data }: { data: VehiclePageData }) {
  const t = useT(inventoryCatalogue);
  const language = useLanguage();
  const { vehicle, location } = data;
  return (
    <header className="flex flex-col gap-4">
      <div>
        <p className="text-sm font-bold tracking-wide text-brand-ink uppercase">
          {t("inventory.vehicle.condition", { condition: vehicle.condition })}
        </p>
        <h1 className="mt-1 text-3xl leading-tight font-extrabold tracking-tight">
          <WholeWords text={`${vehicle.year} ${vehicle.make} ${vehicle.model}`} />{" "}
          <span className="font-semibold text-muted">
            <WholeWords text={vehicle.trim} />
          </span>
        </h1>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span className="whitespace-nowrap">{formatMileage(vehicle.mileage, language)}</span>
          <span className="whitespace-nowrap">
            {t("inventory.vehicle.stock", { stock: vehicle.stockNumber })}
          </span>
          <span>{location.subname}</span>
          <span className="whitespace-nowrap" data-testid="days-in-stock">
            {t("inventory.vehicle.daysInStock", { days: data.daysInStock })}
          </span>
        </p>
      </div>
      <div data-testid="vehicle-price">
        {isPriceLocked(vehicle) ? (
          <>
            <p className="text-sm font-semibold text-muted">{t("inventory.price.todays")}</p>
            <div className="mt-1">
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
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm font-bold">
          <a href="#payment-estimate" className="text-brand-ink underline underline-offset-4">
            {t("inventory.vehicle.estimateLink")}
          </a>
          <a href="#check-availability" className="text-brand-ink underline underline-offset-4">
            {t("inventory.vehicle.availabilityLink")}
          </a>
        </p>
      </div>
      <VehicleTools
        vin={vehicle.vin}
        car={`${vehicle.year} ${vehicle.make} ${vehicle.model}`}
        price={isPriceLocked(vehicle) ? undefined : vehicle.price}
      />
    </header>
  );
}
