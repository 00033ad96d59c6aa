import { Link } from "react-router";
import { vehicleUrl } from "~/features/inventory/urls";
import type { Vehicle } from "~/features/inventory/vehicle";
import { formatMileage, formatPrice } from "~/lib/format";

export type VehicleCardData = Pick<
  Vehicle,
  | "vin"
  | "condition"
  | "year"
  | "make"
  | "model"
  | "trim"
  | "mileage"
  | "price"
  | "oldPrice"
  | "images"
  | "premiumUpgrade"
>;

/** A vehicle in a list: picture, name, price (with the old price when it dropped) and miles. */
export function VehicleCard({ vehicle, eager = false }: { vehicle: VehicleCardData; eager?: boolean }) {
  const name = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition hover:shadow-md">
      <Link to={vehicleUrl(vehicle)} className="flex flex-1 flex-col">
        <div className="relative aspect-[8/5] bg-surface">
          <img
            src={vehicle.images.previewImage}
            alt={`${name} ${vehicle.trim}`}
            width={800}
            height={500}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="h-full w-full object-cover"
          />
          {vehicle.condition !== "used" ? (
            <span className="absolute top-2 left-2 rounded-full bg-white/95 px-2 py-0.5 text-xs font-bold text-ink capitalize">
              {vehicle.condition}
            </span>
          ) : null}
          {vehicle.oldPrice ? (
            <span className="absolute top-2 right-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
              Price drop
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <h3 className="text-base leading-snug font-bold text-ink group-hover:text-brand-ink">
            {name} <span className="font-medium text-muted">{vehicle.trim}</span>
          </h3>
          <p className="text-sm text-muted">{formatMileage(vehicle.mileage)}</p>
          <p className="mt-auto pt-2 text-xl font-extrabold text-ink">
            {formatPrice(vehicle.price)}
            {vehicle.oldPrice ? (
              <span className="ml-2 text-sm font-medium text-muted line-through">
                <span className="sr-only">was </span>
                {formatPrice(vehicle.oldPrice)}
              </span>
            ) : null}
          </p>
        </div>
      </Link>
    </article>
  );
}
