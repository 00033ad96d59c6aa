import { describe, expect, it } from "vitest";
import { jsonLdText } from "~/features/seo/json-ld";
import { translator } from "~/lib/i18n";
import { inventoryCatalogue } from "~/locales/inventory";
import { generateDemoInventory } from "../demo-data/generate";
import { photoVersion } from "../photos/photo-urls";
import { vehicleUrl } from "../urls";
import { vehicleBreadcrumbs, vehiclePhotos, vehicleStructuredData } from "./structured-data";

const t = translator("en", inventoryCatalogue);

const [vehicle] = generateDemoInventory({ count: 1, seed: 3 });
const site = "https://cars.example.com";

describe("vehicle structured data", () => {
  it("describes the vehicle as a schema.org Car with an Offer", () => {
    const v = { ...vehicle!, condition: "used" as const };
    const [car] = vehicleStructuredData({
      vehicle: v,
      canonicalPath: vehicleUrl(v),
      siteUrl: site,
      dealerName: "Quad Cities Auto Group",
      t,
    });
    expect(car).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Car",
      vehicleIdentificationNumber: v.vin,
      mileageFromOdometer: { "@type": "QuantitativeValue", value: v.mileage, unitCode: "SMI" },
      itemCondition: "https://schema.org/UsedCondition",
      brand: { "@type": "Brand", name: v.make },
      model: v.model,
      vehicleModelDate: String(v.modelYear),
      url: `${site}${vehicleUrl(v)}`,
      offers: {
        "@type": "Offer",
        price: v.price,
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/UsedCondition",
      },
    });
    expect(car!.image).toEqual(vehiclePhotos(v.images).map((p) => `${site}${p}`));
    // A demo car has one picture, its illustration.
    expect((car!.image as string[]).length).toBe(1);
  });

  it("marks new vehicles NewCondition; the dealer's photos are the photo route's, never the feed's URLs", () => {
    const v = {
      ...vehicle!,
      condition: "new" as const,
      images: {
        ...vehicle!.images,
        evoxImages: ["https://images.example.com/evox/1.jpg", "/photos/2.jpg", vehicle!.images.previewImage],
      },
    };
    const [car] = vehicleStructuredData({
      vehicle: v,
      canonicalPath: "/x",
      siteUrl: site,
      dealerName: "D",
      t,
    });
    expect(car!.itemCondition).toBe("https://schema.org/NewCondition");
    // Beside photos, the drawing is left out, as on the page; each photo at 1280 px, JPEG.
    expect(car!.image).toEqual([
      `${site}/vehicle-photos/${v.vin}/1-${photoVersion("https://images.example.com/evox/1.jpg")}-1280.jpg`,
      `${site}/vehicle-photos/${v.vin}/2-${photoVersion("/photos/2.jpg")}-1280.jpg`,
    ]);
  });

  it("lists the breadcrumbs with absolute URLs", () => {
    const v = { ...vehicle!, condition: "certified" as const, make: "Mercedes-Benz", model: "GLC 300" };
    const [, crumbs] = vehicleStructuredData({
      vehicle: v,
      canonicalPath: vehicleUrl(v),
      siteUrl: site,
      dealerName: "D",
      t,
    });
    expect(crumbs).toMatchObject({ "@type": "BreadcrumbList" });
    expect(
      (crumbs!.itemListElement as Array<Record<string, unknown>>).map((c) => [c.position, c.name, c.item]),
    ).toEqual([
      [1, "Home", `${site}/`],
      [2, "Certified cars for sale", `${site}/certified-cars-for-sale`],
      [3, "Mercedes-Benz GLC 300", `${site}/certified-cars-for-sale/mercedes-benz-glc-300`],
      [4, `${v.year} Mercedes-Benz GLC 300 ${v.trim}`, `${site}${vehicleUrl(v)}`],
    ]);
    expect(vehicleBreadcrumbs(v, "/p", t).at(-1)?.path).toBe("/p");
    expect(vehicleBreadcrumbs(v, "/p", translator("es", inventoryCatalogue)).map((c) => c.name)).toEqual([
      "Inicio",
      "Autos seminuevos certificados en venta",
      "Mercedes-Benz GLC 300",
      `${v.year} Mercedes-Benz GLC 300 ${v.trim}`,
    ]);
  });

  it("escapes markup so a value cannot close the script element", () => {
    const text = jsonLdText({ trim: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ trim: "</script><script>alert(1)</script>" });
  });
});
