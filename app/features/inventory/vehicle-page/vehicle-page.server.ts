import type { Settings } from "~/features/company/settings.server";
import type { Company, Location, PaymentSettings } from "~/features/company/settings-schema";
import {
  estimatePayment,
  type PaymentEstimate,
  type PaymentField,
  type PaymentInputs,
  parsePaymentInputs,
  paymentSliders,
  type Slider,
} from "~/features/financing/payment-estimate";
import type { VehicleCardData } from "~/features/inventory/vehicle-card-data";
import type { DB } from "~/lib/db/connection.server";
import { notFound, type PageOutcome, page, redirectTo } from "~/lib/page-outcome";
import type { Vehicle } from "../vehicle";
import { listPriceHistory } from "../vehicle-repository.server";
import { findVehicleRecord, listSimilarVehicles, type VehicleRecord } from "./vehicle-page-repository.server";
import {
  makeModelSearchUrl,
  parseLegacyVehiclePath,
  parseVehicleSlug,
  resolveLegacyPath,
  resolveVehiclePath,
  type VehicleLookup,
  type VehiclePathOutcome,
} from "./vehicle-path";

/** How many similar vehicles the page shows (one row of cards on a wide screen). */
export const SIMILAR_VEHICLES = 4;

export type PriceDrop = { oldPrice: number; newPrice: number; changedAt: string };

export type VehicleLocation = Pick<
  Location,
  "key" | "name" | "subname" | "addressLine1" | "addressLine2" | "phone" | "googleMapsLink"
>;

/** Everything the vehicle detail page shows; plain data, so it travels to the browser as is. */
export type VehiclePageData = {
  vehicle: Vehicle;
  /** The canonical path: /{condition}-cars-for-sale/{year}-{make}-{model}-{VIN}. */
  canonicalPath: string;
  siteUrl: string;
  dealerName: string;
  /** Drops of the current price, newest first (empty when the price never dropped). */
  priceHistory: PriceDrop[];
  similar: VehicleCardData[];
  location: VehicleLocation;
  fees: Company["fee"];
  /** The search page of the vehicle's make and model (breadcrumb, and where it goes once sold). */
  makeModelPath: string;
  payment: {
    settings: PaymentSettings;
    sliders: Record<PaymentField, Slider>;
    /** The terms of this request: the defaults, or what the GET form submitted. */
    inputs: PaymentInputs;
    estimate: PaymentEstimate;
  };
};

export type VehiclePageServices = { db: DB; settings: Settings; siteUrl: string };

/**
 * The vehicle detail page: `/{condition}-cars-for-sale/{year}-{value}-{vin}`, reached
 * through the search route's dispatcher. Not found ('Page Not Found: {path}', spec section 8)
 * when the slug fails validation or the VIN is unknown, a 301 to the canonical URL for any
 * other spelling of an in-stock vehicle's URL, a 302 to the make-model search page for a sold
 * vehicle. The URL's condition only matters through the path, compared whole with the canonical one.
 */
export async function buildVehiclePage(
  services: VehiclePageServices,
  url: URL,
  slug: string,
): Promise<PageOutcome<VehiclePageData>> {
  const parsed = parseVehicleSlug(slug);
  if (!parsed) return notFound;
  const record = await findVehicleRecord(services.db, parsed.vin);
  const outcome = resolveVehiclePath(url.pathname, url.search, lookupOf(record));
  if (outcome.kind !== "show" || !record) return outcomeOf(outcome);
  const { vehicle } = record;
  const { company, locations } = services.settings;

  // The vehicle and its pictures are one query; similar vehicles a second. Price history
  // is a third only for the minority of vehicles whose price dropped.
  const [similar, priceHistory] = await Promise.all([
    listSimilarVehicles(services.db, vehicle, SIMILAR_VEHICLES),
    vehicle.oldPrice === null ? Promise.resolve([]) : listPriceHistory(services.db, vehicle.vin),
  ]);

  const location =
    locations.find((l) => l.key === vehicle.locationKey) ??
    locations.find((l) => l.currentLocation) ??
    (locations[0] as Location);
  const inputs = parsePaymentInputs(url.searchParams, vehicle.price, company.payments);
  return page({
    vehicle,
    canonicalPath: url.pathname,
    siteUrl: services.siteUrl,
    dealerName: company.name,
    priceHistory,
    similar,
    location: {
      key: location.key,
      name: location.name,
      subname: location.subname,
      addressLine1: location.addressLine1,
      addressLine2: location.addressLine2,
      phone: location.phone,
      googleMapsLink: location.googleMapsLink,
    },
    fees: company.fee,
    makeModelPath: makeModelSearchUrl(vehicle),
    payment: {
      settings: company.payments,
      sliders: paymentSliders(vehicle.price, company.payments),
      inputs,
      estimate: estimatePayment(vehicle.price, inputs, company.payments, company.fee.documentary),
    },
  });
}

/**
 * The legacy `/used-vehicle/…`, `/new-vehicle/…` and `/certified-vehicle/…` URLs: a redirect
 * to where the vehicle lives now, or not found.
 */
export async function resolveLegacyVehicleUrl(db: DB, url: URL): Promise<PageOutcome<never>> {
  const legacy = parseLegacyVehiclePath(url.pathname);
  const record = legacy.kind === "vehicle" ? await findVehicleRecord(db, legacy.vin) : null;
  return outcomeOf(
    resolveLegacyPath(legacy, url.search, legacy.kind === "vehicle" ? lookupOf(record) : null),
  );
}

function lookupOf(record: VehicleRecord | null): VehicleLookup {
  return record ? { found: true, status: record.status, vehicle: record.vehicle } : { found: false };
}

function outcomeOf(outcome: VehiclePathOutcome): PageOutcome<never> {
  return outcome.kind === "redirect" ? redirectTo(outcome.to, outcome.status) : notFound;
}
