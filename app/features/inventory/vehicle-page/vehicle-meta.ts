import { type MetaTag, pageMeta, type SiteIdentity } from "~/features/seo/page-meta";
import { formatNumber, formatPrice } from "~/lib/format";
import { vehicleName } from "./structured-data";
import type { VehiclePageData } from "./vehicle-page.server";

export const CONDITION_LABELS = { used: "Used", new: "New", certified: "Certified pre-owned" } as const;

/** Title, description, canonical and preview image of a vehicle page. */
export function vehiclePageMeta(data: VehiclePageData, site: SiteIdentity): MetaTag[] {
  const { vehicle, location } = data;
  const name = vehicleName(vehicle);
  const condition = CONDITION_LABELS[vehicle.condition];
  const description =
    `${condition} ${name} with ${formatNumber(vehicle.mileage)} miles for ${formatPrice(vehicle.price)} at ` +
    `${location.name}. ${vehicle.exteriorColor}, ${vehicle.transmission.toLowerCase()}, ${vehicle.drivetrain}. ` +
    "75-point inspection, free CARFAX report; estimate your payment and get pre-approved online.";
  return pageMeta(site, {
    title: `${condition} ${name} for sale in ${location.subname}`,
    description,
    canonicalPath: data.canonicalPath,
    image: vehicle.images.previewImage || undefined,
  });
}
