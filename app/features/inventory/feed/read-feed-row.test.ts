import { describe, expect, it } from "vitest";
import { columnOf, type FeedField } from "./feed-columns";
import { parseFeed } from "./parse-feed";
import {
  bodyStyleFor,
  conditionFor,
  createRowContext,
  drivetrainFor,
  fuelTypeFor,
  isAllowedImageUrl,
  type RowResult,
  readFeedRow,
  splitList,
} from "./read-feed-row";
import { csvCell } from "./write-feed";

/** A 2021 Honda CR-V whose VIN (2HKRW2H5XMH612734) is valid and says 2021. */
const CR_V: Partial<Record<FeedField, string>> = {
  vin: "2HKRW2H5XMH612734",
  stockNumber: "M21-04410",
  condition: "Used",
  year: "2021",
  make: "Honda",
  model: "CR-V",
  bodyStyle: "SUV",
  mileage: "38412",
  price: "24995",
  location: "moline",
};

const NOW = new Date("2026-11-22T12:00:00Z");
const LOCATIONS = [
  { key: "moline", name: "Quad Cities Auto Group Moline", subname: "Moline, IL" },
  { key: "fort-wayne", name: "Quad Cities Auto Group Fort Wayne", subname: "Fort Wayne, IN" },
] as const;

/** Reads one row through the real parser, as the import does. */
function read(cells: Partial<Record<FeedField, string>>): RowResult {
  const fields = Object.keys(cells) as FeedField[];
  const text = `${fields.map((f) => columnOf(f).header).join(",")}\n${fields.map((f) => csvCell(cells[f]!)).join(",")}\n`;
  const feed = parseFeed(text);
  const context = createRowContext({ now: NOW, columnCount: feed.columnCount, locations: LOCATIONS });
  return readFeedRow(feed.records[0]!, context);
}

function reasons(cells: Partial<Record<FeedField, string>>): string[] {
  const result = read(cells);
  if (result.ok) throw new Error("the row was accepted");
  return result.reasons;
}

