/**
 * Reference data for the demo inventory: real US-market models (2012-2027 model years),
 * paint and upholstery colours, and the feature list.
 *
 * Specs are "real-ish": one representative engine, drivetrain set and EPA rating per
 * model line, and the current base MSRP. That is enough for listings, filters and price
 * ranges to look and behave like a real lot; it is not a spec database.
 */
import type { BodyStyle } from "../vehicle";

export const DRIVETRAINS = ["FWD", "AWD", "RWD", "4WD"] as const;
export type Drivetrain = (typeof DRIVETRAINS)[number];

export const FUEL_TYPES = ["Gasoline", "Hybrid", "Diesel", "Electric", "Plug-in Hybrid"] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export type CatalogueModel = {
  make: string;
  model: string;
  /** Real trim names, cheapest first: the generator prices later trims higher. */
  trims: readonly string[];
  bodyStyle: BodyStyle;
  /** First and last model year sold in the US; 2027 means still in production (2027s are on sale in late 2026). */
  years: readonly [first: number, last: number];
  engine: string;
  drivetrains: readonly Drivetrain[];
  transmission: string;
  fuelType: FuelType;
  doors: number;
  /** EPA combined-cycle figures; null for EVs (rated in MPGe) and heavy-duty vehicles (not rated). */
  cityMpg: number | null;
  highwayMpg: number | null;
  /** Base MSRP in USD of the latest model year. */
  basePrice: number;
  /** World manufacturer identifier (VIN positions 1-3) of the plant that builds it for the US. */
  wmi: string;
  /** Seats seven or more, so "Third Row Seating" is a plausible feature. */
  thirdRow?: boolean;
};

const NOW = 2027;

