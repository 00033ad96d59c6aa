import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CONTACT_FIELDS, FORM_CONTEXT, fieldErrors, formData } from "~tests/support/form-data";
import { detailsSchemaFor } from "../kinds/registry";
import { creditApplicationSchema, stepOfField, toCreditApplicationLead } from "./credit-application";

const application = {
  ...CONTACT_FIELDS,
  dateOfBirth: "1980-02-29",
  ssn: "457 55 5462",
  consent: "on",
  "residences[0].fullAddress": "1 Main St",
  "residences[0].city": "Moline",
  "residences[0].state": "IL",
  "residences[0].zipCode": "61265",
  "residences[0].housingStatus": "Own",
  "residences[0].monthlyRent": "0",
  "residences[0].yearsAtAddress": "10",
  "residences[0].monthsAtAddress": "0",
  "employments[0].employer": "Deere",
  "employments[0].monthlyIncome": "$5,000",
  "employments[0].incomeType": "Full-time",
  "employments[0].years": "5",
  "employments[0].months": "11",
};

const coBorrower = {
  hasCoBorrower: "on",
  "coBorrower.firstName": "John",
  "coBorrower.lastName": "Lee",
  "coBorrower.phone": "309-555-0124",
  "coBorrower.dateOfBirth": "1982-06-01",
  "coBorrower.ssn": "219-09-9999",
  "coBorrower.residences[0].fullAddress": "1 Main St",
  "coBorrower.residences[0].city": "Moline",
  "coBorrower.residences[0].state": "IL",
  "coBorrower.residences[0].zipCode": "61265",
  "coBorrower.residences[0].housingStatus": "Own",
  "coBorrower.residences[0].monthlyRent": "0",
  "coBorrower.residences[0].yearsAtAddress": "10",
  "coBorrower.residences[0].monthsAtAddress": "0",
  "coBorrower.employments[0].employer": "Self",
  "coBorrower.employments[0].monthlyIncome": "3000",
  "coBorrower.employments[0].incomeType": "Self-employed",
  "coBorrower.employments[0].years": "2",
  "coBorrower.employments[0].months": "0",
};

function valid(fields: Record<string, string>) {
  const result = parseWithZod(formData(fields), { schema: creditApplicationSchema });
  if (result.status !== "success")
    throw new Error(`the form should be valid: ${JSON.stringify(result.error)}`);
  return result.value;
}

describe("full credit application: numbers are read strictly (issue 8, point 5)", () => {
  const errorsOf = (fields: Record<string, string>) =>
    fieldErrors(parseWithZod(formData({ ...application, ...fields }), { schema: creditApplicationSchema }));

  it("a monthly income of 400 nines gets the field's message, not null and $0", () => {
    expect(
      errorsOf({ "employments[0].monthlyIncome": "9".repeat(400) })["employments[0].monthlyIncome"],
    ).toEqual(["Enter your monthly income before taxes."]);
    expect(errorsOf({ "employments[0].monthlyIncome": "1000001" })["employments[0].monthlyIncome"]).toEqual([
      "Enter your monthly income before taxes.",
    ]);
    expect(errorsOf({ "residences[0].monthlyRent": "1e5" })["residences[0].monthlyRent"]).toEqual([
      "Enter your monthly rent or mortgage payment (0 if none).",
    ]);
  });

  it("0x10, 1e1 and 2.5 are not whole numbers of years or months", () => {
    expect(errorsOf({ "residences[0].yearsAtAddress": "0x10" })["residences[0].yearsAtAddress"]).toEqual([
      "Enter a whole number.",
    ]);
    expect(errorsOf({ "employments[0].months": "1e1" })["employments[0].months"]).toEqual([
      "Enter a whole number.",
    ]);
    expect(errorsOf({ "employments[0].years": "2.5" })["employments[0].years"]).toEqual([
      "Enter a whole number.",
    ]);
    expect(errorsOf({ "employments[0].months": "12" })["employments[0].months"]).toEqual([
      "Enter 0 to 11 months.",
    ]);
    expect(errorsOf({ "employments[0].years": "" })["employments[0].years"]).toEqual([
      "This field is required",
    ]);
    const value = valid({ ...application, "residences[0].yearsAtAddress": " 010 " });
    expect(value.residences[0]!.yearsAtAddress).toBe(10);
  });
});

