import path from "node:path";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
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
import { PriceHistory, VehicleDetails } from "./vehicle-page/vehicle-details";
import { VehicleDisclosures } from "./vehicle-page/vehicle-disclosures";
import { VehicleGallery } from "./vehicle-page/vehicle-gallery";
import { VehicleGonePage } from "./vehicle-page/vehicle-gone";
import { VehicleHeading } from "./vehicle-page/vehicle-heading";
import { VehicleQuestion } from "./vehicle-page/vehicle-question";

/**
 * The search page and the vehicle page's parts, rendered on the server in both languages:
 * every text comes from the catalogues (no message id shows), and links stay in the page's language.
 */

const settings = loadSettings(path.resolve("content"));
const SITE = "https://cars.example.com";
const vehicles = generateDemoInventory({ count: 80, seed: 5 });
const dropped = vehicles.find((v) => v.oldPrice !== null)!;

/** Rendered inside a data router (forms and fetchers need one) at `url`. */
function at(url: string, children: ReactNode): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{children}</> }]);
  return renderToStaticMarkup(<Stub initialEntries={[url]} />);
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
  });
  const search = (language: Language): Promise<SearchPageData> =>
    shown(
      loadSearchPage(
        services(),
        { url: new URL(`${SITE}/used-cars-for-sale/suvs`), condition: "used", splat: "suvs" },
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
        <VehicleGallery photos={[data.vehicle.images.previewImage]} name="Auto" />
        <PaymentAside
          price={data.vehicle.price}
          payment={data.payment}
          documentaryFee={data.fees.documentary}
          action={data.canonicalPath}
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
});
