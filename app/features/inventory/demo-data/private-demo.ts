import { LOCATION_KEYS } from "~/features/company/stores";
import { CONDITIONS, type Vehicle } from "../vehicle";

/**
 * The demo's private inventory: 12 vehicles, one of each store and condition (4 x 3), so the
 * unlock has something to show at every store. Chosen by rule, not by a random draw, so the
 * generator's sequence (and every vehicle the tests pick from it) stays as it was: the LAST
 * vehicle of each store and condition, where a test's "first vehicle such that" never looks.
 * A small demo gets fewer: one private vehicle per 25.
 */
export const DEMO_PRIVATE_COUNT = 12;

/** The demo inventory with its private vehicles marked (a new array; the input is untouched). */
export function withDemoPrivateVehicles(vehicles: readonly Vehicle[]): Vehicle[] {
  const wanted = Math.min(DEMO_PRIVATE_COUNT, Math.floor(vehicles.length / 25));
  const chosen = new Set<number>();
  for (const condition of CONDITIONS) {
    for (const store of LOCATION_KEYS) {
      if (chosen.size >= wanted) break;
      const index = vehicles.findLastIndex((v) => v.condition === condition && v.locationKey === store);
      if (index >= 0) chosen.add(index);
    }
  }
  // A store without one of the conditions: the last vehicles not chosen yet make up the count.
  for (let index = vehicles.length - 1; index >= 0 && chosen.size < wanted; index--) chosen.add(index);
  return vehicles.map((vehicle, index) => (chosen.has(index) ? { ...vehicle, private: true } : vehicle));
}
