import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SearchPage } from "~/components/inventory/search/search-page";
import { VehiclePage } from "~/components/inventory/vehicle-page/vehicle-page";
import { WindowSticker } from "~/components/inventory/vehicle-page/window-sticker";
import { vehicleWord } from "~/components/inventory/vehicle-words";
import type { PricingTerms } from "~/features/gates/lead-gates";
import { monthlyPaymentFor } from "~/features/gates/personal-payments";
import { isPriceLocked } from "~/features/gates/price-view";
import { generateDemoInventory } from "~/features/inventory/demo-data/generate";
import type { SearchPageData } from "~/features/inventory/search/search-page.server";
import { vehicleUrl } from "~/features/inventory/urls";
import type { Vehicle } from "~/features/inventory/vehicle";
import { vehiclePageMeta } from "~/features/inventory/vehicle-page/vehicle-meta";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import type { WindowStickerData } from "~/features/inventory/vehicle-page/window-sticker.server";
import { formatPrice } from "~/lib/format";
import { translator } from "~/lib/i18n";
import { inventoryCatalogue } from "~/locales/inventory";
import { gateTestSite, getRequest } from "~tests/support/gate-context";
import type { Route } from "./+types/cars-for-sale";
import { loader } from "./cars-for-sale";

/**
 * The price lock on a real database, through the search route's own loader (the one behind
 * every search and vehicle page's HTML and `.data`): the demo store locks new cars' prices
 * (content/store.json `priceUnlock: ["new"]`). An anonymous visitor's loader data and the
 * HTML rendered from it hold no price, old price or monthly payment of a new car, nor does its
 * structured data or meta description; with the `leadGates` cookie of a visitor who unlocked
 * prices they are there, and with their own terms every payment (cards, filter, aside) is
 * figured on those terms. Reading the cookie makes the response personal; without it the
 * page stays shared.
 */
const inventory = generateDemoInventory({ count: 200, seed: 41 });
// A new car with a price drop (so the old price is at stake too), and a used one.
const newCar: Vehicle = {
  ...inventory.find((v) => v.condition === "new")!,
  oldPrice: null,
};
const droppedNewCar = inventory.find((v) => v.condition === "new" && v !== newCar && v.oldPrice !== null);
const usedCar = inventory.find((v) => v.condition === "used")!;
const vehicles = inventory.map((v) => (v.vin === newCar.vin ? newCar : v));

const TERMS: PricingTerms = { downPayment: 4_000, tradingIn: true, tradeEquity: 3_000, creditBand: "fair" };

const site = gateTestSite(vehicles);
const { gatesCookie } = site;

/**
 * The route's loader for a path, as the server calls it (following its redirects to the
 * canonical URL); its data and the response's cache class.
 */
async function load(
  path: string,
  cookie = "",
): Promise<{ data: Record<string, unknown>; personal: boolean }> {
  for (let hops = 0; ; hops++) {
    const request = getRequest(path, cookie);
    const context = await site.contextFor(request);
    const url = new URL(request.url);
    const splat = url.pathname.split("/").slice(2).join("/");
    try {
      const result = (await loader({
        request,
        context,
        params: { "*": splat },
      } as unknown as Route.LoaderArgs)) as unknown as { data: Record<string, unknown> };
      const { reasons } = context.cacheClass;
      return { data: result.data, personal: reasons.includes("gates") || reasons.includes("profile") };
    } catch (thrown) {
      const location = thrown instanceof Response ? thrown.headers.get("location") : null;
      if (!location || hops > 3) throw thrown;
      path = location;
    }
  }
}

/** Rendered inside a data router, as the page's HTML. */
function render(element: React.ReactNode, path: string): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

const NO_FORMS = {
  question: { token: "t", defaults: {} },
  testDrive: {
    token: "t",
    vin: newCar.vin,
    carName: "",
    carPath: "",
    store: { name: "", subname: "", addressLine1: "", addressLine2: "", phone: "" },
    days: [],
    hours: "",
    defaults: {},
  },
  toasts: [],
};

/** The price figures of a car a page must not hold while its price is locked. */
function figuresOf(car: Vehicle) {
  const monthly = monthlyPaymentFor(
    car.price,
    site.services.settings.company.payments,
    site.services.settings.company.fee.documentary,
  );
  return [
    String(car.price),
    formatPrice(car.price),
    ...(car.oldPrice ? [formatPrice(car.oldPrice)] : []),
    `${formatPrice(monthly)}/mo`,
  ];
}

