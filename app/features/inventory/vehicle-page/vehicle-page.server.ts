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
import { paymentInputsWithTerms } from "~/features/gates/personal-payments";
import {
  ANONYMOUS_PRICES,
  type Lockable,
  lockableCard,
  type PriceAccess,
  type PriceView,
  priceRulesOf,
  priceView,
  withoutPrices,
} from "~/features/gates/price-view";
import type { VehicleCardData } from "~/features/inventory/vehicle-card-data";
import type { DB } from "~/lib/db/connection.server";
import { notFound, type PageOutcome, page, redirectTo } from "~/lib/page-outcome";
import type { Vehicle } from "../vehicle";
import { listPriceHistory } from "../vehicle-repository.server";
import { daysInStock, storeDateOf } from "./time-on-lot";
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

/** A recorded price drop; `changedOn` is the store's calendar date of `changedAt` (YYYY-MM-DD). */
export type PriceDrop = { oldPrice: number; newPrice: number; changedAt: string; changedOn: string };

export type VehicleLocation = Pick<
  Location,
  "key" | "name" | "subname" | "addressLine1" | "addressLine2" | "phone" | "googleMapsLink"
>;

/**
 * Everything the vehicle detail page shows; plain data, so it travels to the browser as is.
 * A car whose price the store locks (features/gates/price-view.ts) comes, to a visitor who has
 * not unlocked prices, without a single figure of its price: no price fields on the vehicle,
 * no price history, no payment estimate.
 */
export type VehiclePageData = {
  vehicle: Lockable<Vehicle>;
  /** What the visitor may see of the price, and its first monthly payment. */
  price: PriceView;
  /** The canonical path: /{condition}-cars-for-sale/{year}-{make}-{model}-{VIN}. */
  canonicalPath: string;
  siteUrl: string;
  dealerName: string;
  /** Drops of the current price, newest first (empty when the price never dropped or is locked). */
  priceHistory: PriceDrop[];
  /** Whole days on the lot by the store's calendar (0 on the day it was listed): not a price, shown even when locked. */
  daysInStock: number;
  similar: Lockable<VehicleCardData>[];
  location: VehicleLocation;
  fees: Company["fee"];
  /** The search page of the vehicle's make and model (breadcrumb, and where it goes once sold). */
  makeModelPath: string;
  /** None while the price is locked. */
  payment: {
    settings: PaymentSettings;
    sliders: Record<PaymentField, Slider>;
    /** The terms of this request: the defaults (or the visitor's own terms), or what the GET form submitted. */
    inputs: PaymentInputs;
    estimate: PaymentEstimate;
    /** The first terms are the visitor's own (the personalised-pricing questionnaire's). */
    personal: boolean;
  } | null;
};

export type VehiclePageServices = {
  db: DB;
  settings: Settings;
  siteUrl: string;
  /** The clock for days in stock (tests fix it); the current time otherwise. */
  now?: () => Date;
};

/** Whether the visitor unlocked the private inventory; asked only when a private car is at stake. */
export type PrivateInventoryAccess = {
  privateInventory: () => boolean;
  /** What the visitor may see of prices (features/gates/price-view.ts); none: an anonymous visitor. */
  prices?: PriceAccess;
};

/** A private vehicle asked for by a visitor who has not unlocked it: the page says nothing of the car. */
export type PrivateVehicleOutcome = { kind: "private" };
const PRIVATE_VEHICLE: PrivateVehicleOutcome = { kind: "private" };

/**
 * The vehicle detail page: `/{condition}-cars-for-sale/{year}-{value}-{vin}`, reached
 * through the search route's dispatcher. Not found ('Page Not Found: {path}', spec section 8)
 * when the slug fails validation or the VIN is unknown, a 301 to the canonical URL for any
 * other spelling of an in-stock vehicle's URL, a 302 to the make-model search page for a sold
 * vehicle. The URL's condition only matters through the path, compared whole with the canonical one.
 *
 * A private vehicle is shown only when `access` says the visitor unlocked the private
 * inventory (asked only for a private vehicle, so a public car's page never reads the
 * visitor). Otherwise it is `{ kind: "private" }` with nothing of the car, not even a
 * redirect to its canonical URL (whose words name it); without `access` it is not found.
 */
