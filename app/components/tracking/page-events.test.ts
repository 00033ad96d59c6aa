import { describe, expect, it } from "vitest";
import {
  carsDirectVehicle,
  genericPageEvents,
  pageInfoOf,
  pageTypeOfMatches,
  vehiclePageEvents,
} from "./page-events";

const camry = {
  vin: "4T1B11HK5KU123456",
  stockNumber: "Q1",
  price: 21_450,
  condition: "used",
  year: 2019,
  make: "Toyota",
  model: "Camry",
};
const root = { id: "root", data: { tracking: { gtmContainerId: "GTM-TEST123", chatWidget: false } } };
const layout = { id: "routes/_layouts/default", data: {} };
const vehiclePage = (id: string) => [
  root,
  layout,
  { id, data: { page: "vehicle", vehicle: { vehicle: camry } } },
];
const searchPage = [
  root,
  layout,
  {
    id: "cars-search-page-used",
    data: { page: "search", search: { heading: "Used cars", total: 40, vehicles: [camry] } },
  },
];
const page = pageInfoOf(
  { pathname: "/es/used-cars-for-sale", search: "" },
  "https://x.example/es/used-cars-for-sale",
  "Autos",
);

const names = (events: Record<string, unknown>[]) => events.map((e) => e.event);

describe("the page-view tracker", () => {
  it("reads the path without its language, and the language", () => {
    expect(page).toEqual({
      url: "https://x.example/es/used-cars-for-sale",
      path: "/used-cars-for-sale",
      title: "Autos",
      language: "es",
    });
  });

  it.each([
    "cars-search-page",
    "cars-search-page-used",
    "cars-search-page-certified.es",
    "cars-search-page.es",
  ])(
    "skips the cars-direct-page (a vehicle's page on route %s), whose own view carries the vehicle",
    (id) => {
      expect(genericPageEvents(page, vehiclePage(id))).toEqual([]);
      expect(carsDirectVehicle(vehiclePage(id))).toBe(camry);
      expect(names(vehiclePageEvents(page, vehiclePage(id)))).toEqual([
        "page_view",
        "asc_pageview",
        "view_item",
        "asc_item_pageview",
      ]);
    },
  );

  it("pushes a search page's list with its page view", () => {
    expect(names(genericPageEvents(page, searchPage))).toEqual([
      "page_view",
      "asc_pageview",
      "view_item_list",
      "asc_itemlist_pageview",
    ]);
    expect(vehiclePageEvents(page, searchPage)).toEqual([]);
    expect(pageTypeOfMatches(page.path, searchPage)).toBe("itemlist");
  });

  it("pushes any other page's view, and nothing of a vehicle", () => {
    const contact = [root, layout, { id: "routes/company/contact-us", data: { page: "vehicle" } }];
    const info = { ...page, path: "/contact-us" };
    expect(names(genericPageEvents(info, contact))).toEqual(["page_view", "asc_pageview"]);
    expect(vehiclePageEvents(info, contact)).toEqual([]);
    expect(pageTypeOfMatches("/contact-us", contact)).toBe("contact");
  });

  it("pushes a gone vehicle's page as a plain page view", () => {
    const gone = [root, layout, { id: "cars-search-page", data: { page: "gone", gone: {} } }];
    expect(names(genericPageEvents(page, gone))).toEqual(["page_view", "asc_pageview"]);
    expect(vehiclePageEvents(page, gone)).toEqual([]);
  });
});
