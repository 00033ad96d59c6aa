import { describe, expect, it } from "vitest";
import { BODY_STYLES, type BodyStyle } from "../vehicle";
import { CATALOGUE } from "./catalogue";
import { generateDemoInventory } from "./generate";
import { parseVehicleImageName } from "./vehicle-svg";

/**
 * Every model of the demo catalogue is drawn as its real body style: the catalogue says what
 * each model is (checked here against the body style each is sold as in the US), and every
 * picture of a generated vehicle is the drawing of its model's body style (the drawings'
 * traits are checked in vehicle-silhouettes.test.ts).
 */

// biome-ignore format: one body style per line reads like a table
const REAL_BODY_STYLES: Record<BodyStyle, readonly string[]> = {
  suvs: ["Toyota RAV4", "Toyota RAV4 Hybrid", "Toyota Highlander", "Toyota 4Runner", "Honda CR-V", "Honda Pilot", "Honda HR-V", "Ford Explorer", "Ford Escape", "Ford Bronco", "Chevrolet Equinox", "Chevrolet Tahoe", "Chevrolet Traverse", "Chevrolet Trax", "Jeep Grand Cherokee", "Jeep Wrangler Unlimited", "Jeep Cherokee", "Jeep Compass", "Nissan Rogue", "Nissan Pathfinder", "Hyundai Tucson", "Hyundai Santa Fe", "Hyundai Palisade", "Hyundai Ioniq 5", "Kia Sportage", "Kia Sorento", "Kia Telluride", "Subaru Forester", "Subaru Ascent", "Mazda CX-5", "Mazda CX-50", "Volkswagen Atlas", "Volkswagen Tiguan", "BMW X3", "BMW X5", "Mercedes-Benz GLE", "Mercedes-Benz GLC", "Audi Q5", "Lexus RX 350", "Lexus NX 350h", "Tesla Model Y", "Ford Mustang Mach-E", "Buick Enclave", "Buick Encore GX", "GMC Acadia", "GMC Yukon", "GMC Terrain", "Dodge Durango"],
  sedans: ["Toyota Camry", "Toyota Camry Hybrid", "Toyota Corolla", "Toyota Avalon", "Honda Civic", "Honda Accord", "Honda Accord Hybrid", "Nissan Altima", "Nissan Sentra", "Nissan Versa", "Hyundai Elantra", "Hyundai Sonata", "Kia Optima", "Kia K5", "Kia Forte", "Chevrolet Malibu", "Chevrolet Cruze", "Ford Fusion", "Volkswagen Jetta", "Volkswagen Passat", "Subaru Legacy", "Mazda Mazda6", "BMW 3 Series", "Mercedes-Benz C-Class", "Mercedes-Benz E-Class", "Audi A4", "Lexus ES 350", "Lexus IS 300", "Dodge Charger", "Chrysler 300", "Tesla Model 3", "Tesla Model S"],
  wagons: ["Subaru Outback", "Volvo V60 Cross Country", "Volvo V90 Cross Country", "Volkswagen Golf SportWagen", "Audi A4 allroad", "Mercedes-Benz E-Class Wagon", "Buick Regal TourX", "Toyota Prius v"],
  coupes: ["Ford Mustang", "Chevrolet Camaro", "Chevrolet Corvette Stingray", "Dodge Challenger", "Honda Civic Coupe", "Honda Accord Coupe", "BMW 4 Series Coupe", "Subaru BRZ", "Toyota GR86", "Nissan 370Z", "Audi A5 Coupe"],
  convertibles: ["Ford Mustang Convertible", "Mazda MX-5 Miata", "Chevrolet Camaro Convertible", "Chevrolet Corvette Stingray Convertible", "BMW 4 Series Convertible", "Audi A5 Cabriolet", "Volkswagen Beetle Convertible", "MINI Cooper Convertible"],
  hatchbacks: ["Mazda Mazda3 Hatchback", "Volkswagen Golf GTI", "Honda Fit", "Honda Civic Hatchback", "Toyota Prius", "Toyota Prius Prime", "Toyota Corolla Hatchback", "Chevrolet Bolt EV", "Nissan Leaf", "Kia Soul", "Hyundai Veloster", "Ford Focus Hatchback"],
  trucks: ["Ford F-150", "Ford F-150 Lightning", "Ford F-250 Super Duty", "Ford Ranger", "Ford Maverick", "Chevrolet Silverado 1500", "Chevrolet Silverado 2500HD", "Chevrolet Colorado", "GMC Sierra 1500", "GMC Canyon", "Ram 1500", "Ram 2500", "Toyota Tacoma", "Toyota Tundra", "Nissan Frontier", "Nissan Titan", "Jeep Gladiator", "Honda Ridgeline"],
  minivans: ["Honda Odyssey", "Toyota Sienna", "Toyota Sienna Hybrid", "Chrysler Pacifica", "Chrysler Pacifica Hybrid", "Chrysler Town & Country", "Dodge Grand Caravan", "Kia Carnival", "Kia Sedona"],
  commercial: ["Ford Transit Cargo Van", "Ford E-Transit", "Ford Transit Connect", "Ram ProMaster", "Ram ProMaster City", "Chevrolet Express Cargo", "GMC Savana Cargo", "Mercedes-Benz Sprinter Cargo Van", "Nissan NV200"],
};

const realStyleOf = new Map(
  BODY_STYLES.flatMap((style) => REAL_BODY_STYLES[style].map((name) => [name, style] as const)),
);
const nameOf = (model: { make: string; model: string }) => `${model.make} ${model.model}`;

describe("the demo catalogue's body styles", () => {
  it("gives every model the body style it is sold as", () => {
    for (const model of CATALOGUE)
      expect(model.bodyStyle, nameOf(model)).toBe(realStyleOf.get(nameOf(model)));
    // The table names no model the catalogue lacks, and each once.
    expect(realStyleOf.size).toBe(CATALOGUE.length);
  });

  it("names the models shoppers saw drawn wrongly", () => {
    expect(realStyleOf.get("Toyota Prius Prime")).toBe("hatchbacks");
    expect(realStyleOf.get("Audi A4 allroad")).toBe("wagons");
  });

  it("pictures every generated vehicle with its model's body-style drawing, one picture a car", () => {
    const seen = new Set<string>();
    for (const vehicle of generateDemoInventory({ count: 3000, seed: 4 })) {
      const style = realStyleOf.get(nameOf(vehicle));
      expect(style, nameOf(vehicle)).toBeDefined();
      const pictures = [vehicle.images.previewImage, ...vehicle.images.additionalImages];
      expect(pictures).toHaveLength(1);
      for (const picture of pictures) {
        const spec = parseVehicleImageName(picture.replace("/vehicle-images/", ""));
        expect(spec?.bodyStyle, `${nameOf(vehicle)}: ${picture}`).toBe(style);
      }
      seen.add(nameOf(vehicle));
    }
    // Enough vehicles that every model was drawn at least once.
    expect(seen.size).toBe(CATALOGUE.length);
  });
});
