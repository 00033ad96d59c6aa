/**
 * Vehicles to a feed file in the documented columns: the inverse of the import, used to
 * turn demo inventory into realistic feeds for tests and the import benchmark.
 */
import type { Vehicle } from "../vehicle";
import { columnOf, FEED_FIELDS, type FeedField } from "./feed-columns";
import { hasGeneratedImages } from "./merge-feed-vehicle";

/** The columns a written feed has: all of them, in the documented order. */
export const WRITTEN_FIELDS: readonly FeedField[] = FEED_FIELDS;

/** RFC 4180 quoting: only cells with a comma, quote or line break are quoted. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function cells(vehicle: Vehicle): Record<FeedField, string> {
  const images = vehicle.images;
  return {
    vin: vehicle.vin,
    stockNumber: vehicle.stockNumber,
    condition: vehicle.condition,
    year: String(vehicle.year),
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    bodyStyle: vehicle.bodyStyle,
    mileage: String(vehicle.mileage),
    price: String(vehicle.price),
    initPrice: String(vehicle.initPrice),
    exteriorColor: vehicle.exteriorColor,
    interiorColor: vehicle.interiorColor,
    transmission: vehicle.transmission,
    fuelType: vehicle.fuelType,
    drivetrain: vehicle.drivetrain,
    engine: vehicle.engine,
    cityMpg: vehicle.cityMpg === null ? "" : String(vehicle.cityMpg),
    highwayMpg: vehicle.highwayMpg === null ? "" : String(vehicle.highwayMpg),
    doors: String(vehicle.doors),
    features: vehicle.features.join("|"),
    // Generated pictures are what an empty cell means; writing them out would pin them.
    imageUrls: hasGeneratedImages(images) ? "" : [images.previewImage, ...images.additionalImages].join("|"),
    location: vehicle.locationKey,
    premiumUpgrade: vehicle.premiumUpgrade ? "yes" : "no",
    private: vehicle.private ? "yes" : "no",
  };
}

/** A whole feed file: the header, then one line per vehicle, each ending in a line feed. */
export function writeFeed(
  vehicles: readonly Vehicle[],
  fields: readonly FeedField[] = WRITTEN_FIELDS,
): string {
  const header = fields.map((field) => csvCell(columnOf(field).header)).join(",");
  const lines = vehicles.map((vehicle) => {
    const row = cells(vehicle);
    return fields.map((field) => csvCell(row[field])).join(",");
  });
  return `${[header, ...lines].join("\n")}\n`;
}
