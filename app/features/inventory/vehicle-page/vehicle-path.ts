import { looksLikeVin } from "~/features/inventory/vin";
import { slugify } from "../slug";
import { vehicleUrl } from "../urls";
import { CONDITIONS, type Condition, type Vehicle } from "../vehicle";

/**
 * The vehicle detail URL and the legacy URLs that lead to it, as pure functions: what a
 * path says, and where a request for it must go once the vehicle (or its absence) is known.
 */

/**
 * `{year}-{value}-{vin}`: the year is digits, the VIN the last 17 characters after a hyphen.
 * `value` (make and model) may be missing or wrong; only the year and VIN are validated.
 */
const DETAIL_SLUG = /^(\d+)-(?:(.*)-)?([^-]{17})$/;

export type VehicleSlug = { year: number; value: string; vin: string };

/**
 * Reads a detail-page slug, or null when it fails the route's validation (non-digit year,
 * a last part that is not 17 characters of the VIN alphabet). The VIN comes back in upper
 * case, the one spelling vehicles are stored under.
 */
export function parseVehicleSlug(slug: string): VehicleSlug | null {
  const match = DETAIL_SLUG.exec(slug);
  if (!match) return null;
  const [, year, value = "", vin = ""] = match;
  if (!looksLikeVin(vin)) return null;
  return { year: Number(year), value, vin: vin.toUpperCase() };
}

/** Under a condition prefix, a segment starting with digits and a hyphen is a vehicle's, never a search token. */
const VEHICLE_SEGMENT = /^\d+-/;

/**
 * The vehicle slug a path of the search route names, or null when the path is a search.
 * `condition` is the path's condition prefix (null for /cars-for-sale), `splat` what follows it.
 *
 * - `/{condition}-cars-for-sale/{one segment starting with digits and a hyphen}`: a vehicle
 *   page (a slug failing validation is that page's 404).
 * - `/cars-for-sale/{year}-{make}-{model}-{VIN}`: a vehicle too when the slug is a valid one
 *   (no search token ends in 17 characters of the VIN alphabet), so it redirects to the
 *   vehicle's canonical URL like any other spelling of it; anything else stays a search.
 */
export function vehicleSlugOfSearchPath(condition: Condition | null, splat: string): string | null {
  const segments = splat.split("/").filter(Boolean);
  if (segments.length !== 1) return null;
  const slug = segments[0]!;
  if (condition) return VEHICLE_SEGMENT.test(slug) ? slug : null;
  return parseVehicleSlug(slug) ? slug : null;
}

/** The last segment of a car's window sticker: `{vehicle URL}/window-sticker`. */
export const WINDOW_STICKER_SEGMENT = "window-sticker";

/**
 * The vehicle slug of a window sticker's path under the search route, or null: the car's own
 * path (as `vehicleSlugOfSearchPath` reads it) followed by `/window-sticker`.
 */
export function windowStickerSlugOfSearchPath(condition: Condition | null, splat: string): string | null {
  const segments = splat.split("/").filter(Boolean);
  if (segments.length !== 2 || segments[1] !== WINDOW_STICKER_SEGMENT) return null;
  return vehicleSlugOfSearchPath(condition, segments[0]!);
}

/** The search page of a vehicle's make and model, where a shopper lands when it is sold. */
export function makeModelSearchUrl(vehicle: Pick<Vehicle, "make" | "model">): string {
  return `/cars-for-sale/${slugify(vehicle.make)}-${slugify(vehicle.model)}`;
}

/**
 * Where a link to a sold vehicle goes: its make and model's search page, told which car was
 * sold (`?sold={VIN}`), so the page can say the car is no longer available and show cars like it.
 */
export function soldVehicleSearchUrl(vehicle: Pick<Vehicle, "make" | "model" | "vin">): string {
  return `${makeModelSearchUrl(vehicle)}?sold=${vehicle.vin}`;
}

