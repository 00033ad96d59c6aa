import { describe, expect, it } from "vitest";
import { pickAdsValues } from "~/features/visitor/marketing-params";
import {
  buildLeadPayload,
  leadAddress,
  leadUser,
  leadVehicle,
  NOT_PROVIDED,
  parseAmount,
} from "./lead-payload";

const complete = { address: "1 Elm St", city: "Moline", state: "IL", zipCode: "61265" };

describe("the lead payload", () => {
  it("attaches an address only when address, city, state and zipCode are all present", () => {
    expect(leadAddress({ address: complete })).toEqual({
      type: "delivery",
      street: "1 Elm St",
      city: "Moline",
      regioncode: "IL",
      postalcode: "61265",
    });
    for (const missing of ["address", "city", "state", "zipCode"] as const)
      expect(leadAddress({ address: { ...complete, [missing]: " " } })).toBeUndefined();
  });

  it("types the address home when the home address is stored, otherwise delivery", () => {
    const home = { ...complete, address: "9 Home Rd", apartment: " 3 " };
    expect(leadAddress({ homeAddress: home, address: complete })).toMatchObject({
      type: "home",
      street: "9 Home Rd",
      apartment: "3",
    });
    expect(leadAddress({ homeAddress: { ...home, city: "" }, address: complete })?.type).toBe("delivery");
  });

  it("sends missing names as 'Not provided', and the phone too when there is no e-mail either", () => {
    expect(leadUser({})).toEqual({ firstName: NOT_PROVIDED, lastName: NOT_PROVIDED, phone: NOT_PROVIDED });
    expect(leadUser({ email: "a@b.co" })).toEqual({
      firstName: NOT_PROVIDED,
      lastName: NOT_PROVIDED,
      email: "a@b.co",
    });
    expect(leadUser({ phone: " 3095550123 ", firstName: " Jo " })).toEqual({
      firstName: "Jo",
      lastName: NOT_PROVIDED,
      phone: "3095550123",
    });
  });

  it("sets the vehicle's interest and status as the spec says", () => {
    expect(leadVehicle("UNLOCK_PRICE", { condition: "new" })).toEqual({ interest: "buy", condition: "new" });
    expect(leadVehicle("UNLOCK_PRICE", { condition: "certified" }).condition).toBe("used");
    expect(leadVehicle("UNLOCK_PRICE", {}).condition).toBe("used");
    expect(leadVehicle("SELL_OR_TRADE", { condition: "NEW" })).toEqual({
      interest: "sell",
      condition: "new",
    });
    expect(
      leadVehicle("CAREERS", { price: "$18,995", miles: "42,000 mi", year: 2019, vin: "abc" }),
    ).toMatchObject({
      price: 18995,
      miles: 42000,
      year: "2019",
      vin: "ABC",
    });
  });

  it("reads amounts and tracked parameters", () => {
    expect(parseAmount("12,500")).toBe(12500);
    expect(parseAmount("twelve")).toBeUndefined();
    expect(parseAmount(Number.NaN)).toBeUndefined();
    expect(pickAdsValues({ utm_source: " fb ", evil: "x", gclid: "" })).toEqual({ utm_source: "fb" });
    expect(pickAdsValues({ evil: "x" })).toBeUndefined();
  });

  it("leaves out empty parts", () => {
    const payload = buildLeadPayload(
      {
        kind: "CAREERS",
        user: {},
        vehicle: { make: " " },
        sellVehicle: {},
        comments: " ",
        url: "https://x.example/",
      },
      {
        vendor: { vendorName: "D", contact: {} },
        prospectStatus: "new",
        requestDate: "2026-11-01T00:00:00.000Z",
      },
    );
    expect(Object.keys(payload).sort()).toEqual([
      "kind",
      "prospectStatus",
      "requestDate",
      "url",
      "user",
      "vendor",
    ]);
  });
});