describe("readFeedRow", () => {
  it("maps a row with only the required columns, leaving the others undefined", () => {
    const result = read(CR_V);
    expect(result).toEqual({
      ok: true,
      vehicle: {
        row: 2,
        vin: "2HKRW2H5XMH612734",
        stockNumber: "M21-04410",
        condition: "used",
        year: 2021,
        make: "Honda",
        model: "CR-V",
        bodyStyle: "suvs",
        mileage: 38412,
        price: 24995,
        locationKey: "moline",
        trim: undefined,
        initPrice: undefined,
        exteriorColor: undefined,
        interiorColor: undefined,
        transmission: undefined,
        fuelType: undefined,
        drivetrain: undefined,
        engine: undefined,
        cityMpg: undefined,
        highwayMpg: undefined,
        doors: undefined,
        features: undefined,
        imageUrls: undefined,
        premiumUpgrade: undefined,
      },
    });
  });

  it("maps every optional column, tidying spaces and spellings", () => {
    const result = read({
      ...CR_V,
      vin: " 2hkrw2h5xmh612734 ",
      make: "  Honda ",
      trim: "EX   L",
      price: "$24,995.00",
      mileage: "38,412",
      initPrice: "31,250",
      exteriorColor: "Platinum White Pearl",
      interiorColor: "Black",
      transmission: "CVT",
      fuelType: "Gas",
      drivetrain: "All Wheel Drive",
      engine: "1.5L I4 Turbo",
      cityMpg: "27",
      highwayMpg: "32",
      doors: "4",
      features: "Heated Seats| Apple CarPlay ||heated seats|Backup Camera",
      imageUrls: "https://photos.example.com/1.jpg|/photos/2.jpg|https://photos.example.com/1.jpg",
      premiumUpgrade: "Yes",
      private: "Y",
      location: "Moline, IL",
    });
    if (!result.ok) throw new Error(result.reasons.join("; "));
    expect(result.vehicle).toMatchObject({
      vin: "2HKRW2H5XMH612734",
      make: "Honda",
      trim: "EX L",
      price: 24995,
      mileage: 38412,
      initPrice: 31250,
      fuelType: "Gasoline",
      drivetrain: "AWD",
      cityMpg: 27,
      highwayMpg: 32,
      doors: 4,
      features: ["Heated Seats", "Apple CarPlay", "Backup Camera"],
      imageUrls: ["https://photos.example.com/1.jpg", "/photos/2.jpg"],
      premiumUpgrade: true,
      private: true,
      locationKey: "moline",
    });
    for (const [cell, value] of [
      ["true", true],
      ["N", false],
      ["false", false],
      ["", false],
    ] as const) {
      const row = read({ ...CR_V, private: cell });
      if (!row.ok) throw new Error(row.reasons.join("; "));
      expect(row.vehicle.private, cell).toBe(value);
    }
  });

  it("turns empty optional cells into their defaults", () => {
    const result = read({
      ...CR_V,
      bodyStyle: "Coupe",
      initPrice: "",
      cityMpg: "",
      highwayMpg: "",
      doors: "",
      features: "",
      imageUrls: "",
      premiumUpgrade: "",
    });
    if (!result.ok) throw new Error(result.reasons.join("; "));
    expect(result.vehicle).toMatchObject({
      initPrice: null,
      cityMpg: null,
      highwayMpg: null,
      doors: 2,
      features: [],
      imageUrls: [],
      premiumUpgrade: false,
    });
  });

  it("rejects a VIN of the wrong length, with forbidden letters, a bad check digit or another year", () => {
    expect(reasons({ ...CR_V, vin: "2HKRW2H5XMH61273" })).toEqual([
      "VIN 2HKRW2H5XMH61273 has 16 characters, not 17",
    ]);
    expect(reasons({ ...CR_V, vin: "2HKRW2H5XMH6127345" })).toEqual([
      "VIN 2HKRW2H5XMH6127345 has 18 characters, not 17",
    ]);
    expect(reasons({ ...CR_V, vin: "" })).toEqual(["VIN is missing"]);
    expect(reasons({ ...CR_V, vin: "2HKRW2H5XMH61273O" })).toEqual([
      "VIN 2HKRW2H5XMH61273O has a character no VIN has (only digits and letters other than I, O and Q)",
    ]);
    expect(reasons({ ...CR_V, vin: "2HKRW2H54MH612734" })).toEqual([
      "VIN 2HKRW2H54MH612734 fails its check digit (position 9 is '4', it should be 'X')",
    ]);
    expect(reasons({ ...CR_V, year: "2020" })).toEqual([
      "VIN 2HKRW2H5XMH612734 does not match year 2020 (position 10 is 'M', 2020 is 'L')",
    ]);
  });

  it("rejects years outside 1981 to next year", () => {
    expect(reasons({ ...CR_V, year: "1975" })).toEqual(["year 1975 is outside 1981 to 2027"]);
    expect(reasons({ ...CR_V, year: "2028" })).toEqual(["year 2028 is outside 1981 to 2027"]);
    expect(reasons({ ...CR_V, year: "21" })).toEqual(["year '21' is not a four-digit year"]);
    expect(reasons({ ...CR_V, year: "" })).toEqual(["year is missing"]);
  });

  it("rejects junk, fractional, negative and absurd prices and mileage", () => {
    expect(reasons({ ...CR_V, price: "Call for price" })).toEqual(["price 'Call for price' is not a number"]);
    expect(reasons({ ...CR_V, price: "18995.50" })).toEqual(["price '18995.50' is not a whole number"]);
    expect(reasons({ ...CR_V, price: "-5" })).toEqual(["price -5 is negative"]);
    expect(reasons({ ...CR_V, price: "0" })).toEqual(["price $0 is outside $100 to $1,000,000"]);
    expect(reasons({ ...CR_V, price: "2500000" })).toEqual([
      "price $2,500,000 is outside $100 to $1,000,000",
    ]);
    expect(reasons({ ...CR_V, price: "24,99" })).toEqual(["price '24,99' is not a number"]);
    expect(reasons({ ...CR_V, price: "" })).toEqual(["price is missing"]);
    expect(reasons({ ...CR_V, mileage: "-1200" })).toEqual(["mileage -1200 is negative"]);
    expect(reasons({ ...CR_V, mileage: "1500000" })).toEqual(["mileage 1,500,000 is outside 0 to 999,999"]);
    expect(reasons({ ...CR_V, mileage: "lots" })).toEqual(["mileage 'lots' is not a number"]);
    expect(reasons({ ...CR_V, initPrice: "abc" })).toEqual(["MSRP 'abc' is not a number"]);
    expect(reasons({ ...CR_V, cityMpg: "0" })).toEqual(["city MPG 0 is outside 1 to 200"]);
    expect(reasons({ ...CR_V, doors: "7" })).toEqual(["doors 7 is outside 1 to 6"]);
  });

  it("rejects unknown body styles, conditions and locations", () => {
    expect(reasons({ ...CR_V, bodyStyle: "Limousine" })).toEqual([
      "body style 'Limousine' is not one of suvs, sedans, wagons, coupes, convertibles, hatchbacks, trucks, minivans, commercial",
    ]);
    expect(reasons({ ...CR_V, condition: "Demo" })).toEqual([
      "condition 'Demo' is not used, new or certified",
    ]);
    expect(reasons({ ...CR_V, location: "Peoria" })).toEqual([
      "location 'Peoria' is not one of moline, rockford, elkhart, fort-wayne",
    ]);
  });

  it("rejects missing text, values with no letter, and picture URLs that are not https or site paths", () => {
    expect(reasons({ ...CR_V, make: " ", stockNumber: "" })).toEqual([
      "stock number is missing",
      "make is missing",
    ]);
    expect(reasons({ ...CR_V, model: "---" })).toEqual(["model '---' has no letter or digit"]);
    expect(reasons({ ...CR_V, trim: "x".repeat(101) })).toEqual(["trim is longer than 100 characters"]);
    expect(
      reasons({ ...CR_V, imageUrls: "https://a.example/1.jpg|http://a.example/2.jpg|//a.example/3.jpg" }),
    ).toEqual([
      "image 2 'http://a.example/2.jpg' is not an https:// URL or a site path starting with /",
      "image 3 '//a.example/3.jpg' is not an https:// URL or a site path starting with /",
    ]);
    expect(reasons({ ...CR_V, premiumUpgrade: "maybe" })).toEqual([
      "premium upgrade 'maybe' is not yes or no",
    ]);
    expect(reasons({ ...CR_V, private: "secret" })).toEqual(["private 'secret' is not yes or no"]);
  });

  it("lists every problem of a row at once", () => {
    expect(reasons({ ...CR_V, price: "abc", mileage: "", bodyStyle: "Spaceship" })).toEqual([
      "body style 'Spaceship' is not one of suvs, sedans, wagons, coupes, convertibles, hatchbacks, trucks, minivans, commercial",
      "mileage is missing",
      "price 'abc' is not a number",
    ]);
  });

  it("rejects a row whose cells do not line up with the header", () => {
    const feed = parseFeed(`VIN,Stock Number,Condition,Year,Make,Model,Body Style,Mileage,Price,Location
2HKRW2H5XMH612734,M21-04410,Used,2021,Honda,CR-V,SUV,38412,"24,995",moline,extra
`);
    const result = readFeedRow(
      feed.records[0]!,
      createRowContext({ now: NOW, columnCount: feed.columnCount }),
    );
    expect(result).toMatchObject({
      ok: false,
      row: 2,
      reasons: ["the row has 11 cells but the header has 10 columns"],
    });
  });
});

