import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import {
  CATALOGUE,
  DRIVETRAINS,
  EXTERIOR_COLORS,
  FEATURES,
  FUEL_TYPES,
  INTERIOR_COLORS,
} from "~/features/inventory/demo-data/catalogue";
import { hasVehicleWord, VehicleWord, vehicleWord } from "./vehicle-words";

/** The feed's words in Spanish: every word of the demo inventory has one; data values stay English. */

const read = (language: string): Record<string, string> =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../../locales/${language}/vehicleData.json`), "utf8"),
  );

const vocabulary = {
  fuelTypes: [...FUEL_TYPES],
  drivetrains: [...DRIVETRAINS],
  transmissions: [...new Set(CATALOGUE.map((model) => model.transmission))],
  exteriorColors: EXTERIOR_COLORS.map((color) => color.name),
  interiorColors: [...INTERIOR_COLORS],
  features: [...FEATURES],
};

describe("the vehicleData catalogue", () => {
  it.each(Object.entries(vocabulary))("has a Spanish word for every demo %s value", (_, values) => {
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter((value) => !hasVehicleWord("es", value))).toEqual([]);
  });

  it("keeps English as the data writes it", () => {
    for (const [id, message] of Object.entries(read("en"))) expect(message).toBe(id);
  });

  it("says a Spanish word that differs from the English one, brands and codes aside", () => {
    const same = Object.entries(read("es"))
      .filter(([id, message]) => id === message)
      .map(([id]) => id);
    expect(same).toEqual(
      expect.arrayContaining(["Bluetooth", "Apple CarPlay", "Android Auto", "Manual", "Beige"]),
    );
    expect(same.length).toBeLessThan(15);
  });
});

describe("vehicleWord", () => {
  it("leaves English as it is", () => {
    const word = vehicleWord("en");
    expect(word("Gasoline")).toBe("Gasoline");
    expect(word("8-Speed Automatic")).toBe("8-Speed Automatic");
  });

  it("names the data in Spanish, and leaves a word it does not know as the feed wrote it", () => {
    const word = vehicleWord("es");
    expect(word("Gasoline")).toBe("Gasolina");
    expect(word("Plug-in Hybrid")).toBe("Híbrido enchufable");
    expect(word("Automatic")).toBe("Automática");
    expect(word("8-Speed Automatic")).toBe("Automática de 8 velocidades");
    expect(word("AWD")).toBe("Tracción integral (AWD)");
    expect(word("4WD")).toBe("Tracción en las cuatro ruedas (4WD)");
    expect(word("FWD")).toBe("Tracción delantera");
    expect(word("Heated Seats")).toBe("Asientos con calefacción");
    expect(word("Backup Camera")).toBe("Cámara de reversa");
    expect(word("Apple CarPlay")).toBe("Apple CarPlay");
    expect(word("Black")).toBe("Negro");
    expect(word("Frobnicator Package")).toBe("Frobnicator Package");
  });
});

describe("VehicleWord", () => {
  const at = (url: string, value: string) => {
    const Stub = createRoutesStub([{ path: "*", Component: () => <VehicleWord value={value} /> }]);
    return renderToStaticMarkup(<Stub initialEntries={[url]} />);
  };

  it("shows the Spanish word, and marks a word left in English as English", () => {
    expect(at("/es/cars-for-sale", "Gasoline")).toBe("Gasolina");
    expect(at("/es/cars-for-sale", "2.5L I4")).toBe('<span lang="en">2.5L I4</span>');
  });

  it("shows English pages' words as plain text", () => {
    expect(at("/cars-for-sale", "Gasoline")).toBe("Gasoline");
    expect(at("/cars-for-sale", "2.5L I4")).toBe("2.5L I4");
  });
});
