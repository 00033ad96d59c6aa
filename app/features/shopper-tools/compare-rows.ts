import { isPriceLocked } from "~/features/gates/price-lock";
import type { CompareCar } from "./shopper-cards";

/**
 * The compare table's rows, worked out by the compare page's loader (routes/shopper-tools):
 * which features to list, and which cars are best on price, payment, mileage and year.
 */

/**
 * The features the compare table lists, each once: those most of the cars share first (what
 * sets one car apart reads at a glance below them), then in alphabetical order.
 */
export function featureRows(cars: ReadonlyArray<{ features: readonly string[] }>): string[] {
  const counts = new Map<string, number>();
  for (const car of cars)
    for (const feature of new Set(car.features)) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([feature]) => feature);
}

/** The figures on which one car can be best: the lowest price, payment, mileage; the newest year. */
export type CompareMeasure = "price" | "monthlyPayment" | "mileage" | "year";

/**
 * The cars that are best on each measure, marked in the table: only among two cars or more
 * that show the figure (a locked price competes with nothing), and only when they differ.
 */
export function bestCars(cars: readonly CompareCar[]): Record<CompareMeasure, string[]> {
  const best = (value: (car: CompareCar) => number | undefined, lowest = true) => {
    const known = cars.flatMap((car) => {
      const v = value(car);
      return v === undefined ? [] : [{ vin: car.vin, v }];
    });
    if (known.length < 2 || known.every((k) => k.v === known[0]!.v)) return [];
    const target = lowest ? Math.min(...known.map((k) => k.v)) : Math.max(...known.map((k) => k.v));
    return known.filter((k) => k.v === target).map((k) => k.vin);
  };
  return {
    price: best((car) => (isPriceLocked(car) ? undefined : car.price)),
    monthlyPayment: best((car) => (isPriceLocked(car) ? undefined : car.monthlyPayment)),
    mileage: best((car) => car.mileage),
    year: best((car) => car.year, false),
  };
}
