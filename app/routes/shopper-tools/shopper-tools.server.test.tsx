import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SavedCarsPage } from "~/components/shopper-tools/saved-cars-page";
import { isPriceLocked } from "~/features/gates/price-view";
import { generateDemoInventory } from "~/features/inventory/demo-data/generate";
import type { Vehicle } from "~/features/inventory/vehicle";
import { pagesSection } from "~/features/seo/sitemap-sections";
import { formatPrice } from "~/lib/format";
import { gateTestSite, getRequest } from "~tests/support/gate-context";
import type { Route as CompareRoute } from "./+types/compare";
import type { Route as SavedRoute } from "./+types/saved-cars";
import { loader as cardsLoader } from "./car-cards";
import { loader as compareLoader, meta as compareMeta } from "./compare";
import { loader as savedLoader, meta as savedMeta } from "./saved-cars";

/**
 * The shopper tools' pages and JSON on a real database: the cars of the URL, as the private
 * inventory and the price lock allow the visitor. A list of public cars is one shared document
 * (nothing of the visitor read); a private car is left out unless the visitor unlocked the
 * private inventory, and counted with the sold ones; a locked price stays locked.
 */
const inventory = generateDemoInventory({ count: 160, seed: 17 });
const [used1, used2, used3, used4] = inventory.filter((v) => v.condition === "used" && !v.private);
const hidden: Vehicle = { ...inventory.find((v) => v.condition === "certified")!, private: true };
const fresh = inventory.find((v) => v.condition === "new")!;
const UNKNOWN = "1HGCM82633A004352";
const vehicles = inventory.map((v) => (v.vin === hidden.vin ? hidden : v));

const site = gateTestSite(vehicles);

async function call<T>(loader: (args: never) => Promise<T>, path: string, cookie = "") {
  const request = getRequest(path, cookie);
  const context = await site.contextFor(request);
  const data = await loader({ request, context, params: {} } as never);
  return { data, personal: context.cacheClass.personal };
}

const list = (...cars: Array<{ vin: string }>) => cars.map((car) => car.vin).join(",");

describe("the saved-cars page's loader", () => {
  it("shows the URL's public cars in its order, one shared document", async () => {
    const { data, personal } = await call(savedLoader, `/saved-cars?cars=${list(used2!, used1!)}`);
    expect(data.cards.map((card) => card.vin)).toEqual([used2!.vin, used1!.vin]);
    expect(data.missing).toBe(0);
    expect(personal).toBe(false);
  });

  it("leaves out a private car and a sold or unknown one, saying only how many", async () => {
    const { data, personal } = await call(savedLoader, `/saved-cars?cars=${list(used1!, hidden)},${UNKNOWN}`);
    expect(data.cards.map((card) => card.vin)).toEqual([used1!.vin]);
    expect(data.missing).toBe(2);
    expect(JSON.stringify(data)).not.toContain(hidden.model);
    // Asking whether the visitor unlocked the private inventory, and finding nothing: still shared.
    expect(personal).toBe(false);
  });

  it("shows the private car to a visitor who unlocked the private inventory, on a personal page", async () => {
    const cookie = await site.gatesCookie({ inventoryUnlockedAt: Date.now() });
    const { data, personal } = await call(savedLoader, `/saved-cars?cars=${list(hidden)}`, cookie);
    expect(data.cards.map((card) => card.vin)).toEqual([hidden.vin]);
    expect(personal).toBe(true);
  });

  it("keeps a locked price locked", async () => {
    const { data } = await call(savedLoader, `/saved-cars?cars=${list(fresh)}`);
    expect(isPriceLocked(data.cards[0]!)).toBe(true);
    expect(JSON.stringify(data)).not.toContain(String(fresh.price));
  });

  it("is never indexed; its canonical link is the list's own link", async () => {
    const path = `/saved-cars?cars=${list(used1!)}`;
    const { data } = await call(savedLoader, path);
    const tags = savedMeta({
      data,
      matches: [],
      location: { pathname: "/saved-cars" },
    } as unknown as SavedRoute.MetaArgs);
    expect(tags).toContainEqual({ name: "robots", content: expect.stringContaining("noindex") });
    expect(tags).toContainEqual(
      expect.objectContaining({ rel: "canonical", href: expect.stringContaining(path) }),
    );
    const compare = compareMeta({
      data: undefined,
      matches: [],
      location: { pathname: "/es/compare" },
    } as unknown as CompareRoute.MetaArgs);
    expect(compare).toContainEqual({ name: "robots", content: expect.stringContaining("noindex") });
  });
});

it("the compare page takes three cars at most, with their specifications", async () => {
  const { data, personal } = await call(
    compareLoader,
    `/compare?cars=${list(used1!, used2!, used3!, used4!)}`,
  );
  expect(data.asked).toHaveLength(3);
  expect(data.cars.map((car) => car.vin)).toEqual([used1!.vin, used2!.vin, used3!.vin]);
  expect(data.cars[0]).toMatchObject({ features: used1!.features, drivetrain: used1!.drivetrain });
  expect(data.paymentTerms).toMatch(/months/);
  expect(data.words).toEqual({});
  expect(personal).toBe(false);
  // On the Spanish page the feed's words come in Spanish from the server (the page holds no catalogue of them).
  const spanish = await call(compareLoader, `/es/compare?cars=${list(used1!)}`);
  const fuel = spanish.data.words[used1!.fuelType];
  expect(fuel?.english).toBe(false);
  expect(fuel?.text).not.toBe(used1!.fuelType);
  expect(spanish.data.paymentTerms).toMatch(/meses/);
});

it("the JSON of a list's cards (recently viewed) leaves out what the page would", async () => {
  const { data, personal } = await call(
    cardsLoader,
    `/api/shopper-tools/cars?cars=${list(used1!, hidden, fresh)}`,
  );
  const { cards } = (await (data as Response).json()) as { cards: Array<Record<string, unknown>> };
  expect(cards.map((card) => card.vin)).toEqual([used1!.vin, fresh.vin]);
  expect(cards[1]).not.toHaveProperty("price");
  expect(personal).toBe(false);
});

it("the server's HTML of a saved list shows its cards (the browser's price-drop badge comes after load)", async () => {
  const { data } = await call(savedLoader, `/saved-cars?cars=${list(used1!)}`);
  const Stub = createRoutesStub([{ path: "*", Component: () => <SavedCarsPage data={data} /> }]);
  const html = renderToString(<Stub initialEntries={[`/saved-cars?cars=${used1!.vin}`]} />);
  expect(html).toContain(`${used1!.year} ${used1!.make} ${used1!.model}`);
  expect(html).toContain(formatPrice(used1!.price));
  expect(html).toContain("Share this list");
  // No heart without the browser's list: the server's HTML is everyone's.
  expect(html).not.toContain('data-testid="save-car"');
  expect(html).not.toContain('data-testid="saved-price-drop"');
});

it("the sitemap lists neither page", () => {
  const paths = pagesSection({ helpCenter: [], legal: {} }).map((entry) => entry.path);
  expect(paths).not.toContain("/saved-cars");
  expect(paths).not.toContain("/compare");
});
