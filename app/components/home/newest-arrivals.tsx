import { ArrowLink } from "~/components/content/link-button";
import { VehicleCard, type VehicleCardData } from "~/components/inventory/vehicle-card";
import { Container } from "~/components/ui/container";
import type { Lockable } from "~/features/gates/price-lock";
import { useT } from "~/lib/i18n/use-t";
import { homeCatalogue } from "~/locales/home";

/** The newest vehicles on our lots, from the database. */
export function NewestArrivals({ vehicles }: { vehicles: readonly Lockable<VehicleCardData>[] }) {
  const t = useT(homeCatalogue);
  if (vehicles.length === 0) return null;
  return (
    <Container as="section" className="pt-10 sm:pt-16">
      <div className="flex items-end justify-between gap-4">
        <h2 id="arrivals-heading" className="text-3xl font-extrabold tracking-tight">
          {t("home.arrivals.heading")}
        </h2>
        <ArrowLink href="/used-cars-for-sale" className="shrink-0 whitespace-nowrap">
          {t("home.arrivals.seeAll")}
        </ArrowLink>
      </div>
      {/* A swipeable strip on a phone (eight full-width cards would be a very long scroll), a grid from 640 px. */}
      <ul
        aria-labelledby="arrivals-heading"
        className="relative -mx-4 mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4"
      >
        {vehicles.map((vehicle) => (
          <li key={vehicle.vin} className="flex w-[75%] shrink-0 snap-start sm:w-auto [&>article]:w-full">
            <VehicleCard vehicle={vehicle} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
