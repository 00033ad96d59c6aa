import { describe, expect, it } from "vitest";
import { pageViewOf } from "./page-view";

const VIN = "1HGCM82633A004352";

describe("a page view told from its URL", () => {
  it.each<[string, string, string, ReturnType<typeof pageViewOf>]>([
    ["home", "/", "", { kind: "home", path: "/", params: {} }],
    ["Spanish home", "/es", "", { kind: "home", path: "/", params: {} }],
    [
      "a vehicle",
      `/used-cars-for-sale/2019-honda-cr-v-${VIN}`,
      "",
      {
        kind: "vehicle",
        path: `/used-cars-for-sale/2019-honda-cr-v-${VIN}`,
        params: { vin: VIN, condition: "used", year: 2019 },
      },
    ],
    [
      "a Spanish vehicle, lower-case VIN",
      `/es/new-cars-for-sale/2025-ford-f-150-${VIN.toLowerCase()}`,
      "",
      {
        kind: "vehicle",
        path: `/new-cars-for-sale/2025-ford-f-150-${VIN.toLowerCase()}`,
        params: { vin: VIN, condition: "new", year: 2025 },
      },
    ],
    [
      "the used search",
      "/used-cars-for-sale",
      "",
      {
        kind: "search",
        path: "/used-cars-for-sale",
        params: { condition: "used", search: "/used-cars-for-sale" },
      },
    ],
    [
      "a search with filters, page and campaign values left out, filters sorted",
      "/cars-for-sale/suvs/",
      "?utm_source=google&page=2&sort=priceLow&make=honda",
      {
        kind: "search",
        path: "/cars-for-sale/suvs",
        params: { condition: undefined, search: "/cars-for-sale/suvs?make=honda&sort=priceLow" },
      },
    ],
    ["another page", "/contact-us", "", { kind: "other", path: "/contact-us", params: {} }],
    [
      "a look-alike path",
      "/cars-for-sale-tips",
      "",
      { kind: "other", path: "/cars-for-sale-tips", params: {} },
    ],
  ])("%s", (_, path, search, expected) => {
    expect(pageViewOf(path, search)).toEqual(expected);
  });
});
