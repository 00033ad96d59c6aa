import { describe, expect, it } from "vitest";
import { isValidHost, refusalOf } from "./request-guards";

const request = (init: Partial<Parameters<typeof refusalOf>[0]>) =>
  refusalOf({ method: "GET", url: "/", httpVersion: "1.1", host: "cars.example.com", ...init });

describe("request guards", () => {
  it("let through what a browser sends", () => {
    for (const method of ["GET", "HEAD", "POST"]) expect(request({ method })).toBeUndefined();
    expect(request({ url: "/used-cars-for-sale?make=Honda&q=a\\b" })).toBeUndefined();
    expect(request({ url: "/%5Cevil.example" })).toBeUndefined();
    expect(request({ httpVersion: "1.0", host: undefined })).toBeUndefined();
  });

  it("refuse a method the site does not serve: 405 when HTTP defines it, 501 otherwise", () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT"])
      expect(request({ method })?.status, method).toBe(405);
    for (const method of ["PROPFIND", "TRACK", "PURGE"])
      expect(request({ method })?.status, method).toBe(501);
  });

  it("refuse a missing or invalid Host, and a target that is not a clean path, with 400", () => {
    expect(request({ host: undefined })?.status).toBe(400);
    expect(request({ host: "bad host" })?.status).toBe(400);
    expect(request({ url: "http://evil.example/" })?.status).toBe(400);
    expect(request({ url: "*" })?.status).toBe(400);
    expect(request({ url: "/\\evil.example/x" })?.status).toBe(400);
  });

  it("know a valid Host", () => {
    for (const host of [
      "cars.example.com",
      "cars.example.com:8080",
      "localhost",
      "127.0.0.1:3000",
      "[::1]:80",
      "my_app",
      "example.com.",
    ])
      expect(isValidHost(host), host).toBe(true);
    for (const host of [
      "",
      "bad host",
      "a@b",
      "x:99999",
      "x:",
      "[::g]",
      "[::1",
      "999.1.1.1",
      "a/b",
      "a\\b",
      "-x.com",
      "x.com:80:80",
    ])
      expect(isValidHost(host), host).toBe(false);
  });
});
