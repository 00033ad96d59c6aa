import { describe, expect, it } from "vitest";
import type { Env } from "~/lib/env.server";
import { runWithRequestLimits } from "~/lib/rate-limit.server";
import { mayEmailSeller, mayStartDraft, sellerAddressKey } from "./trade-in-limits.server";

// A fresh environment object is a fresh set of limits (they live as long as the env: the process).
const siteEnv = () =>
  ({
    dataDir: "/nonexistent",
    redisUrl: undefined,
    leads: { formSecret: "a-signing-secret-of-at-least-32-characters" } as Env["leads"],
  }) as Pick<Env, "dataDir" | "leads" | "redisUrl">;

const times = async (count: number, ask: () => Promise<boolean>) => {
  const answers: boolean[] = [];
  for (let i = 0; i < count; i++) answers.push(await ask());
  return answers;
};

describe("the sell-or-trade flow's limits", () => {
  it("e-mails one address at most 3 times a day, however it is written and whoever asks", async () => {
    const services = { env: siteEnv() };
    expect(await times(4, () => mayEmailSeller(services, "Ann.Seller@Example.com "))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(await mayEmailSeller(services, "ann.seller@example.com")).toBe(false);
    // Another address has its own count, and the machine's exemption is no exemption here.
    expect(await mayEmailSeller(services, "bob@example.com")).toBe(true);
    expect(
      await runWithRequestLimits({ exemptAddress: "127.0.0.1" }, () =>
        mayEmailSeller(services, "ann.seller@example.com"),
      ),
    ).toBe(false);
  });

  it("counts an address under a keyed hash, never the address itself", () => {
    const env = siteEnv();
    const key = sellerAddressKey(env, "ann.seller@example.com");
    expect(key).not.toContain("ann");
    expect(sellerAddressKey(env, " ANN.SELLER@example.com")).toBe(key);
    expect(
      sellerAddressKey(
        { ...env, leads: { formSecret: "another-signing-secret-of-32-chars!" } as Env["leads"] },
        "ann.seller@example.com",
      ),
    ).not.toBe(key);
  });

  it("lets one visitor start 10 drafts in 10 minutes, as many as lead forms it may send", async () => {
    const services = { env: siteEnv() };
    expect(await times(11, () => mayStartDraft(services, "203.0.113.7"))).toEqual([
      ...Array(10).fill(true),
      false,
    ]);
    expect(await mayStartDraft(services, "203.0.113.8")).toBe(true);
    // RATE_LIMIT_EXEMPT's address is not counted, as for every limit by address.
    expect(
      await runWithRequestLimits({ exemptAddress: "203.0.113.7" }, () =>
        mayStartDraft(services, "203.0.113.7"),
      ),
    ).toBe(true);
  });
});
