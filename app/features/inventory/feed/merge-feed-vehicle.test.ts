import { describe, expect, it } from "vitest";
import { generateDemoInventory } from "../demo-data/generate";
import type { Vehicle } from "../vehicle";
import { COLOR_WORDS, NEUTRAL_COLOR_HEX } from "./feed-colors";
import { generatedImages, hasGeneratedImages, mergeFeedVehicle } from "./merge-feed-vehicle";
import type { FeedVehicle } from "./read-feed-row";

const NOW = "2026-11-22T12:00:00.000Z";

const MINIMAL: FeedVehicle = {
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
};

/** A stored vehicle with its price already dropped once, and real photos. */
function storedVehicle(): Vehicle {
  const demo = generateDemoInventory({ count: 60, seed: 11 }).find((v) => v.oldPrice !== null)!;
  return {
    ...demo,
    images: {
      previewImage: "https://photos.example.com/1.jpg",
      additionalImages: ["https://photos.example.com/2.jpg"],
      imageCustomBg: "#ffffff",
      evoxImages: ["https://evox.example.com/a.png"],
    },
  };
}

const feedFrom = (v: Vehicle, changes: Partial<FeedVehicle> = {}): FeedVehicle => ({
  row: 2,
  vin: v.vin,
  stockNumber: v.stockNumber,
  condition: v.condition,
  year: v.year,
  make: v.make,
  model: v.model,
  bodyStyle: v.bodyStyle,
  mileage: v.mileage,
  price: v.price,
  locationKey: v.locationKey,
  ...changes,
});

