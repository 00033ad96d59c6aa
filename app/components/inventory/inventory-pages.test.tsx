import path from "node:path";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { isPriceLocked } from "~/features/gates/price-lock";
import { generateDemoInventory } from "~/features/inventory/demo-data/generate";
import type { SearchPageData } from "~/features/inventory/search/search-page.server";
import { loadSearchPage } from "~/features/inventory/search/search-page.server";
import { vehicleUrl } from "~/features/inventory/urls";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { buildVehiclePage } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { insertVehicles } from "~/features/inventory/vehicle-repository.server";
import type { DB } from "~/lib/db/connection.server";
import { type Language, translator } from "~/lib/i18n";
import type { PageOutcome } from "~/lib/page-outcome";
import { inventoryCatalogue } from "~/locales/inventory";
import { paymentsCatalogue } from "~/locales/payments";
import { type MigratedTestDatabase, openMigratedTestDatabase } from "~tests/support/databases";
import { SearchPage } from "./search/search-page";
import { VehicleCard } from "./vehicle-card";
import { PaymentAside } from "./vehicle-page/payment-aside";
import { KeyFeatures, PriceHistory, VehicleDetails } from "./vehicle-page/vehicle-details";
import { VehicleDisclosures } from "./vehicle-page/vehicle-disclosures";
import { VehicleGallery } from "./vehicle-page/vehicle-gallery";
import { VehicleGonePage } from "./vehicle-page/vehicle-gone";
import { VehicleHeading } from "./vehicle-page/vehicle-heading";
import { VehicleQuestion, vehicleQuestionReady } from "./vehicle-page/vehicle-question";
import { vehicleWord } from "./vehicle-words";

/**
 * The search page and the vehicle page's parts, rendered on the server in both languages:
 * every text comes from the catalogues (no message id shows), and links stay in the page's language.
 */

// The price lock (content/store.json priceUnlock) has its own tests (features/gates/price-view,
// price-lock.server): these read a store that shows every price.
const loadedSettings = loadSettings(path.resolve("content"));
const settings = { ...loadedSettings, store: { ...loadedSettings.store, priceUnlock: [] } };
const SITE = "https://cars.example.com";
const vehicles = generateDemoInventory({ count: 80, seed: 5 });
const dropped = vehicles.find((v) => v.oldPrice !== null)!;

/** Rendered inside a data router (forms and fetchers need one) at `url`. */
function at(url: string, children: ReactNode): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{children}</> }]);
  return renderToStaticMarkup(<Stub initialEntries={[url]} />);
}

/** The vehicle of a page whose price shows (these tests read a store that locks none). */
function priced(data: VehiclePageData) {
  if (isPriceLocked(data.vehicle)) throw new Error("expected a price");
  return data.vehicle;
}

async function shown<T>(outcome: Promise<PageOutcome<T>>): Promise<T> {
  const result = await outcome;
  if (result.kind !== "page") throw new Error(`expected the page, got ${JSON.stringify(result)}`);
  return result.data;
}

