import type { LocationKey } from "~/features/company/stores";

/**
 * The vehicle as the dealership talks about it (spec section 3). One shape for the
 * demo data, the feed import, the repository and the pages.
 */
export const CONDITIONS = ["used", "new", "certified"] as const;
export type Condition = (typeof CONDITIONS)[number];

export const BODY_STYLES = [
  "suvs",
  "sedans",
  "wagons",
  "coupes",
  "convertibles",
  "hatchbacks",
  "trucks",
  "minivans",
  "commercial",
] as const;
export type BodyStyle = (typeof BODY_STYLES)[number];

export type VehicleImages = {
  previewImage: string;
  additionalImages: string[];
  imageCustomBg: string | null;
  evoxImages: string[];
};

/** A vehicle in stock, as stored and as shown. Prices and mileage are whole dollars and miles. */
export type Vehicle = {
  vin: string;
  stockNumber: string;
  condition: Condition;
  year: number;
  /** Model year: the year the manufacturer sells it as; equal to `year` for every feed we know. */
  modelYear: number;
  make: string;
  model: string;
  trim: string;
  bodyStyle: BodyStyle;
  mileage: number;
  /** The first advertised price (MSRP for new vehicles, the first asking price otherwise). */
  initPrice: number;
  /** The current asking price (the sale price when it dropped). */
  price: number;
  /** The price before the last drop, or null when the price never dropped. */
  oldPrice: number | null;
  transmission: string;
  exteriorColor: string;
  /** Hex colour used to paint the generated illustration. */
  exteriorColorHex: string;
  interiorColor: string;
  fuelType: string;
  doors: number;
  engine: string;
  drivetrain: string;
  cityMpg: number | null;
  highwayMpg: number | null;
  features: string[];
  locationKey: LocationKey;
  premiumUpgrade: boolean;
  /**
   * In the private inventory: shown, with its price, only to a visitor who unlocked it
   * (UNLOCK_INVENTORY); left out of every public page, list, feed and sitemap.
   */
  private: boolean;
  images: VehicleImages;
  /** ISO-8601 UTC time the vehicle was listed; drives the "newest" sort. */
  listedAt: string;
};
