import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import type { PriceUnlockScope } from "~/features/company/settings-schema";
import type { Condition } from "~/features/inventory/vehicle";
import type { LeadGates, PricingTerms } from "./lead-gates";
import { monthlyPaymentFor } from "./personal-payments";
import {
  ANONYMOUS_PRICES,
  isPriceLocked,
  lockableCard,
  type PriceAccess,
  type PricePlace,
  priceAccessOf,
  priceLockApplies,
  priceRulesOf,
  priceView,
  withoutPrices,
} from "./price-view";

const settings = loadSettings(path.resolve("content"));
const base = priceRulesOf(settings);
const rules = (scopes: PriceUnlockScope[]) => ({ ...base, scopes });
const { payments, documentaryFee } = base;

const TERMS: PricingTerms = { downPayment: 4_000, tradingIn: true, tradeEquity: 2_500, creditBand: "fair" };
const unlocked: PriceAccess = { unlocked: () => true, terms: undefined };
const withTerms: PriceAccess = { unlocked: () => true, terms: TERMS };

describe("which prices the store locks", () => {
  it("reads the demo setting: new cars", () => {
    expect(settings.store.priceUnlock).toEqual(["new"]);
  });

  it.each<[Condition, PriceUnlockScope[], PricePlace, boolean]>([
    ["new", ["new"], "search", true],
    ["new", ["new"], "elsewhere", true],
    ["used", ["new"], "search", false],
    ["certified", ["new"], "elsewhere", false],
    ["used", ["used", "certified"], "elsewhere", true],
    ["certified", ["used", "certified"], "search", true],
    // "search": every search card, whatever its condition; not the vehicle's own page.
    ["used", ["search"], "search", true],
    ["new", ["search"], "search", true],
    ["used", ["search"], "elsewhere", false],
    ["new", [], "search", false],
    ["used", [], "elsewhere", false],
  ])("a %s car with %j at %s: locked %s", (condition, scopes, place, locked) => {
    expect(priceLockApplies(condition, scopes, place)).toBe(locked);
  });
});

describe("what a card or page may show", () => {
  const car = (condition: Condition) => ({ condition, price: 31_450, oldPrice: 32_900 });

  it.each<[string, Condition, PriceUnlockScope[], PriceAccess, "locked" | "default" | "personal"]>([
    ["a locked car, prices not unlocked", "new", ["new"], ANONYMOUS_PRICES, "locked"],
    ["a locked car, prices unlocked", "new", ["new"], unlocked, "default"],
    ["a locked car, unlocked with terms", "new", ["new"], withTerms, "personal"],
    ["an open car, nothing unlocked", "used", ["new"], ANONYMOUS_PRICES, "default"],
    ["an open car, with terms", "used", ["new"], withTerms, "personal"],
    ["nothing locked, terms", "new", [], withTerms, "personal"],
  ])("%s: %s", (_name, condition, scopes, access, expected) => {
    const view = priceView(car(condition), "elsewhere", rules(scopes), access);
    if (expected === "locked") {
      expect(view).toEqual({ locked: true });
      return;
    }
    expect(view).toEqual({
      locked: false,
      price: 31_450,
      oldPrice: 32_900,
      monthlyPayment: monthlyPaymentFor(
        31_450,
        payments,
        documentaryFee,
        expected === "personal" ? TERMS : undefined,
      ),
      personal: expected === "personal",
    });
  });

  it("asks whether prices are unlocked only for a locked car", () => {
    let asked = 0;
    const access: PriceAccess = { unlocked: () => ++asked > 0 && false, terms: undefined };
    priceView(car("used"), "search", rules(["new"]), access);
    expect(asked).toBe(0);
    priceView(car("new"), "search", rules(["new"]), access);
    expect(asked).toBe(1);
  });
});

describe("the visitor's price access", () => {
  /** A visitor whose profile counts its reads (reading one that holds something is personal). */
  const visitor = (gates: LeadGates, unlockPrice?: number) => {
    const reads = { profile: 0 };
    return {
      reads,
      visitor: {
        gates,
        get profile() {
          reads.profile++;
          return unlockPrice === undefined ? {} : { unlockPrice };
        },
      },
    };
  };

  it.each<[string, LeadGates, number | undefined, boolean, number]>([
    ["nothing passed", {}, undefined, false, 1],
    ["the price gate passed", { priceUnlockedAt: 1 }, undefined, true, 0],
    ["the questionnaire done", { priceUnlockedAt: 1, pricingTerms: TERMS }, undefined, true, 0],
    ["only the private inventory", { inventoryUnlockedAt: 1 }, undefined, false, 1],
    ["the profile's unlockPrice (a first complete save)", {}, 1_700_000_000_000, true, 1],
  ])("%s: unlocked %s", (_name, gates, unlockPrice, expected, profileReads) => {
    const { visitor: v, reads } = visitor(gates, unlockPrice);
    const access = priceAccessOf(v);
    expect(reads.profile).toBe(0);
    expect(access.unlocked()).toBe(expected);
    expect(reads.profile).toBe(profileReads);
    expect(access.terms).toBe(gates.pricingTerms);
  });
});

describe("a locked car's data", () => {
  const card = {
    vin: "1HGCV1F34LA000001",
    condition: "new" as const,
    price: 28_990,
    oldPrice: 29_990,
    initPrice: 30_500,
    monthlyPayment: 512,
    make: "Honda",
  };

  it("holds no price field at all", () => {
    const locked = withoutPrices(card);
    expect(locked).toEqual({ vin: card.vin, condition: "new", make: "Honda", priceLocked: true });
    const json = JSON.stringify(locked);
    for (const figure of ["28990", "29990", "30500", "512"]) expect(json).not.toContain(figure);
    expect(isPriceLocked(locked)).toBe(true);
    expect(isPriceLocked(card)).toBe(false);
  });

  it("is locked in lists only where the store locks it", () => {
    expect(isPriceLocked(lockableCard(card, "elsewhere", rules(["new"]), ANONYMOUS_PRICES))).toBe(true);
    expect(lockableCard(card, "elsewhere", rules(["new"]), unlocked)).toBe(card);
    expect(lockableCard(card, "elsewhere", rules(["search"]), ANONYMOUS_PRICES)).toBe(card);
    expect(isPriceLocked(lockableCard(card, "search", rules(["search"]), ANONYMOUS_PRICES))).toBe(true);
  });
});
