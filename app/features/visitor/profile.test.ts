import { describe, expect, it } from "vitest";
import {
  type ProfileDetails,
  profileDetailsOf,
  sameVisitorData,
  saveVisitorProfile,
  type VisitorProfile,
  verifiedPhoneProfile,
  visitorProfileSchema,
} from "./profile";

const details = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  phone: "(309) 555-0123",
  homeAddress: { address: "1 Main St", city: "Moline", state: "IL", zipCode: "61265" },
};

const NOW = 1_700_000_000_000;
let ids = 0;
const save = (
  saved: VisitorProfile,
  submitted: ProfileDetails,
  options: { functionalAllowed?: boolean; uniqueUserId?: string } = {},
) =>
  saveVisitorProfile(saved, submitted, {
    functionalAllowed: options.functionalAllowed ?? true,
    uniqueUserId: options.uniqueUserId,
    now: NOW,
    newId: () => `id-${++ids}`,
  });

describe("sameVisitorData", () => {
  it.each([
    ["the same details", details, true],
    ["another case and phone format", { ...details, email: "ANN@example.com", phone: "309-555-0123" }, true],
    ["another ZIP code", { ...details, homeAddress: { ...details.homeAddress, zipCode: "61266" } }, false],
    ["another phone", { ...details, phone: "(309) 555-0199" }, false],
  ])("%s: %s", (_name, submitted, same) => {
    expect(sameVisitorData(details, submitted)).toBe(same);
  });

  it("never calls an empty profile the same", () => {
    expect(sameVisitorData({}, details)).toBe(false);
  });
});

