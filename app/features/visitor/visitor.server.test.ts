import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { encryptField } from "~/lib/crypto/field-encryption.server";
import { parseEnv } from "~/lib/env.server";
import { signedCookiesOf } from "~/lib/http/cookies.server";
import { forgetVisitorProfileSetCookie, readVisitor, visitorProfileSetCookie } from "./visitor.server";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-cookies-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const siteEnv = (formSecret: string, encryptionKey = crypto.randomBytes(32)) => ({
  env: parseEnv({
    DATA_DIR: dataDir,
    LEAD_FORM_SECRET: formSecret,
    LEAD_ENCRYPTION_KEY: encryptionKey.toString("base64"),
  }),
});
const site = siteEnv("a".repeat(32));

const profile = {
  firstName: "Ann",
  lastName: "Secretname",
  email: "ann.secret@example.com",
  phone: "(309) 555-0123",
  homeAddress: { address: "12 Elm Street", city: "Moline", state: "IL", zipCode: "61265" },
};

/** The cookie pair (name=value) a Set-Cookie line gives the browser. */
const pair = (setCookie: string) => setCookie.split(";")[0]!;
const read = async (cookie: string, services = site) =>
  (await readVisitor(new URL("http://localhost/"), new Headers({ cookie }), services)).profile;

describe("the visitor profile cookie", () => {
  it("reads back what was saved", async () => {
    const written = await visitorProfileSetCookie(profile, site, false);
    expect(await read(pair(written))).toEqual(profile);
    expect(written).toMatch(/^visitorProfile=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await visitorProfileSetCookie(profile, site, true)).toMatch(/; Secure;/);
  });

  it("holds no readable personal data, however it is decoded", async () => {
    const value = decodeURIComponent(pair(await visitorProfileSetCookie(profile, site, false)).slice(15));
    const readable = [value, ...value.split(".").map((p) => Buffer.from(p, "base64").toString("latin1"))];
    for (const text of readable)
      for (const secret of ["Secretname", "ann.secret", "555", "Elm Street", "Moline", "61265"])
        expect(text).not.toContain(secret);
  });

  it("reads a forged, altered or foreign cookie as no profile", async () => {
    const value = decodeURIComponent(pair(await visitorProfileSetCookie(profile, site, false)).slice(15));
    const cookie = (v: string) => `visitorProfile=${encodeURIComponent(v)}`;
    // The readable format of before: base64 JSON, unsigned.
    const forged = Buffer.from(JSON.stringify({ ...profile, lastName: "Forged" })).toString("base64");
    expect(await read(cookie(forged))).toEqual({});
    // One character of the sealed value changed; the real signature put on another value.
    const at = 20;
    expect(
      await read(cookie(value.slice(0, at) + (value[at] === "A" ? "B" : "A") + value.slice(at + 1))),
    ).toEqual({});
    expect(await read(cookie(`${forged}${value.slice(value.lastIndexOf("."))}`))).toEqual({});
    // Another site's (another LEAD_FORM_SECRET): its signature is not ours.
    const other = siteEnv("b".repeat(32));
    expect(await read(pair(await visitorProfileSetCookie(profile, other, false)))).toEqual({});
    // Signed with our key but sealed with another encryption key: the encryption refuses it.
    const sealedElsewhere = encryptField(JSON.stringify(profile), crypto.randomBytes(32), "visitorProfile");
    const signedOnly = await signedCookiesOf(site.env).visitorProfile.serialize(sealedElsewhere);
    expect(await read(pair(signedOnly))).toEqual({});
    // A signed plain JSON profile (no encryption) is not a profile either.
    const plain = await signedCookiesOf(site.env).visitorProfile.serialize(profile);
    expect(await read(pair(plain))).toEqual({});
  });

  it("is forgotten by a Set-Cookie that expires it at once", async () => {
    const forget = await forgetVisitorProfileSetCookie(site, true);
    expect(forget).toMatch(/^visitorProfile=[^;]*; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(await read(pair(forget))).toEqual({});
  });
});
