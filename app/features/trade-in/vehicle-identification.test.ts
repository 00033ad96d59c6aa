import { describe, expect, it } from "vitest";
import { loadTradeInContent } from "./trade-in-content.server";
import { VEHICLE_MESSAGES, validateVehicle, yearRangeMessage } from "./vehicle-identification";

const { settings } = loadTradeInContent("content");
const YEAR = 2026;

/** 1HGCM82633A004352: a valid VIN of a 2003 Honda Accord (position 10 '3' = 2003). */
const accord = {
  vin: "1HGCM82633A004352",
  year: "2003",
  make: "Honda",
  model: "Accord",
  trim: "EX",
  mileage: "148,200",
  exteriorColor: "Silver",
};
const check = (change: Record<string, unknown>) => validateVehicle({ ...accord, ...change }, settings, YEAR);

describe("validateVehicle", () => {
  it("accepts a VIN as people copy it: lower case, spaces and dashes", () => {
    const result = check({ vin: " 1hgcm8263 3a-004352 ", exteriorColor: "silver", options: ["sunroof"] });
    expect(result).toEqual({
      ok: true,
      vehicle: {
        vin: "1HGCM82633A004352",
        licencePlate: null,
        state: null,
        year: 2003,
        make: "Honda",
        model: "Accord",
        trim: "EX",
        mileage: 148200,
        exteriorColor: "Silver",
        options: ["sunroof"],
      },
    });
  });

  it("accepts a licence plate with its state instead of a VIN, or year, make and model alone", () => {
    const plate = check({ vin: "", licencePlate: "abc 1234", state: "il" });
    expect(plate.ok && plate.vehicle).toMatchObject({ vin: null, licencePlate: "ABC 1234", state: "IL" });
    const described = check({ vin: undefined, trim: "" });
    expect(described.ok && described.vehicle).toMatchObject({ vin: null, licencePlate: null, trim: "" });
  });

  it.each([
    ["a VIN with a bad check digit", { vin: "1HGCM82643A004352" }, "vin", VEHICLE_MESSAGES.vinCheckDigit],
    ["a VIN that is too short", { vin: "1HGCM82633A00435" }, "vin", VEHICLE_MESSAGES.vinLength],
    ["a VIN with the letter O", { vin: "1HGCM82633AO04352" }, "vin", VEHICLE_MESSAGES.vinCharacters],
    ["a VIN of another model year", { year: "2013" }, "vin", VEHICLE_MESSAGES.vinYear],
    ["a plate without its state", { licencePlate: "ABC1234" }, "state", VEHICLE_MESSAGES.state],
    ["a state that does not exist", { state: "XX" }, "state", VEHICLE_MESSAGES.state],
    [
      "a plate with too many characters",
      { licencePlate: "ABCDE12345", state: "IN" },
      "licencePlate",
      VEHICLE_MESSAGES.plate,
    ],
    ["a plate with symbols", { licencePlate: "AB#12", state: "IN" }, "licencePlate", VEHICLE_MESSAGES.plate],
    ["a mileage of -5", { mileage: "-5" }, "mileage", VEHICLE_MESSAGES.mileageRange],
    ["a mileage of 9,999,999", { mileage: "9,999,999" }, "mileage", VEHICLE_MESSAGES.mileageRange],
    ["a mileage of 1,000,000", { mileage: 1_000_000 }, "mileage", VEHICLE_MESSAGES.mileageRange],
    ["a mileage with decimals", { mileage: "45000.5" }, "mileage", VEHICLE_MESSAGES.mileageRange],
    ["a mileage in words", { mileage: "a lot" }, "mileage", VEHICLE_MESSAGES.mileageRange],
    ["no mileage", { mileage: "" }, "mileage", VEHICLE_MESSAGES.mileage],
    ["no year", { year: "", vin: "" }, "year", VEHICLE_MESSAGES.year],
    ["a year before VINs", { year: "1980", vin: "" }, "year", yearRangeMessage(YEAR)],
    ["a year after next year", { year: "2028", vin: "" }, "year", yearRangeMessage(YEAR)],
    ["no make", { make: " " }, "make", VEHICLE_MESSAGES.make],
    ["no model", { model: undefined }, "model", VEHICLE_MESSAGES.model],
    ["a model name that is too long", { model: "x".repeat(51) }, "model", VEHICLE_MESSAGES.tooLong],
    ["a colour not in the list", { exteriorColor: "Plaid" }, "exteriorColor", VEHICLE_MESSAGES.exteriorColor],
    ["an option not in the list", { options: ["jet-pack"] }, "options", VEHICLE_MESSAGES.options],
  ])("rejects %s with a clear message", (_name, change, field, message) => {
    expect(check(change)).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("takes mileage at the edges: 0 and 999,999", () => {
    expect(check({ mileage: "0" }).ok).toBe(true);
    expect(check({ mileage: "999,999" }).ok).toBe(true);
  });

  it.each([null, "2003 Honda", 17, ["vin"]])("never throws on a body like %j", (raw) => {
    const result = validateVehicle(raw, settings, YEAR);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.make).toBe(VEHICLE_MESSAGES.make);
  });
});

describe("the model year's range message", () => {
  // Its Spanish twin (an ICU message keyed by this English) is tested with the page's
  // translator in components/forms/validation-message.test.ts.
  it("names the years the engine accepts", () => {
    const message = yearRangeMessage(2026);
    expect(message).toBe("Enter a model year from 1981 to 2027.");
    expect(check({ year: "1970" })).toEqual({ ok: false, errors: { year: message } });
  });
});
