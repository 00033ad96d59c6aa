import { describe, expect, it } from "vitest";
import { vehicleUrl } from "../urls";
import {
  makeModelSearchUrl,
  parseLegacyVehiclePath,
  parseVehicleSlug,
  resolveLegacyPath,
  resolveVehiclePath,
  type VehicleLookup,
  vehicleSlugOfSearchPath,
  windowStickerSlugOfSearchPath,
} from "./vehicle-path";

const VIN = "4T1B11HK5KU123456";
const camry = { condition: "used", year: 2019, make: "Toyota", model: "Camry", vin: VIN } as const;
const inStock: VehicleLookup = { found: true, status: "in_stock", vehicle: camry };
const sold: VehicleLookup = { found: true, status: "sold", vehicle: camry };
const unknown: VehicleLookup = { found: false };

describe("parseVehicleSlug", () => {
  it("reads year, make-model value and VIN", () => {
    expect(parseVehicleSlug(`2019-toyota-camry-${VIN}`)).toEqual({
      year: 2019,
      value: "toyota-camry",
      vin: VIN,
    });
    expect(parseVehicleSlug(`2021-mercedes-benz-c-class-${VIN}`)).toEqual({
      year: 2021,
      value: "mercedes-benz-c-class",
      vin: VIN,
    });
  });

  it("upper-cases the VIN and accepts a missing make-model value", () => {
    expect(parseVehicleSlug(`2019-toyota-camry-${VIN.toLowerCase()}`)?.vin).toBe(VIN);
    expect(parseVehicleSlug(`2019-${VIN}`)).toEqual({ year: 2019, value: "", vin: VIN });
  });

  it("rejects a year that is not digits", () => {
    expect(parseVehicleSlug(`20x9-toyota-camry-${VIN}`)).toBeNull();
    expect(parseVehicleSlug(`toyota-camry-${VIN}`)).toBeNull();
    expect(parseVehicleSlug(`-2019-toyota-camry-${VIN}`)).toBeNull();
  });

  it("rejects a VIN of the wrong length", () => {
    expect(parseVehicleSlug(`2019-toyota-camry-${VIN.slice(1)}`)).toBeNull();
    expect(parseVehicleSlug(`2019-toyota-camry-${VIN}7`)).toBeNull();
    expect(parseVehicleSlug("2019-toyota-camry")).toBeNull();
    expect(parseVehicleSlug("2019")).toBeNull();
    expect(parseVehicleSlug("")).toBeNull();
  });

  it("rejects characters a VIN never has (I, O, Q, punctuation)", () => {
    for (const bad of [
      "4T1B11HK5KU12345I",
      "4T1B11HKOKU123456",
      "4T1B11HK5KU12345Q",
      "4T1B11HK5KU12345!",
      "4T1B11HK5KU12 456",
    ]) {
      expect(parseVehicleSlug(`2019-toyota-camry-${bad}`), bad).toBeNull();
    }
  });
});

describe("vehicleSlugOfSearchPath", () => {
  const slug = `2019-toyota-camry-${VIN}`;

  it("reads one segment starting with digits under a condition prefix as a vehicle", () => {
    expect(vehicleSlugOfSearchPath("used", slug)).toBe(slug);
    expect(vehicleSlugOfSearchPath("new", `${slug}/`)).toBe(slug);
    // Failing validation there is the vehicle page's own 404, not a search.
    expect(vehicleSlugOfSearchPath("used", "2019-toyota-camry-SHORT")).toBe("2019-toyota-camry-SHORT");
    expect(vehicleSlugOfSearchPath("used", "suvs")).toBeNull();
    expect(vehicleSlugOfSearchPath("used", `suvs/${slug}`)).toBeNull();
  });

  it("reads a valid vehicle slug under /cars-for-sale/ as a vehicle, and every search token as a search", () => {
    expect(vehicleSlugOfSearchPath(null, slug)).toBe(slug);
    expect(vehicleSlugOfSearchPath(null, `2019-toyota-camry-${VIN.toLowerCase()}`)).toBe(
      `2019-toyota-camry-${VIN.toLowerCase()}`,
    );
    expect(vehicleSlugOfSearchPath(null, `2019-${VIN}`)).toBe(`2019-${VIN}`);
    for (const search of [
      "",
      "suvs",
      "toyota-camry",
      "price-under-20000",
      "2019-toyota-camry-SHORT",
      "suvs/toyota",
    ])
      expect(vehicleSlugOfSearchPath(null, search), search).toBeNull();
  });
});

describe("windowStickerSlugOfSearchPath", () => {
  const slug = `2019-toyota-camry-${VIN}`;

  it("reads a car's path followed by /window-sticker, and nothing else", () => {
    expect(windowStickerSlugOfSearchPath("used", `${slug}/window-sticker`)).toBe(slug);
    expect(windowStickerSlugOfSearchPath("used", `${slug}/window-sticker/`)).toBe(slug);
    expect(windowStickerSlugOfSearchPath(null, `${slug}/window-sticker`)).toBe(slug);
    expect(windowStickerSlugOfSearchPath("used", slug)).toBeNull();
    expect(windowStickerSlugOfSearchPath("used", `${slug}/sticker`)).toBeNull();
    expect(windowStickerSlugOfSearchPath("used", "suvs/window-sticker")).toBeNull();
    expect(windowStickerSlugOfSearchPath(null, "toyota-camry/window-sticker")).toBeNull();
    expect(windowStickerSlugOfSearchPath("used", `${slug}/window-sticker/again`)).toBeNull();
  });
});

