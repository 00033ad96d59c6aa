import type { PageMetaInput } from "~/features/seo/page-meta";
import { formatNumber, formatPrice } from "~/lib/format";
import type { Language, Translate } from "~/lib/i18n";
import { vehicleName } from "./structured-data";
import type { VehiclePageData } from "./vehicle-page.server";

/**
 * Title, description, canonical path and preview image of a vehicle page, in the page's
 * language: `t` translates the inventory catalogue. The route hands them to routeMeta.
 */
export function vehiclePageMeta(data: VehiclePageData, t: Translate, language: Language): PageMetaInput {
  const { vehicle, location } = data;
  const name = vehicleName(vehicle);
  const description = t("inventory.vehicleMeta.description", {
    condition: vehicle.condition,
    name,
    miles: formatNumber(vehicle.mileage, language),
    price: formatPrice(vehicle.price, language),
    store: location.name,
    color: vehicle.exteriorColor,
    transmission: vehicle.transmission.toLowerCase(),
    drivetrain: vehicle.drivetrain,
  });
  return {
    title: t("inventory.vehicleMeta.title", { condition: vehicle.condition, name, place: location.subname }),
    description,
    canonicalPath: data.canonicalPath,
    image: vehicle.images.previewImage || undefined,
  };
}
