import type { Condition } from "../vehicle";
import type { VehicleCardData } from "../vehicle-card-data";
import { RESULTS_PER_PAGE, type SortValue } from "./filter-state";
import type { IndexColumns } from "./index-columns";

/**
 * Sorting and paging: the matching rows in the chosen order, and the cards of one page.
 * Each sort order is built once per index, on first use (a few ms at 50,000 vehicles).
 */

export class SortOrders {
  private readonly orders = new Map<SortValue, Int32Array>();

  constructor(private readonly index: IndexColumns) {
    this.orders.set("newest", index.byNewest);
  }

  /** Rows in a sort's order; every sort breaks its ties by listing date, newest first. */
  order(sort: SortValue): Int32Array {
    const known = this.orders.get(sort);
    if (known) return known;
    const { newestRank: rank, mileage, year, price, size } = this.index;
    const key = (values: Int32Array, direction: 1 | -1) => (a: number, b: number) =>
      (values[a]! - values[b]!) * direction || rank[a]! - rank[b]!;
    const compare: Record<Exclude<SortValue, "newest">, (a: number, b: number) => number> = {
      oldest: (a, b) => rank[b]! - rank[a]!,
      mileage: key(mileage, 1),
      year: key(year, -1),
      priceHigh: key(price, -1),
      priceLow: key(price, 1),
    };
    const order = Int32Array.from({ length: size }, (_, i) => i).sort(
      compare[sort as Exclude<SortValue, "newest">],
    );
    this.orders.set(sort, order);
    return order;
  }
}

/** A result card as the index knows it: the card's data and the store the vehicle is at. */
export type IndexedCard = VehicleCardData & { locationKey: string };

/** What a result card shows of row r. */
export function cardOf(index: IndexColumns, r: number): IndexedCard {
  const oldPrice = index.oldPrice[r]!;
  return {
    vin: index.vins[r]!,
    condition: index.dictionaries.conditions.slugs[index.columns.conditions[r]!] as Condition,
    year: index.year[r]!,
    make: index.makeNames[r]!,
    model: index.modelNames[r]!,
    trim: index.trimNames[r]!,
    mileage: index.mileage[r]!,
    price: index.price[r]!,
    oldPrice: oldPrice < 0 ? null : oldPrice,
    premiumUpgrade: index.premium[r] === 1,
    locationKey: index.dictionaries.locations.slugs[index.columns.locations[r]!]!,
    images: {
      previewImage: index.previewImages[r]!,
      additionalImages: [],
      imageCustomBg: null,
      evoxImages: [],
    },
  };
}

/** The page's vehicles: walk the sort order, skip the earlier pages' matches, take the next 19. */
export function pageOfCards(
  index: IndexColumns,
  order: Int32Array,
  match: Uint8Array,
  page: number,
): IndexedCard[] {
  const offset = (page - 1) * RESULTS_PER_PAGE;
  const found: IndexedCard[] = [];
  let seen = 0;
  for (let i = 0; i < order.length && found.length < RESULTS_PER_PAGE; i++) {
    const r = order[i]!;
    if (!match[r]) continue;
    if (seen++ < offset) continue;
    found.push(cardOf(index, r));
  }
  return found;
}
