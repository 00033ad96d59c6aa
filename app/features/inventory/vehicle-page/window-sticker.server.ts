import { isPriceLocked } from "~/features/gates/price-lock";
import { pictureUrls } from "~/features/inventory/photos/picture-urls";
import { absoluteUrl } from "~/features/seo/page-meta";
import type { Language } from "~/lib/i18n";
import { localizePath } from "~/lib/i18n";
import { notFound, type PageOutcome, page, redirectTo } from "~/lib/page-outcome";
import type { Vehicle } from "../vehicle";
import { isIllustration } from "../vehicle-pictures";
import { type QrSymbol, qrSymbol } from "./qr-code.server";
import { vehiclePhotos } from "./structured-data";
import {
  buildVehiclePage,
  type PrivateInventoryAccess,
  type VehicleLocation,
  type VehiclePageServices,
} from "./vehicle-page.server";
import { WINDOW_STICKER_SEGMENT } from "./vehicle-path";

/**
 * A car's window sticker (`{vehicle URL}/window-sticker`): a page that prints on one sheet, to
 * put in the car's window on the lot or take home. Its photo, name, price, the details and
 * features, the store, and a QR code to the car's page in the sticker's language.
 *
 * It is the vehicle page's data narrowed, through the same rules: a locked price is not on it
 * (no price, no old price), a private car is only there for a visitor who unlocked the private
 * inventory, a sold car's sticker goes where its page goes, and any other spelling of the URL
 * goes to the canonical sticker.
 */
export type WindowStickerData = {
  vehicle: Pick<
    Vehicle,
    | "vin"
    | "stockNumber"
    | "condition"
    | "year"
    | "make"
    | "model"
    | "trim"
    | "mileage"
    | "engine"
    | "drivetrain"
    | "transmission"
    | "fuelType"
    | "exteriorColor"
    | "interiorColor"
    | "doors"
    | "cityMpg"
    | "highwayMpg"
    | "features"
    | "private"
  >;
  /** The price and the one it dropped from; null while the visitor has not unlocked a locked price. */
  price: { price: number; oldPrice: number | null } | null;
  /** The main picture, and whether it is the site's illustration rather than a photo. */
  picture: { src: string; illustration: boolean } | null;
  /** The car's page in the sticker's language, absolute: what the QR code opens. */
  pageUrl: string;
  /** The car's canonical path (English; links localize it). */
  vehiclePath: string;
  qr: QrSymbol;
  dealerName: string;
  location: VehicleLocation;
  documentaryFee: number;
};

export async function buildWindowSticker(
  services: VehiclePageServices,
  url: URL,
  slug: string,
  language: Language,
  access: PrivateInventoryAccess,
): Promise<PageOutcome<WindowStickerData>> {
  // The car's own URL: the sticker's path without its last segment.
  const carUrl = new URL(url);
  carUrl.pathname = url.pathname.replace(new RegExp(`/${WINDOW_STICKER_SEGMENT}/?$`), "");
  const outcome = await buildVehiclePage(services, carUrl, slug, access);
  // A private car not unlocked: its sticker is as unknown as any (the gate is on its page).
  if (outcome.kind === "private" || outcome.kind === "not-found") return notFound;
  if (outcome.kind === "redirect") {
    if (outcome.status !== 301) return outcome;
    // Another spelling of an in-stock car's URL: the canonical sticker, its query kept.
    const to = new URL(outcome.to, url);
    return redirectTo(`${to.pathname}/${WINDOW_STICKER_SEGMENT}${to.search}`, 301);
  }
  const data = outcome.data;
  const { vehicle } = data;
  const pageUrl = absoluteUrl(data.siteUrl, localizePath(data.canonicalPath, language));
  const main = pictureUrls(vehicle.vin, vehiclePhotos(vehicle.images))[0];
  return page({
    vehicle: {
      vin: vehicle.vin,
      stockNumber: vehicle.stockNumber,
      condition: vehicle.condition,
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      trim: vehicle.trim,
      mileage: vehicle.mileage,
      engine: vehicle.engine,
      drivetrain: vehicle.drivetrain,
      transmission: vehicle.transmission,
      fuelType: vehicle.fuelType,
      exteriorColor: vehicle.exteriorColor,
      interiorColor: vehicle.interiorColor,
      doors: vehicle.doors,
      cityMpg: vehicle.cityMpg,
      highwayMpg: vehicle.highwayMpg,
      features: vehicle.features,
      private: vehicle.private,
    },
    price: isPriceLocked(vehicle) ? null : { price: vehicle.price, oldPrice: vehicle.oldPrice },
    picture: main ? { src: main, illustration: isIllustration(main) } : null,
    pageUrl,
    vehiclePath: data.canonicalPath,
    qr: qrSymbol(pageUrl),
    dealerName: data.dealerName,
    location: data.location,
    documentaryFee: data.fees.documentary,
  });
}