describe("feed vocabularies", () => {
  it("accepts the common spellings of the nine body styles", () => {
    const cases: Record<string, string> = {
      SUV: "suvs",
      "Sport Utility": "suvs",
      Crossover: "suvs",
      Sedan: "sedans",
      "4dr Sedan": "sedans",
      "Station Wagon": "wagons",
      Coupe: "coupes",
      Coupé: "coupes",
      Cabriolet: "convertibles",
      Hatchback: "hatchbacks",
      Pickup: "trucks",
      "Crew Cab Pickup": "trucks",
      "Extended Cab": "trucks",
      Minivan: "minivans",
      "Passenger Van": "minivans",
      "Cargo Van": "commercial",
      Commercial: "commercial",
      suvs: "suvs",
    };
    for (const [text, style] of Object.entries(cases)) expect(bodyStyleFor(text), text).toBe(style);
    expect(bodyStyleFor("Limousine")).toBeNull();
  });

  it("reads conditions, drivetrains and fuels the way dealer systems write them", () => {
    expect(conditionFor("Pre-Owned")).toBe("used");
    expect(conditionFor("NEW")).toBe("new");
    expect(conditionFor("CPO")).toBe("certified");
    expect(conditionFor("Certified Pre-Owned")).toBe("certified");
    expect(conditionFor("Demo")).toBeNull();
    expect(drivetrainFor("4x4")).toBe("4WD");
    expect(drivetrainFor("Front-Wheel Drive")).toBe("FWD");
    expect(drivetrainFor("4MATIC")).toBe("4MATIC");
    expect(fuelTypeFor("PHEV")).toBe("Plug-in Hybrid");
    expect(fuelTypeFor("Flex Fuel")).toBe("Flex Fuel");
  });

  it("splits lists on | and allows only https URLs and site paths for pictures", () => {
    expect(splitList(" a | b |  | A|c ")).toEqual(["a", "b", "c"]);
    expect(splitList("")).toEqual([]);
    expect(isAllowedImageUrl("https://cdn.example.com/x.jpg?w=800")).toBe(true);
    expect(isAllowedImageUrl("/vehicle-images/suvs-1d4e9e-1.svg")).toBe(true);
    for (const bad of [
      "http://cdn.example.com/x.jpg",
      "//cdn.example.com/x.jpg",
      "photo.jpg",
      "javascript:alert(1)",
      "https://",
    ]) {
      expect(isAllowedImageUrl(bad), bad).toBe(false);
    }
  });
});
