import os from "node:os";
import { describe, expect, it } from "vitest";
import { isSameOrigin } from "~/features/leads/intake/form-guard.server";
import { readVisitor } from "~/features/visitor/visitor.server";
import { parseEnv } from "~/lib/env.server";
import { adsValuesCookie } from "~/lib/http/cookies.server";
import { postOriginOf, prospectHeaders } from "./lead-request.server";

const env = (siteUrl: string) => ({ env: { siteUrl } }) as Parameters<typeof prospectHeaders>[2];
/** The visitor is read with the site's cookie keys; these tests read only unsigned cookies. */
const site = { env: parseEnv({ DATA_DIR: os.tmpdir(), LEAD_FORM_SECRET: "s".repeat(32) }) };
const post = (url: string) => new Request(url, { method: "POST" });

describe("the prospect cookie of a browser's first ADF lead", () => {
  it("is the session cookie adfLeadSent=1, Secure when the site is served over https", async () => {
    const secure = await prospectHeaders(
      true,
      post("https://cars.example.com/"),
      env("https://cars.example.com"),
    );
    const cookie = secure.get("set-cookie")!;
    expect(cookie).toBe("adfLeadSent=1; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(cookie).not.toMatch(/expires|max-age/i);
    const plain = await prospectHeaders(true, post("http://127.0.0.1:3000/"), env("http://127.0.0.1:3000"));
    expect(plain.get("set-cookie")).toBe("adfLeadSent=1; Path=/; HttpOnly; SameSite=Lax");
    expect((await prospectHeaders(false, post("http://x/"), env("http://x"))).get("set-cookie")).toBeNull();
  });

  it("is read back as the visitor's flag, also as browsers already carry it", async () => {
    const written = (await prospectHeaders(true, post("http://x/"), env("http://x"))).get("set-cookie")!;
    const back = (cookie: string) => readVisitor(new URL("http://localhost/"), new Headers({ cookie }), site);
    expect((await back(`other=1; ${written.split(";")[0]}`)).prospectLeadSent).toBe(true);
    expect((await back("adfLeadSent=1")).prospectLeadSent).toBe(true);
    expect((await back("adfLeadSent=")).prospectLeadSent).toBe(false);
    expect((await back("other=1")).prospectLeadSent).toBe(false);
  });
});

describe("the visitor's marketing parameters cookie", () => {
  it("gives the tracked parameters only, and nothing when it is broken", async () => {
    const ads = await adsValuesCookie.serialize({ utm_source: "google", gclid: "abc", other: "x" });
    const visitor = await readVisitor(
      new URL("http://localhost/"),
      new Headers({ cookie: ads.split(";")[0]! }),
      site,
    );
    expect(visitor.adsValues).toEqual({ utm_source: "google", gclid: "abc" });
    expect(
      (await readVisitor(new URL("http://localhost/"), new Headers({ cookie: "adsValues=%7Bbroken" }), site))
        .adsValues,
    ).toBeUndefined();
  });
});

describe("the origin of a POST", () => {
  it("carries the headers the same-origin check reads", () => {
    const request = new Request("http://127.0.0.1:3000/contact-us", {
      method: "POST",
      headers: { host: "127.0.0.1:3000", referer: "http://127.0.0.1:3000/contact-us" },
    });
    expect(postOriginOf(request)).toEqual({
      url: "http://127.0.0.1:3000/contact-us",
      host: "127.0.0.1:3000",
      origin: null,
      fetchSite: null,
      referer: "http://127.0.0.1:3000/contact-us",
    });
    expect(isSameOrigin(postOriginOf(request), [])).toBe(true);
    const foreign = new Request("http://127.0.0.1:3000/contact-us", {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(isSameOrigin(postOriginOf(foreign), [])).toBe(false);
  });
});