describe("a new car's price, locked by the demo store", () => {
  it("is absent from the vehicle page's loader data, HTML, JSON-LD and meta for an anonymous visitor", async () => {
    const { data, personal } = await load(vehicleUrl(newCar));
    expect(data.page).toBe("vehicle");
    const page = data.vehicle as VehiclePageData;
    expect(isPriceLocked(page.vehicle)).toBe(true);
    for (const field of ["price", "oldPrice", "initPrice", "monthlyPayment"])
      expect(page.vehicle).not.toHaveProperty(field);
    expect(page.price).toEqual({ locked: true });
    expect(page.payment).toBeNull();
    expect(page.priceHistory).toEqual([]);
    const json = JSON.stringify(data);
    expect(json).not.toContain(`"price":${newCar.price}`);
    expect(json).not.toContain(String(newCar.price));
    // Similar new cars are locked too.
    for (const similar of page.similar) expect(isPriceLocked(similar)).toBe(similar.condition === "new");

    const html = render(<VehiclePage data={page} forms={NO_FORMS} />, vehicleUrl(newCar));
    for (const figure of figuresOf(newCar)) expect(html).not.toContain(figure);
    expect(html).toMatch(new RegExp(`data-price-locked="page" data-vin="${newCar.vin}"`));
    expect(html).toContain(`href="/gates/unlock-price?vin=${newCar.vin}"`);
    expect(html).toContain("Unlock today&#x27;s price");
    expect(html).toContain("Personalize My Price");
    expect(html).toContain("Finish your terms to customize your pricing details.");
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
      (m) => m[1]!,
    );
    const car = ld.map((text) => JSON.parse(text)).find((v) => v["@type"] === "Car");
    expect(car.offers).not.toHaveProperty("price");
    const meta = vehiclePageMeta(page, translator("en", inventoryCatalogue), "en", vehicleWord("en"));
    expect(meta.description).not.toContain(formatPrice(newCar.price));
    // Nothing of this visitor was read: the page is the shared one.
    expect(personal).toBe(false);
  });

  it("is absent from the window sticker's data and HTML, whose QR code still leads to the car", async () => {
    const { data, personal } = await load(`${vehicleUrl(newCar)}/window-sticker`);
    expect(data.page).toBe("sticker");
    const sticker = data.sticker as WindowStickerData;
    expect(sticker.price).toBeNull();
    expect(JSON.stringify(data)).not.toContain(String(newCar.price));
    const html = render(<WindowSticker data={sticker} />, `${vehicleUrl(newCar)}/window-sticker`);
    for (const figure of figuresOf(newCar)) expect(html).not.toContain(figure);
    expect(html).toContain("Ask us for today&#x27;s price");
    expect(sticker.pageUrl.endsWith(vehicleUrl(newCar))).toBe(true);
    expect(personal).toBe(false);
    // Unlocked, the sticker has the price, as the page does.
    const cookie = await gatesCookie({ priceUnlockedAt: Date.now() });
    const unlocked = (await load(`${vehicleUrl(newCar)}/window-sticker`, cookie)).data
      .sticker as WindowStickerData;
    expect(unlocked.price).toEqual({ price: newCar.price, oldPrice: null });
  });

  it("is absent from the search page's cards (loader data and HTML), which link to the price gate", async () => {
    const { data, personal } = await load(
      `/new-cars-for-sale?q=${encodeURIComponent(`${newCar.make} ${newCar.model}`)}`,
    );
    const search = data.search as SearchPageData;
    const card = search.vehicles.find((v) => v.vin === newCar.vin);
    expect(card, "the new car is among the results").toBeDefined();
    expect(isPriceLocked(card!)).toBe(true);
    for (const field of ["price", "oldPrice", "initPrice", "monthlyPayment"])
      expect(card).not.toHaveProperty(field);
    for (const other of search.vehicles) expect(isPriceLocked(other)).toBe(true);
    expect(JSON.stringify(search.vehicles)).not.toMatch(/"(price|oldPrice|monthlyPayment)"/);
    const html = render(<SearchPage data={search} />, "/new-cars-for-sale");
    for (const figure of figuresOf(newCar)) expect(html).not.toContain(figure);
    expect(html).toContain(`data-price-locked="card" data-vin="${newCar.vin}"`);
    expect(personal).toBe(false);
  });

  it("still sorts and filters by price on the server", async () => {
    const news = vehicles.filter((v) => v.condition === "new");
    const cheapest = [...news].sort((a, b) => a.price - b.price || a.vin.localeCompare(b.vin))[0]!;
    const { data } = await load("/new-cars-for-sale?sort=priceLow");
    const search = data.search as SearchPageData;
    expect(search.vehicles[0]!.vin).toBe(cheapest.vin);
    const under = news.filter((v) => v.price <= 30_000).length;
    const filtered = (await load("/new-cars-for-sale/price-under-30000")).data.search as SearchPageData;
    expect(filtered.total).toBe(under);
  });

  it("leaves used cars' prices where they were", async () => {
    const { data, personal } = await load(vehicleUrl(usedCar));
    const page = data.vehicle as VehiclePageData;
    expect(page.vehicle).toMatchObject({ price: usedCar.price });
    expect(page.payment?.personal).toBe(false);
    expect(personal).toBe(false);
  });

  it("shows to a visitor who unlocked prices, on a personal page", async () => {
    const cookie = await gatesCookie({ priceUnlockedAt: Date.now() });
    const vehicle = await load(vehicleUrl(droppedNewCar ?? newCar), cookie);
    const page = vehicle.data.vehicle as VehiclePageData;
    const car = droppedNewCar ?? newCar;
    expect(page.vehicle).toMatchObject({ price: car.price, oldPrice: car.oldPrice });
    expect(page.payment?.estimate.monthly).toBe(figures(car.price));
    expect(vehicle.personal).toBe(true);
    const html = render(<VehiclePage data={page} forms={NO_FORMS} />, vehicleUrl(car));
    expect(html).toContain(formatPrice(car.price));
    expect(html).not.toContain("data-price-locked");

    const search = await load(
      `/new-cars-for-sale?q=${encodeURIComponent(`${newCar.make} ${newCar.model}`)}`,
      cookie,
    );
    const card = (search.data.search as SearchPageData).vehicles.find((v) => v.vin === newCar.vin)!;
    expect(card).toMatchObject({ price: newCar.price, monthlyPayment: figures(newCar.price) });
    expect(search.personal).toBe(true);
  });
});

