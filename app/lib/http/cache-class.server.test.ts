import { describe, expect, it } from "vitest";
import {
  ANONYMOUS_CACHE_CONTROL,
  cacheControlFor,
  PERSONAL_CACHE_CONTROL,
  ResponseCacheClass,
  watchPersonalReads,
} from "./cache-class.server";

const get = (init: { status?: number; headers?: HeadersInit; method?: string; personal?: string } = {}) => {
  const cacheClass = new ResponseCacheClass();
  if (init.personal) cacheClass.markPersonal(init.personal);
  return cacheControlFor({
    method: init.method ?? "GET",
    status: init.status ?? 200,
    headers: new Headers(init.headers),
    cacheClass,
  });
};

describe("the cache class of a response", () => {
  it("lets a shared cache keep an anonymous page, redirect or not-found, per URL", () => {
    expect(get()).toBe(ANONYMOUS_CACHE_CONTROL);
    expect(get({ status: 301 })).toBe(ANONYMOUS_CACHE_CONTROL);
    expect(get({ status: 404 })).toBe(ANONYMOUS_CACHE_CONTROL);
    expect(get({ method: "HEAD" })).toBe(ANONYMOUS_CACHE_CONTROL);
    expect(ANONYMOUS_CACHE_CONTROL).toMatch(/^public, /);
    expect(ANONYMOUS_CACHE_CONTROL).toContain("s-maxage=");
  });

  it("never lets anything keep a personal answer, an action's answer or one that sets a cookie", () => {
    expect(get({ personal: "profile" })).toBe(PERSONAL_CACHE_CONTROL);
    expect(get({ method: "POST" })).toBe(PERSONAL_CACHE_CONTROL);
    expect(get({ method: "POST", status: 303 })).toBe(PERSONAL_CACHE_CONTROL);
    expect(get({ headers: { "set-cookie": "a=1" } })).toBe(PERSONAL_CACHE_CONTROL);
    // Even a route's own public header loses to what the request read.
    expect(get({ personal: "gate", headers: { "cache-control": "public, max-age=600" } })).toBe(
      PERSONAL_CACHE_CONTROL,
    );
  });

  it("keeps a route's own header and stores no server error", () => {
    expect(get({ headers: { "cache-control": "public, max-age=3600" } })).toBe("public, max-age=3600");
    expect(get({ status: 500 })).toBe("no-store");
    expect(get({ status: 503 })).toBe("no-store");
  });
});

describe("watching the visitor's personal fields", () => {
  const visitor = { language: "es", profile: { firstName: "Ana" }, adsValues: undefined, prospect: false };

  it("marks the response personal when a loader reads a field that holds something", () => {
    const cacheClass = new ResponseCacheClass();
    const watched = watchPersonalReads(visitor, ["profile", "adsValues", "prospect"], cacheClass);
    expect(watched.language).toBe("es");
    expect(cacheClass.personal).toBe(false);
    expect(watched.profile).toEqual({ firstName: "Ana" });
    expect(cacheClass.personal).toBe(true);
    expect(cacheClass.reasons).toEqual(["profile"]);
  });

  it("leaves it anonymous when the fields read are empty", () => {
    const cacheClass = new ResponseCacheClass();
    const watched = watchPersonalReads(
      { profile: {}, adsValues: undefined, prospect: false },
      ["profile", "adsValues", "prospect"],
      cacheClass,
    );
    expect([watched.profile, watched.adsValues, watched.prospect]).toEqual([{}, undefined, false]);
    expect(cacheClass.personal).toBe(false);
  });
});
