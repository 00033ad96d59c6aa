import { type AdsValues, pickAdsValues } from "~/features/visitor/marketing-params";
import { DEFAULT_LANGUAGE, type Language } from "~/lib/i18n/languages";
import { type LeadDetails, type LeadKind, vehicleInterestOf } from "../kinds/registry";
import type {
  LeadAddress,
  LeadAddressInput,
  LeadPayload,
  LeadUser,
  LeadUserInput,
  LeadVehicle,
  LeadVehicleInput,
  LeadVendor,
  SellVehicle,
  SellVehicleInput,
} from "./lead";
import { parseTypedAmount } from "./validation";

/**
 * Builds the lead payload exactly as spec sections 3-5 say. Pure: acceptLead() gives it the
 * dealership and the prospect status; tests call it directly.
 */
export const NOT_PROVIDED = "Not provided";

export type PayloadInput = {
  kind: LeadKind;
  user: LeadUserInput;
  vehicle?: LeadVehicleInput;
  sellVehicle?: SellVehicleInput;
  comments?: string;
  url: string;
  reference?: string;
  details?: LeadDetails;
  adsValues?: AdsValues;
  html?: string;
  text?: string;
  /** The language of the page the lead came from (kept only when it is not English). */
  language?: Language;
};

export type PayloadContext = {
  vendor: LeadVendor;
  prospectStatus: "new" | "resend";
  requestDate: string;
};

const clean = (value: string | undefined | null): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * A number typed with "$", thousands commas or " mi", read strictly (validation.ts
 * parseTypedAmount), or undefined when there is none. Forms and the API have already
 * checked their numbers' ranges; this never turns what it cannot read into a number.
 */
export function parseAmount(value: number | string | undefined): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (value === undefined) return undefined;
  return parseTypedAmount(value.replace(/\s*mi(les)?\s*$/i, ""));
}

const yearText = (value: number | string | undefined) =>
  clean(value === undefined ? undefined : String(value));

function isCompleteAddress(
  address: LeadAddressInput | undefined,
): address is Required<Pick<LeadAddressInput, "address" | "city" | "state" | "zipCode">> & LeadAddressInput {
  return Boolean(
    clean(address?.address) && clean(address?.city) && clean(address?.state) && clean(address?.zipCode),
  );
}

/**
 * An address goes with a lead only when address, city, state and zipCode are all present.
 * Its type is home when it is the visitor's stored home address, otherwise delivery. A
 * complete home address wins over another address.
 */
export function leadAddress(user: LeadUserInput): LeadAddress | undefined {
  const [source, type] = isCompleteAddress(user.homeAddress)
    ? [user.homeAddress, "home" as const]
    : isCompleteAddress(user.address)
      ? [user.address, "delivery" as const]
      : [undefined, undefined];
  if (!source || !type) return undefined;
  const apartment = clean(source.apartment);
  return {
    type,
    street: clean(source.address)!,
    postalcode: clean(source.zipCode)!,
    city: clean(source.city)!,
    regioncode: clean(source.state)!,
    ...(apartment ? { apartment } : {}),
  };
}

export function leadUser(user: LeadUserInput): LeadUser {
  const email = clean(user.email);
  const phone = clean(user.phone);
  const result: LeadUser = {
    firstName: clean(user.firstName) ?? NOT_PROVIDED,
    lastName: clean(user.lastName) ?? NOT_PROVIDED,
  };
  if (email) result.email = email;
  // With neither an e-mail nor a phone, the phone is sent as 'Not provided' (spec section 5).
  if (phone) result.phone = phone;
  else if (!email) result.phone = NOT_PROVIDED;
  const optional = {
    comments: clean(user.comments),
    middleName: clean(user.middleName),
    suffix: clean(user.suffix),
    dateOfBirth: clean(user.dateOfBirth),
  };
  for (const [key, value] of Object.entries(optional))
    if (value) result[key as keyof typeof optional] = value;
  const address = leadAddress(user);
  if (address) result.address = address;
  return result;
}

/** True when any value is given (blank text does not count). */
function hasAny(values: object | undefined): boolean {
  return Boolean(
    values &&
      Object.values(values).some(
        (v) => v !== undefined && v !== null && (typeof v !== "string" || v.trim() !== ""),
      ),
  );
}

export function leadVehicle(kind: LeadKind, vehicle: LeadVehicleInput): LeadVehicle {
  const result: LeadVehicle = {
    // Interest is 'buy', and 'sell' for a sell-vehicle lead (spec section 4): the kind says which.
    interest: vehicleInterestOf(kind),
    // Vehicle status is 'new' if the condition is new, otherwise 'used' (certified is used).
    condition: clean(vehicle.condition)?.toLowerCase() === "new" ? "new" : "used",
  };
  const texts = {
    make: clean(vehicle.make),
    model: clean(vehicle.model),
    year: yearText(vehicle.year),
    vin: clean(vehicle.vin)?.toUpperCase(),
    trim: clean(vehicle.trim),
    bodystyle: clean(vehicle.bodystyle),
    transmissionSlug: clean(vehicle.transmissionSlug),
    interiorColor: clean(vehicle.interiorColor),
    exteriorColor: clean(vehicle.exteriorColor),
    comments: clean(vehicle.comments),
  };
  for (const [key, value] of Object.entries(texts)) if (value) result[key as keyof typeof texts] = value;
  const price = parseAmount(vehicle.price);
  const miles = parseAmount(vehicle.miles);
  if (price !== undefined) result.price = price;
  if (miles !== undefined) result.miles = miles;
  return result;
}

export function sellVehicleOf(vehicle: SellVehicleInput): SellVehicle {
  const result: SellVehicle = {};
  const make = clean(vehicle.make);
  const model = clean(vehicle.model);
  const year = yearText(vehicle.year);
  const miles = parseAmount(vehicle.miles);
  if (make) result.make = make;
  if (model) result.model = model;
  if (year) result.year = year;
  if (miles !== undefined) result.miles = miles;
  return result;
}

/** Keeps the tracked marketing parameters only, trimmed; undefined when none is set. */
export function buildLeadPayload(input: PayloadInput, context: PayloadContext): LeadPayload {
  const payload: LeadPayload = {
    kind: input.kind,
    user: leadUser(input.user),
    vendor: context.vendor,
    url: input.url,
    prospectStatus: context.prospectStatus,
    requestDate: context.requestDate,
  };
  if (input.vehicle && hasAny(input.vehicle)) payload.vehicle = leadVehicle(input.kind, input.vehicle);
  if (input.sellVehicle && hasAny(input.sellVehicle)) payload.sellVehicle = sellVehicleOf(input.sellVehicle);
  const comments = clean(input.comments);
  if (comments) payload.comments = comments;
  const reference = clean(input.reference);
  if (reference) payload.reference = reference;
  if (input.details && hasAny(input.details)) payload.details = input.details;
  const ads = pickAdsValues(input.adsValues);
  if (ads) payload.adsValues = ads;
  const html = clean(input.html);
  const text = clean(input.text);
  if (html) payload.html = html;
  if (text) payload.text = text;
  if (input.language && input.language !== DEFAULT_LANGUAGE) payload.language = input.language;
  return payload;
}
