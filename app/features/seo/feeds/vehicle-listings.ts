import type { Location } from "~/features/company/settings-schema";
import { oneLineAddress } from "~/features/company/store-address";
import { pictureUrls } from "~/features/inventory/photos/picture-urls";
import { vehicleUrl } from "~/features/inventory/urls";
import type { Vehicle } from "~/features/inventory/vehicle";
import { vehiclePhotos } from "~/features/inventory/vehicle-page/structured-data";
import { absoluteUrl } from "../page-meta";
import { XML_DECLARATION, xmlElement, xmlText } from "./xml";

/**
 * The vehicle-listings feed (/feeds/vehicle-listings.xml) with the attributes of Google's
 * vehicle listings feed specification: vin, id (stock number), store_code, dealership_name,
 * dealership_address, price with its currency, vehicle_msrp (new), condition,
 * certified_pre_owned, make, model, trim, year, mileage (used), image_link,
 * additional_image_link, link, date_in_stock, exterior_color.
 *
 * The format is RSS 2.0 with the `g:` namespace, as Merchant Center reads product and vehicle
 * feeds (docs/decisions.md says why not Atom or a tab-separated file). In-stock vehicles only:
 * the caller passes them.
 */
export const GOOGLE_NAMESPACE = "http://base.google.com/ns/1.0";
export const CURRENCY = "USD";
/** Google takes up to 10 additional images per vehicle. */
const MAX_ADDITIONAL_IMAGES = 10;

export type FeedVehicle = Pick<
  Vehicle,
  | "vin"
  | "stockNumber"
  | "condition"
  | "year"
  | "make"
  | "model"
  | "trim"
  | "mileage"
  | "price"
  | "initPrice"
  | "exteriorColor"
  | "locationKey"
  | "images"
  | "listedAt"
>;

export type FeedDealer = {
  siteUrl: string;
  /** The group's name: the channel title, and a vehicle's dealership when its store is unknown. */
  companyName: string;
  /** The group's address, for the same fallback. */
  companyAddress: string;
  locations: readonly Pick<Location, "key" | "name" | "addressLine1" | "addressLine2">[];
};

/** "4100 John Deere Road, Moline, IL 61265, US": the full address the specification asks for. */
export function dealershipAddress(location: Pick<Location, "addressLine1" | "addressLine2">): string {
  return `${oneLineAddress(location)}, US`;
}

/** "18995.00 USD": the price format of the specification (ISO 4217 currency). */
export function feedPrice(dollars: number): string {
  return `${dollars.toFixed(2)} ${CURRENCY}`;
}

function googleElement(name: string, value: string | number | null | undefined): string {
  return xmlElement(`g:${name}`, value);
}

export function vehicleListingItem(vehicle: FeedVehicle, dealer: FeedDealer): string {
  const location = dealer.locations.find((l) => l.key === vehicle.locationKey);
  const link = absoluteUrl(dealer.siteUrl, vehicleUrl(vehicle));
  // The pictures in gallery order, each once, as the photo route serves them: the first is image_link.
  const [image, ...more] = pictureUrls(vehicle.vin, vehiclePhotos(vehicle.images)).map((src) =>
    absoluteUrl(dealer.siteUrl, src),
  );
  const title = `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`.trim();
  const isNew = vehicle.condition === "new";
  const fields = [
    xmlElement("title", title),
    xmlElement("link", link),
    googleElement("id", vehicle.stockNumber),
    googleElement("vin", vehicle.vin),
    googleElement("store_code", vehicle.locationKey),
    googleElement("dealership_name", location?.name ?? dealer.companyName),
    googleElement("dealership_address", location ? dealershipAddress(location) : dealer.companyAddress),
    googleElement("price", feedPrice(vehicle.price)),
    isNew ? googleElement("vehicle_msrp", feedPrice(vehicle.initPrice)) : "",
    // The specification knows new and used; a certified vehicle is used and says so below.
    googleElement("condition", isNew ? "new" : "used"),
    googleElement("certified_pre_owned", vehicle.condition === "certified" ? "yes" : "no"),
    googleElement("make", vehicle.make),
    googleElement("model", vehicle.model),
    googleElement("trim", vehicle.trim),
    googleElement("year", vehicle.year),
    isNew ? "" : googleElement("mileage", `${vehicle.mileage} miles`),
    googleElement("exterior_color", vehicle.exteriorColor),
    googleElement("image_link", image),
    ...more.slice(0, MAX_ADDITIONAL_IMAGES).map((src) => googleElement("additional_image_link", src)),
    googleElement("link", link),
    googleElement("date_in_stock", vehicle.listedAt.slice(0, 10)),
  ];
  return `<item>${fields.join("")}</item>`;
}

export function vehicleListingsXml(vehicles: readonly FeedVehicle[], dealer: FeedDealer, now: Date): string {
  const channel = [
    xmlElement("title", `${dealer.companyName} vehicle listings`),
    xmlElement("link", absoluteUrl(dealer.siteUrl, "/cars-for-sale")),
    xmlElement("description", `Every vehicle in stock at ${dealer.companyName}.`),
    xmlElement("lastBuildDate", now.toUTCString()),
  ].join("\n");
  const items = vehicles.map((vehicle) => vehicleListingItem(vehicle, dealer));
  return [
    XML_DECLARATION,
    `<rss version="2.0" xmlns:g="${xmlText(GOOGLE_NAMESPACE)}">`,
    "<channel>",
    channel,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
