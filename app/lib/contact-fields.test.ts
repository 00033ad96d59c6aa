import { describe, expect, it } from "vitest";
import { digitsOnly, formatPhone, nationalDigits } from "./contact-fields";

describe("phone masks", () => {
  const number = "3095550123";
  it.each([
    ["general", "(309) 555-0123"],
    ["input", "+1 (309) 555-0123"],
    ["email", "+1 (309) 555-0123"],
    ["adf", "309-555-0123"],
    ["search", "3095550123"],
    ["default", "+13095550123"],
  ] as const)("%s gives %s", (mask, expected) => {
    expect(formatPhone(number, mask)).toBe(expected);
    expect(formatPhone("+1 (309) 555-0123", mask)).toBe(expected);
    expect(formatPhone("1-309-555-0123", mask)).toBe(expected);
  });

  it("gives a stored number that is not North American as its digits only", () => {
    expect(formatPhone(" +44 20 7946 0958 ", "adf")).toBe("+442079460958");
    expect(formatPhone("<b>+44 20</b>\n7946 0958", "adf")).toBe("+442079460958");
    expect(formatPhone("Not provided", "adf")).toBe("Not provided");
    expect(nationalDigits("23095550123")).toBeUndefined();
    expect(digitsOnly("+1 (309) 555-0123")).toBe("13095550123");
  });
});
