/**
 * A feed vehicle plus what we already store about that VIN gives the Vehicle to store.
 * Pure, so the rules (price drops, the first price, kept listing date, generated
 * pictures) are tested without a database.
 */
import { vehicleIllustrationUrl } from "../demo-data/vehicle-svg";
import type { BodyStyle, Vehicle, VehicleImages } from "../vehicle";
import { isIllustration } from "../vehicle-pictures";
import { colorHexFor, NEUTRAL_COLOR_HEX } from "./feed-colors";
import { defaultDoors, type FeedVehicle } from "./read-feed-row";

export type PriceDrop = { vin: string; oldPrice: number; newPrice: number };

export type MergedVehicle = { vehicle: Vehicle; priceDrop: PriceDrop | null };

/** The one generated picture of a body style in a colour (an illustration), as the demo inventory has it. */
export function generatedImages(bodyStyle: BodyStyle, colorHex: string): VehicleImages {
  return {
    previewImage: vehicleIllustrationUrl(bodyStyle, colorHex),
    additionalImages: [],
    imageCustomBg: null,
    evoxImages: [],
  };
}

/** True when a vehicle shows only our generated pictures (so they follow its body and colour). */
export function hasGeneratedImages(images: VehicleImages): boolean {
  return [images.previewImage, ...images.additionalImages].every(isIllustration);
}

/**
 * The rules, in the dealership's words:
 * - a field whose column the feed lacks keeps its stored value (a new vehicle gets the default);
 * - the first price stays the MSRP/initial price the feed gives, else the first price we saw;
 * - a lower price than stored is a price drop: old price = the stored price, and a history entry;
 *   a higher price clears the old price; the same price keeps it;
 * - the listing date is the first import's time and never moves;
 * - no picture URLs means the generated pictures for the body style and colour.
 */
export function mergeFeedVehicle(feed: FeedVehicle, stored: Vehicle | null, now: string): MergedVehicle {
  const exteriorColor = feed.exteriorColor ?? stored?.exteriorColor ?? "";
  const exteriorColorHex =
    feed.exteriorColor !== undefined
      ? colorHexFor(feed.exteriorColor)
      : (stored?.exteriorColorHex ?? NEUTRAL_COLOR_HEX);

  let oldPrice: number | null = null;
  let priceDrop: PriceDrop | null = null;
  if (stored) {
    if (feed.price < stored.price) {
      oldPrice = stored.price;
      priceDrop = { vin: feed.vin, oldPrice: stored.price, newPrice: feed.price };
    } else if (feed.price === stored.price) {
      oldPrice = stored.oldPrice;
    }
  }

  let images: VehicleImages;
  const urls = feed.imageUrls;
  if (urls && urls.length > 0) {
    images = {
      previewImage: urls[0]!,
      additionalImages: urls.slice(1),
      imageCustomBg: stored?.images.imageCustomBg ?? null,
      evoxImages: stored?.images.evoxImages ?? [],
    };
  } else if (urls === undefined && stored && !hasGeneratedImages(stored.images)) {
    images = stored.images;
  } else {
    images = {
      ...generatedImages(feed.bodyStyle, exteriorColorHex),
      imageCustomBg: stored?.images.imageCustomBg ?? null,
      evoxImages: stored?.images.evoxImages ?? [],
    };
  }

  const vehicle: Vehicle = {
    vin: feed.vin,
    stockNumber: feed.stockNumber,
    condition: feed.condition,
    year: feed.year,
    modelYear: feed.year,
    make: feed.make,
    model: feed.model,
    trim: feed.trim ?? stored?.trim ?? "",
    bodyStyle: feed.bodyStyle,
    mileage: feed.mileage,
    initPrice: feed.initPrice ?? stored?.initPrice ?? feed.price,
    price: feed.price,
    oldPrice,
    transmission: feed.transmission ?? stored?.transmission ?? "",
    exteriorColor,
    exteriorColorHex,
    interiorColor: feed.interiorColor ?? stored?.interiorColor ?? "",
    fuelType: feed.fuelType ?? stored?.fuelType ?? "",
    doors: feed.doors ?? stored?.doors ?? defaultDoors(feed.bodyStyle),
    engine: feed.engine ?? stored?.engine ?? "",
    drivetrain: feed.drivetrain ?? stored?.drivetrain ?? "",
    cityMpg: feed.cityMpg !== undefined ? feed.cityMpg : (stored?.cityMpg ?? null),
    highwayMpg: feed.highwayMpg !== undefined ? feed.highwayMpg : (stored?.highwayMpg ?? null),
    features: feed.features ?? stored?.features ?? [],
    locationKey: feed.locationKey,
    premiumUpgrade: feed.premiumUpgrade ?? stored?.premiumUpgrade ?? false,
    private: feed.private ?? stored?.private ?? false,
    images,
    listedAt: stored?.listedAt ?? now,
  };
  return { vehicle, priceDrop };
}