describe("the inventory pages in both languages", () => {
  let database: MigratedTestDatabase;
  let db: DB;
  const services = () => ({ db, settings, siteUrl: SITE });
  const wording = (language: Language) => ({
    t: translator(language, inventoryCatalogue, paymentsCatalogue),
    language,
    word: vehicleWord(language),
  });
  const search = (language: Language, splat = "suvs"): Promise<SearchPageData> =>
    shown(
      loadSearchPage(
        services(),
        { url: new URL(`${SITE}/used-cars-for-sale/${splat}`), condition: "used", splat },
        wording(language),
      ),
    );
  const vehiclePage = (): Promise<VehiclePageData> =>
    shown(
      buildVehiclePage(
        services(),
        new URL(`${SITE}${vehicleUrl(dropped)}`),
        vehicleUrl(dropped).split("/").pop()!,
      ),
    );

  beforeAll(async () => {
    database = await openMigratedTestDatabase("sqlite");
    db = database.db;
    await insertVehicles(db, vehicles);
    // As a car page on the server does: the form loaded on use renders in place once loaded.
    await vehicleQuestionReady;
  }, 60_000);
  afterAll(() => database?.cleanup());

  it("shows the search page in English as before", async () => {
    const data = await search("en");
    const html = at("/used-cars-for-sale/suvs", <SearchPage data={data} />);
    expect(data.heading).toBe("Used SUVs for Sale");
    expect(html).toContain("Frequently asked questions");
    expect(html).toContain("Body style");
    expect(html).not.toMatch(/inventory\.|payments\./);
  });

  it("shows the search page in Spanish, its links under /es", async () => {
    const data = await search("es");
    const html = at("/es/used-cars-for-sale/suvs", <SearchPage data={data} />);
    expect(html).toContain("Preguntas frecuentes");
    expect(html).toContain("Tipo de carrocería");
    expect(html).toMatch(/vehículos? disponibles?/);
    expect(html).toContain('href="/es/used-cars-for-sale/');
    expect(html).not.toMatch(/inventory\.|payments\./);
    expect(html).not.toContain('href="/used-cars-for-sale');
  });

  it("shows the vehicle page's parts in Spanish", async () => {
    const data = await vehiclePage();
    const html = at(
      `/es${data.canonicalPath}`,
      <>
        <VehicleHeading data={data} />
        <VehicleGallery photos={[data.vehicle.images.previewImage]} name="Auto" vin={data.vehicle.vin} />
        <PaymentAside
          price={priced(data).price}
          payment={data.payment!}
          documentaryFee={data.fees.documentary}
          action={data.canonicalPath}
          car={{ vin: data.vehicle.vin, name: "Auto" }}
        />
        <VehicleDetails data={data} />
        <VehicleQuestion data={data} token="token" defaults={{} as never} reply={undefined} />
        <PriceHistory drops={data.priceHistory} />
        <VehicleDisclosures fees={data.fees} />
        <VehicleCard vehicle={data.similar[0]!} />
        <VehicleGonePage
          data={{ wanted: "2019 Toyota Camry", similar: [], search: { query: "", path: null, label: null } }}
        />
      </>,
    );
    expect(html).toContain("Calcule su pago");
    expect(html).toContain("Detalles del vehículo");
    expect(html).toContain("¿Sigue disponible el");
    expect(html).toContain('href="/es/legal/privacy-policy"');
    expect(html).toContain("Bajó de precio");
    expect(html).toContain("cargo por documentación");
    expect(html).toContain(`action="/es${data.canonicalPath}"`);
    expect(html).not.toMatch(/inventory\.|payments\./);
  });

  describe("the feed's words (fuel, transmission, drivetrain, colours, features)", () => {
    /** The vehicle page's details and features of a gasoline car with an automatic. */
    const details = async (language: Language) => {
      const data = await vehiclePage();
      const vehicle = {
        ...data.vehicle,
        fuelType: "Gasoline",
        transmission: "Automatic",
        drivetrain: "AWD",
        exteriorColor: "Midnight Black",
        interiorColor: "Jet Black",
        engine: "2.5L I4",
        features: ["Heated Seats", "Apple CarPlay", "Heated Windshield Washer Nozzles"],
      };
      return at(
        `${language === "es" ? "/es" : ""}${data.canonicalPath}`,
        <>
          <VehicleDetails data={{ ...data, vehicle }} />
          <KeyFeatures features={vehicle.features} />
        </>,
      );
    };

    it("are in Spanish on a Spanish vehicle page, a word without a translation marked as English", async () => {
      const html = await details("es");
      for (const word of [
        "Gasolina",
        "Automática",
        "Tracción integral (AWD)",
        "Negro medianoche",
        "Negro azabache",
        "Asientos con calefacción",
        "Apple CarPlay",
      ])
        expect(html).toContain(word);
      expect(html).not.toMatch(/>(Gasoline|Automatic|AWD|Heated Seats)</);
      expect(html).toContain('<span lang="en">2.5L I4</span>');
      expect(html).toContain('<span lang="en">Heated Windshield Washer Nozzles</span>');
    });

    it("are the data's own words on an English vehicle page, as before", async () => {
      const html = await details("en");
      for (const word of ["Gasoline", "Automatic", "AWD", "Midnight Black", "Jet Black", "Heated Seats"])
        expect(html).toContain(`>${word}<`);
      expect(html).not.toContain("lang=");
      expect(html).not.toContain("Gasolina");
    });

    it("name the search filters, chips and heading in Spanish, the form still sending the English values", async () => {
      const feature = "heated-seats";
      const data = await search("es", `suvs/${feature}`);
      const gasoline = data.facets.fuelTypes.find((fuel) => fuel.label === "Gasolina");
      expect(gasoline).toBeDefined();
      expect(data.facets.drivetrains.map((d) => d.label)).toContain("Tracción integral (AWD)");
      expect(data.facets.features.find((f) => f.value === feature)?.label).toBe("Asientos con calefacción");
      expect(data.chips.map((chip) => chip.label)).toContain("Asientos con calefacción");
      expect(data.heading).toMatch(/ con Asientos con calefacción$/);
      const html = at(`/es/used-cars-for-sale/suvs/${feature}`, <SearchPage data={data} />);
      expect(html).toContain("Gasolina");
      expect(html).toContain(`value="${gasoline!.value}"`);
      expect(html).toContain(`value="${feature}"`);

      const english = await search("en", `suvs/${feature}`);
      expect(english.facets.fuelTypes.map((fuel) => fuel.label)).toContain("Gasoline");
      const values = (facets: SearchPageData["facets"]) => facets.fuelTypes.map((fuel) => fuel.value).sort();
      expect(values(english.facets)).toEqual(values(data.facets));
      expect(english.heading).toBe("Used SUVs for Sale with Heated Seats");
    });
  });
});
