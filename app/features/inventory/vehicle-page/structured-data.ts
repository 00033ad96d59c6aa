import { isPriceLocked, type Lockable } from "~/features/gates/price-lock";
import { pictureUrls } from "~/features/inventory/photos/picture-urls";
import { absoluteUrl } from "~/features/seo/page-meta";
import { breadcrumbsJsonLd, type Crumb } from "~/features/seo/structured-data/breadcrumbs";
import type { Translate } from "~/lib/i18n";
import { slugify } from "../slug";
import type { Vehicle } from "../vehicle";

/**
 * schema.org markup of a vehicle page: a `Car` with its `Offer`, and the page's
 * `BreadcrumbList`. Search engines read these for rich results, so the values are the
 * ones the page shows, with absolute URLs.
 */

/**
 * The trail Home > {Condition} cars for sale > {Make Model} > {Year Make Model Trim}; the
 * make-model step stays within the vehicle's condition, like the step before it. `t`
 * translates the inventory catalogue in the page's language.
 */
export function vehicleBreadcrumbs(
  vehicle: Pick<Vehicle, "condition" | "year" | "make" | "model" | "trim">,
  canonicalPath: string,
  t: Translate,
): Crumb[] {
  const conditionPath = `/${vehicle.condition}-cars-for-sale`;
  return [
    { name: t("inventory.crumbs.home"), path: "/" },
    { name: t("inventory.crumbs.condition", { condition: vehicle.condition }), path: conditionPath },
    {
      name: `${vehicle.make} ${vehicle.model}`,
      path: `${conditionPath}/${slugify(vehicle.make)}-${slugify(vehicle.model)}`,
    },
    { name: vehicleName(vehicle), path: canonicalPath },
  ];
}

export function vehicleName(vehicle: Pick<Vehicle, "year" | "make" | "model" | "trim">): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`.trim();
}

/** Every picture of a vehicle once, in gallery order: preview, additional, then EVOX stock photos. */
export function vehiclePhotos(images: Vehicle["images"]): string[] {
  return [
    ...new Set([images.previewImage, ...images.additionalImages, ...images.evoxImages].filter(Boolean)),
  ];
}

export function vehicleStructuredData(input: {
  /** Without its price when the visitor has not unlocked it: the Offer then names none. */
  vehicle: Lockable<Vehicle>;
  canonicalPath: string;
  siteUrl: string;
  dealerName: string;
  /** The inventory catalogue in the page's language (the breadcrumbs' names). */
  t: Translate;
}): Record<string, unknown>[] {
  const { vehicle, siteUrl } = input;
  const url = absoluteUrl(siteUrl, input.canonicalPath);
  const itemCondition =
    vehicle.condition === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition";
  const car: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Car",
    name: vehicleName(vehicle),
    url,
    vehicleIdentificationNumber: vehicle.vin,
    sku: vehicle.stockNumber,
    itemCondition,
    brand: { "@type": "Brand", name: vehicle.make },
    manufacturer: vehicle.make,
    model: vehicle.model,
    vehicleConfiguration: vehicle.trim,
    vehicleModelDate: String(vehicle.modelYear),
    bodyType: vehicle.bodyStyle,
    mileageFromOdometer: { "@type": "QuantitativeValue", value: vehicle.mileage, unitCode: "SMI" },
    color: vehicle.exteriorColor,
    vehicleInteriorColor: vehicle.interiorColor,
    vehicleTransmission: vehicle.transmission,
    driveWheelConfiguration: vehicle.drivetrain,
    fuelType: vehicle.fuelType,
    numberOfDoors: vehicle.doors,
    vehicleEngine: { "@type": "EngineSpecification", name: vehicle.engine },
    image: pictureUrls(vehicle.vin, vehiclePhotos(vehicle.images)).map((picture) =>
      absoluteUrl(siteUrl, picture),
    ),
    offers: {
      "@type": "Offer",
      ...(isPriceLocked(vehicle) ? {} : { price: vehicle.price, priceCurrency: "USD" }),
      availability: "https://schema.org/InStock",
      itemCondition,
      url,
      seller: { "@type": "AutoDealer", name: input.dealerName },
    },
  };
  const breadcrumbs = breadcrumbsJsonLd(siteUrl, vehicleBreadcrumbs(vehicle, input.canonicalPath, input.t));
  return breadcrumbs ? [car, breadcrumbs] : [car];
}
