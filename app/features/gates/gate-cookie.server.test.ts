import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { signedCookiesOf } from "~/lib/http/cookies.server";
import { forgetLeadGatesSetCookie, leadGatesSetCookie, readLeadGates } from "./gate-cookie.server";
import { isLead, type LeadGates, passGates, pricesUnlocked } from "./lead-gates";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-gates-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const siteEnv = (formSecret: string) => ({
  env: parseEnv({
    DATA_DIR: dataDir,
    LEAD_FORM_SECRET: formSecret,
    LEAD_ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64"),
  }),
});
const site = siteEnv("a".repeat(32));
const pair = (setCookie: string) => setCookie.split(";")[0]!;

const gates: LeadGates = {
  inventoryUnlockedAt: 1_700_000_000_000,
  pricingTerms: { downPayment: 2500, tradingIn: true, tradeEquity: 4000, creditBand: "fair" },
};

describe("the lead gates' cookie", () => {
  it("reads back what was passed, and holds nothing readable", async () => {
    const written = await leadGatesSetCookie(gates, site, true);
    expect(written).toMatch(/^leadGates=[^;]+; Max-Age=7776000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(await readLeadGates(pair(written), site)).toEqual(gates);
    const value = decodeURIComponent(pair(written).slice("leadGates=".length));
    for (const part of [value, ...value.split(".").map((p) => Buffer.from(p, "base64").toString("latin1"))])
      for (const secret of ["fair", "2500", "inventoryUnlockedAt"]) expect(part).not.toContain(secret);
  });

  it("reads a forged, foreign or unsigned cookie as no gate passed", async () => {
    const forged = Buffer.from(JSON.stringify({ inventoryUnlockedAt: 1 })).toString("base64");
    expect(await readLeadGates(`leadGates=${forged}`, site)).toEqual({});
    const foreign = await leadGatesSetCookie(gates, siteEnv("b".repeat(32)), false);
    expect(await readLeadGates(pair(foreign), site)).toEqual({});
    // Signed by us, but plain JSON: a visitor cannot write their own unlock.
    const plain = await signedCookiesOf(site.env).leadGates.serialize({ inventoryUnlockedAt: 1 });
    expect(await readLeadGates(pair(plain), site)).toEqual({});
    expect(await readLeadGates(null, site)).toEqual({});
  });

  it("is forgotten at once", async () => {
    const forget = await forgetLeadGatesSetCookie(site, false);
    expect(forget).toMatch(/^leadGates=; Max-Age=0;/);
  });
});

describe("what the gates mean", () => {
  it("keeps the first time each gate was passed and adds the new ones", () => {
    const later = passGates(gates, { inventoryUnlockedAt: 2, priceUnlockedAt: 3 });
    expect(later.inventoryUnlockedAt).toBe(gates.inventoryUnlockedAt);
    expect(later.priceUnlockedAt).toBe(3);
    expect(later.pricingTerms).toEqual(gates.pricingTerms);
    const newTerms = passGates(later, {
      pricingTerms: { downPayment: 0, tradingIn: false, tradeEquity: 0, creditBand: "good" },
    });
    expect(newTerms.pricingTerms?.creditBand).toBe("good");
  });

  it("unlocks prices by a gate or the profile's unlockPrice; a lead is anyone who gave details", () => {
    expect(pricesUnlocked({})).toBe(false);
    expect(pricesUnlocked({}, 5)).toBe(true);
    expect(pricesUnlocked({ priceUnlockedAt: 5 })).toBe(true);
    expect(isLead({}, false)).toBe(false);
    expect(isLead({}, true)).toBe(true);
    expect(isLead({}, false, true)).toBe(true);
    expect(isLead({ inventoryUnlockedAt: 1 }, false)).toBe(true);
    expect(isLead({ pricingTerms: gates.pricingTerms }, false)).toBe(false);
  });
});