describe("mergeFeedVehicle", () => {
  it("lists a new vehicle now, at its first price, with defaults and generated pictures", () => {
    const { vehicle, priceDrop } = mergeFeedVehicle(MINIMAL, null, NOW);
    expect(priceDrop).toBeNull();
    expect(vehicle).toEqual({
      vin: "2HKRW2H5XMH612734",
      stockNumber: "M21-04410",
      condition: "used",
      year: 2021,
      modelYear: 2021,
      make: "Honda",
      model: "CR-V",
      trim: "",
      bodyStyle: "suvs",
      mileage: 38412,
      initPrice: 24995,
      price: 24995,
      oldPrice: null,
      transmission: "",
      exteriorColor: "",
      exteriorColorHex: NEUTRAL_COLOR_HEX,
      interiorColor: "",
      fuelType: "",
      doors: 4,
      engine: "",
      drivetrain: "",
      cityMpg: null,
      highwayMpg: null,
      features: [],
      locationKey: "moline",
      premiumUpgrade: false,
      private: false,
      images: generatedImages("suvs", NEUTRAL_COLOR_HEX),
      listedAt: NOW,
    });
    // No photos: the car's one illustration, never several drawn views passed off as a gallery.
    expect(vehicle.images.previewImage).toBe("/vehicle-images/suvs-8a8d91-1.svg");
    expect(vehicle.images.additionalImages).toEqual([]);
  });

  it("takes the MSRP as the first price and paints pictures in the feed's colour", () => {
    const { vehicle } = mergeFeedVehicle(
      { ...MINIMAL, initPrice: 27500, exteriorColor: "Sonic Gray Pearl", bodyStyle: "trucks" },
      null,
      NOW,
    );
    expect(vehicle.initPrice).toBe(27500);
    expect(vehicle.exteriorColorHex).toBe(COLOR_WORDS.gray);
    expect(vehicle.images.previewImage).toBe(`/vehicle-images/trucks-${COLOR_WORDS.gray!.slice(1)}-1.svg`);
  });

  it("uses the feed's pictures in order: the first is the preview", () => {
    const urls = ["https://p.example/1.jpg", "/photos/2.jpg", "https://p.example/3.jpg"];
    const { vehicle } = mergeFeedVehicle({ ...MINIMAL, imageUrls: urls }, null, NOW);
    expect(vehicle.images).toEqual({
      previewImage: urls[0],
      additionalImages: urls.slice(1),
      imageCustomBg: null,
      evoxImages: [],
    });
    expect(hasGeneratedImages(vehicle.images)).toBe(false);
  });

  it("gives back exactly the stored vehicle when the feed says the same", () => {
    const stored = storedVehicle();
    const { vehicle, priceDrop } = mergeFeedVehicle(feedFrom(stored), stored, NOW);
    expect(vehicle).toEqual(stored);
    expect(priceDrop).toBeNull();
  });

  it("records a lower price as a drop from the stored price, keeping the first price", () => {
    const stored = storedVehicle();
    const { vehicle, priceDrop } = mergeFeedVehicle(
      feedFrom(stored, { price: stored.price - 500 }),
      stored,
      NOW,
    );
    expect(vehicle.price).toBe(stored.price - 500);
    expect(vehicle.oldPrice).toBe(stored.price);
    expect(vehicle.initPrice).toBe(stored.initPrice);
    expect(vehicle.listedAt).toBe(stored.listedAt);
    expect(priceDrop).toEqual({ vin: stored.vin, oldPrice: stored.price, newPrice: stored.price - 500 });
  });

  it("clears the old price when the price goes up", () => {
    const stored = storedVehicle();
    const { vehicle, priceDrop } = mergeFeedVehicle(
      feedFrom(stored, { price: stored.price + 300 }),
      stored,
      NOW,
    );
    expect(vehicle.oldPrice).toBeNull();
    expect(priceDrop).toBeNull();
  });

  it("keeps stored values for columns the feed lacks and replaces them for columns it has", () => {
    const stored = storedVehicle();
    const kept = mergeFeedVehicle(feedFrom(stored), stored, NOW).vehicle;
    expect(kept.features).toEqual(stored.features);
    expect(kept.images).toEqual(stored.images);
    const replaced = mergeFeedVehicle(
      feedFrom(stored, {
        features: [],
        trim: "",
        imageUrls: [],
        exteriorColor: "Race Red",
        initPrice: 50000,
      }),
      stored,
      NOW,
    ).vehicle;
    expect(replaced.features).toEqual([]);
    expect(replaced.trim).toBe("");
    expect(replaced.initPrice).toBe(50000);
    expect(replaced.exteriorColorHex).toBe("#c8102e");
    // Empty picture cell: generated pictures, but the EVOX set and background stay.
    expect(replaced.images).toEqual({
      ...generatedImages(stored.bodyStyle, "#c8102e"),
      imageCustomBg: "#ffffff",
      evoxImages: ["https://evox.example.com/a.png"],
    });
    // An empty MSRP cell keeps the first price rather than resetting it.
    expect(mergeFeedVehicle(feedFrom(stored, { initPrice: null }), stored, NOW).vehicle.initPrice).toBe(
      stored.initPrice,
    );
  });

  it("keeps a vehicle private or public as stored unless the feed has a Private column", () => {
    const stored = { ...storedVehicle(), private: true };
    expect(mergeFeedVehicle(feedFrom(stored, { private: undefined }), stored, NOW).vehicle.private).toBe(
      true,
    );
    expect(mergeFeedVehicle(feedFrom(stored, { private: false }), stored, NOW).vehicle.private).toBe(false);
    expect(mergeFeedVehicle({ ...feedFrom(stored), private: true }, null, NOW).vehicle.private).toBe(true);
  });

  it("repaints generated pictures when the body style changes even without a picture column", () => {
    const stored = generateDemoInventory({ count: 1, seed: 5 })[0]!;
    expect(hasGeneratedImages(stored.images)).toBe(true);
    const other = stored.bodyStyle === "sedans" ? "coupes" : "sedans";
    const { vehicle } = mergeFeedVehicle(feedFrom(stored, { bodyStyle: other }), stored, NOW);
    expect(vehicle.images).toEqual(generatedImages(other, stored.exteriorColorHex));
  });
});
