import { describe, expect, it } from "vitest";
import { MESSAGES } from "../model/validation";
import { parseEmailSendRequest } from "./api-lead";

describe("the /api/email/send request", () => {
  it("reads the send-email helper's shape", () => {
    const result = parseEmailSendRequest({
      kind: "CONTACT_BILLING_ISSUES",
      url: "https://cars.example.com/contact-us",
      payload: {
        user: { firstName: "Jane", email: "jane@example.com" },
        details: { inquiry: { name: "Billing issues", to: "office" }, message: "Invoice?" },
      },
    });
    expect(result).toEqual({
      ok: true,
      lead: {
        kind: "CONTACT_BILLING_ISSUES",
        url: "https://cars.example.com/contact-us",
        user: { firstName: "Jane", email: "jane@example.com" },
        details: { inquiry: { name: "Billing issues", to: "office" }, message: "Invoice?" },
        vehicle: undefined,
        sellVehicle: undefined,
        comments: undefined,
        text: undefined,
        html: undefined,
        idempotencyKey: undefined,
        adsValues: undefined,
      },
    });
  });

  it("reads the ADF shape and makes a vehicle to sell a SELL_OR_TRADE lead", () => {
    const result = parseEmailSendRequest({
      type: "adf",
      customer: {
        contact: {
          first_name: "Jane",
          phone: { value: "309-555-0123", attributes: { type: "cellphone" } },
          address: { street: "1 Elm", city: "Moline", regioncode: "IL", postalcode: "61265", type: "home" },
        },
      },
      vehicle: {
        interest: "sell",
        make: "Ford",
        model: "F-150",
        year: "2015",
        odometer: 128000,
        status: "used",
      },
    });
    expect(result.ok && result.lead).toMatchObject({
      kind: "SELL_OR_TRADE",
      user: {
        firstName: "Jane",
        phone: "309-555-0123",
        homeAddress: { address: "1 Elm", city: "Moline", state: "IL", zipCode: "61265" },
      },
      vehicle: { make: "Ford", model: "F-150", year: 2015, miles: 128000, condition: "used" },
    });
  });

  it("reads the text shape", () => {
    const result = parseEmailSendRequest({ type: "text", subject: "x", email: "y@z.co", body: "Call me" });
    expect(result.ok && result.lead).toMatchObject({
      kind: "CONTACT_GENERAL",
      user: {},
      text: "Call me",
    });
  });

  it("names each bad field with its message", () => {
    expect(parseEmailSendRequest("hi")).toEqual({ ok: false, errors: { body: "must be a JSON object" } });
    const bad = parseEmailSendRequest({ kind: "CAREERS", payload: { user: { email: "x@", phone: "1" } } });
    expect(bad).toEqual({
      ok: false,
      errors: {
        "payload.user.email": "Please enter a valid email address",
        "payload.user.phone": "Please enter a valid phone number",
      },
    });
    const details = parseEmailSendRequest({ kind: "SERVICE", payload: { details: { appointment_id: "1" } } });
    expect(details.ok).toBe(false);
    expect(Object.keys((details as { errors: object }).errors)[0]).toMatch(/^details\./);
    expect(parseEmailSendRequest({ kind: "NOPE", payload: {} }).ok).toBe(false);
  });

  it("bounds a vehicle's year, price and miles and reads them strictly (issue 8, point 5)", () => {
    const vehicle = (v: Record<string, unknown>) =>
      parseEmailSendRequest({ kind: "UNLOCK_PRICE", payload: { user: { email: "a@b.co" }, vehicle: v } });
    const nextModelYear = new Date().getFullYear() + 1;
    expect(vehicle({ price: 1e300 })).toEqual({
      ok: false,
      errors: { "payload.vehicle.price": "Enter the price of the vehicle." },
    });
    expect(vehicle({ price: "1e300" }).ok).toBe(false);
    expect(vehicle({ price: "0x10" }).ok).toBe(false);
    expect(vehicle({ price: 10_000_001 }).ok).toBe(false);
    expect(vehicle({ year: 9999 })).toEqual({
      ok: false,
      errors: { "payload.vehicle.year": "Enter the year of the vehicle." },
    });
    expect(vehicle({ year: 1899 }).ok).toBe(false);
    expect(vehicle({ year: 2019.5 }).ok).toBe(false);
    expect(vehicle({ year: nextModelYear + 1 }).ok).toBe(false);
    expect(vehicle({ miles: -1 })).toEqual({
      ok: false,
      errors: { "payload.vehicle.miles": "Enter the mileage of the vehicle." },
    });
    expect(vehicle({ odometer: "9".repeat(400) }).ok).toBe(false);
    const good = vehicle({ year: String(nextModelYear), price: "$18,995", miles: "42,130" });
    expect(good.ok && good.lead.vehicle).toMatchObject({ year: nextModelYear, price: 18995, miles: 42130 });
    const sell = parseEmailSendRequest({ kind: "SELL_OR_TRADE", payload: { sellVehicle: { year: 3000 } } });
    expect(sell).toEqual({
      ok: false,
      errors: { "payload.sellVehicle.year": "Enter the year of the vehicle." },
    });
  });

  it("drops what an integration may not set: an SSN, extra recipients", () => {
    const result = parseEmailSendRequest({
      kind: "FULL_CREDIT_APP",
      ssn: "123-45-6789",
      additionalRecipients: ["a@b.co"],
      payload: { user: { firstName: "J" }, ssn: "123-45-6789" },
    });
    expect(JSON.stringify(result)).not.toContain("123-45-6789");
    expect(JSON.stringify(result)).not.toContain("a@b.co");
  });
  it("refuses control characters with the field's message: none in a one-line field, line breaks and tabs in a text (issue 19)", () => {
    const CONTROL = MESSAGES.controlCharacters;
    const helper = (payload: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      parseEmailSendRequest({ kind: "CONTACT_GENERAL", payload, ...extra });
    expect(helper({ user: { firstName: "Jane\r\nBcc: x@example.com", lastName: "Doe" } })).toEqual({
      ok: false,
      errors: { "payload.user.firstName": CONTROL },
    });
    expect(helper({ vehicle: { make: "Ford\u0000" } })).toEqual({
      ok: false,
      errors: { "payload.vehicle.make": CONTROL },
    });
    expect(helper({ user: { address: { city: "Moline\u001b[2J" } } })).toEqual({
      ok: false,
      errors: { "payload.user.address.city": CONTROL },
    });
    expect(helper({ comments: "Hi\u0007" })).toEqual({ ok: false, errors: { "payload.comments": CONTROL } });
    expect(helper({}, { url: "https://cars.example.com/\u001b]0;x\u0007" })).toEqual({
      ok: false,
      errors: { url: CONTROL },
    });
    expect(helper({}, { adsValues: { utm_source: "google\u001b[2J" } })).toEqual({
      ok: false,
      errors: { "adsValues.utm_source": CONTROL },
    });
    expect(
      helper({}, { details: { inquiry: { name: "General\u0000", to: "SALES" }, message: "Hi" } }),
    ).toEqual({ ok: false, errors: { "details.inquiry.name": CONTROL } });
    const adf = parseEmailSendRequest({
      type: "adf",
      customer: { contact: { first_name: "Jane", last_name: "Doe\u0000", phone: "309-555-0123" } },
    });
    expect(adf).toEqual({ ok: false, errors: { "customer.contact.last_name": CONTROL } });
    expect(parseEmailSendRequest({ type: "text", body: "Hello\u001bc" })).toEqual({
      ok: false,
      errors: { body: CONTROL },
    });
    const lines = helper({ comments: "Line one\r\n\tLine two", text: "A\r\nB" });
    expect(lines.ok && [lines.lead.comments, lines.lead.text]).toEqual(["Line one\n\tLine two", "A\nB"]);
  });
});
