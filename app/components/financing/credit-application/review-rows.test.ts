import { describe, expect, it } from "vitest";
import { formatDuration, formatMonthly, maskSsn, reviewSections } from "./review-rows";

describe("the review of a credit application", () => {
  it("masks an SSN to its last four digits however it was typed", () => {
    expect(maskSsn("457-55-5462")).toBe("***-**-5462");
    expect(maskSsn("457555462")).toBe("***-**-5462");
    expect(maskSsn(" 457 55 5462 ")).toBe("***-**-5462");
    expect(maskSsn("")).toBeNull();
    expect(maskSsn(undefined)).toBeNull();
    expect(maskSsn("12")).toBeNull();
  });

  it("reads amounts and durations as a person would say them", () => {
    expect(formatMonthly("4,800")).toBe("$4,800 a month");
    expect(formatMonthly("$1150")).toBe("$1,150 a month");
    expect(formatMonthly("about 900")).toBe("about 900");
    expect(formatMonthly("")).toBeNull();
    expect(formatDuration("3", "2")).toBe("3 years 2 months");
    expect(formatDuration("1", "")).toBe("1 year");
    expect(formatDuration("", "1")).toBe("1 month");
    expect(formatDuration("", "")).toBeNull();
  });

  it("groups what was entered by step, and never shows an SSN in full", () => {
    const sections = reviewSections({
      firstName: "Carla",
      lastName: "Reyes",
      suffix: "Jr.",
      dateOfBirth: "1986-04-12",
      email: "carla@example.com",
      phone: "309-555-0144",
      residences: [
        {
          fullAddress: "400 River Drive",
          apartment: "2B",
          city: "Moline",
          state: "IL",
          zipCode: "61265",
          housingStatus: "Rent",
          monthlyRent: "1150",
          yearsAtAddress: "3",
          monthsAtAddress: "2",
        },
      ],
      employments: [{ employer: "John Deere", incomeType: "Full-time", monthlyIncome: "4,800", years: "6" }],
      hasCoBorrower: "on",
      coBorrower: {
        firstName: "Luis",
        lastName: "Reyes",
        ssn: "219-09-9999",
        residences: [{}],
        employments: [],
      },
    });
    expect(sections.map((s) => [s.stepId, s.title])).toEqual([
      ["applicant", "About you"],
      ["residence", "Where you live"],
      ["employment", "Where you work"],
      ["co-borrower", "Co-borrower"],
    ]);
    const rows = (i: number, g = 0) =>
      Object.fromEntries(
        sections[i]!.groups[g]!.rows.map((r) => [r.label, r.value ?? `(${r.missing ?? "-"})`]),
      );
    expect(rows(0)).toEqual({
      Name: "Carla Reyes Jr.",
      "Date of birth": "04/12/1986",
      "E-mail": "carla@example.com",
      Phone: "309-555-0144",
      "Social Security number": "(Enter it below)",
    });
    expect(sections[1]!.groups[0]!.heading).toBe("Current address");
    expect(rows(1)).toEqual({
      Address: "400 River Drive, 2B, Moline, IL 61265",
      Housing: "Rent",
      "Rent or mortgage": "$1,150 a month",
      "Time there": "3 years 2 months",
    });
    expect(rows(2)).toEqual({
      Employer: "John Deere",
      "Income type": "Full-time",
      "Income before taxes": "$4,800 a month",
      "Time there": "6 years",
    });
    expect(rows(3)["Social Security number"]).toBe("***-**-9999");
    expect(rows(3)["E-mail"]).toBeUndefined(); // optional for a co-borrower, and left blank
    expect(sections[3]!.groups[1]!.heading).toBe("Co-borrower's current address");
    expect(JSON.stringify(sections)).not.toContain("219-09");
  });

  it("says there is no co-borrower when the box is not ticked, whatever the hidden fields hold", () => {
    const sections = reviewSections({ coBorrower: { firstName: "Luis", ssn: "219-09-9999" } });
    expect(sections[3]!.groups).toEqual([{ rows: [{ label: "Co-borrower", value: "None" }] }]);
  });

  it("reads the same answers in Spanish, the values the dealer gets left as typed", () => {
    expect(formatMonthly("4,800", "es")).toBe("$4,800 al mes");
    expect(formatDuration("1", "3", "es")).toBe("1 año 3 meses");
    const sections = reviewSections(
      {
        residences: [
          { fullAddress: "400 River Drive", housingStatus: "Live with family", yearsAtAddress: "2" },
        ],
        employments: [{ employer: "John Deere", incomeType: "Self-employed" }],
      },
      "es",
    );
    expect(sections.map((s) => s.title)).toEqual(["Sus datos", "Dónde vive", "Dónde trabaja", "Codeudor"]);
    expect(sections[1]!.groups[0]!.heading).toBe("Dirección actual");
    expect(sections[1]!.groups[0]!.rows.find((r) => r.label === "Vivienda")!.value).toBe(
      "Vive con familiares",
    );
    expect(sections[2]!.groups[0]!.rows.find((r) => r.label === "Tipo de ingreso")!.value).toBe(
      "Trabaja por su cuenta",
    );
    expect(sections[3]!.groups).toEqual([{ rows: [{ label: "Codeudor", value: "Ninguno" }] }]);
  });

  it("copes with an empty form (the first render)", () => {
    const sections = reviewSections(undefined);
    expect(sections[0]!.groups[0]!.rows.every((r) => r.value === null)).toBe(true);
    expect(sections[1]!.groups).toEqual([]);
  });
});
