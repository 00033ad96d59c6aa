import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { prequalify } from "~/features/financing/prequalification";
import { CONTACT_FIELDS, FORM_CONTEXT, fieldErrors, formData } from "~tests/support/form-data";
import { detailsSchemaFor, leadKindEntry } from "../kinds/registry";
import { financingSchema, financingVisitorData, toFinancingLead } from "./financing";

const address = { address: "1 Main St", city: "Moline", state: "IL", zipCode: "61265" };
const valid = {
  ...CONTACT_FIELDS,
  ...address,
  identifier: "co-applicant",
  buyingTime: "Within a month",
  creditBand: "fair",
  monthlyIncome: "$4,250",
};
const parse = (fields: Record<string, string>) => parseWithZod(formData(fields), { schema: financingSchema });

describe("financing pre-approval", () => {
  it("needs the applicant identifier, the buying time, the credit band, the income and a complete home address", () => {
    const result = parse({ ...CONTACT_FIELDS, zipCode: "123" });
    expect(fieldErrors(result)).toMatchObject({
      identifier: ["Choose who is applying."],
      buyingTime: ["Choose when you plan to buy."],
      creditBand: ["This field is required"],
      monthlyIncome: ["This field is required"],
      address: ["This field is required"],
      zipCode: ["Enter a 5-digit ZIP code."],
    });
  });

  it.each([
    ["great", "4000", "creditBand", "This field is required"],
    ["good", "   ", "monthlyIncome", "This field is required"],
    ["good", "lots", "monthlyIncome", "Enter your monthly income before taxes."],
    ["good", "-500", "monthlyIncome", "Enter your monthly income before taxes."],
    ["good", "4.000,00", "monthlyIncome", "Enter your monthly income before taxes."],
    ["good", "0x10", "monthlyIncome", "Enter your monthly income before taxes."],
    ["good", "1e4", "monthlyIncome", "Enter your monthly income before taxes."],
    ["good", "1,000,001", "monthlyIncome", "Enter your monthly income before taxes."],
  ])("credit band %j and income %j: %s says %j", (creditBand, monthlyIncome, field, message) => {
    expect(fieldErrors(parse({ ...valid, creditBand, monthlyIncome }))[field]).toEqual([message]);
  });

  it.each([
    ["$4,250", 4250],
    ["4250", 4250],
    ["4,250.49", 4250],
    ["0", 0],
    ["$ 1,000,000", 1_000_000],
  ])("reads the income %j as %d dollars", (monthlyIncome, dollars) => {
    const result = parse({ ...valid, monthlyIncome });
    if (result.status !== "success") throw new Error(JSON.stringify(fieldErrors(result)));
    expect(result.value.monthlyIncome).toBe(dollars);
  });

  it("maps a valid form to an APPLY_FINANCING lead with the home address, and the profile it saves", () => {
    const result = parse(valid);
    if (result.status !== "success") throw new Error("the form should be valid");
    const homeAddress = { ...address, apartment: undefined };
    const contact = { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(309) 555-0123" };
    expect(financingVisitorData(result.value)).toEqual({ ...contact, homeAddress });
    const lead = toFinancingLead(result.value, FORM_CONTEXT);
    expect(lead).toEqual({
      kind: "APPLY_FINANCING",
      idempotencyKey: FORM_CONTEXT.idempotencyKey,
      url: FORM_CONTEXT.pageUrl,
      user: { ...contact, homeAddress },
      details: {
        identifier: "co-applicant",
        buyingTime: "Within a month",
        creditBand: "fair",
        monthlyIncome: 4250,
      },
    });
    expect(detailsSchemaFor(lead.kind).safeParse(lead.details).success).toBe(true);
  });

  it("the lead carries the reference and the estimate shown, and the dealer reads them in the e-mail's lines", () => {
    const result = parse(valid);
    if (result.status !== "success") throw new Error("the form should be valid");
    const { company } = loadSettings("content");
    const estimate = prequalify(result.value, company.payments, company.fee.documentary);
    const lead = toFinancingLead(result.value, { ...FORM_CONTEXT, reference: "PRE-7K3M-Q9TZ", estimate });
    expect(lead.reference).toBe("PRE-7K3M-Q9TZ");
    expect(lead.details?.estimate).toEqual({
      monthlyBudget: { min: 425, max: 637 },
      apr: estimate.apr,
      buyingPower: estimate.buyingPower,
      paymentToIncomePercent: { min: 10, max: 15 },
      termMonths: { min: 60, max: 72 },
      cashDown: 1000,
      example: estimate.example,
    });
    const details = detailsSchemaFor(lead.kind).parse(lead.details);
    const lines = leadKindEntry("APPLY_FINANCING")!
      .sections(details as never, {} as never)
      .flatMap((s) => [s.title, ...s.lines.map(([label, value]) => `${label}: ${value}`)]);
    expect(lines).toEqual([
      "Financing pre-approval",
      "Applicant: co-applicant",
      "Buying time: Within a month",
      "Credit score: No credit-score impact (pre-approval)",
      "Credit score range (self-reported): Fair (610-669)",
      "Gross monthly income (self-reported): $4,250",
      "Instant estimate shown to the customer (no credit check)",
      `Buying power: $${estimate.buyingPower.min.toLocaleString("en-US")} - $${estimate.buyingPower.max.toLocaleString("en-US")}`,
      "APR: 6.9% - 8.4%",
      "Monthly payment budget: $425 - $637 (10% - 15% of gross income)",
      `Example: $${estimate.example!.price.toLocaleString("en-US")} with $1,000 down, 72 months at 6.9% APR: $${estimate.example!.monthly}/month`,
      "Assumed: 60-72 months, $1,000 down, no trade-in, documentary fee financed",
    ]);
  });
});
