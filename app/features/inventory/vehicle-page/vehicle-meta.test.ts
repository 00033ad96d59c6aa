import { describe, expect, it } from "vitest";
import { translator } from "~/lib/i18n";
import { inventoryCatalogue } from "~/locales/inventory";
import { generateDemoInventory } from "../demo-data/generate";
import { vehiclePageMeta } from "./vehicle-meta";
import type { VehiclePageData } from "./vehicle-page.server";

const [car] = generateDemoInventory({ count: 1, seed: 3 });
const vehicle = {
  ...car!,
  condition: "certified" as const,
  year: 2019,
  make: "Toyota",
  model: "Camry",
  trim: "LE",
  mileage: 61_349,
  price: 21_595,
  exteriorColor: "Silver",
  transmission: "8-Speed Automatic",
  drivetrain: "FWD",
};
const data = {
  vehicle,
  canonicalPath: "/certified-cars-for-sale/2019-toyota-camry-X",
  location: { name: "Quad Cities Auto Rockford", subname: "Rockford, IL" },
} as unknown as VehiclePageData;

describe("a vehicle page's title and description", () => {
  it("names the car, its condition, miles, price and store", () => {
    const meta = vehiclePageMeta(data, translator("en", inventoryCatalogue), "en");
    expect(meta.title).toBe("Certified pre-owned 2019 Toyota Camry LE for sale in Rockford, IL");
    expect(meta.description).toBe(
      "Certified pre-owned 2019 Toyota Camry LE with 61,349 miles for $21,595 at Quad Cities Auto Rockford. " +
        "Silver, 8-speed automatic, FWD. 75-point inspection, free CARFAX report; estimate your payment and get pre-approved online.",
    );
    expect(meta.canonicalPath).toBe(data.canonicalPath);
  });

  it("says it in Spanish on a Spanish page", () => {
    const meta = vehiclePageMeta(data, translator("es", inventoryCatalogue), "es");
    expect(meta.title).toBe("2019 Toyota Camry LE seminuevo certificado en venta en Rockford, IL");
    expect(meta.description).toMatch(
      /^2019 Toyota Camry LE seminuevo certificado con 61,349 millas por \$21,595 en /,
    );
  });

  it("names the colour, transmission and drivetrain in Spanish when given the page's words", () => {
    const words: Record<string, string> = {
      Silver: "Plata",
      "8-Speed Automatic": "Automática de 8 velocidades",
      FWD: "Tracción delantera",
    };
    const word = (value: string) => words[value] ?? value;
    const meta = vehiclePageMeta(data, translator("es", inventoryCatalogue), "es", word);
    expect(meta.description).toContain(". Plata, automática de 8 velocidades, tracción delantera. ");
  });
});
