import { describe, expect, it } from "vitest";
import { isTextableNumber, textableNationalNumber } from "./textable-number";

describe("the numbers the site texts a code to", () => {
  it.each([
    ["(309) 555-0123", "3095550123"],
    ["309-555-0123", "3095550123"],
    ["+1 309 555 0123", "3095550123"],
    ["1 (563) 555-0150", "5635550150"],
    ["416 555 0199", "4165550199"], // Toronto
    ["(787) 555-0100", "7875550100"], // Puerto Rico is in the US
  ])("takes the US or Canadian number %s", (phone, national) => {
    expect(textableNationalNumber(phone)).toBe(national);
  });

  it.each([
    ["+44 20 7946 0958", "the United Kingdom"],
    ["+882 1234 5678 90", "an international network"],
    ["011 44 20 7946 0958", "an international call from the US"],
    ["2 309 555 0123", "11 digits not starting with 1"],
    ["(876) 555-0142", "Jamaica"],
    ["(809) 555-0142", "the Dominican Republic"],
    ["(441) 555-0142", "Bermuda"],
    ["1-900-555-0142", "a premium-rate number"],
    ["(800) 555-0142", "a toll-free number"],
    ["(500) 555-0142", "a personal-communication number"],
    ["(309) 155-0142", "an exchange starting with 1"],
    ["(109) 555-0142", "an area code starting with 1"],
    ["(911) 555-0142", "a service code as area code"],
    ["(309) 411-0142", "a service code as exchange"],
    ["309 555 012", "too few digits"],
  ])("refuses %s (%s)", (phone) => {
    expect(isTextableNumber(phone)).toBe(false);
  });
});
