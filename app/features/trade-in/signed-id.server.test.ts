import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { newAppraisalId } from "./appraisal-repository.server";
import {
  appraisalReference,
  offerPathOf,
  signId,
  tradeInSigningKey,
  verifySignedId,
} from "./signed-id.server";

const key = crypto.randomBytes(32);
const id = newAppraisalId();

describe("signed ids", () => {
  it("opens what it signed, for the purpose it signed it", () => {
    const offer = signId(key, "offer", id);
    expect(offer).toMatch(/^[\w-]{24}\.[\w-]{22}$/);
    expect(verifySignedId(key, "offer", offer)).toBe(id);
    // A draft cookie's value never opens an offer, and the other way round.
    expect(verifySignedId(key, "draft", offer)).toBeNull();
    expect(verifySignedId(key, "offer", signId(key, "draft", id))).toBeNull();
  });

  it("refuses another key, a changed id or signature, and anything malformed", () => {
    const offer = signId(key, "offer", id);
    expect(verifySignedId(crypto.randomBytes(32), "offer", offer)).toBeNull();
    const other = newAppraisalId();
    expect(verifySignedId(key, "offer", `${other}.${offer.split(".")[1]}`)).toBeNull();
    expect(
      verifySignedId(key, "offer", `${offer.slice(0, -1)}${offer.endsWith("A") ? "B" : "A"}`),
    ).toBeNull();
    for (const bad of [
      undefined,
      null,
      42,
      "",
      id,
      `${id}.`,
      `${offer}.x`,
      `' OR 1=1.${offer.split(".")[1]}`,
      "x".repeat(200),
    ])
      expect(verifySignedId(key, "offer", bad)).toBeNull();
  });

  it("derives its key from the site's signing secret, never the secret itself", () => {
    const env = {
      dataDir: "/tmp/unused",
      leads: { formSecret: "a-signing-secret-of-at-least-32-characters" },
    } as never;
    const derived = tradeInSigningKey(env);
    expect(derived).toHaveLength(32);
    expect(derived.equals(tradeInSigningKey(env))).toBe(true);
    expect(derived.toString("utf8")).not.toContain("a-signing-secret");
  });

  it("makes the offer page's path and a reference that reads well on the phone", () => {
    expect(offerPathOf(key, id)).toBe(`/sell-trade-my-car/your-vehicle/offer/${signId(key, "offer", id)}`);
    const reference = appraisalReference(id);
    expect(reference).toMatch(/^TI-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(appraisalReference(id)).toBe(reference);
    expect(appraisalReference(newAppraisalId())).not.toBe(reference);
  });
});
