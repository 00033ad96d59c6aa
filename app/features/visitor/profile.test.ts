import { describe, expect, it } from "vitest";
import { mergeVisitorProfile, sameVisitorData } from "./profile";

describe("visitor profile", () => {
  const details = {
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    phone: "(309) 555-0123",
    homeAddress: { address: "1 Main St", city: "Moline", state: "IL", zipCode: "61265" },
  };

  it("sees the same data through case and phone formatting, and a change as a change", () => {
    const saved = mergeVisitorProfile({}, details, 1);
    expect(sameVisitorData(saved, { ...details, email: "ANN@example.com", phone: "309-555-0123" })).toBe(
      true,
    );
    expect(
      sameVisitorData(saved, { ...details, homeAddress: { ...details.homeAddress, zipCode: "61266" } }),
    ).toBe(false);
    expect(sameVisitorData({}, details)).toBe(false);
  });

  it("sets unlockPrice and uniqueUserId on the first complete save only", () => {
    const first = mergeVisitorProfile({}, details, 1000);
    expect(first.unlockPrice).toBe(1000);
    expect(first.uniqueUserId).toMatch(/^[0-9a-f-]{36}$/);
    const second = mergeVisitorProfile(first, { ...details, phone: "(309) 555-0199" }, 2000);
    expect(second.unlockPrice).toBe(1000);
    expect(second.uniqueUserId).toBe(first.uniqueUserId);
    expect(second.phoneVerified).toBe(false);
  });
});
