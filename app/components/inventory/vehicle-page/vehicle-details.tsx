import { Icon } from "~/components/ui/icon";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { formatDate, formatMileage, formatPrice } from "~/lib/format";

/** The specification table; a detail the dealer's feed left blank is left out. */
export function VehicleDetails({ data }: { data: VehiclePageData }) {
  const { vehicle } = data;
  const mpg = (value: number | null) => (value === null ? "Not rated" : String(value));
  const rows: Array<[label: string, value: string]> = [
    ["Odometer", formatMileage(vehicle.mileage)],
    ["City MPG", mpg(vehicle.cityMpg)],
    ["Highway MPG", mpg(vehicle.highwayMpg)],
    ["Engine", vehicle.engine],
    ["Drivetrain", vehicle.drivetrain],
    ["Transmission", vehicle.transmission],
    ["Exterior color", vehicle.exteriorColor],
    ["Interior color", vehicle.interiorColor],
    ["Fuel type", vehicle.fuelType],
    ["Doors", vehicle.doors > 0 ? String(vehicle.doors) : ""],
    ["Stock number", vehicle.stockNumber],
    ["VIN", vehicle.vin],
  ];
  // A dealer feed may leave a detail blank; a blank row tells the shopper nothing.
  const shown = rows.filter(([, value]) => value.trim() !== "");
  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading" className="text-2xl font-extrabold tracking-tight">
        Vehicle details
      </h2>
      <dl className="mt-4 grid gap-x-8 sm:grid-cols-2" data-testid="vehicle-details">
        {shown.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-line py-2.5">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-semibold break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function KeyFeatures({ features }: { features: readonly string[] }) {
  if (features.length === 0) return null;
  return (
    <section aria-labelledby="features-heading">
      <h2 id="features-heading" className="text-2xl font-extrabold tracking-tight">
        Key features
      </h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <Icon name="check" size={18} className="shrink-0 text-brand-ink" />
            {feature}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PriceHistory({ drops }: { drops: VehiclePageData["priceHistory"] }) {
  if (drops.length === 0) return null;
  return (
    <section aria-labelledby="price-history-heading">
      <h2 id="price-history-heading" className="text-2xl font-extrabold tracking-tight">
        Price history
      </h2>
      <ul className="mt-4 space-y-1 text-sm">
        {drops.map((drop) => (
          <li key={`${drop.changedAt}-${drop.newPrice}`}>
            {formatDate(drop.changedAt)}: lowered from {formatPrice(drop.oldPrice)} to{" "}
            <strong>{formatPrice(drop.newPrice)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
