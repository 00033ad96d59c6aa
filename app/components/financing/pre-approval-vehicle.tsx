import { type VehicleOfInterest, vehicleTitle } from "~/features/leads/model/vehicle-of-interest";
import { formatNumber, formatPrice } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { financingCatalogue } from "~/locales/financing";

/**
 * The car a pre-approval was started from, at the top of the form: its picture, year, make,
 * model and trim, price and mileage, so the visitor sees what the application is about. The
 * hidden `vin` field sends the car with the form (the action looks it up again).
 */
export function PreApprovalVehicle({
  vehicle,
}: {
  /** Its price null while the visitor has not unlocked it (the lead gates). */
  vehicle: Omit<VehicleOfInterest, "price"> & { price: number | null };
}) {
  const t = useT(financingCatalogue);
  const language = useLanguage();
  const title = vehicleTitle(vehicle);
  return (
    <section
      aria-labelledby="pre-approval-vehicle-heading"
      className="flex items-center gap-4 rounded-xl border border-line bg-white p-3 sm:gap-5 sm:p-4"
      data-testid="pre-approval-vehicle"
    >
      <input type="hidden" name="vin" value={vehicle.vin} />
      <img
        src={vehicle.picture}
        alt={title}
        width={800}
        height={500}
        className="h-20 w-32 shrink-0 rounded-lg bg-surface object-cover sm:h-24 sm:w-40"
      />
      <div className="min-w-0">
        <p className="text-sm font-semibold text-muted">{t("financing.vehicle.for")}</p>
        <h2 id="pre-approval-vehicle-heading" className="text-lg font-extrabold leading-tight sm:text-xl">
          {title}
        </h2>
        <p className="mt-1 text-sm">
          {vehicle.price === null ? null : (
            <span className="font-bold text-ink">{`${formatPrice(vehicle.price, language)} · `}</span>
          )}
          <span className="text-muted">
            {`${t("financing.vehicle.miles", { miles: formatNumber(vehicle.mileage, language) })} · VIN ${vehicle.vin}`}
          </span>
        </p>
      </div>
    </section>
  );
}
