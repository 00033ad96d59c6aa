/**
 * What the first characters of a VIN say about the car, for the trade-in's first page
 * (vin-decode.ts). Kept small on purpose: it runs in the seller's browser as they type.
 *
 * Makes are spelled as content/trade-in/reference-prices.json spells them (a unit test holds
 * the two together), so a decoded make matches the valuation's table and the make list.
 */

/**
 * World manufacturer identifiers (positions 1-3) that one make alone uses, by make. A WMI
 * shared by two makes (Nissan and Infiniti's 5N1, JN1 and JN8; Kia and Hyundai's 5XY; Toyota
 * and Scion's JTK and JTL) is left out: the make list is better than a wrong guess.
 */
// biome-ignore format: a table reads better on few lines
export const MAKE_WMIS: Readonly<Record<string, string>> = {
  Acura: "19U JH4 5J8 2HN",
  "Alfa Romeo": "ZAR ZAS",
  Audi: "WAU WA1 TRU WUA",
  BMW: "WBA WBS WBX WBY 5UX 5YM 4US",
  Buick: "1G4 2G4 5GA KL4",
  Cadillac: "1G6 1GY",
  Chevrolet: "1G1 1GC 1GN 1GB 2G1 2GC 2GN 3G1 3GC 3GN KL7 KL8",
  Chrysler: "2A4 2A8",
  Dodge: "1B3 2B3 1D4 1D7 2D4 2D8 3D7",
  Fiat: "ZFA",
  Ford: "1FA 1FM 1FT 2FA 2FM 2FT 3FA 3FM 3FT NM0 WF0",
  Genesis: "KMT",
  GMC: "1GT 1GK 1GD 2GT 2GK 3GT 3GK",
  Honda: "1HG 2HG 3HG JHM JHL 5FN 5FP 5J6 2HK 19X SHH 7FA 3CZ",
  Hummer: "5GR 5GT",
  Hyundai: "KMH KM8 5NP 5NM 5NT",
  Infiniti: "JNK JNR 5N3",
  Jaguar: "SAJ SAD",
  Jeep: "1J4 1J8",
  Kia: "KNA KND 5XX 3KP",
  "Land Rover": "SAL",
  Lexus: "JTH JTJ 2T2 58A",
  Lincoln: "1LN 5LM 2LM 3LN",
  Mazda: "JM1 JM3 1YV 3MZ 3MV 4F2 7MM",
  "Mercedes-Benz": "WDB WDD WDC W1K W1N W1Y WD3 4JG 55S",
  Mercury: "1ME 2ME 3ME 4M2",
  MINI: "WMW WMZ",
  Mitsubishi: "JA3 JA4 4A3 4A4 ML3",
  Nissan: "1N4 1N6 3N1 3N6 3N8 KNM",
  Pontiac: "1G2 2G2 5Y2 6G2",
  Porsche: "WP0 WP1",
  Saab: "YS3",
  Saturn: "1G8 5GZ",
  Smart: "WME",
  Subaru: "JF1 JF2 4S3 4S4",
  Suzuki: "JS2 JS3 2S3",
  Tesla: "5YJ 7SA LRW XP7",
  Toyota: "JT2 JT3 JT4 JTD JTE JTM JTN 4T1 4T3 4T4 5TB 5TD 5TE 5TF 5YF 2T1 2T3 3TM",
  Volkswagen: "WVW WVG WV1 WV2 3VW 3VV 1VW 1V2",
  Volvo: "YV1 YV4 7JR LYV",
};

/** The make of each WMI of MAKE_WMIS. */
export const WMI_MAKES: ReadonlyMap<string, string> = new Map(
  Object.entries(MAKE_WMIS).flatMap(([make, wmis]) => wmis.split(" ").map((wmi) => [wmi, make] as const)),
);

/**
 * The Chrysler group's WMIs, shared by its makes. From model year 2011 its VINs name the make
 * at position 5; before, these WMIs were Chrysler's own.
 */
export const CHRYSLER_GROUP_WMIS: ReadonlySet<string> = new Set([
  "1C3",
  "1C4",
  "1C6",
  "2C3",
  "2C4",
  "3C3",
  "3C4",
  "3C6",
]);
export const CHRYSLER_GROUP_MAKES: Readonly<Record<string, string>> = {
  C: "Chrysler",
  D: "Dodge",
  F: "Fiat",
  J: "Jeep",
  R: "Ram",
};
export const CHRYSLER_GROUP_FROM_YEAR = 2011;

/**
 * Exceptions to MAKE_WMIS: a make's plant building another make's car. Subaru builds the
 * Toyota 86 and Scion FR-S (JF1ZN...), its own BRZ being JF1ZC.
 */
export const NOT_THE_WMI_MAKE = ["JF1ZN"] as const;

/**
 * Models a VIN names where we know how, by make: the characters at `at` (positions, from 1)
 * and the model as the reference table spells it. Honda's positions 4-5 are its model line
 * (CM, CP, CR, CV, CY: the Accord generations since 2003), position 6 the body where two
 * models share a line; Tesla's position 4 is its model.
 * Every other model is chosen from the list.
 */
export const MODEL_PATTERNS: ReadonlyArray<{
  make: string;
  at: [number, number];
  codes: string;
  model: string;
}> = [
  { make: "Honda", at: [4, 5], codes: "CM CP CR CV CY", model: "Accord" },
  { make: "Honda", at: [4, 5], codes: "CS CT", model: "Accord Coupe" },
  { make: "Honda", at: [4, 5], codes: "ES FA FB FC FE", model: "Civic" },
  { make: "Honda", at: [4, 5], codes: "FG", model: "Civic Coupe" },
  { make: "Honda", at: [4, 5], codes: "FK FL", model: "Civic Hatchback" },
  { make: "Honda", at: [4, 5], codes: "RD RE RM RW RS", model: "CR-V" },
  // YF7 and YF8 are the Passport, on the Pilot's line.
  { make: "Honda", at: [4, 6], codes: "YF1 YF2 YF3 YF4 YF5 YF6", model: "Pilot" },
  { make: "Honda", at: [4, 5], codes: "RL", model: "Odyssey" },
  { make: "Honda", at: [4, 5], codes: "YK", model: "Ridgeline" },
  { make: "Honda", at: [4, 5], codes: "RU", model: "HR-V" },
  { make: "Honda", at: [4, 5], codes: "GD GE GK", model: "Fit" },
  { make: "Tesla", at: [4, 4], codes: "S", model: "Model S" },
  { make: "Tesla", at: [4, 4], codes: "3", model: "Model 3" },
  { make: "Tesla", at: [4, 4], codes: "Y", model: "Model Y" },
];
