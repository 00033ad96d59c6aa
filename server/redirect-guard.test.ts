import { describe, expect, it } from "vitest";
import { sameSiteLocation } from "./redirect-guard";

const HOSTS = ["cars.example.com", "127.0.0.1:3000"];

describe("sameSiteLocation", () => {
  it("leaves a redirect on the site alone", () => {
    for (const location of [
      "/auto-financing",
      "/used-cars-for-sale?make=Honda",
      "https://cars.example.com/x",
      "http://127.0.0.1:3000/",
      "x/y",
      "?page=2",
    ])
      expect(sameSiteLocation(location, HOSTS), location).toBeUndefined();
  });

  it("brings back on the site a path a browser would read as another host", () => {
    expect(sameSiteLocation("//evil.example/x", HOSTS)).toBe("/evil.example/x");
    expect(sameSiteLocation("/\\evil.example/../brand/", HOSTS)).toBe("/evil.example/../brand/");
    expect(sameSiteLocation("\\\\evil.example", HOSTS)).toBe("/evil.example");
    expect(sameSiteLocation("/\t/evil.example", HOSTS)).toBe("/evil.example");
  });

  it("sends anything else that leaves the site home", () => {
    for (const location of [
      "https://evil.example/",
      "javascript:alert(1)",
      "http://cars.example.com.evil.example/",
      "https://user@evil.example",
    ])
      expect(sameSiteLocation(location, HOSTS), location).toBe("/");
  });
});