/** A car's first monthly payment on default terms, or on `terms`. */
function figures(price: number, terms?: PricingTerms): number {
  return monthlyPaymentFor(
    price,
    site.services.settings.company.payments,
    site.services.settings.company.fee.documentary,
    terms,
  );
}

describe("a visitor's own terms", () => {
  it("price every card, the payment filter and the vehicle page's payment aside", async () => {
    const cookie = await gatesCookie({ priceUnlockedAt: Date.now(), pricingTerms: TERMS });
    const { data, personal } = await load("/used-cars-for-sale", cookie);
    const search = data.search as SearchPageData;
    expect(personal).toBe(true);
    expect(search.yourTerms).toBe(true);
    expect(search.paymentTerms).toBe(
      "Estimated with your terms: $4,000 down and $3,000 trade equity, over 72 months at 6.9% APR, documentary fee included.",
    );
    for (const card of search.vehicles) {
      if (isPriceLocked(card)) throw new Error("prices are unlocked");
      expect(card.monthlyPayment, card.vin).toBe(figures(card.price, TERMS));
    }

    // The payment filter: "at most $M a month" on these terms finds exactly the cars whose card says at most M.
    const used = vehicles.filter((v) => v.condition === "used");
    const max = 400;
    const filtered = await load(`/used-cars-for-sale?payment=null,${max}`, cookie);
    const expected = used.filter((v) => figures(v.price, TERMS) <= max).length;
    expect((filtered.data.search as SearchPageData).total).toBe(expected);
    // Someone else's filter (the default terms) finds another set.
    const anonymous = await load(`/used-cars-for-sale?payment=null,${max}`);
    expect((anonymous.data.search as SearchPageData).total).toBe(
      used.filter((v) => figures(v.price) <= max).length,
    );
    expect(expected).not.toBe((anonymous.data.search as SearchPageData).total);

    const vehicle = await load(vehicleUrl(usedCar), cookie);
    const page = vehicle.data.vehicle as VehiclePageData;
    expect(page.payment).toMatchObject({
      personal: true,
      inputs: { cashDown: 4_000, tradeEquity: 3_000, creditScore: 640 },
      estimate: { monthly: figures(usedCar.price, TERMS) },
    });
    const html = render(<VehiclePage data={page} forms={NO_FORMS} />, vehicleUrl(usedCar));
    expect(html).toContain("Your terms");
    expect(html).not.toContain("Finish your terms");
    // A slider the visitor moves (the GET form) wins over their terms for that field only.
    const moved = await load(`${vehicleUrl(usedCar)}?cashDown=6000`, cookie);
    expect((moved.data.vehicle as VehiclePageData).payment?.inputs).toMatchObject({
      cashDown: 6_000,
      tradeEquity: 3_000,
      creditScore: 640,
    });
  });
});
