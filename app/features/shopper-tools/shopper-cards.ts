import {
  type Lockable,
  type PriceAccess,
  type PriceRules,
  priceView,
  withoutPrices,
} from "~/features/gates/price-view";
import { vehicleUrl } from "~/features/inventory/urls";
import type { Vehicle } from "~/features/inventory/vehicle";
import type { VehicleCardData } from "~/features/inventory/vehicle-card-data";

/**
 * The shopper tools' cars as their pages show them: a card as in search results (price, the
 * monthly estimate, the store), and on the compare page the figures shoppers weigh side by
 * side. Prices follow the price lock like every other list that is not a search
 * (`"elsewhere"`, features/gates/price-view.ts): a locked car comes without a single price
 * field, so no list, link or JSON reveals what the store keeps behind the gate.
 */

/** A store's key and the town the dealership names it by ("Moline, IL"). */
export type StoreNames = ReadonlyMap<string, string>;

/** A saved or recently viewed car's card: the search result card's data. */
export type ShopperCard = Lockable<VehicleCardData & { monthlyPayment: number }> & {
  store: string;
  storeKey: string;
};

/** What the compare page adds to a card: the car's page, its specifications and features. */
export type CompareCar = ShopperCard & { path: string } & Pick<
    Vehicle,
    | "bodyStyle"
    | "drivetrain"
    | "fuelType"
    | "transmission"
    | "engine"
    | "exteriorColor"
    | "cityMpg"
    | "highwayMpg"
    | "features"
  >;

/** What a card shows of a vehicle (the columns of VehicleCardData, no more). */
export function cardDataOf(car: Vehicle): VehicleCardData {
  const { vin, condition, year, make, model, trim, mileage, price, oldPrice, premiumUpgrade } = car;
  const images = { ...car.images, additionalImages: [], evoxImages: [] };
  return { vin, condition, year, make, model, trim, mileage, price, oldPrice, premiumUpgrade, images };
}

export function shopperCards(
  cars: readonly Vehicle[],
  rules: PriceRules,
  prices: PriceAccess,
  stores: StoreNames,
): ShopperCard[] {
  return cars.map((car) => {
    const where = { store: stores.get(car.locationKey) ?? "", storeKey: car.locationKey };
    const view = priceView(car, "elsewhere", rules, prices);
    const card = cardDataOf(car);
    return view.locked
      ? { ...withoutPrices(card), ...where }
      : { ...card, monthlyPayment: view.monthlyPayment, ...where };
  });
}

export function compareCars(
  cars: readonly Vehicle[],
  rules: PriceRules,
  prices: PriceAccess,
  stores: StoreNames,
): CompareCar[] {
  const cards = shopperCards(cars, rules, prices, stores);
  return cars.map((car, i) => {
    const { bodyStyle, drivetrain, fuelType, transmission, engine, exteriorColor } = car;
    const { cityMpg, highwayMpg, features } = car;
    const specs = { bodyStyle, drivetrain, fuelType, transmission, engine, exteriorColor };
    // The car's path comes with the data: the page then needs no URL builder of its own.
    return { ...cards[i]!, path: vehicleUrl(car), ...specs, cityMpg, highwayMpg, features };
  });
}
