import { describe, expect, it } from "vitest";
import { addressMatcher, parseAddressList } from "./address-list.server";

describe("address lists", () => {
  it("match addresses, CIDR ranges and the named ranges, IPv4 written as IPv6 included", () => {
    const matches = addressMatcher(["loopback", "10.0.0.0/8", "2001:db8::/32", "203.0.113.7"]);
    for (const inside of [
      "127.0.0.1",
      "127.9.9.9",
      "::1",
      "::ffff:127.0.0.1",
      "10.200.0.1",
      "2001:db8::5",
      "203.0.113.7",
    ])
      expect(matches(inside), inside).toBe(true);
    for (const outside of ["128.0.0.1", "::2", "11.0.0.1", "2001:db9::1", "203.0.113.8", "unknown", ""])
      expect(matches(outside), outside).toBe(false);
    const privateRanges = addressMatcher(["uniquelocal", "linklocal"]);
    expect(["192.168.1.1", "172.31.0.1", "fd12::1", "169.254.1.1", "fe80::1"].every(privateRanges)).toBe(
      true,
    );
    expect(privateRanges("172.32.0.1")).toBe(false);
  });

  it("name the first entry that is not an address", () => {
    expect(parseAddressList(" 10.0.0.1 , loopback ")).toEqual({
      ok: true,
      entries: ["10.0.0.1", "loopback"],
    });
    for (const bad of ["10.0.0.0/33", "::1/129", "10.0.0.0/8/8", "10.0.0.256", "host.example", "10.0.0.0/x"])
      expect(parseAddressList(`loopback,${bad}`)).toEqual({
        ok: false,
        message: expect.stringContaining(`"${bad}"`),
      });
    expect(parseAddressList(" , ").ok).toBe(false);
  });
});
