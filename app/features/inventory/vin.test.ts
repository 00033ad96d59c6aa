import { describe, expect, it } from "vitest";
import { isValidVin, modelYearCode, vinCheckDigit, vinMatchesYear } from "./vin";

// Real, published VINs (textbook examples and decoded vehicles) with their model years.
const KNOWN_VALID: ReadonlyArray<[vin: string, year: number]> = [
  ["1M8GDM9AXKP042788", 1989], // the textbook example: remainder 10, check digit 'X'
  ["1HGCM82633A004352", 2003], // Honda Accord
  ["JHMCM56557C404453", 2007], // Honda Accord
  ["JH4KA7561PC008269", 1993], // Acura Legend
  ["1GNEK13ZX3R298984", 2003], // Chevrolet Tahoe
  ["1FAFP40634F172825", 2004], // Ford Mustang
];

describe("vinCheckDigit", () => {
  it("computes the published check digits", () => {
    for (const [vin] of KNOWN_VALID) expect(vinCheckDigit(vin)).toBe(vin.charAt(8));
  });

  it("returns X for remainder 10 and 1 for all ones", () => {
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X");
    expect(vinCheckDigit("11111111111111111")).toBe("1");
  });

  it("ignores whatever is at position 9", () => {
    expect(vinCheckDigit("1M8GDM9A_KP042788")).toBe("X");
    expect(vinCheckDigit("1M8GDM9A0KP042788")).toBe("X");
  });

  it("rejects wrong lengths and forbidden characters", () => {
    expect(() => vinCheckDigit("1M8GDM9AXKP04278")).toThrow(RangeError);
    expect(() => vinCheckDigit("1M8GDM9AXKP0427O8")).toThrow(RangeError);
  });
});

describe("modelYearCode", () => {
  it("follows the 30-year cycle", () => {
    expect(modelYearCode(1980)).toBe("A");
    expect(modelYearCode(1989)).toBe("K");
    expect(modelYearCode(2000)).toBe("Y");
    expect(modelYearCode(2001)).toBe("1");
    expect(modelYearCode(2009)).toBe("9");
    expect(modelYearCode(2010)).toBe("A");
    expect(modelYearCode(2012)).toBe("C");
    expect(modelYearCode(2018)).toBe("J");
    expect(modelYearCode(2020)).toBe("L");
    expect(modelYearCode(2023)).toBe("P");
    expect(modelYearCode(2024)).toBe("R");
    expect(modelYearCode(2025)).toBe("S");
    expect(modelYearCode(2026)).toBe("T");
    expect(modelYearCode(2027)).toBe("V");
    expect(modelYearCode(2030)).toBe("Y");
    expect(modelYearCode(2031)).toBe("1");
    expect(modelYearCode(2040)).toBe("A");
  });

  it("never uses I, O, Q, U, Z or 0", () => {
    const codes = new Set<string>();
    for (let year = 1980; year < 2010; year++) codes.add(modelYearCode(year));
    expect(codes.size).toBe(30);
    for (const forbidden of "IOQUZ0") expect(codes.has(forbidden)).toBe(false);
  });

  it("refuses years it cannot encode", () => {
    expect(() => modelYearCode(1979)).toThrow(RangeError);
    expect(() => modelYearCode(2020.5)).toThrow(RangeError);
  });
});

describe("isValidVin", () => {
  it("accepts real VINs and the all-ones VIN", () => {
    for (const [vin] of KNOWN_VALID) expect(isValidVin(vin)).toBe(true);
    expect(isValidVin("11111111111111111")).toBe(true);
  });

  it("rejects a wrong check digit", () => {
    expect(isValidVin("1M8GDM9A1KP042788")).toBe(false);
    expect(isValidVin("1HGCM82643A004352")).toBe(false);
    expect(isValidVin("11111111211111111")).toBe(false);
  });

  it("rejects a single changed character (the check digit catches it)", () => {
    expect(isValidVin("1M8GDM9AXKP042789")).toBe(false);
  });

  it("rejects European VINs without a check digit", () => {
    expect(isValidVin("WP0ZZZ99ZTS392124")).toBe(false);
  });

  it("rejects bad length, I/O/Q, lower case and junk", () => {
    expect(isValidVin("")).toBe(false);
    expect(isValidVin("1M8GDM9AXKP04278")).toBe(false);
    expect(isValidVin("1M8GDM9AXKP0427888")).toBe(false);
    expect(isValidVin("1M8GDM9AXKP0427I8")).toBe(false);
    expect(isValidVin("IIIIIIIIIIIIIIIII")).toBe(false);
    expect(isValidVin("OOOOOOOOOOOOOOOOO")).toBe(false);
    expect(isValidVin("1m8gdm9axkp042788")).toBe(false);
    expect(isValidVin("1M8GDM9AXKP04278 ")).toBe(false);
    expect(isValidVin(undefined as unknown as string)).toBe(false);
  });
});

describe("vinMatchesYear", () => {
  it("matches the model year of real VINs", () => {
    for (const [vin, year] of KNOWN_VALID) expect(vinMatchesYear(vin, year)).toBe(true);
  });

  it("accepts the year 30 years on (same code) and rejects other years", () => {
    expect(vinMatchesYear("1HGCM82633A004352", 2033)).toBe(true);
    expect(vinMatchesYear("1HGCM82633A004352", 2004)).toBe(false);
    expect(vinMatchesYear("1M8GDM9AXKP042788", 2019)).toBe(true); // K = 1989 and 2019
    expect(vinMatchesYear("1M8GDM9AXKP042788", 1990)).toBe(false);
  });

  it("is false for invalid VINs or years", () => {
    expect(vinMatchesYear("1M8GDM9A1KP042788", 1989)).toBe(false);
    expect(vinMatchesYear("1M8GDM9AXKP042788", 1970)).toBe(false);
  });
});