describe("saving the visitor profile", () => {
  type Row = {
    rule: string;
    saved: VisitorProfile;
    submitted: ProfileDetails;
    functionalAllowed?: boolean;
    uniqueUserId?: string;
    expected:
      | { remembered: false }
      | {
          profile: Partial<VisitorProfile>;
          absent?: Array<keyof VisitorProfile>;
          firstCompleteSave: boolean;
          uniqueUserId: "new" | string | undefined;
          writeUniqueUserId: boolean;
        };
  };
  const complete = { ...details, unlockPrice: 1 };
  const rows: Row[] = [
    {
      rule: "functional refused: nothing is remembered, even a first complete save",
      saved: {},
      submitted: details,
      functionalAllowed: false,
      expected: { remembered: false },
    },
    {
      rule: "the first complete save sets unlockPrice, creates the id and says so",
      saved: {},
      submitted: details,
      expected: {
        profile: { ...details, unlockPrice: NOW },
        firstCompleteSave: true,
        uniqueUserId: "new",
        writeUniqueUserId: true,
      },
    },
    {
      rule: "the first complete save keeps the id the browser already has",
      saved: {},
      submitted: details,
      uniqueUserId: "kept-id",
      expected: {
        profile: { unlockPrice: NOW },
        firstCompleteSave: true,
        uniqueUserId: "kept-id",
        writeUniqueUserId: false,
      },
    },
    {
      rule: "an incomplete save (no phone) is remembered but is not the first complete one",
      saved: {},
      submitted: { firstName: "Ann", lastName: "Lee", email: "ann@example.com" },
      expected: {
        profile: { firstName: "Ann", email: "ann@example.com" },
        absent: ["unlockPrice", "phone"],
        firstCompleteSave: false,
        uniqueUserId: undefined,
        writeUniqueUserId: false,
      },
    },
    {
      rule: "the save that completes an earlier incomplete one is the first complete save",
      saved: { firstName: "Ann", lastName: "Lee", email: "ann@example.com" },
      submitted: { phone: "(309) 555-0123" },
      expected: {
        profile: { ...details, homeAddress: undefined, unlockPrice: NOW },
        absent: ["homeAddress"],
        firstCompleteSave: true,
        uniqueUserId: "new",
        writeUniqueUserId: true,
      },
    },
    {
      rule: "a later complete save keeps unlockPrice and is not first",
      saved: complete,
      submitted: { ...details, firstName: "Annie" },
      uniqueUserId: "kept-id",
      expected: {
        profile: { firstName: "Annie", unlockPrice: 1 },
        firstCompleteSave: false,
        uniqueUserId: "kept-id",
        writeUniqueUserId: false,
      },
    },
    {
      rule: "a changed phone is no longer verified",
      saved: { ...complete, phoneVerified: true },
      submitted: { phone: "(309) 555-0199" },
      expected: {
        profile: { phone: "(309) 555-0199", phoneVerified: false },
        firstCompleteSave: false,
        uniqueUserId: undefined,
        writeUniqueUserId: false,
      },
    },
    {
      rule: "the same phone in another format stays verified",
      saved: { ...complete, phoneVerified: true },
      submitted: { phone: "309.555.0123" },
      expected: {
        profile: { phoneVerified: true },
        firstCompleteSave: false,
        uniqueUserId: undefined,
        writeUniqueUserId: false,
      },
    },
    {
      rule: "a form that does not ask a detail keeps the saved one",
      saved: complete,
      submitted: { email: "ann.new@example.com", lastName: "  " },
      expected: {
        profile: { lastName: "Lee", email: "ann.new@example.com", homeAddress: details.homeAddress },
        firstCompleteSave: false,
        uniqueUserId: undefined,
        writeUniqueUserId: false,
      },
    },
    {
      rule: "the location address is kept beside the home address",
      saved: complete,
      submitted: {
        locationAddress: { address: "9 River Dr", city: "Davenport", state: "IA", zipCode: "52801" },
      },
      expected: {
        profile: {
          homeAddress: details.homeAddress,
          locationAddress: { address: "9 River Dr", city: "Davenport", state: "IA", zipCode: "52801" },
        },
        firstCompleteSave: false,
        uniqueUserId: undefined,
        writeUniqueUserId: false,
      },
    },
    {
      rule: "an id from a legacy profile moves to its own cookie, out of the profile",
      saved: { ...complete, uniqueUserId: "legacy-id" },
      submitted: details,
      expected: {
        profile: { unlockPrice: 1 },
        absent: ["uniqueUserId"],
        firstCompleteSave: false,
        uniqueUserId: "legacy-id",
        writeUniqueUserId: true,
      },
    },
  ];

  it.each(rows)("$rule", ({ saved, submitted, functionalAllowed, uniqueUserId, expected }) => {
    const result = save(saved, submitted, { functionalAllowed, uniqueUserId });
    if (!("profile" in expected)) {
      expect(result).toEqual({ remembered: false });
      return;
    }
    if (!result.remembered) throw new Error("expected the profile to be remembered");
    const { absent = [], ...rest } = expected;
    for (const [key, value] of Object.entries(rest.profile))
      if (value !== undefined) expect(result.profile[key as keyof VisitorProfile], key).toEqual(value);
    for (const key of absent) expect(result.profile[key], key).toBeUndefined();
    expect(result.firstCompleteSave).toBe(rest.firstCompleteSave);
    expect(result.writeUniqueUserId).toBe(rest.writeUniqueUserId);
    if (rest.uniqueUserId === "new") expect(result.uniqueUserId).toMatch(/^id-\d+$/);
    else expect(result.uniqueUserId).toBe(rest.uniqueUserId);
    // Whatever was saved reads back through the cookie's schema.
    expect(visitorProfileSchema.parse(result.profile)).toEqual(result.profile);
  });

  it("never puts a date of birth, SSN or comments of a lead into the profile", () => {
    const user = {
      ...details,
      dateOfBirth: "1980-02-29",
      ssn: "123-45-6789",
      comments: "Call after five",
      address: { address: "9 River Dr", zipCode: "52801" },
    };
    const profile = profileDetailsOf(user);
    expect(Object.keys(profile).sort()).toEqual(
      ["email", "firstName", "homeAddress", "lastName", "locationAddress", "phone"].sort(),
    );
    expect(JSON.stringify(profile)).not.toMatch(/1980|6789|five/);
    expect(profile.locationAddress).toEqual({ address: "9 River Dr", zipCode: "52801" });
    // The profile's schema has no place for them either: a forged cookie's extras are dropped.
    expect(visitorProfileSchema.parse({ ...details, dateOfBirth: "1980-02-29" })).not.toHaveProperty(
      "dateOfBirth",
    );
  });

  it("drops an address without a street or ZIP code", () => {
    expect(profileDetailsOf({ homeAddress: { city: "Moline", state: "IL" } }).homeAddress).toBeUndefined();
  });
});

describe("a verified phone", () => {
  it.each([
    ["functional allowed: the number, verified", true, { ...details, phoneVerified: true }],
    ["functional refused: nothing", false, undefined],
  ])("%s", (_name, allowed, expected) => {
    expect(verifiedPhoneProfile(details, "(309) 555-0123", allowed)).toEqual(expected);
  });
});
