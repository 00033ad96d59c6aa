import { isValidVin, modelYearOfVin } from "~/features/inventory/vin";
import { FIRST_VIN_YEAR } from "./vehicle-identification";
import {
  CHRYSLER_GROUP_FROM_YEAR,
  CHRYSLER_GROUP_MAKES,
  CHRYSLER_GROUP_WMIS,
  MODEL_PATTERNS,
  NOT_THE_WMI_MAKE,
  WMI_MAKES,
} from "./vin-makes";

/**
 * The trade-in's first page reads the VIN the seller gives: the model year (position 10), the
 * make (the manufacturer identifier, positions 1-3) and, for the few lines we know, the model.
 * Decoded here, offline and in a few hundred bytes, on the server (a page posted without
 * JavaScript, the landing page's VIN) and in the browser as the seller types. No decoder
 * service is reachable; what this cannot tell, the seller chooses from the lists.
 */
export type VinDecode = { year: number | null; make: string | null; model: string | null };

/** The VIN as a seller may type it: spaces and dashes from paperwork dropped, in capitals. */
export const normalizeVin = (raw: string) => raw.replace(/[\s-]/g, "").toUpperCase();

function makeOf(vin: string, year: number | null): string | null {
  if (NOT_THE_WMI_MAKE.some((prefix) => vin.startsWith(prefix))) return null;
  const wmi = vin.slice(0, 3);
  if (CHRYSLER_GROUP_WMIS.has(wmi)) {
    if (year === null) return null;
    return year >= CHRYSLER_GROUP_FROM_YEAR ? (CHRYSLER_GROUP_MAKES[vin.charAt(4)] ?? null) : "Chrysler";
  }
  return WMI_MAKES.get(wmi) ?? null;
}

function modelOf(vin: string, make: string): string | null {
  for (const { make: of, at, codes, model } of MODEL_PATTERNS) {
    if (of !== make) continue;
    if (codes.split(" ").includes(vin.slice(at[0] - 1, at[1]))) return model;
  }
  return null;
}

/**
 * What a VIN says, or null when it is not a VIN (17 characters with a correct check digit).
 * `latestYear` is the newest model year on sale (next year's, at the dealership).
 */
export function decodeVin(raw: string, latestYear: number): VinDecode | null {
  const vin = normalizeVin(raw);
  if (!isValidVin(vin)) return null;
  const year = modelYearOfVin(vin, FIRST_VIN_YEAR, latestYear);
  const make = makeOf(vin, year);
  return { year, make, model: make ? modelOf(vin, make) : null };
}

/** The fields a decoded VIN may fill. */
export const DECODED_FIELDS = ["year", "make", "model"] as const;
export type DecodedField = (typeof DECODED_FIELDS)[number];

const sameMake = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();

/**
 * The vehicle page's values with what the VIN says filled in where the seller left a field
 * empty; never over what they typed. A model is filled only under its own make (a seller who
 * typed another make keeps an empty model). `filled` names what changed.
 */
export function fillFromVin<V extends Record<string, string | string[] | undefined>>(
  values: V,
  latestYear: number,
): { values: V; filled: DecodedField[]; decoded: VinDecode | null } {
  const vin = values.vin;
  const decoded = typeof vin === "string" && vin.trim() ? decodeVin(vin, latestYear) : null;
  if (!decoded) return { values, filled: [], decoded };
  const next: Record<string, string | string[] | undefined> = { ...values };
  const filled: DecodedField[] = [];
  const empty = (field: DecodedField) => {
    const value = next[field];
    return value === undefined || (typeof value === "string" && value.trim() === "");
  };
  const fill = (field: DecodedField, value: string | number | null) => {
    if (value === null || !empty(field)) return;
    next[field] = String(value);
    filled.push(field);
  };
  fill("year", decoded.year);
  fill("make", decoded.make);
  const make = next.make;
  if (decoded.make && typeof make === "string" && sameMake(make, decoded.make)) fill("model", decoded.model);
  return { values: next as V, filled, decoded };
}
