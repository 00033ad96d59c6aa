import { describe, expect, it } from "vitest";
import { FIXED_LEAD_KINDS } from "../kinds/registry";
import { parseEmailSendRequest } from "./api-lead";
import { CONTACT_NEEDED, incompleteApiLead } from "./api-lead-rules";

/** What /api/email/send answers for a body: the format errors first, then the completeness rules. */
function check(body: Record<string, unknown>) {
  const parsed = parseEmailSendRequest(body);
  if (!parsed.ok) return parsed.errors;
  return incompleteApiLead(body, parsed.lead);
}

const jane = { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "309-555-0123" };

describe("an integration's lead is complete by the forms' rules", () => {
  it("names every field an empty FULL_CREDIT_APP lacks, with the forms' messages", () => {
    expect(check({ kind: "FULL_CREDIT_APP", payload: {} })).toEqual({
      "payload.user.firstName": "Enter your first name.",
      "payload.user.lastName": "Enter your last name.",
      "payload.user.email": CONTACT_NEEDED,
      "payload.user.phone": CONTACT_NEEDED,
      "details.residences": "This field is required",
      "details.employments": "This field is required",
    });
  });

  it("checks a named kind's details even when the body sends none", () => {
    expect(check({ kind: "CAREERS", payload: { user: jane } })).toEqual({
      "details.position": "This field is required",
      "details.message": "This field is required",
    });
    expect(
      check({ kind: "CAREERS", payload: { user: jane, details: { position: "Tech", message: " " } } }),
    ).toEqual({ "details.message": expect.any(String) });
    // A kind whose details are all optional, or that has none, needs only its customer.
    expect(check({ kind: "UNLOCK_INVENTORY", payload: { user: jane } })).toBeUndefined();
    expect(check({ kind: "UNLOCK_PRICE", payload: { user: jane } })).toBeUndefined();
  });

  it("refuses an empty lead of every kind whose form has required fields", () => {
    for (const kind of FIXED_LEAD_KINDS) {
      const errors = check({ kind, payload: {} });
      expect(errors?.["payload.user.firstName"], kind).toBe("Enter your first name.");
    }
    expect(check({ kind: "CONTACT_SALES", payload: { user: jane } })).toEqual({
      "details.inquiry": "This field is required",
      "details.message": "This field is required",
    });
  });

  it("needs an e-mail or a phone, not both", () => {
    expect(
      check({ kind: "UNLOCK_INVENTORY", payload: { user: { ...jane, phone: undefined } } }),
    ).toBeUndefined();
    expect(
      check({ kind: "UNLOCK_INVENTORY", payload: { user: { ...jane, email: undefined } } }),
    ).toBeUndefined();
    expect(
      check({ kind: "UNLOCK_INVENTORY", payload: { user: { firstName: "Jane", lastName: "Doe" } } }),
    ).toEqual({ "payload.user.email": CONTACT_NEEDED, "payload.user.phone": CONTACT_NEEDED });
  });

  it("names an ADF customer's fields as the ADF body does", () => {
    expect(check({ type: "adf", customer: { contact: { email: "jane@example.com" } } })).toEqual({
      "customer.contact.first_name": "Enter your first name.",
      "customer.contact.last_name": "Enter your last name.",
    });
    expect(
      check({
        type: "adf",
        customer: { contact: { first_name: "Jane", last_name: "Doe", phone: { value: "3095550123" } } },
      }),
    ).toBeUndefined();
  });

  it("lets a plain text message through with only its body, but not a text that names a kind", () => {
    expect(check({ type: "text", body: "Call me about the blue Civic" })).toBeUndefined();
    expect(check({ type: "text", kind: "CAREERS", body: "I want a job" })).toMatchObject({
      "user.firstName": "Enter your first name.",
      "details.position": "This field is required",
    });
  });
});