describe("resolveVehiclePath", () => {
  const canonical = `/used-cars-for-sale/2019-toyota-camry-${VIN}`;

  it("shows the canonical URL", () => {
    expect(vehicleUrl(camry)).toBe(canonical);
    expect(resolveVehiclePath(canonical, "", inStock)).toEqual({ kind: "show" });
  });

  it("sends a wrong condition, slug, year or spelling to the canonical URL, permanently, with the query", () => {
    for (const path of [
      `/new-cars-for-sale/2019-toyota-camry-${VIN}`,
      `/certified-cars-for-sale/2019-toyota-camry-${VIN}`,
      `/used-cars-for-sale/2019-honda-accord-${VIN}`,
      `/used-cars-for-sale/2018-toyota-camry-${VIN}`,
      `/used-cars-for-sale/2019-${VIN}`,
      `/used-cars-for-sale/2019-Toyota-Camry-${VIN}`,
      `/used-cars-for-sale/2019-toyota-camry-${VIN.toLowerCase()}`,
      `/cars-for-sale/2019-toyota-camry-${VIN}`,
    ]) {
      expect(resolveVehiclePath(path, "", inStock), path).toEqual({
        kind: "redirect",
        to: canonical,
        status: 301,
      });
    }
    expect(resolveVehiclePath(`/new-cars-for-sale/2019-x-${VIN}`, "?utm_source=mail", inStock)).toEqual({
      kind: "redirect",
      to: `${canonical}?utm_source=mail`,
      status: 301,
    });
  });

  it("sends a sold vehicle to its make-model search page, told which car was sold, temporarily", () => {
    expect(resolveVehiclePath(canonical, "?tab=lease", sold)).toEqual({
      kind: "redirect",
      to: `/cars-for-sale/toyota-camry?sold=${VIN}`,
      status: 302,
    });
    expect(makeModelSearchUrl({ make: "Mercedes-Benz", model: "GLC 300" })).toBe(
      "/cars-for-sale/mercedes-benz-glc-300",
    );
  });

  it("answers 404 for an unknown VIN", () => {
    expect(resolveVehiclePath(canonical, "", unknown)).toEqual({ kind: "notFound" });
  });
});

describe("legacy vehicle paths", () => {
  it("reads the documented shape and its variants", () => {
    const expected = { kind: "vehicle", condition: "used", vin: VIN };
    for (const path of [
      `/used-vehicle/toyota-camry-2019/${VIN}`,
      `/used-vehicle/toyota-camry-2019/${VIN}/`,
      `/used-vehicle/toyota-camry-2019/${VIN.toLowerCase()}`,
      `/used-vehicle/${VIN}`,
      `/used-vehicle/2019-toyota-camry-${VIN}`,
      `/used-vehicle/toyota/camry/2019/${VIN}`,
      `/used-vehicle/toyota-camry-2019-${VIN}/`,
      `/Used-Vehicle/toyota-camry-2019/${VIN}`,
    ]) {
      expect(parseLegacyVehiclePath(path), path).toEqual(expected);
    }
    expect(parseLegacyVehiclePath(`/new-vehicle/toyota-camry-2026/${VIN}`)).toEqual({
      ...expected,
      condition: "new",
    });
    expect(parseLegacyVehiclePath(`/certified-vehicle/toyota-camry-2022/${VIN}`)).toEqual({
      ...expected,
      condition: "certified",
    });
  });

  it("reads the bare prefix as the condition's index, and a path without a VIN as invalid", () => {
    expect(parseLegacyVehiclePath("/used-vehicle")).toEqual({ kind: "index", condition: "used" });
    expect(parseLegacyVehiclePath("/new-vehicle/")).toEqual({ kind: "index", condition: "new" });
    expect(parseLegacyVehiclePath("/used-vehicle/toyota-camry-2019")).toEqual({ kind: "invalid" });
    expect(parseLegacyVehiclePath(`/used-vehicle/toyota-camry-2019/${VIN.slice(1)}`)).toEqual({
      kind: "invalid",
    });
    expect(parseLegacyVehiclePath("/used-vehicle/%E0%A4%A")).toEqual({ kind: "invalid" });
    expect(parseLegacyVehiclePath(`/rental-vehicle/${VIN}`)).toEqual({ kind: "invalid" });
  });

  it("redirects to the current detail URL, the search page when sold, or 404", () => {
    const legacy = parseLegacyVehiclePath(`/new-vehicle/toyota-camry-2019/${VIN}`);
    expect(resolveLegacyPath(legacy, "", inStock)).toEqual({
      kind: "redirect",
      to: `/used-cars-for-sale/2019-toyota-camry-${VIN}`,
      status: 301,
    });
    expect(resolveLegacyPath(legacy, "?a=1", inStock)).toMatchObject({
      to: `/used-cars-for-sale/2019-toyota-camry-${VIN}?a=1`,
    });
    expect(resolveLegacyPath(legacy, "", sold)).toEqual({
      kind: "redirect",
      to: `/cars-for-sale/toyota-camry?sold=${VIN}`,
      status: 302,
    });
    expect(resolveLegacyPath(legacy, "", unknown)).toEqual({ kind: "notFound" });
    expect(resolveLegacyPath({ kind: "invalid" }, "", null)).toEqual({ kind: "notFound" });
    expect(resolveLegacyPath({ kind: "index", condition: "certified" }, "", null)).toEqual({
      kind: "redirect",
      to: "/certified-cars-for-sale",
      status: 301,
    });
    // The query comes along on this permanent redirect too (campaign parameters).
    expect(resolveLegacyPath({ kind: "index", condition: "used" }, "?utm_source=old", null)).toEqual({
      kind: "redirect",
      to: "/used-cars-for-sale?utm_source=old",
      status: 301,
    });
  });
});