export function buildVehiclePage(
  services: VehiclePageServices,
  url: URL,
  slug: string,
): Promise<PageOutcome<VehiclePageData>>;
export function buildVehiclePage(
  services: VehiclePageServices,
  url: URL,
  slug: string,
  access: PrivateInventoryAccess,
): Promise<PageOutcome<VehiclePageData> | PrivateVehicleOutcome>;
export async function buildVehiclePage(
  services: VehiclePageServices,
  url: URL,
  slug: string,
  access?: PrivateInventoryAccess,
): Promise<PageOutcome<VehiclePageData> | PrivateVehicleOutcome> {
  const parsed = parseVehicleSlug(slug);
  if (!parsed) return notFound;
  const record = await findVehicleRecord(services.db, parsed.vin);
  if (record?.vehicle.private && !access?.privateInventory()) return access ? PRIVATE_VEHICLE : notFound;
  const outcome = resolveVehiclePath(url.pathname, url.search, lookupOf(record));
  if (outcome.kind !== "show" || !record) return outcomeOf(outcome);
  const { vehicle } = record;
  const { company, locations } = services.settings;
  const prices = access?.prices ?? ANONYMOUS_PRICES;
  const rules = priceRulesOf(services.settings);
  const price = priceView(vehicle, "elsewhere", rules, prices);

  // The vehicle and its pictures are one query; similar vehicles a second. Price history
  // is a third only for the minority of vehicles whose price dropped (and shows).
  const [similar, priceHistory] = await Promise.all([
    // A private car's page (its visitor unlocked them) may suggest other private cars.
    listSimilarVehicles(services.db, vehicle, SIMILAR_VEHICLES, { includePrivate: vehicle.private }),
    vehicle.oldPrice === null || price.locked
      ? Promise.resolve([])
      : listPriceHistory(services.db, vehicle.vin),
  ]);

  const location =
    locations.find((l) => l.key === vehicle.locationKey) ??
    locations.find((l) => l.currentLocation) ??
    (locations[0] as Location);
  const requested = parsePaymentInputs(url.searchParams, vehicle.price, company.payments);
  const inputs = paymentInputsWithTerms(
    requested,
    url.searchParams,
    prices.terms,
    vehicle.price,
    company.payments,
  );
  return page({
    vehicle: price.locked ? withoutPrices(vehicle) : vehicle,
    price,
    canonicalPath: url.pathname,
    siteUrl: services.siteUrl,
    dealerName: company.name,
    priceHistory: priceHistory.map((drop) => ({ ...drop, changedOn: storeDateOf(drop.changedAt) })),
    daysInStock: daysInStock(vehicle.listedAt, services.now?.() ?? new Date()),
    similar: similar.map((card) => lockableCard(card, "elsewhere", rules, prices)),
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
    payment: price.locked
      ? null
      : {
          settings: company.payments,
          sliders: paymentSliders(vehicle.price, company.payments),
          inputs,
          estimate: estimatePayment(vehicle.price, inputs, company.payments, company.fee.documentary),
          personal: price.personal,
        },
  });
}

/**
 * The legacy `/used-vehicle/…`, `/new-vehicle/…` and `/certified-vehicle/…` URLs: a redirect
 * to where the vehicle lives now, or not found.
 */
export async function resolveLegacyVehicleUrl(db: DB, url: URL): Promise<PageOutcome<never>> {
  const legacy = parseLegacyVehiclePath(url.pathname);
  const found = legacy.kind === "vehicle" ? await findVehicleRecord(db, legacy.vin) : null;
  // A private car's redirect would name it: its old URL is as unknown as any.
  const record = found?.vehicle.private ? null : found;
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
