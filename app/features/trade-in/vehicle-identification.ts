import { isValidVin, looksLikeVin, vinMatchesYear } from "~/features/inventory/vin";
import { isOneLineText } from "~/lib/printable";
import type { TradeInSettings } from "./settings-schema";

/**
 * The seller's vehicle: how it is identified (VIN, or licence plate and state) and what
 * the valuation needs (year, make, model, trim, mileage). Year, make and model are always
 * sent: a VIN fills in what it tells on the first page (vin-decode.ts, offline; no decoder
 * service or plate lookup is reachable), and the seller checks it. A VIN or plate, when
 * given, is checked and kept on the appraisal for the appraiser.
 */
export type TradeInVehicle = {
  vin: string | null;
  licencePlate: string | null;
  /** Two-letter US state (or DC) of the plate. */
  state: string | null;
  year: number;
  make: string;
  model: string;
  trim: string;
  mileage: number;
  exteriorColor: string;
  /** Values of settings.vehicleOptions the seller ticked. */
  options: string[];
};

export const VEHICLE_FIELDS = [
  "vin",
  "licencePlate",
  "state",
  "year",
  "make",
  "model",
  "trim",
  "mileage",
  "exteriorColor",
  "options",
] as const;
export type VehicleField = (typeof VEHICLE_FIELDS)[number];

export const FIRST_VIN_YEAR = 1981;
export const MAX_MILEAGE = 999_999;

export const VEHICLE_MESSAGES = {
  vinLength: "A VIN has 17 letters and digits.",
  vinCharacters: "A VIN uses letters and digits only, and never the letters I, O or Q.",
  vinCheckDigit:
    "This VIN's check digit does not match. Please check each character against your registration.",
  vinYear: "This VIN belongs to a different model year. Please check the year or the VIN.",
  plate: "Enter the plate as shown, up to 8 letters and digits.",
  state: "Choose the state the vehicle is registered in.",
  year: "Enter the year of the vehicle.",
  make: "Enter the make of the vehicle.",
  model: "Enter the model of the vehicle.",
  mileage: "Enter the mileage of the vehicle.",
  mileageRange: "Enter the mileage as a whole number from 0 to 999,999.",
  exteriorColor: "Choose the exterior color.",
  options: "Choose from the listed options.",
  tooLong: "Please keep this under 50 characters.",
  controlCharacters: "This field contains invisible characters. Please type it again.",
} as const;

// biome-ignore format: a table reads better on few lines
export const US_STATES = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS",
  "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC",
  "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
] as const;

export type VehicleResult =
  | { ok: true; vehicle: TradeInVehicle }
  | { ok: false; errors: Partial<Record<VehicleField, string>> };

const asText = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** A whole number typed with or without thousands commas; null for anything else. */
function wholeNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) ? value : null;
  const text = asText(value);
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)$/.test(text)) return null;
  return Number(text.replace(/,/g, ""));
}

/**
 * Built with its years, so the validation catalogue holds it as the ICU message "Enter a
 * model year from {first} to {last}." (components/forms/validation-message.ts reads the years
 * back): keep the two worded alike.
 */
export const yearRangeMessage = (appraisalYear: number) =>
  `Enter a model year from ${FIRST_VIN_YEAR} to ${appraisalYear + 1}.`;

/** Up to 8 letters and digits, as stamped; the spaces and dashes some states print are kept. */
function isPlate(plate: string): boolean {
  return /^[A-Z0-9][A-Z0-9 -]{0,11}$/.test(plate) && plate.replace(/[^A-Z0-9]/g, "").length <= 8;
}

export function checkVin(vin: string): string | null {
  if (vin.length !== 17) return VEHICLE_MESSAGES.vinLength;
  if (!looksLikeVin(vin)) return VEHICLE_MESSAGES.vinCharacters;
  return isValidVin(vin) ? null : VEHICLE_MESSAGES.vinCheckDigit;
}

/**
 * Checks the vehicle part of the trade-in form. `appraisalYear` is the dealership's
 * current year: next year's models are on sale, the year after is a typo. Never throws.
 */
export function validateVehicle(
  raw: unknown,
  settings: Pick<TradeInSettings, "exteriorColors" | "vehicleOptions">,
  appraisalYear: number,
): VehicleResult {
  const input: Record<string, unknown> =
    raw !== null && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const errors: Partial<Record<VehicleField, string>> = {};
  const text = (field: VehicleField, missing?: string): string => {
    const value = asText(input[field]).replace(/\s+/g, " ");
    if (!value && missing) errors[field] = missing;
    else if (value.length > 50) errors[field] = VEHICLE_MESSAGES.tooLong;
    // A NUL, ESC or BEL has no place in a make or model (PostgreSQL refuses a NUL outright).
    else if (!isOneLineText(value)) errors[field] = VEHICLE_MESSAGES.controlCharacters;
    return value;
  };

  // Spaces and dashes are how people copy VINs from paperwork; case is not meaningful.
  const vin = asText(input.vin).replace(/[\s-]/g, "").toUpperCase();
  if (vin) {
    const problem = checkVin(vin);
    if (problem) errors.vin = problem;
  }
  const licencePlate = asText(input.licencePlate).toUpperCase().replace(/\s+/g, " ");
  if (licencePlate && !isPlate(licencePlate)) errors.licencePlate = VEHICLE_MESSAGES.plate;
  const state = asText(input.state).toUpperCase();
  if (state && !(US_STATES as readonly string[]).includes(state)) errors.state = VEHICLE_MESSAGES.state;
  else if (licencePlate && !state) errors.state = VEHICLE_MESSAGES.state;

  const year = wholeNumber(input.year);
  if (asText(input.year) === "" && typeof input.year !== "number") errors.year = VEHICLE_MESSAGES.year;
  else if (year === null || year < FIRST_VIN_YEAR || year > appraisalYear + 1)
    errors.year = yearRangeMessage(appraisalYear);
  else if (vin && !errors.vin && !vinMatchesYear(vin, year)) errors.vin = VEHICLE_MESSAGES.vinYear;

  const make = text("make", VEHICLE_MESSAGES.make);
  const model = text("model", VEHICLE_MESSAGES.model);
  const trim = text("trim");

  const mileage = wholeNumber(input.mileage);
  if (asText(input.mileage) === "" && typeof input.mileage !== "number")
    errors.mileage = VEHICLE_MESSAGES.mileage;
  else if (mileage === null || mileage < 0 || mileage > MAX_MILEAGE)
    errors.mileage = VEHICLE_MESSAGES.mileageRange;

  const colorText = asText(input.exteriorColor).toLowerCase();
  const exteriorColor = settings.exteriorColors.find((c) => c.toLowerCase() === colorText);
  if (!exteriorColor) errors.exteriorColor = VEHICLE_MESSAGES.exteriorColor;

  const rawOptions = input.options === undefined || input.options === "" ? [] : input.options;
  const optionList = typeof rawOptions === "string" ? [rawOptions] : rawOptions;
  const known = settings.vehicleOptions.map((o) => o.value);
  let options: string[] = [];
  if (!Array.isArray(optionList) || optionList.some((o) => typeof o !== "string" || !known.includes(o)))
    errors.options = VEHICLE_MESSAGES.options;
  else options = known.filter((o) => optionList.includes(o));

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    vehicle: {
      vin: vin || null,
      licencePlate: licencePlate || null,
      state: state || null,
      year: year!,
      make,
      model,
      trim,
      mileage: mileage!,
      exteriorColor: exteriorColor!,
      options,
    },
  };
}