describe("full credit application", () => {
  it("ignores the co-borrower's fields unless a co-borrower is added, and normalises the SSN", () => {
    const value = valid({ ...application, "coBorrower.firstName": "Half" });
    expect(value.coBorrower).toBeUndefined();
    expect(value.ssn).toBe("457-55-5462");
    expect(value.employments[0]!.monthlyIncome).toBe(5000);
  });

  it("checks the co-borrower when one is added", () => {
    const result = parseWithZod(
      formData({ ...application, hasCoBorrower: "on", "coBorrower.ssn": "900-12-3456" }),
      { schema: creditApplicationSchema },
    );
    expect(fieldErrors(result)).toMatchObject({
      "coBorrower.firstName": ["Enter your first name."],
      "coBorrower.ssn": ["Enter a valid Social Security number."],
      "coBorrower.residences": ["This field is required"],
    });
  });

  it("puts each field on its step", () => {
    expect(stepOfField("middleName")).toBe("applicant");
    expect(stepOfField("residences[1].city")).toBe("residence");
    expect(stepOfField("employments[0].years")).toBe("employment");
    expect(stepOfField("coBorrower.ssn")).toBe("co-borrower");
    expect(stepOfField("ssn")).toBe("review");
    expect(stepOfField("consent")).toBe("review");
  });

  it("maps an application to a FULL_CREDIT_APP lead: the SSN apart, the current residence as home address", () => {
    const lead = toCreditApplicationLead(valid(application), FORM_CONTEXT);
    expect(lead).toMatchObject({
      kind: "FULL_CREDIT_APP",
      idempotencyKey: FORM_CONTEXT.idempotencyKey,
      url: FORM_CONTEXT.pageUrl,
      user: {
        firstName: "Ann",
        lastName: "Lee",
        dateOfBirth: "1980-02-29",
        homeAddress: { address: "1 Main St", city: "Moline", state: "IL", zipCode: "61265" },
      },
      ssn: "457-55-5462",
      coBorrowerSsn: undefined,
      comments: "Full credit application",
    });
    expect(lead.details?.coBorrower).toBeUndefined();
    expect(lead.details?.employments[0]).toMatchObject({ employer: "Deere", monthlyIncome: 5000 });
    // The details never hold an SSN: acceptLead seals it and adds only the last four digits.
    expect(JSON.stringify(lead.details)).not.toMatch(/457|5462/);
    expect(detailsSchemaFor(lead.kind).safeParse(lead.details).success).toBe(true);
  });

  it("maps a co-borrower into the details, with their SSN apart too", () => {
    const lead = toCreditApplicationLead(valid({ ...application, ...coBorrower }), FORM_CONTEXT);
    expect(lead.comments).toBe("Full credit application with a co-borrower");
    expect(lead.coBorrowerSsn).toBe("219-09-9999");
    expect(lead.details?.coBorrower?.user).toEqual({
      firstName: "John",
      middleName: undefined,
      lastName: "Lee",
      suffix: undefined,
      email: undefined,
      // Phones are given in the general mask.
      phone: "(309) 555-0124",
      dateOfBirth: "1982-06-01",
    });
    expect(lead.details?.coBorrower?.employments[0]?.employer).toBe("Self");
    expect(JSON.stringify(lead.details)).not.toContain("219-09");
    expect(detailsSchemaFor(lead.kind).safeParse(lead.details).success).toBe(true);
  });
});

describe("full credit application: every field gives its own message (issue 19)", () => {
  const errorsOf = (fields: Record<string, string | string[]>) =>
    fieldErrors(parseWithZod(formData({ ...application, ...fields }), { schema: creditApplicationSchema }));

  it("a suffix not in the list gets the suffix's message, the applicant's and the co-borrower's", () => {
    expect(errorsOf({ suffix: "Esq." }).suffix).toEqual(["Choose a suffix from the list."]);
    expect(errorsOf({ ...coBorrower, "coBorrower.suffix": "PhD" })["coBorrower.suffix"]).toEqual([
      "Choose a suffix from the list.",
    ]);
    expect(valid({ ...application, suffix: "" }).suffix).toBeUndefined();
    expect(valid({ ...application, suffix: "Jr." }).suffix).toBe("Jr.");
  });

  it("the co-borrower box counts as ticked only with the browser's 'on'; another value is unticked", () => {
    const value = valid({ ...application, ...coBorrower, hasCoBorrower: "yes" });
    expect(value.hasCoBorrower).toBe(false);
    expect(value.coBorrower).toBeUndefined();
    expect(valid({ ...application, ...coBorrower }).hasCoBorrower).toBe(true);
    expect(valid(application).hasCoBorrower).toBe(false);
  });

  it("the consent box is agreed only with 'on'", () => {
    expect(errorsOf({ consent: "yes" }).consent).toEqual(["Please agree to continue."]);
    expect(errorsOf({ consent: "" }).consent).toEqual(["Please agree to continue."]);
    expect(errorsOf({ consent: [] }).consent).toEqual(["Please agree to continue."]);
    expect(valid(application).consent).toBe(true);
  });

  it("a box or a single field posted twice gets 'Enter this field only once.'", () => {
    const errors = errorsOf({
      ...coBorrower,
      hasCoBorrower: ["on", "on"],
      consent: ["on", "on"],
      suffix: ["Jr.", "Sr."],
      "employments[0].jobTitle": ["Machinist", "Welder"],
      "residences[0].apartment": ["4", "5"],
    });
    expect(errors).toEqual({
      hasCoBorrower: ["Enter this field only once."],
      consent: ["Enter this field only once."],
      suffix: ["Enter this field only once."],
      "employments[0].jobTitle": ["Enter this field only once."],
      "residences[0].apartment": ["Enter this field only once."],
    });
  });
});
