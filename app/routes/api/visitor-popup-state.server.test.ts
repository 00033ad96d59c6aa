import { describe, expect, it } from "vitest";
import { popupStateOf } from "./visitor-popup-state.server";

const nobody = { gates: {}, prospectLeadSent: false, profile: {}, adsValues: undefined };

describe("GET /api/visitor/popup-state's answer", () => {
  it.each<[string, Parameters<typeof popupStateOf>[0], boolean]>([
    ["a new visitor", nobody, false],
    ["an ADF lead sent from this browser", { ...nobody, prospectLeadSent: true }, true],
    ["a verified phone in the profile", { ...nobody, profile: { phoneVerified: true } }, true],
    ["the private inventory unlocked", { ...nobody, gates: { inventoryUnlockedAt: 1 } }, true],
    ["prices unlocked", { ...nobody, gates: { priceUnlockedAt: 1 } }, true],
    ["a phone verified at a gate", { ...nobody, gates: { phoneVerifiedAt: 1 } }, true],
    ["only personal terms chosen", { ...nobody, gates: { pricingTerms: undefined } }, false],
  ])("%s: isLead %s", (_, visitor, isLead) => {
    expect(popupStateOf(visitor).isLead).toBe(isLead);
  });

  it("carries the kept campaign values, or none", () => {
    expect(popupStateOf({ ...nobody, adsValues: { utm_source: "google", gclid: "x" } }).adsValues).toEqual({
      utm_source: "google",
      gclid: "x",
    });
    expect(popupStateOf(nobody).adsValues).toEqual({});
  });
});