/** What we know about the VIN a path names. */
export type VehicleLookup =
  | { found: false }
  | {
      found: true;
      status: "in_stock" | "sold";
      vehicle: Pick<Vehicle, "condition" | "year" | "make" | "model" | "vin">;
    };

export type VehiclePathOutcome =
  | { kind: "show" }
  | { kind: "notFound" }
  /** 301 for a moved URL (wrong condition, slug, case, legacy path); 302 for a sold vehicle. */
  | { kind: "redirect"; to: string; status: 301 | 302 };

/**
 * Where a detail-page request goes. `path` is the requested path without its query and
 * `search` the query (kept on redirects, so campaign parameters and payment terms survive).
 *
 * - unknown VIN: 404
 * - sold: 302 to the make-model search page, which says it was sold. Temporary on purpose: a sale that falls
 *   through puts the vehicle back in stock under the same URL, and a cached 301 would
 *   keep shoppers away from it.
 * - in stock under any other spelling than the canonical one: 301 to the canonical URL
 */
export function resolveVehiclePath(path: string, search: string, lookup: VehicleLookup): VehiclePathOutcome {
  if (!lookup.found) return { kind: "notFound" };
  if (lookup.status === "sold")
    return { kind: "redirect", to: soldVehicleSearchUrl(lookup.vehicle), status: 302 };
  const canonical = vehicleUrl(lookup.vehicle);
  if (path !== canonical) return { kind: "redirect", to: `${canonical}${search}`, status: 301 };
  return { kind: "show" };
}

export type LegacyVehiclePath =
  | { kind: "vehicle"; condition: Condition; vin: string }
  /** The bare prefix (/used-vehicle): the old inventory index of that condition. */
  | { kind: "index"; condition: Condition }
  | { kind: "invalid" };

/**
 * Reads a legacy vehicle path. The documented shape is
 * `/{condition}-vehicle/{make}-{model}-{year}/{VIN}`; the old site also produced (and other
 * sites linked) variants, so the VIN is taken as the last 17-character VIN-alphabet token
 * of the path, wherever it sits: `/used-vehicle/{VIN}`, `/used-vehicle/{year}-{make}-{model}-{VIN}`,
 * `/used-vehicle/{make}/{model}/{year}/{VIN}/`, a lower-case VIN. The rest of the path is
 * ignored: the VIN alone names the vehicle.
 */
export function parseLegacyVehiclePath(pathname: string): LegacyVehiclePath {
  const segments = pathname.split("/").filter(Boolean);
  const prefix = segments[0]?.toLowerCase();
  const condition = CONDITIONS.find((c) => `${c}-vehicle` === prefix);
  if (!condition) return { kind: "invalid" };
  if (segments.length === 1) return { kind: "index", condition };
  const tokens = segments.slice(1).flatMap((segment) => safeDecode(segment).split(/[-_\s.]+/));
  const vin = tokens.reverse().find((token) => looksLikeVin(token));
  return vin ? { kind: "vehicle", condition, vin: vin.toUpperCase() } : { kind: "invalid" };
}

/**
 * Where a legacy path goes: the current detail URL (301) for a vehicle in stock, the
 * make-model search page for a sold one (302, as on the detail page itself, and in one
 * hop rather than two), the condition's search page for the bare prefix (its query kept,
 * as on every permanent redirect), else 404.
 */
export function resolveLegacyPath(
  legacy: LegacyVehiclePath,
  search: string,
  lookup: VehicleLookup | null,
): VehiclePathOutcome {
  if (legacy.kind === "index")
    return { kind: "redirect", to: `/${legacy.condition}-cars-for-sale${search}`, status: 301 };
  if (legacy.kind === "invalid" || !lookup?.found) return { kind: "notFound" };
  if (lookup.status === "sold")
    return { kind: "redirect", to: soldVehicleSearchUrl(lookup.vehicle), status: 302 };
  return { kind: "redirect", to: `${vehicleUrl(lookup.vehicle)}${search}`, status: 301 };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
