import type { MetaDescriptor } from "react-router";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { formatPrice } from "~/lib/format";
import { seo } from "~/lib/seo";

/** The vehicle detail page (first version; the vehicle-page work completes it). */
export function VehiclePage({ data }: { data: VehiclePageData }) {
  const { vehicle } = data;
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-extrabold">
        {vehicle.year} {vehicle.make} {vehicle.model} {vehicle.trim}
      </h1>
      <p className="mt-2 text-2xl font-bold">{formatPrice(vehicle.price)}</p>
    </section>
  );
}

export function vehiclePageMeta(data: VehiclePageData, site: { siteUrl: string; siteName: string; defaultDescription: string }): MetaDescriptor[] {
  const { vehicle } = data;
  return seo({
    title: `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`,
    canonicalPath: data.canonicalPath,
    ...site,
  });
}