// biome-ignore format: one model per line reads like a table
export const CATALOGUE: readonly CatalogueModel[] = [
  // ---- SUVs -------------------------------------------------------------------------
  { make: "Toyota", model: "RAV4", trims: ["LE", "XLE", "XLE Premium", "Limited"], bodyStyle: "suvs", years: [2012, NOW], engine: "2.5L I4", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 27, highwayMpg: 35, basePrice: 29250, wmi: "2T3" },
  { make: "Toyota", model: "RAV4 Hybrid", trims: ["LE", "XLE", "XSE", "Limited"], bodyStyle: "suvs", years: [2016, NOW], engine: "2.5L I4 Hybrid", drivetrains: ["AWD"], transmission: "CVT", fuelType: "Hybrid", doors: 4, cityMpg: 41, highwayMpg: 38, basePrice: 32850, wmi: "JTM" },
  { make: "Toyota", model: "Highlander", trims: ["LE", "XLE", "Limited", "Platinum"], bodyStyle: "suvs", years: [2014, NOW], engine: "3.5L V6", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 21, highwayMpg: 29, basePrice: 39520, wmi: "5TD", thirdRow: true },
  { make: "Toyota", model: "4Runner", trims: ["SR5", "TRD Off-Road", "Limited", "TRD Pro"], bodyStyle: "suvs", years: [2012, NOW], engine: "4.0L V6", drivetrains: ["RWD", "4WD"], transmission: "5-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 16, highwayMpg: 19, basePrice: 40705, wmi: "JTE" },
  { make: "Honda", model: "CR-V", trims: ["LX", "EX", "EX-L", "Touring"], bodyStyle: "suvs", years: [2012, NOW], engine: "1.5L I4 Turbo", drivetrains: ["FWD", "AWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 28, highwayMpg: 34, basePrice: 30850, wmi: "2HK" },
  { make: "Honda", model: "Pilot", trims: ["LX", "EX-L", "Touring", "Elite"], bodyStyle: "suvs", years: [2012, NOW], engine: "3.5L V6", drivetrains: ["FWD", "AWD"], transmission: "9-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 19, highwayMpg: 27, basePrice: 40200, wmi: "5FN", thirdRow: true },
  { make: "Honda", model: "HR-V", trims: ["LX", "Sport", "EX-L"], bodyStyle: "suvs", years: [2016, NOW], engine: "2.0L I4", drivetrains: ["FWD", "AWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 26, highwayMpg: 32, basePrice: 25400, wmi: "3CZ" },
  { make: "Ford", model: "Explorer", trims: ["Base", "XLT", "Limited", "Platinum"], bodyStyle: "suvs", years: [2012, NOW], engine: "2.3L I4 EcoBoost", drivetrains: ["RWD", "4WD"], transmission: "10-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 21, highwayMpg: 28, basePrice: 40475, wmi: "1FM", thirdRow: true },
  { make: "Ford", model: "Escape", trims: ["S", "SE", "SEL", "Titanium"], bodyStyle: "suvs", years: [2013, NOW], engine: "1.5L I3 EcoBoost", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 27, highwayMpg: 34, basePrice: 29495, wmi: "1FM" },
  { make: "Ford", model: "Bronco", trims: ["Big Bend", "Black Diamond", "Outer Banks", "Badlands"], bodyStyle: "suvs", years: [2021, NOW], engine: "2.7L V6 EcoBoost", drivetrains: ["4WD"], transmission: "10-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 18, highwayMpg: 20, basePrice: 39630, wmi: "1FM" },
  { make: "Chevrolet", model: "Equinox", trims: ["LS", "LT", "RS", "Premier"], bodyStyle: "suvs", years: [2012, NOW], engine: "1.5L I4 Turbo", drivetrains: ["FWD", "AWD"], transmission: "6-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 26, highwayMpg: 31, basePrice: 28600, wmi: "2GN" },
  { make: "Chevrolet", model: "Tahoe", trims: ["LS", "LT", "Z71", "High Country"], bodyStyle: "suvs", years: [2012, NOW], engine: "5.3L V8", drivetrains: ["RWD", "4WD"], transmission: "10-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 15, highwayMpg: 20, basePrice: 58200, wmi: "1GN", thirdRow: true },
  { make: "Chevrolet", model: "Traverse", trims: ["LS", "LT", "Z71", "RS"], bodyStyle: "suvs", years: [2012, NOW], engine: "2.5L I4 Turbo", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 19, highwayMpg: 26, basePrice: 40995, wmi: "1GN", thirdRow: true },
  { make: "Chevrolet", model: "Trax", trims: ["LS", "1RS", "LT", "2RS"], bodyStyle: "suvs", years: [2015, NOW], engine: "1.2L I3 Turbo", drivetrains: ["FWD"], transmission: "6-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 28, highwayMpg: 32, basePrice: 21495, wmi: "KL7" },
  { make: "Jeep", model: "Grand Cherokee", trims: ["Laredo", "Altitude", "Limited", "Overland"], bodyStyle: "suvs", years: [2012, NOW], engine: "3.6L V6", drivetrains: ["RWD", "4WD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 19, highwayMpg: 26, basePrice: 38995, wmi: "1C4" },
  { make: "Jeep", model: "Wrangler Unlimited", trims: ["Sport", "Sport S", "Sahara", "Rubicon"], bodyStyle: "suvs", years: [2012, NOW], engine: "3.6L V6", drivetrains: ["4WD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 17, highwayMpg: 23, basePrice: 37290, wmi: "1C4" },
  { make: "Jeep", model: "Cherokee", trims: ["Latitude", "Latitude Plus", "Limited", "Trailhawk"], bodyStyle: "suvs", years: [2014, 2023], engine: "2.4L I4", drivetrains: ["FWD", "4WD"], transmission: "9-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 22, highwayMpg: 31, basePrice: 31000, wmi: "1C4" },
  { make: "Jeep", model: "Compass", trims: ["Sport", "Latitude", "Limited", "Trailhawk"], bodyStyle: "suvs", years: [2012, NOW], engine: "2.0L I4 Turbo", drivetrains: ["FWD", "4WD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 24, highwayMpg: 32, basePrice: 27995, wmi: "3C4" },
  { make: "Nissan", model: "Rogue", trims: ["S", "SV", "SL", "Platinum"], bodyStyle: "suvs", years: [2012, NOW], engine: "1.5L I3 Turbo", drivetrains: ["FWD", "AWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 30, highwayMpg: 37, basePrice: 29230, wmi: "5N1" },
  { make: "Nissan", model: "Pathfinder", trims: ["S", "SV", "SL", "Platinum"], bodyStyle: "suvs", years: [2013, NOW], engine: "3.5L V6", drivetrains: ["FWD", "4WD"], transmission: "9-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 20, highwayMpg: 27, basePrice: 36650, wmi: "5N1", thirdRow: true },
  { make: "Hyundai", model: "Tucson", trims: ["SE", "SEL", "N Line", "Limited"], bodyStyle: "suvs", years: [2012, NOW], engine: "2.5L I4", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 25, highwayMpg: 32, basePrice: 28705, wmi: "5NM" },
  { make: "Hyundai", model: "Santa Fe", trims: ["SE", "SEL", "XRT", "Calligraphy"], bodyStyle: "suvs", years: [2013, NOW], engine: "2.5L I4 Turbo", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 22, highwayMpg: 28, basePrice: 33950, wmi: "5NM" },
  { make: "Hyundai", model: "Palisade", trims: ["SE", "SEL", "XRT", "Calligraphy"], bodyStyle: "suvs", years: [2020, NOW], engine: "3.8L V6", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 19, highwayMpg: 26, basePrice: 38935, wmi: "KM8", thirdRow: true },
  { make: "Hyundai", model: "Ioniq 5", trims: ["SE", "SEL", "Limited"], bodyStyle: "suvs", years: [2022, NOW], engine: "Electric", drivetrains: ["RWD", "AWD"], transmission: "1-Speed Automatic", fuelType: "Electric", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 42600, wmi: "KM8" },
  { make: "Kia", model: "Sportage", trims: ["LX", "EX", "X-Line", "SX Prestige"], bodyStyle: "suvs", years: [2012, NOW], engine: "2.5L I4", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 25, highwayMpg: 32, basePrice: 27690, wmi: "KND" },
  { make: "Kia", model: "Sorento", trims: ["LX", "S", "EX", "SX"], bodyStyle: "suvs", years: [2012, NOW], engine: "2.5L I4", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 24, highwayMpg: 29, basePrice: 31990, wmi: "5XY", thirdRow: true },
  { make: "Kia", model: "Telluride", trims: ["LX", "S", "EX", "SX"], bodyStyle: "suvs", years: [2020, NOW], engine: "3.8L V6", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 20, highwayMpg: 26, basePrice: 36390, wmi: "5XY", thirdRow: true },
  { make: "Subaru", model: "Forester", trims: ["Base", "Premium", "Sport", "Touring"], bodyStyle: "suvs", years: [2012, NOW], engine: "2.5L H4", drivetrains: ["AWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 26, highwayMpg: 33, basePrice: 30095, wmi: "JF2" },
  { make: "Subaru", model: "Ascent", trims: ["Premium", "Onyx Edition", "Limited", "Touring"], bodyStyle: "suvs", years: [2019, NOW], engine: "2.4L H4 Turbo", drivetrains: ["AWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 20, highwayMpg: 26, basePrice: 36595, wmi: "4S4", thirdRow: true },
  { make: "Mazda", model: "CX-5", trims: ["2.5 S", "2.5 S Preferred", "2.5 S Premium", "2.5 Turbo Signature"], bodyStyle: "suvs", years: [2013, NOW], engine: "2.5L I4", drivetrains: ["FWD", "AWD"], transmission: "6-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 24, highwayMpg: 30, basePrice: 29990, wmi: "JM3" },
  { make: "Mazda", model: "CX-50", trims: ["2.5 S Select", "2.5 S Preferred", "2.5 Turbo Meridian"], bodyStyle: "suvs", years: [2023, NOW], engine: "2.5L I4", drivetrains: ["AWD"], transmission: "6-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 24, highwayMpg: 30, basePrice: 31400, wmi: "7MM" },
  { make: "Volkswagen", model: "Atlas", trims: ["SE", "SE with Technology", "Peak Edition", "SEL Premium R-Line"], bodyStyle: "suvs", years: [2018, NOW], engine: "2.0L I4 Turbo", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 20, highwayMpg: 25, basePrice: 38200, wmi: "1V2", thirdRow: true },
  { make: "Volkswagen", model: "Tiguan", trims: ["S", "SE", "SE R-Line Black", "SEL R-Line"], bodyStyle: "suvs", years: [2012, NOW], engine: "2.0L I4 Turbo", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 24, highwayMpg: 31, basePrice: 29495, wmi: "3VV" },
  { make: "BMW", model: "X3", trims: ["sDrive30i", "xDrive30i", "M40i"], bodyStyle: "suvs", years: [2012, NOW], engine: "2.0L I4 Turbo", drivetrains: ["RWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 25, highwayMpg: 29, basePrice: 49500, wmi: "5UX" },
  { make: "BMW", model: "X5", trims: ["sDrive40i", "xDrive40i", "xDrive50e", "M60i"], bodyStyle: "suvs", years: [2012, NOW], engine: "3.0L I6 Turbo", drivetrains: ["RWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 21, highwayMpg: 26, basePrice: 66200, wmi: "5UX" },
  { make: "Mercedes-Benz", model: "GLE", trims: ["GLE 350", "GLE 350 4MATIC", "GLE 450 4MATIC"], bodyStyle: "suvs", years: [2016, NOW], engine: "2.0L I4 Turbo", drivetrains: ["RWD", "AWD"], transmission: "9-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 20, highwayMpg: 25, basePrice: 62250, wmi: "4JG" },
  { make: "Mercedes-Benz", model: "GLC", trims: ["GLC 300", "GLC 300 4MATIC", "AMG GLC 43"], bodyStyle: "suvs", years: [2016, NOW], engine: "2.0L I4 Turbo", drivetrains: ["RWD", "AWD"], transmission: "9-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 23, highwayMpg: 31, basePrice: 49150, wmi: "W1N" },
  { make: "Audi", model: "Q5", trims: ["Premium", "Premium Plus", "Prestige"], bodyStyle: "suvs", years: [2012, NOW], engine: "2.0L I4 Turbo", drivetrains: ["AWD"], transmission: "7-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 23, highwayMpg: 28, basePrice: 45900, wmi: "WA1" },
  { make: "Lexus", model: "RX 350", trims: ["Base", "Premium", "Luxury", "F Sport"], bodyStyle: "suvs", years: [2012, NOW], engine: "2.4L I4 Turbo", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 21, highwayMpg: 28, basePrice: 49950, wmi: "2T2" },
  { make: "Lexus", model: "NX 350h", trims: ["Base", "Premium", "Luxury"], bodyStyle: "suvs", years: [2022, NOW], engine: "2.5L I4 Hybrid", drivetrains: ["AWD"], transmission: "CVT", fuelType: "Hybrid", doors: 4, cityMpg: 41, highwayMpg: 37, basePrice: 46850, wmi: "JTJ" },
  { make: "Tesla", model: "Model Y", trims: ["Standard", "Long Range", "Performance"], bodyStyle: "suvs", years: [2020, NOW], engine: "Electric", drivetrains: ["RWD", "AWD"], transmission: "1-Speed Automatic", fuelType: "Electric", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 44990, wmi: "7SA" },
  { make: "Ford", model: "Mustang Mach-E", trims: ["Select", "Premium", "GT"], bodyStyle: "suvs", years: [2021, NOW], engine: "Electric", drivetrains: ["RWD", "AWD"], transmission: "1-Speed Automatic", fuelType: "Electric", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 39995, wmi: "3FM" },
  { make: "Buick", model: "Enclave", trims: ["Preferred", "Essence", "Avenir"], bodyStyle: "suvs", years: [2012, NOW], engine: "2.5L I4 Turbo", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 19, highwayMpg: 26, basePrice: 44600, wmi: "5GA", thirdRow: true },
  { make: "Buick", model: "Encore GX", trims: ["Preferred", "Sport Touring", "Avenir"], bodyStyle: "suvs", years: [2020, NOW], engine: "1.3L I3 Turbo", drivetrains: ["FWD", "AWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 29, highwayMpg: 32, basePrice: 25400, wmi: "KL4" },
  { make: "GMC", model: "Acadia", trims: ["Elevation", "AT4", "Denali"], bodyStyle: "suvs", years: [2012, NOW], engine: "2.5L I4 Turbo", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 19, highwayMpg: 25, basePrice: 45800, wmi: "1GK", thirdRow: true },
  { make: "GMC", model: "Yukon", trims: ["SLE", "SLT", "AT4", "Denali"], bodyStyle: "suvs", years: [2012, NOW], engine: "5.3L V8", drivetrains: ["RWD", "4WD"], transmission: "10-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 15, highwayMpg: 20, basePrice: 60700, wmi: "1GK", thirdRow: true },
  { make: "GMC", model: "Terrain", trims: ["SLE", "SLT", "AT4", "Denali"], bodyStyle: "suvs", years: [2012, NOW], engine: "1.5L I4 Turbo", drivetrains: ["FWD", "AWD"], transmission: "9-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 25, highwayMpg: 29, basePrice: 29995, wmi: "3GK" },
  { make: "Dodge", model: "Durango", trims: ["SXT", "GT", "R/T", "Citadel"], bodyStyle: "suvs", years: [2012, NOW], engine: "3.6L V6", drivetrains: ["RWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 19, highwayMpg: 26, basePrice: 39995, wmi: "1C4", thirdRow: true },

  // ---- Sedans -----------------------------------------------------------------------
  { make: "Toyota", model: "Camry", trims: ["LE", "SE", "XSE", "XLE"], bodyStyle: "sedans", years: [2012, 2024], engine: "2.5L I4", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 28, highwayMpg: 39, basePrice: 26420, wmi: "4T1" },
  { make: "Toyota", model: "Camry Hybrid", trims: ["LE", "SE", "XSE", "XLE"], bodyStyle: "sedans", years: [2012, NOW], engine: "2.5L I4 Hybrid", drivetrains: ["FWD", "AWD"], transmission: "CVT", fuelType: "Hybrid", doors: 4, cityMpg: 51, highwayMpg: 49, basePrice: 28400, wmi: "4T1" },
  { make: "Toyota", model: "Corolla", trims: ["L", "LE", "SE", "XSE"], bodyStyle: "sedans", years: [2012, NOW], engine: "2.0L I4", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 32, highwayMpg: 41, basePrice: 22050, wmi: "5YF" },
  { make: "Toyota", model: "Avalon", trims: ["XLE", "Touring", "Limited"], bodyStyle: "sedans", years: [2013, 2022], engine: "3.5L V6", drivetrains: ["FWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 22, highwayMpg: 32, basePrice: 36825, wmi: "4T1" },
  { make: "Honda", model: "Civic", trims: ["LX", "Sport", "EX", "Touring"], bodyStyle: "sedans", years: [2012, NOW], engine: "2.0L I4", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 31, highwayMpg: 40, basePrice: 24250, wmi: "2HG" },
  { make: "Honda", model: "Accord", trims: ["LX", "SE", "Sport", "EX-L"], bodyStyle: "sedans", years: [2012, NOW], engine: "1.5L I4 Turbo", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 29, highwayMpg: 37, basePrice: 28295, wmi: "1HG" },
  { make: "Honda", model: "Accord Hybrid", trims: ["Sport", "EX-L", "Sport-L", "Touring"], bodyStyle: "sedans", years: [2017, NOW], engine: "2.0L I4 Hybrid", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Hybrid", doors: 4, cityMpg: 46, highwayMpg: 41, basePrice: 33655, wmi: "1HG" },
  { make: "Nissan", model: "Altima", trims: ["S", "SV", "SR", "SL"], bodyStyle: "sedans", years: [2012, NOW], engine: "2.5L I4", drivetrains: ["FWD", "AWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 27, highwayMpg: 39, basePrice: 27000, wmi: "1N4" },
  { make: "Nissan", model: "Sentra", trims: ["S", "SV", "SR"], bodyStyle: "sedans", years: [2012, NOW], engine: "2.0L I4", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 30, highwayMpg: 40, basePrice: 21590, wmi: "3N1" },
  { make: "Nissan", model: "Versa", trims: ["S", "SV", "SR"], bodyStyle: "sedans", years: [2012, 2025], engine: "1.6L I4", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 32, highwayMpg: 40, basePrice: 17390, wmi: "3N1" },
  { make: "Hyundai", model: "Elantra", trims: ["SE", "SEL", "N Line", "Limited"], bodyStyle: "sedans", years: [2012, NOW], engine: "2.0L I4", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 32, highwayMpg: 41, basePrice: 22125, wmi: "5NP" },
  { make: "Hyundai", model: "Sonata", trims: ["SE", "SEL", "N Line", "Limited"], bodyStyle: "sedans", years: [2012, NOW], engine: "2.5L I4", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 27, highwayMpg: 37, basePrice: 26900, wmi: "5NP" },
  { make: "Kia", model: "Optima", trims: ["LX", "EX", "SX"], bodyStyle: "sedans", years: [2012, 2020], engine: "2.4L I4", drivetrains: ["FWD"], transmission: "6-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 24, highwayMpg: 34, basePrice: 23500, wmi: "5XX" },
  { make: "Kia", model: "K5", trims: ["LXS", "GT-Line", "EX", "GT"], bodyStyle: "sedans", years: [2021, NOW], engine: "1.6L I4 Turbo", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 27, highwayMpg: 37, basePrice: 26990, wmi: "5XX" },
  { make: "Kia", model: "Forte", trims: ["LX", "LXS", "GT-Line", "GT"], bodyStyle: "sedans", years: [2014, 2024], engine: "2.0L I4", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 30, highwayMpg: 41, basePrice: 19990, wmi: "3KP" },
  { make: "Chevrolet", model: "Malibu", trims: ["LS", "RS", "LT", "Premier"], bodyStyle: "sedans", years: [2012, 2025], engine: "1.5L I4 Turbo", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 28, highwayMpg: 36, basePrice: 25100, wmi: "1G1" },
  { make: "Chevrolet", model: "Cruze", trims: ["L", "LS", "LT", "Premier"], bodyStyle: "sedans", years: [2012, 2019], engine: "1.4L I4 Turbo", drivetrains: ["FWD"], transmission: "6-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 29, highwayMpg: 38, basePrice: 18000, wmi: "1G1" },
  { make: "Ford", model: "Fusion", trims: ["S", "SE", "Titanium"], bodyStyle: "sedans", years: [2013, 2020], engine: "1.5L I4 EcoBoost", drivetrains: ["FWD", "AWD"], transmission: "6-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 23, highwayMpg: 34, basePrice: 23170, wmi: "3FA" },
  { make: "Volkswagen", model: "Jetta", trims: ["S", "Sport", "SE", "SEL"], bodyStyle: "sedans", years: [2012, NOW], engine: "1.5L I4 Turbo", drivetrains: ["FWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 29, highwayMpg: 40, basePrice: 22000, wmi: "3VW" },
  { make: "Volkswagen", model: "Passat", trims: ["S", "SE", "R-Line"], bodyStyle: "sedans", years: [2012, 2022], engine: "2.0L I4 Turbo", drivetrains: ["FWD"], transmission: "6-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 24, highwayMpg: 36, basePrice: 23995, wmi: "1VW" },
  { make: "Subaru", model: "Legacy", trims: ["Base", "Premium", "Sport", "Limited"], bodyStyle: "sedans", years: [2012, 2025], engine: "2.5L H4", drivetrains: ["AWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 27, highwayMpg: 35, basePrice: 24895, wmi: "4S3" },
  { make: "Mazda", model: "Mazda6", trims: ["Sport", "Touring", "Grand Touring"], bodyStyle: "sedans", years: [2014, 2021], engine: "2.5L I4", drivetrains: ["FWD"], transmission: "6-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 26, highwayMpg: 35, basePrice: 24100, wmi: "JM1" },
  { make: "BMW", model: "3 Series", trims: ["330i", "330i xDrive", "M340i"], bodyStyle: "sedans", years: [2012, NOW], engine: "2.0L I4 Turbo", drivetrains: ["RWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 26, highwayMpg: 36, basePrice: 45500, wmi: "WBA" },
  { make: "Mercedes-Benz", model: "C-Class", trims: ["C 300", "C 300 4MATIC", "AMG C 43"], bodyStyle: "sedans", years: [2012, NOW], engine: "2.0L I4 Turbo", drivetrains: ["RWD", "AWD"], transmission: "9-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 25, highwayMpg: 35, basePrice: 48000, wmi: "W1K" },
  { make: "Mercedes-Benz", model: "E-Class", trims: ["E 350", "E 350 4MATIC", "E 450 4MATIC"], bodyStyle: "sedans", years: [2012, NOW], engine: "2.0L I4 Turbo", drivetrains: ["RWD", "AWD"], transmission: "9-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 23, highwayMpg: 32, basePrice: 62050, wmi: "W1K" },
  { make: "Audi", model: "A4", trims: ["Premium", "Premium Plus", "Prestige"], bodyStyle: "sedans", years: [2012, 2025], engine: "2.0L I4 Turbo", drivetrains: ["FWD", "AWD"], transmission: "7-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 25, highwayMpg: 34, basePrice: 41900, wmi: "WAU" },
  { make: "Lexus", model: "ES 350", trims: ["Base", "Luxury", "F Sport", "Ultra Luxury"], bodyStyle: "sedans", years: [2012, NOW], engine: "3.5L V6", drivetrains: ["FWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 22, highwayMpg: 32, basePrice: 43190, wmi: "58A" },
  { make: "Lexus", model: "IS 300", trims: ["Base", "F Sport", "F Sport Design"], bodyStyle: "sedans", years: [2014, NOW], engine: "2.0L I4 Turbo", drivetrains: ["RWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 21, highwayMpg: 31, basePrice: 40000, wmi: "JTH" },
  { make: "Dodge", model: "Charger", trims: ["SXT", "GT", "R/T", "Scat Pack"], bodyStyle: "sedans", years: [2012, 2023], engine: "3.6L V6", drivetrains: ["RWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 19, highwayMpg: 30, basePrice: 33125, wmi: "2C3" },
  { make: "Chrysler", model: "300", trims: ["Touring", "Touring L", "300S", "Limited"], bodyStyle: "sedans", years: [2012, 2023], engine: "3.6L V6", drivetrains: ["RWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 19, highwayMpg: 30, basePrice: 34660, wmi: "2C3" },
  { make: "Tesla", model: "Model 3", trims: ["Standard", "Long Range", "Performance"], bodyStyle: "sedans", years: [2017, NOW], engine: "Electric", drivetrains: ["RWD", "AWD"], transmission: "1-Speed Automatic", fuelType: "Electric", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 38990, wmi: "5YJ" },
  { make: "Tesla", model: "Model S", trims: ["Long Range", "Plaid"], bodyStyle: "sedans", years: [2012, NOW], engine: "Electric", drivetrains: ["AWD"], transmission: "1-Speed Automatic", fuelType: "Electric", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 79990, wmi: "5YJ" },

  // ---- Wagons -----------------------------------------------------------------------
  { make: "Subaru", model: "Outback", trims: ["Base", "Premium", "Limited", "Touring"], bodyStyle: "wagons", years: [2012, NOW], engine: "2.5L H4", drivetrains: ["AWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 26, highwayMpg: 32, basePrice: 29995, wmi: "4S4" },
  { make: "Volvo", model: "V60 Cross Country", trims: ["B5 Plus", "B5 Ultimate"], bodyStyle: "wagons", years: [2019, 2025], engine: "2.0L I4 Turbo", drivetrains: ["AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 22, highwayMpg: 30, basePrice: 50750, wmi: "YV4" },
  { make: "Volvo", model: "V90 Cross Country", trims: ["B6 Plus", "B6 Ultimate"], bodyStyle: "wagons", years: [2017, 2025], engine: "2.0L I4 Turbo", drivetrains: ["AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 22, highwayMpg: 29, basePrice: 59950, wmi: "YV4" },
  { make: "Volkswagen", model: "Golf SportWagen", trims: ["S", "SE", "SEL"], bodyStyle: "wagons", years: [2015, 2019], engine: "1.4L I4 Turbo", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 27, highwayMpg: 36, basePrice: 22000, wmi: "3VW" },
  { make: "Audi", model: "A4 allroad", trims: ["Premium", "Premium Plus", "Prestige"], bodyStyle: "wagons", years: [2017, 2025], engine: "2.0L I4 Turbo", drivetrains: ["AWD"], transmission: "7-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 24, highwayMpg: 30, basePrice: 47500, wmi: "WA1" },
  { make: "Mercedes-Benz", model: "E-Class Wagon", trims: ["E 450 4MATIC", "E 450 All-Terrain"], bodyStyle: "wagons", years: [2017, 2023], engine: "3.0L I6 Turbo", drivetrains: ["AWD"], transmission: "9-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 21, highwayMpg: 27, basePrice: 68650, wmi: "W1K" },
  { make: "Buick", model: "Regal TourX", trims: ["Preferred", "Essence"], bodyStyle: "wagons", years: [2018, 2020], engine: "2.0L I4 Turbo", drivetrains: ["AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 21, highwayMpg: 29, basePrice: 29995, wmi: "W04" },
  { make: "Toyota", model: "Prius v", trims: ["Two", "Three", "Five"], bodyStyle: "wagons", years: [2012, 2017], engine: "1.8L I4 Hybrid", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Hybrid", doors: 4, cityMpg: 43, highwayMpg: 39, basePrice: 26675, wmi: "JTD" },

  // ---- Coupes -----------------------------------------------------------------------
  { make: "Ford", model: "Mustang", trims: ["EcoBoost", "EcoBoost Premium", "GT", "GT Premium"], bodyStyle: "coupes", years: [2012, NOW], engine: "2.3L I4 EcoBoost", drivetrains: ["RWD"], transmission: "10-Speed Automatic", fuelType: "Gasoline", doors: 2, cityMpg: 21, highwayMpg: 32, basePrice: 31920, wmi: "1FA" },
  { make: "Chevrolet", model: "Camaro", trims: ["1LT", "2LT", "1SS", "2SS"], bodyStyle: "coupes", years: [2012, 2024], engine: "2.0L I4 Turbo", drivetrains: ["RWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 2, cityMpg: 22, highwayMpg: 30, basePrice: 30100, wmi: "1G1" },
  { make: "Chevrolet", model: "Corvette Stingray", trims: ["1LT", "2LT", "3LT"], bodyStyle: "coupes", years: [2014, NOW], engine: "6.2L V8", drivetrains: ["RWD"], transmission: "8-Speed Dual-Clutch", fuelType: "Gasoline", doors: 2, cityMpg: 16, highwayMpg: 24, basePrice: 69995, wmi: "1G1" },
  { make: "Dodge", model: "Challenger", trims: ["SXT", "GT", "R/T", "R/T Scat Pack"], bodyStyle: "coupes", years: [2012, 2023], engine: "3.6L V6", drivetrains: ["RWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 2, cityMpg: 19, highwayMpg: 30, basePrice: 33895, wmi: "2C3" },
  { make: "Honda", model: "Civic Coupe", trims: ["LX", "Sport", "EX-L", "Si"], bodyStyle: "coupes", years: [2012, 2020], engine: "2.0L I4", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Gasoline", doors: 2, cityMpg: 30, highwayMpg: 38, basePrice: 21450, wmi: "2HG" },
  { make: "Honda", model: "Accord Coupe", trims: ["LX-S", "EX", "EX-L V6"], bodyStyle: "coupes", years: [2013, 2017], engine: "2.4L I4", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Gasoline", doors: 2, cityMpg: 26, highwayMpg: 35, basePrice: 24400, wmi: "1HG" },
  { make: "BMW", model: "4 Series Coupe", trims: ["430i", "430i xDrive", "M440i xDrive"], bodyStyle: "coupes", years: [2014, NOW], engine: "2.0L I4 Turbo", drivetrains: ["RWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 2, cityMpg: 25, highwayMpg: 34, basePrice: 49600, wmi: "WBA" },
  { make: "Subaru", model: "BRZ", trims: ["Premium", "Limited", "tS"], bodyStyle: "coupes", years: [2013, NOW], engine: "2.4L H4", drivetrains: ["RWD"], transmission: "6-Speed Manual", fuelType: "Gasoline", doors: 2, cityMpg: 20, highwayMpg: 27, basePrice: 31315, wmi: "JF1" },
  { make: "Toyota", model: "GR86", trims: ["Base", "Premium"], bodyStyle: "coupes", years: [2022, NOW], engine: "2.4L H4", drivetrains: ["RWD"], transmission: "6-Speed Manual", fuelType: "Gasoline", doors: 2, cityMpg: 20, highwayMpg: 27, basePrice: 30300, wmi: "JF1" },
  { make: "Nissan", model: "370Z", trims: ["Sport", "Touring", "NISMO"], bodyStyle: "coupes", years: [2012, 2020], engine: "3.7L V6", drivetrains: ["RWD"], transmission: "6-Speed Manual", fuelType: "Gasoline", doors: 2, cityMpg: 18, highwayMpg: 26, basePrice: 30090, wmi: "JN1" },
  { make: "Audi", model: "A5 Coupe", trims: ["Premium", "Premium Plus", "Prestige"], bodyStyle: "coupes", years: [2018, 2024], engine: "2.0L I4 Turbo", drivetrains: ["AWD"], transmission: "7-Speed Automatic", fuelType: "Gasoline", doors: 2, cityMpg: 25, highwayMpg: 33, basePrice: 46100, wmi: "WAU" },

  // ---- Convertibles -----------------------------------------------------------------
  { make: "Ford", model: "Mustang Convertible", trims: ["EcoBoost Premium", "GT Premium"], bodyStyle: "convertibles", years: [2012, NOW], engine: "2.3L I4 EcoBoost", drivetrains: ["RWD"], transmission: "10-Speed Automatic", fuelType: "Gasoline", doors: 2, cityMpg: 20, highwayMpg: 29, basePrice: 39185, wmi: "1FA" },
  { make: "Mazda", model: "MX-5 Miata", trims: ["Sport", "Club", "Grand Touring"], bodyStyle: "convertibles", years: [2012, NOW], engine: "2.0L I4", drivetrains: ["RWD"], transmission: "6-Speed Manual", fuelType: "Gasoline", doors: 2, cityMpg: 26, highwayMpg: 34, basePrice: 29930, wmi: "JM1" },
  { make: "Chevrolet", model: "Camaro Convertible", trims: ["1LT", "2LT", "2SS"], bodyStyle: "convertibles", years: [2012, 2024], engine: "2.0L I4 Turbo", drivetrains: ["RWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 2, cityMpg: 20, highwayMpg: 28, basePrice: 37100, wmi: "1G1" },
  { make: "Chevrolet", model: "Corvette Stingray Convertible", trims: ["1LT", "2LT", "3LT"], bodyStyle: "convertibles", years: [2014, NOW], engine: "6.2L V8", drivetrains: ["RWD"], transmission: "8-Speed Dual-Clutch", fuelType: "Gasoline", doors: 2, cityMpg: 16, highwayMpg: 24, basePrice: 77495, wmi: "1G1" },
  { make: "BMW", model: "4 Series Convertible", trims: ["430i", "M440i xDrive"], bodyStyle: "convertibles", years: [2014, NOW], engine: "2.0L I4 Turbo", drivetrains: ["RWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 2, cityMpg: 24, highwayMpg: 33, basePrice: 58100, wmi: "WBA" },
  { make: "Audi", model: "A5 Cabriolet", trims: ["Premium", "Premium Plus", "Prestige"], bodyStyle: "convertibles", years: [2018, 2024], engine: "2.0L I4 Turbo", drivetrains: ["AWD"], transmission: "7-Speed Automatic", fuelType: "Gasoline", doors: 2, cityMpg: 23, highwayMpg: 31, basePrice: 53900, wmi: "WAU" },
  { make: "Volkswagen", model: "Beetle Convertible", trims: ["S", "SE", "Final Edition SEL"], bodyStyle: "convertibles", years: [2013, 2019], engine: "2.0L I4 Turbo", drivetrains: ["FWD"], transmission: "6-Speed Automatic", fuelType: "Gasoline", doors: 2, cityMpg: 26, highwayMpg: 33, basePrice: 26190, wmi: "3VW" },
  { make: "MINI", model: "Cooper Convertible", trims: ["Cooper", "Cooper S", "John Cooper Works"], bodyStyle: "convertibles", years: [2012, NOW], engine: "1.5L I3 Turbo", drivetrains: ["FWD"], transmission: "7-Speed Dual-Clutch", fuelType: "Gasoline", doors: 2, cityMpg: 27, highwayMpg: 36, basePrice: 33900, wmi: "WMW" },

  // ---- Hatchbacks -------------------------------------------------------------------
  { make: "Mazda", model: "Mazda3 Hatchback", trims: ["2.5 S", "2.5 S Preferred", "2.5 S Premium", "2.5 Turbo"], bodyStyle: "hatchbacks", years: [2012, NOW], engine: "2.5L I4", drivetrains: ["FWD", "AWD"], transmission: "6-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 27, highwayMpg: 35, basePrice: 25430, wmi: "3MZ" },
  { make: "Volkswagen", model: "Golf GTI", trims: ["S", "SE", "Autobahn"], bodyStyle: "hatchbacks", years: [2015, NOW], engine: "2.0L I4 Turbo", drivetrains: ["FWD"], transmission: "7-Speed Dual-Clutch", fuelType: "Gasoline", doors: 4, cityMpg: 24, highwayMpg: 34, basePrice: 32530, wmi: "3VW" },
  { make: "Honda", model: "Fit", trims: ["LX", "Sport", "EX", "EX-L"], bodyStyle: "hatchbacks", years: [2015, 2020], engine: "1.5L I4", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 33, highwayMpg: 40, basePrice: 16190, wmi: "3HG" },
  { make: "Honda", model: "Civic Hatchback", trims: ["LX", "Sport", "EX-L", "Sport Touring"], bodyStyle: "hatchbacks", years: [2017, NOW], engine: "2.0L I4", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 30, highwayMpg: 38, basePrice: 25950, wmi: "19X" },
  { make: "Toyota", model: "Prius", trims: ["LE", "XLE", "Limited"], bodyStyle: "hatchbacks", years: [2012, NOW], engine: "2.0L I4 Hybrid", drivetrains: ["FWD", "AWD"], transmission: "CVT", fuelType: "Hybrid", doors: 4, cityMpg: 57, highwayMpg: 56, basePrice: 28550, wmi: "JTD" },
  { make: "Toyota", model: "Prius Prime", trims: ["SE", "XSE", "XSE Premium"], bodyStyle: "hatchbacks", years: [2017, NOW], engine: "2.0L I4 Plug-in Hybrid", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Plug-in Hybrid", doors: 4, cityMpg: 52, highwayMpg: 48, basePrice: 33775, wmi: "JTD" },
  { make: "Toyota", model: "Corolla Hatchback", trims: ["SE", "XSE", "Nightshade"], bodyStyle: "hatchbacks", years: [2019, NOW], engine: "2.0L I4", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 32, highwayMpg: 41, basePrice: 23870, wmi: "JTN" },
  { make: "Chevrolet", model: "Bolt EV", trims: ["1LT", "2LT"], bodyStyle: "hatchbacks", years: [2017, 2023], engine: "Electric", drivetrains: ["FWD"], transmission: "1-Speed Automatic", fuelType: "Electric", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 26500, wmi: "1G1" },
  { make: "Nissan", model: "Leaf", trims: ["S", "SV", "SV Plus"], bodyStyle: "hatchbacks", years: [2012, 2025], engine: "Electric", drivetrains: ["FWD"], transmission: "1-Speed Automatic", fuelType: "Electric", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 28140, wmi: "1N4" },
  { make: "Kia", model: "Soul", trims: ["LX", "S", "GT-Line", "EX"], bodyStyle: "hatchbacks", years: [2012, 2025], engine: "2.0L I4", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 27, highwayMpg: 33, basePrice: 20490, wmi: "KND" },
  { make: "Hyundai", model: "Veloster", trims: ["Base", "Turbo", "N"], bodyStyle: "hatchbacks", years: [2012, 2022], engine: "2.0L I4", drivetrains: ["FWD"], transmission: "6-Speed Automatic", fuelType: "Gasoline", doors: 3, cityMpg: 25, highwayMpg: 33, basePrice: 19500, wmi: "KMH" },
  { make: "Ford", model: "Focus Hatchback", trims: ["SE", "Titanium", "ST"], bodyStyle: "hatchbacks", years: [2012, 2018], engine: "2.0L I4", drivetrains: ["FWD"], transmission: "6-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 26, highwayMpg: 38, basePrice: 19400, wmi: "1FA" },

  // ---- Trucks -----------------------------------------------------------------------
  { make: "Ford", model: "F-150", trims: ["XL", "XLT", "Lariat", "Platinum"], bodyStyle: "trucks", years: [2012, NOW], engine: "3.5L V6 EcoBoost", drivetrains: ["RWD", "4WD"], transmission: "10-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 18, highwayMpg: 24, basePrice: 38810, wmi: "1FT" },
  { make: "Ford", model: "F-150 Lightning", trims: ["Pro", "XLT", "Lariat", "Platinum"], bodyStyle: "trucks", years: [2022, 2025], engine: "Electric", drivetrains: ["AWD"], transmission: "1-Speed Automatic", fuelType: "Electric", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 54780, wmi: "1FT" },
  { make: "Ford", model: "F-250 Super Duty", trims: ["XL", "XLT", "Lariat", "King Ranch"], bodyStyle: "trucks", years: [2012, NOW], engine: "6.7L V8 Turbo Diesel", drivetrains: ["RWD", "4WD"], transmission: "10-Speed Automatic", fuelType: "Diesel", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 46340, wmi: "1FT" },
  { make: "Ford", model: "Ranger", trims: ["XL", "XLT", "Lariat"], bodyStyle: "trucks", years: [2019, NOW], engine: "2.3L I4 EcoBoost", drivetrains: ["RWD", "4WD"], transmission: "10-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 20, highwayMpg: 25, basePrice: 33080, wmi: "1FT" },
  { make: "Ford", model: "Maverick", trims: ["XL", "XLT", "Lariat"], bodyStyle: "trucks", years: [2022, NOW], engine: "2.5L I4 Hybrid", drivetrains: ["FWD", "AWD"], transmission: "CVT", fuelType: "Hybrid", doors: 4, cityMpg: 42, highwayMpg: 33, basePrice: 28145, wmi: "3FT" },
  { make: "Chevrolet", model: "Silverado 1500", trims: ["WT", "Custom", "LT", "LTZ"], bodyStyle: "trucks", years: [2012, NOW], engine: "5.3L V8", drivetrains: ["RWD", "4WD"], transmission: "10-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 16, highwayMpg: 21, basePrice: 37645, wmi: "1GC" },
  { make: "Chevrolet", model: "Silverado 2500HD", trims: ["WT", "LT", "LTZ", "High Country"], bodyStyle: "trucks", years: [2012, NOW], engine: "6.6L V8 Turbo Diesel", drivetrains: ["RWD", "4WD"], transmission: "10-Speed Automatic", fuelType: "Diesel", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 46495, wmi: "1GC" },
  { make: "Chevrolet", model: "Colorado", trims: ["WT", "LT", "Z71", "ZR2"], bodyStyle: "trucks", years: [2015, NOW], engine: "2.7L I4 Turbo", drivetrains: ["RWD", "4WD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 18, highwayMpg: 23, basePrice: 31095, wmi: "1GC" },
  { make: "GMC", model: "Sierra 1500", trims: ["Pro", "SLE", "SLT", "Denali"], bodyStyle: "trucks", years: [2012, NOW], engine: "5.3L V8", drivetrains: ["RWD", "4WD"], transmission: "10-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 16, highwayMpg: 21, basePrice: 39900, wmi: "3GT" },
  { make: "GMC", model: "Canyon", trims: ["Elevation", "AT4", "Denali"], bodyStyle: "trucks", years: [2015, NOW], engine: "2.7L I4 Turbo", drivetrains: ["RWD", "4WD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 17, highwayMpg: 21, basePrice: 38400, wmi: "1GT" },
  { make: "Ram", model: "1500", trims: ["Tradesman", "Big Horn", "Laramie", "Limited"], bodyStyle: "trucks", years: [2012, NOW], engine: "5.7L V8 HEMI", drivetrains: ["RWD", "4WD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 17, highwayMpg: 23, basePrice: 40275, wmi: "1C6" },
  { make: "Ram", model: "2500", trims: ["Tradesman", "Big Horn", "Laramie", "Power Wagon"], bodyStyle: "trucks", years: [2012, NOW], engine: "6.7L I6 Turbo Diesel", drivetrains: ["RWD", "4WD"], transmission: "6-Speed Automatic", fuelType: "Diesel", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 47695, wmi: "3C6" },
  { make: "Toyota", model: "Tacoma", trims: ["SR", "SR5", "TRD Off-Road", "Limited"], bodyStyle: "trucks", years: [2012, NOW], engine: "3.5L V6", drivetrains: ["RWD", "4WD"], transmission: "6-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 19, highwayMpg: 24, basePrice: 32245, wmi: "3TM" },
  { make: "Toyota", model: "Tundra", trims: ["SR5", "Limited", "Platinum", "1794 Edition"], bodyStyle: "trucks", years: [2022, NOW], engine: "3.5L V6 Twin Turbo", drivetrains: ["RWD", "4WD"], transmission: "10-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 18, highwayMpg: 24, basePrice: 41260, wmi: "5TF" },
  { make: "Nissan", model: "Frontier", trims: ["S", "SV", "PRO-4X"], bodyStyle: "trucks", years: [2012, NOW], engine: "3.8L V6", drivetrains: ["RWD", "4WD"], transmission: "9-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 18, highwayMpg: 24, basePrice: 31340, wmi: "1N6" },
  { make: "Nissan", model: "Titan", trims: ["S", "SV", "PRO-4X", "Platinum Reserve"], bodyStyle: "trucks", years: [2016, 2024], engine: "5.6L V8", drivetrains: ["RWD", "4WD"], transmission: "9-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 16, highwayMpg: 21, basePrice: 43000, wmi: "1N6" },
  { make: "Jeep", model: "Gladiator", trims: ["Sport", "Sport S", "Rubicon", "Mojave"], bodyStyle: "trucks", years: [2020, NOW], engine: "3.6L V6", drivetrains: ["4WD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 17, highwayMpg: 22, basePrice: 40095, wmi: "1C6" },
  { make: "Honda", model: "Ridgeline", trims: ["Sport", "RTL", "TrailSport", "Black Edition"], bodyStyle: "trucks", years: [2017, NOW], engine: "3.5L V6", drivetrains: ["AWD"], transmission: "9-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 18, highwayMpg: 24, basePrice: 40150, wmi: "5FP" },

  // ---- Minivans ---------------------------------------------------------------------
  { make: "Honda", model: "Odyssey", trims: ["EX", "EX-L", "Sport", "Elite"], bodyStyle: "minivans", years: [2012, NOW], engine: "3.5L V6", drivetrains: ["FWD"], transmission: "10-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 19, highwayMpg: 28, basePrice: 41270, wmi: "5FN", thirdRow: true },
  { make: "Toyota", model: "Sienna", trims: ["L", "LE", "SE", "XLE"], bodyStyle: "minivans", years: [2012, 2020], engine: "3.5L V6", drivetrains: ["FWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 19, highwayMpg: 26, basePrice: 31640, wmi: "5TD", thirdRow: true },
  { make: "Toyota", model: "Sienna Hybrid", trims: ["LE", "XLE", "XSE", "Limited"], bodyStyle: "minivans", years: [2021, NOW], engine: "2.5L I4 Hybrid", drivetrains: ["FWD", "AWD"], transmission: "CVT", fuelType: "Hybrid", doors: 4, cityMpg: 36, highwayMpg: 36, basePrice: 39185, wmi: "5TD", thirdRow: true },
  { make: "Chrysler", model: "Pacifica", trims: ["Select", "Touring L", "Limited", "Pinnacle"], bodyStyle: "minivans", years: [2017, NOW], engine: "3.6L V6", drivetrains: ["FWD", "AWD"], transmission: "9-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 19, highwayMpg: 28, basePrice: 43490, wmi: "2C4", thirdRow: true },
  { make: "Chrysler", model: "Pacifica Hybrid", trims: ["Select", "Premium", "Pinnacle"], bodyStyle: "minivans", years: [2017, NOW], engine: "3.6L V6 Plug-in Hybrid", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Plug-in Hybrid", doors: 4, cityMpg: 30, highwayMpg: 30, basePrice: 51695, wmi: "2C4", thirdRow: true },
  { make: "Chrysler", model: "Town & Country", trims: ["Touring", "Touring-L", "Limited"], bodyStyle: "minivans", years: [2012, 2016], engine: "3.6L V6", drivetrains: ["FWD"], transmission: "6-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 17, highwayMpg: 25, basePrice: 30000, wmi: "2C4", thirdRow: true },
  { make: "Dodge", model: "Grand Caravan", trims: ["SE", "SXT", "GT"], bodyStyle: "minivans", years: [2012, 2020], engine: "3.6L V6", drivetrains: ["FWD"], transmission: "6-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 17, highwayMpg: 25, basePrice: 27000, wmi: "2C4", thirdRow: true },
  { make: "Kia", model: "Carnival", trims: ["LX", "EX", "SX", "SX Prestige"], bodyStyle: "minivans", years: [2022, NOW], engine: "3.5L V6", drivetrains: ["FWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 19, highwayMpg: 26, basePrice: 36685, wmi: "KND", thirdRow: true },
  { make: "Kia", model: "Sedona", trims: ["L", "LX", "EX", "SXL"], bodyStyle: "minivans", years: [2015, 2021], engine: "3.3L V6", drivetrains: ["FWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 19, highwayMpg: 24, basePrice: 28000, wmi: "KND", thirdRow: true },

  // ---- Commercial -------------------------------------------------------------------
  { make: "Ford", model: "Transit Cargo Van", trims: ["T-150 Low Roof", "T-250 Medium Roof", "T-350 High Roof"], bodyStyle: "commercial", years: [2015, NOW], engine: "3.5L V6", drivetrains: ["RWD", "AWD"], transmission: "10-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 49420, wmi: "1FT" },
  { make: "Ford", model: "E-Transit", trims: ["Low Roof", "Medium Roof", "High Roof"], bodyStyle: "commercial", years: [2022, NOW], engine: "Electric", drivetrains: ["RWD"], transmission: "1-Speed Automatic", fuelType: "Electric", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 51095, wmi: "1FT" },
  { make: "Ford", model: "Transit Connect", trims: ["XL", "XLT"], bodyStyle: "commercial", years: [2014, 2023], engine: "2.0L I4", drivetrains: ["FWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 24, highwayMpg: 27, basePrice: 27995, wmi: "NM0" },
  { make: "Ram", model: "ProMaster", trims: ["1500 Cargo", "2500 Cargo", "3500 Cargo"], bodyStyle: "commercial", years: [2014, NOW], engine: "3.6L V6", drivetrains: ["FWD"], transmission: "9-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 46285, wmi: "3C6" },
  { make: "Ram", model: "ProMaster City", trims: ["Tradesman", "Tradesman SLT"], bodyStyle: "commercial", years: [2015, 2022], engine: "2.4L I4", drivetrains: ["FWD"], transmission: "9-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: 21, highwayMpg: 28, basePrice: 26715, wmi: "ZFB" },
  { make: "Chevrolet", model: "Express Cargo", trims: ["2500 Cargo", "3500 Cargo", "2500 Work Van"], bodyStyle: "commercial", years: [2012, NOW], engine: "6.6L V8", drivetrains: ["RWD", "AWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 43895, wmi: "1GC" },
  { make: "GMC", model: "Savana Cargo", trims: ["2500 Work Van", "3500 Work Van"], bodyStyle: "commercial", years: [2012, NOW], engine: "6.6L V8", drivetrains: ["RWD"], transmission: "8-Speed Automatic", fuelType: "Gasoline", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 44995, wmi: "1GT" },
  { make: "Mercedes-Benz", model: "Sprinter Cargo Van", trims: ["2500 Standard Roof", "2500 High Roof", "3500XD High Roof"], bodyStyle: "commercial", years: [2014, NOW], engine: "2.0L I4 Turbo Diesel", drivetrains: ["RWD", "AWD"], transmission: "9-Speed Automatic", fuelType: "Diesel", doors: 4, cityMpg: null, highwayMpg: null, basePrice: 52990, wmi: "W1Y" },
  { make: "Nissan", model: "NV200", trims: ["S", "SV"], bodyStyle: "commercial", years: [2013, 2021], engine: "2.0L I4", drivetrains: ["FWD"], transmission: "CVT", fuelType: "Gasoline", doors: 4, cityMpg: 24, highwayMpg: 26, basePrice: 23980, wmi: "3N6" },
];

export type PaintColor = {
  name: string;
  /** Hex with '#', lower case: paints the generated illustration. */
  hex: string;
  /** Relative frequency: white, black, grey and silver dominate real US lots. */
  weight: number;
};

export const EXTERIOR_COLORS: readonly PaintColor[] = [
  { name: "Super White", hex: "#f4f4f2", weight: 10 },
  { name: "Oxford White", hex: "#eeeeea", weight: 8 },
  { name: "Summit White", hex: "#f2f3f1", weight: 7 },
  { name: "Platinum White Pearl", hex: "#e9e7e0", weight: 5 },
  { name: "Midnight Black", hex: "#111214", weight: 9 },
  { name: "Agate Black Metallic", hex: "#1a1b1e", weight: 7 },
  { name: "Crystal Black Pearl", hex: "#0e0f12", weight: 6 },
  { name: "Magnetic Gray Metallic", hex: "#6b6e70", weight: 9 },
  { name: "Carbonized Gray", hex: "#55585b", weight: 6 },
  { name: "Granite Crystal Metallic", hex: "#4a4c4f", weight: 5 },
  { name: "Celestial Silver Metallic", hex: "#c0c4c8", weight: 6 },
  { name: "Lunar Silver Metallic", hex: "#a9adb1", weight: 6 },
  { name: "Blueprint", hex: "#2f4b7c", weight: 4 },
  { name: "Deep Crystal Blue Mica", hex: "#1c2b4a", weight: 3 },
  { name: "Velocity Blue", hex: "#1d4e9e", weight: 3 },
  { name: "Ruby Flare Pearl", hex: "#8c1c24", weight: 3 },
  { name: "Soul Red Crystal", hex: "#9e1b22", weight: 2 },
  { name: "Race Red", hex: "#c8102e", weight: 3 },
  { name: "Cypress Green", hex: "#4a6b3a", weight: 1 },
  { name: "Sarge Green", hex: "#5b604b", weight: 1 },
  { name: "Cavalry Blue", hex: "#3a5a78", weight: 1 },
  { name: "Sunset Bronze Mica", hex: "#8a5a3c", weight: 1 },
  { name: "Lemon Drop", hex: "#d4a017", weight: 1 },
  { name: "Code Orange", hex: "#d2601a", weight: 1 },
];

export const INTERIOR_COLORS: readonly string[] = [
  "Black",
  "Jet Black",
  "Ebony",
  "Graphite",
  "Ash Gray",
  "Light Gray",
  "Beige",
  "Parchment",
  "Saddle Brown",
  "Ivory",
  "Red",
];

/** Every feature the demo data can list, in the order pages should show them. */
export const FEATURES = [
  "Backup Camera",
  "Bluetooth",
  "Apple CarPlay",
  "Android Auto",
  "Keyless Entry",
  "Remote Start",
  "Heated Seats",
  "Leather Seats",
  "Third Row Seating",
  "Sunroof",
  "Navigation",
  "Blind Spot Monitor",
  "Adaptive Cruise Control",
  "Lane Keep Assist",
  "Power Liftgate",
  "Tow Package",
  "Alloy Wheels",
  "Premium Audio",
] as const;
export type Feature = (typeof FEATURES)[number];

/** Features that only make sense on some body styles (a sunroof on a convertible does not). */
export const FEATURE_BODY_STYLES: Partial<Record<Feature, readonly BodyStyle[]>> = {
  Sunroof: ["suvs", "sedans", "wagons", "coupes", "hatchbacks", "trucks", "minivans"],
  "Power Liftgate": ["suvs", "wagons", "hatchbacks", "minivans"],
  "Tow Package": ["suvs", "trucks", "commercial"],
};
