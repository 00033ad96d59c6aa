import { isPriceLocked } from "~/features/gates/price-lock";
import { mainPictureUrl } from "~/features/inventory/photos/picture-urls";
import type { PageMetaInput } from "~/features/seo/page-meta";
import { formatNumber, formatPrice } from "~/lib/format";
import type { Language, Translate } from "~/lib/i18n";
import { vehicleName } from "./structured-data";
import type { VehiclePageData } from "./vehicle-page.server";

/**
 * Title, description, canonical path and preview image of a vehicle page, in the page's
 * language: `t` translates the inventory catalogue, `word` the data's words (colour,
 * transmission, drivetrain). The route hands them to routeMeta.
 */
export function vehiclePageMeta(
  data: VehiclePageData,
  t: Translate,
  language: Language,
  word: (value: string) => string = (value) => value,
): PageMetaInput {
  const { vehicle, location } = data;
  const name = vehicleName(vehicle);
  // Mid-sentence: "8-speed automatic"; in Spanish only the first letter ("automática CVT", "tracción integral (AWD)").
  const lower = (value: string) =>
    language === "en" ? value.toLowerCase() : value.charAt(0).toLowerCase() + value.slice(1);
  // A locked price (features/gates/price-view.ts) is not said in the description either.
  const locked = isPriceLocked(vehicle);
  const description = t(
    locked ? "inventory.vehicleMeta.descriptionLocked" : "inventory.vehicleMeta.description",
    {
      condition: vehicle.condition,
      name,
      miles: formatNumber(vehicle.mileage, language),
      ...(locked ? {} : { price: formatPrice(vehicle.price, language) }),
      store: location.name,
      color: word(vehicle.exteriorColor),
      transmission: lower(word(vehicle.transmission)),
      drivetrain: language === "en" ? vehicle.drivetrain : lower(word(vehicle.drivetrain)),
    },
  );
  return {
    title: t("inventory.vehicleMeta.title", { condition: vehicle.condition, name, place: location.subname }),
    description,
    canonicalPath: data.canonicalPath,
    image: mainPictureUrl(vehicle, 1280) || undefined,
  };
}
