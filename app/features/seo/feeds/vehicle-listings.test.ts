import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { create } from "xmlbuilder2";
import { photoVersion } from "~/features/inventory/photos/photo-urls";
import {
  dealershipAddress,
  type FeedDealer,
  type FeedVehicle,
  feedPrice,
  GOOGLE_NAMESPACE,
  vehicleListingsXml,
} from "./vehicle-listings";
import { xmlText } from "./xml";

const dealer: FeedDealer = {
  siteUrl: "https://www.dealer.example",
  companyName: "Quad Cities Auto Group",
  companyAddress: "4100 John Deere Road, Moline, IL 61265, US",
  locations: [
    {
      key: "rockford",
      name: "Quad Cities Auto Group Rockford",
      addressLine1: "6250 East State Street",
      addressLine2: "Rockford, IL 61108",
    },
  ],
};

const vehicle = (over: Partial<FeedVehicle> = {}): FeedVehicle => ({
  vin: "1HGCM82633A004352",
  stockNumber: "R1234",
  condition: "used",
  year: 2021,
  make: "Honda",
  model: "CR-V",
  trim: "EX-L",
  mileage: 31250,
  price: 24995,
  initPrice: 26500,
  exteriorColor: "Platinum White",
  locationKey: "rockford",
  images: {
    previewImage: "/vehicle-images/suvs-ffffff-1.svg",
    additionalImages: ["/vehicle-images/suvs-ffffff-2.svg"],
    imageCustomBg: null,
    evoxImages: ["https://images.example/evox/1.png"],
  },
  listedAt: "2025-02-03T10:00:00.000Z",
  ...over,
});

/** The feed is well-formed XML by libxml's judgement, not ours. */
function wellFormed(xml: string): boolean {
  return spawnSync("xmllint", ["--noout", "-"], { input: xml }).status === 0;
}

/** Each item's g: fields, by name (repeated fields as lists). */
function items(xml: string) {
  const doc = create(xml).node as unknown as Document;
  return [...doc.getElementsByTagName("item")].map((item) => {
    const fields: Record<string, string[]> = {};
    for (const child of [...item.childNodes]) {
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      const name = element.namespaceURI === GOOGLE_NAMESPACE ? `g:${element.localName}` : element.localName;
      fields[name] = [...(fields[name] ?? []), element.textContent ?? ""];
    }
    return fields;
  });
}

describe("vehicle listings feed", () => {
  const now = new Date("2025-06-01T12:00:00Z");

  it("carries every field of Google's specification for a used vehicle", () => {
    const xml = vehicleListingsXml([vehicle()], dealer, now);
    expect(wellFormed(xml)).toBe(true);
    expect(xml).toContain(`<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">`);
    const [item] = items(xml);
    const link = "https://www.dealer.example/used-cars-for-sale/2021-honda-cr-v-1HGCM82633A004352";
    expect(item).toEqual({
      title: ["2021 Honda CR-V EX-L"],
      link: [link],
      "g:id": ["R1234"],
      "g:vin": ["1HGCM82633A004352"],
      "g:store_code": ["rockford"],
      "g:dealership_name": ["Quad Cities Auto Group Rockford"],
      "g:dealership_address": ["6250 East State Street, Rockford, IL 61108, US"],
      "g:price": ["24995.00 USD"],
      "g:condition": ["used"],
      "g:certified_pre_owned": ["no"],
      "g:make": ["Honda"],
      "g:model": ["CR-V"],
      "g:trim": ["EX-L"],
      "g:year": ["2021"],
      "g:mileage": ["31250 miles"],
      "g:exterior_color": ["Platinum White"],
      // Its one photo (the drawings beside it left out, as on the page), from the photo route.
      "g:image_link": [
        `https://www.dealer.example/vehicle-photos/1HGCM82633A004352/1-${photoVersion("https://images.example/evox/1.png")}-1280.jpg`,
      ],
      "g:link": [link],
      "g:date_in_stock": ["2025-02-03"],
    });
  });

  it("gives a new vehicle its MSRP and no mileage, and a certified one is used and certified", () => {
    const [fresh, certified] = items(
      vehicleListingsXml(
        [
          vehicle({ condition: "new", vin: "1HGCM82633A004353", mileage: 12 }),
          vehicle({ condition: "certified", vin: "1HGCM82633A004354" }),
        ],
        dealer,
        now,
      ),
    );
    expect(fresh!["g:condition"]).toEqual(["new"]);
    expect(fresh!["g:vehicle_msrp"]).toEqual(["26500.00 USD"]);
    expect(fresh!["g:mileage"]).toBeUndefined();
    expect(certified!["g:condition"]).toEqual(["used"]);
    expect(certified!["g:certified_pre_owned"]).toEqual(["yes"]);
    expect(certified!["g:vehicle_msrp"]).toBeUndefined();
  });

  it("escapes what a feed row may hold and stays well-formed", () => {
    const xml = vehicleListingsXml(
      [vehicle({ trim: `Sport <"Limited"> & 'More'\u0001`, make: "Rolls & Royce" })],
      dealer,
      now,
    );
    expect(wellFormed(xml)).toBe(true);
    const [item] = items(xml);
    expect(item!["g:trim"]).toEqual([`Sport <"Limited"> & 'More'`]);
    expect(item!.title).toEqual([`2021 Rolls & Royce CR-V Sport <"Limited"> & 'More'`]);
  });

  it("falls back to the group's name and address for a store it does not know", () => {
    const [item] = items(vehicleListingsXml([vehicle({ locationKey: "elkhart" })], dealer, now));
    expect(item!["g:dealership_name"]).toEqual(["Quad Cities Auto Group"]);
    expect(item!["g:dealership_address"]).toEqual([dealer.companyAddress]);
    expect(item!["g:store_code"]).toEqual(["elkhart"]);
  });

  it("is an empty channel, still well-formed, with nothing in stock", () => {
    const xml = vehicleListingsXml([], dealer, now);
    expect(wellFormed(xml)).toBe(true);
    expect(items(xml)).toEqual([]);
  });

  it("formats prices and addresses as the specification shows them", () => {
    expect(feedPrice(10499)).toBe("10499.00 USD");
    expect(dealershipAddress({ addressLine1: "1 Main St", addressLine2: "Moline, IL 61265" })).toBe(
      "1 Main St, Moline, IL 61265, US",
    );
    expect(xmlText("a\u0000b\uFFFEc")).toBe("abc");
  });
});
