import type { ReactNode } from "react";
import { useT } from "~/lib/i18n/use-t";
import { gatesCatalogue } from "~/locales/gates";

/**
 * The car a gate's page is about, beside its form: its picture and name, then what that gate
 * says of it (`children`: mileage and store, its price, or a note that the price is what the
 * gate unlocks). Each gate decides that line, since some must never show the price.
 */
export function GateCarAside({
  car,
  children,
}: {
  car: { name: string; image: string };
  children?: ReactNode;
}) {
  const t = useT(gatesCatalogue);
  return (
    <aside aria-label={t("gates.page.car")} className="lg:col-start-2 lg:row-start-1">
      <div className="overflow-hidden rounded-xl border border-line bg-white shadow-sm">
        <img
          src={car.image}
          alt={car.name}
          width={800}
          height={500}
          className="aspect-[8/5] w-full bg-surface object-cover"
        />
        <div className="p-4">
          <p className="font-bold">{car.name}</p>
          {children}
        </div>
      </div>
    </aside>
  );
}
