import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { isValidVin, modelYearOfVin } from "~/features/inventory/vin";
import { decodeVin, fillFromVin } from "./vin-decode";
import { CHRYSLER_GROUP_MAKES, MAKE_WMIS, MODEL_PATTERNS, WMI_MAKES } from "./vin-makes";

const LATEST = 2027;

// Published VINs (textbook examples and decoded vehicles), then VINs built on real makers'
// patterns whose check digit was computed (the serial part is made up).
const DECODED: ReadonlyArray<[vin: string, year: number, make: string | null, model: string | null]> = [
  ["1HGCM82633A004352", 2003, "Honda", "Accord"],
  ["JHMCM56557C404453", 2007, "Honda", "Accord"],
  ["1GNEK13ZX3R298984", 2003, "Chevrolet", null],
  ["1FAFP40634F172825", 2004, "Ford", null],
  ["JH4KA7561PC008269", 1993, "Acura", null],
  ["1M8GDM9AXKP042788", 1989, null, null], // a coach builder's: no make of the list
  ["5YJ3E1EA2KF317000", 2019, "Tesla", "Model 3"],
  ["1HGCV1F39JA000016", 2018, "Honda", "Accord"],
  ["2HGFC2F53LH000009", 2020, "Honda", "Civic"],
  ["SHHFK7H5XHU000015", 2017, "Honda", "Civic Hatchback"],
  ["7FARW2H53NE000010", 2022, "Honda", "CR-V"],
  ["5FNYF6H52KB000008", 2019, "Honda", "Pilot"],
  ["5FNYF8H56KB000007", 2019, "Honda", null], // a Passport, on the Pilot's line
  // The Chrysler group names its make at position 5 from 2011, and was Chrysler's before.
  ["1C4RJFAG8FC000001", 2015, "Jeep", null],
  ["2C3CDXBG3KH000002", 2019, "Dodge", null],
  ["1C6RR7LT1KS000003", 2019, "Ram", null],
  ["2C4RC1BG8GR000004", 2016, "Chrysler", null],
  ["2C3KA53G46H000006", 2006, "Chrysler", null],
  // Shared or borrowed identifiers say nothing rather than something wrong.
  ["5N1AT2MV2LC000013", 2020, null, null], // Nissan and Infiniti share 5N1
  ["JF1ZNAA14G8000011", 2016, null, null], // a Toyota 86 built by Subaru
  ["JF1ZCAB15L9000012", 2020, "Subaru", null], // the Subaru BRZ
  ["4T1B11HK8KU000014", 2019, "Toyota", null],
];

describe("decodeVin", () => {
  it("reads the model year, the make and the models it knows", () => {
    for (const [vin, year, make, model] of DECODED) {
      expect(isValidVin(vin), vin).toBe(true);
      expect(decodeVin(vin, LATEST), vin).toEqual({ year, make, model });
    }
  });

  it("takes a VIN as people copy it: lower case, spaces, dashes", () => {
    expect(decodeVin(" 1hgcm8263-3a004352 ", LATEST)).toEqual({ year: 2003, make: "Honda", model: "Accord" });
  });

  it("is null for anything that is not a VIN: a wrong check digit, length or character", () => {
    expect(decodeVin("1HGCM82633A004353", LATEST)).toBeNull();
    expect(decodeVin("5YJ3E1EA7KF317000", LATEST)).toBeNull(); // check digit 7 where 2 belongs
    expect(decodeVin("1HGCM82633A00435", LATEST)).toBeNull();
    expect(decodeVin("1HGCM82633A0O4352", LATEST)).toBeNull();
    expect(decodeVin("", LATEST)).toBeNull();
  });
});

describe("modelYearOfVin", () => {
  it("reads position 7 where both years of the 30-year cycle fit, and keeps to the range", () => {
    // 'K' is 1989 or 2019: a digit at position 7 says 1989, a letter 2019.
    expect(modelYearOfVin("1M8GDM9AXKP042788", 1981, LATEST)).toBe(1989);
    expect(modelYearOfVin("5YJ3E1EA2KF317000", 1981, LATEST)).toBe(2019);
    // '3' is 2003 or 2033: the newer one is not on sale yet, whatever position 7 says.
    expect(modelYearOfVin("1HGCM82633A004352", 1981, LATEST)).toBe(2003);
    // A letter at position 7 with a year whose newer reading is too new: the older one.
    expect(modelYearOfVin("1HGCM8A63WA004352", 1981, LATEST)).toBe(1998);
    expect(modelYearOfVin("1HGCM82633A00435", 1981, LATEST)).toBeNull();
  });
});

describe("fillFromVin", () => {
  it("fills what the seller left empty, never what they typed", () => {
    const filled = fillFromVin(
      { vin: "1HGCM82633A004352", year: "", make: "", model: "", trim: "EX" },
      LATEST,
    );
    expect(filled.values).toEqual({
      vin: "1HGCM82633A004352",
      year: "2003",
      make: "Honda",
      model: "Accord",
      trim: "EX",
    });
    expect(filled.filled).toEqual(["year", "make", "model"]);
    const typed = fillFromVin({ vin: "1HGCM82633A004352", year: "2003", make: "Acura", model: "" }, LATEST);
    expect(typed.values).toEqual({ vin: "1HGCM82633A004352", year: "2003", make: "Acura", model: "" });
    expect(typed.filled).toEqual([]);
  });

  it("fills nothing without a valid VIN", () => {
    expect(fillFromVin({ vin: "1HGCM82633A004353", year: "" }, LATEST).filled).toEqual([]);
    expect(fillFromVin({ year: "" }, LATEST).filled).toEqual([]);
  });
});

describe("the tables", () => {
  const prices = JSON.parse(fs.readFileSync("content/trade-in/reference-prices.json", "utf8")) as {
    makes: Array<{ make: string; models?: Array<{ model: string }> }>;
  };
  const makes = new Map(prices.makes.map((m) => [m.make, new Set((m.models ?? []).map((x) => x.model))]));

  it("spell every make and model as the valuation's reference table does", () => {
    for (const make of new Set([...WMI_MAKES.values(), ...Object.values(CHRYSLER_GROUP_MAKES)]))
      expect(makes.has(make), make).toBe(true);
    for (const { make, model } of MODEL_PATTERNS) expect(makes.get(make)?.has(model), model).toBe(true);
  });

  it("give each identifier one make, three characters of the VIN alphabet", () => {
    const all = Object.values(MAKE_WMIS).flatMap((wmis) => wmis.split(" "));
    expect(all.length).toBe(WMI_MAKES.size);
    for (const wmi of all) expect(wmi).toMatch(/^[A-HJ-NPR-Z0-9]{3}$/);
  });
});
