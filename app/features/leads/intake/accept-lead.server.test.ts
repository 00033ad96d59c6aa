import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decryptField } from "~/lib/crypto/field-encryption.server";
import { siteEncryptionKey } from "~/lib/crypto/site-secrets.server";
import { testDialects } from "~tests/support/databases";
import { createLeadTestServices, type LeadTestServices } from "~tests/support/lead-services";
import { SAMPLE_STAFF_MEMBER } from "~tests/support/sample-leads";
import { leadEmail } from "../delivery/lead-email.server";
import type { FullCreditApplicationDetails } from "../kinds/full-credit-application";
import { findLead, listDeliveries } from "../model/lead-repository.server";
import { acceptLead, LeadInputError, type LeadVisitor, NO_BROWSER } from "./accept-lead.server";

const jane = { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "(309) 555-0123" };
let counter = 0;
const key = () => `test-key-${Date.now()}-${counter++}`;
/** A browser that already sent an ADF lead (its prospect cookie is set). */
const prospect: LeadVisitor = { prospectLeadSent: true, adsValues: undefined };

describe.each(testDialects)("acceptLead on %s", (dialect) => {
  let services: LeadTestServices;
  beforeAll(async () => {
    services = await createLeadTestServices(dialect);
  });
  afterAll(async () => {
    await services?.cleanup();
  });

  it("stores the lead and one pending outbox row for the store's recipient", async () => {
    const result = await acceptLead(services, {
      kind: "CAREERS",
      idempotencyKey: key(),
      user: jane,
      url: "https://cars.example.com/our-company/careers",
      details: { position: "Sales consultant", message: "I love cars." },
    });
    expect(result.duplicate).toBe(false);
    const lead = await findLead(services.db, result.leadId);
    expect(lead?.kind).toBe("CAREERS");
    expect(lead?.storeKey).toBe("moline");
    expect(lead?.payload.user).toEqual({
      firstName: "Jane",
      lastName: "Doe",
      email: "jane@example.com",
      phone: "(309) 555-0123",
    });
    expect(lead?.payload.details).toEqual({ position: "Sales consultant", message: "I love cars." });
    expect(lead?.payload.vendor.vendorName).toBe(services.settings.company.name);
    expect(lead?.payload.prospectStatus).toBe("new");
    const deliveries = await listDeliveries(services.db, result.leadId);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      channel: "dealer",
      recipient: services.settings.email.recipient,
      format: "adf",
      status: "pending",
      attempts: 0,
    });
  });

  it("makes one lead of the same idempotency key posted twice, even at once", async () => {
    const idempotencyKey = key();
    const input = {
      kind: "CONTACT_GENERAL" as const,
      idempotencyKey,
      user: jane,
      url: "https://cars.example.com/contact-us",
      details: { inquiry: { name: "General questions", to: "sales" }, message: "Open Sunday?" },
    };
    const [a, b] = await Promise.all([acceptLead(services, input), acceptLead(services, input)]);
    const c = await acceptLead(services, input);
    expect(new Set([a.leadId, b.leadId, c.leadId]).size).toBe(1);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    expect(c.duplicate).toBe(true);
    // A duplicate never marks the browser: the first post did.
    expect([a, b].filter((r) => r.markProspect)).toHaveLength(1);
    expect(c.markProspect).toBe(false);
    const rows = await services.db
      .selectFrom("leads")
      .select("id")
      .where("idempotency_key", "=", idempotencyKey)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await listDeliveries(services.db, a.leadId)).toHaveLength(1);
  });

  it("marks the first ADF lead of a browser 'new' and asks to mark the browser, and later ones 'resend'", async () => {
    const first = await acceptLead(
      services,
      { kind: "UNLOCK_INVENTORY", idempotencyKey: key(), user: jane, url: "https://cars.example.com/" },
      NO_BROWSER,
    );
    expect(first.markProspect).toBe(true);
    const second = await acceptLead(
      services,
      { kind: "UNLOCK_PRICE", idempotencyKey: key(), user: jane, url: "https://cars.example.com/" },
      prospect,
    );
    expect(second.markProspect).toBe(false);
    expect((await findLead(services.db, first.leadId))?.payload.prospectStatus).toBe("new");
    expect((await findLead(services.db, second.leadId))?.payload.prospectStatus).toBe("resend");
  });

  it("adds a text copy for the kind's extra recipients: a staff member, found in the directory", async () => {
    const toSam = {
      kind: "STAFF_MEMBER" as const,
      user: jane,
      url: "https://cars.example.com/our-company/meet-our-team/sam-lee",
      details: { staffMember: { name: "Sam Lee", slug: "sam-lee" }, message: "Call me" },
    };
    const result = await acceptLead(services, { ...toSam, idempotencyKey: key() });
    const deliveries = await listDeliveries(services.db, result.leadId);
    expect(deliveries.map((d) => [d.channel, d.recipient, d.format])).toEqual([
      ["dealer", services.settings.email.recipient, "adf"],
      ["staff", "sam.lee@quadcitiesautogroup.example", "text"],
    ]);
    // Someone the directory does not list gets nothing; the dealer still gets the lead.
    const stranger = await acceptLead(services, {
      ...toSam,
      idempotencyKey: key(),
      details: { staffMember: { name: "Nobody", slug: "nobody" }, message: "Hi" },
    });
    expect((await listDeliveries(services.db, stranger.leadId)).map((d) => d.channel)).toEqual(["dealer"]);
    // An address the dealer already gets (in any case) is one e-mail, not two.
    const dealer = services.settings.email.recipient;
    const sharing = {
      ...services,
      staff: [{ ...SAMPLE_STAFF_MEMBER, emails: { "primary-email": dealer.toUpperCase() } }],
    };
    const shared = await acceptLead(sharing, { ...toSam, idempotencyKey: key() });
    expect((await listDeliveries(services.db, shared.leadId)).map((d) => d.recipient)).toEqual([dealer]);
    const broken = {
      ...services,
      staff: [{ ...SAMPLE_STAFF_MEMBER, emails: { "primary-email": "not an address" } }],
    };
    await expect(acceptLead(broken, { ...toSam, idempotencyKey: key() })).rejects.toThrow(LeadInputError);
  });

  it("sends a visitor only the e-mail the site wrote for them, never the lead, and only from its own forms", async () => {
    const sellerCopy = { to: "ann@example.com", subject: "Your trade-in offer", text: "Thank you.\n" };
    const seller = {
      kind: "SELL_OR_TRADE" as const,
      user: { ...jane, firstName: "URGENT: log in at http://evil.example" },
      url: "https://cars.example.com/sell-trade-my-car/your-vehicle",
      details: { offer: 6256, sellerCopy },
    };
    const result = await acceptLead(services, { ...seller, idempotencyKey: key() });
    const deliveries = await listDeliveries(services.db, result.leadId);
    expect(deliveries.map((d) => [d.channel, d.recipient, d.format])).toEqual([
      ["dealer", services.settings.email.recipient, "adf"],
      ["visitor", "ann@example.com", "visitor"],
    ]);
    const lead = (await findLead(services.db, result.leadId))!;
    const context = { settings: services.settings, siteUrl: "https://cars.example.com" };
    const mail = leadEmail(lead, deliveries[1]!, context);
    expect(mail).toMatchObject({
      to: "ann@example.com",
      subject: "Your trade-in offer",
      text: "Thank you.\n",
    });
    expect(mail.replyTo).toBeUndefined();
    // The dealer's e-mail is the lead, with what the visitor typed.
    expect(leadEmail(lead, deliveries[0]!, context).text).toContain("http://evil.example");
    // A lead given to the integration API (no directory) e-mails nobody but the dealer.
    const api = await acceptLead({ ...services, staff: [] }, { ...seller, idempotencyKey: key() });
    expect((await listDeliveries(services.db, api.leadId)).map((d) => d.channel)).toEqual(["dealer"]);
  });

  it("builds the payload as the spec says: address, vehicle status, interest, 'Not provided'", async () => {
    const result = await acceptLead(services, {
      kind: "SELL_OR_TRADE",
      idempotencyKey: key(),
      user: {
        phone: " ",
        email: "",
        homeAddress: { address: "1 Elm St", city: "Moline", state: "IL", zipCode: "61265", apartment: "2B" },
      },
      vehicle: { condition: "certified", make: "Honda", model: "Civic", year: 2019, miles: "42,000" },
      comments: "  ",
      url: "https://cars.example.com/sell-trade-my-car",
    });
    const { payload } = (await findLead(services.db, result.leadId))!;
    expect(payload.user).toEqual({
      firstName: "Not provided",
      lastName: "Not provided",
      phone: "Not provided",
      address: {
        type: "home",
        street: "1 Elm St",
        apartment: "2B",
        city: "Moline",
        regioncode: "IL",
        postalcode: "61265",
      },
    });
    expect(payload.vehicle).toEqual({
      interest: "sell",
      condition: "used",
      make: "Honda",
      model: "Civic",
      year: "2019",
      miles: 42000,
    });
    expect(payload.comments).toBeUndefined();
  });

  it("encrypts the SSNs, keeps only their last four digits in the payload, and decrypts with the key", async () => {
    const details: FullCreditApplicationDetails = {
      residences: [
        {
          housingStatus: "Rent",
          monthlyRent: 900,
          yearsAtAddress: 3,
          monthsAtAddress: 2,
          fullAddress: "1 Elm St",
          city: "Moline",
          state: "IL",
          zipCode: "61265",
        },
      ],
      employments: [
        {
          employer: "Deere",
          monthlyIncome: 5200,
          incomeType: "Salary",
          years: 4,
          months: 0,
          jobTitle: "Welder",
        },
      ],
      coBorrower: {
        user: { firstName: "John", lastName: "Doe" },
        residences: [
          {
            housingStatus: "Rent",
            yearsAtAddress: 3,
            monthsAtAddress: 2,
            fullAddress: "1 Elm St",
            city: "Moline",
            state: "IL",
            zipCode: "61265",
          },
        ],
        employments: [
          { employer: "Self", monthlyIncome: 3000, incomeType: "Self-employed", years: 1, months: 6 },
        ],
      },
    };
    const result = await acceptLead(services, {
      kind: "FULL_CREDIT_APP",
      idempotencyKey: key(),
      user: { ...jane, dateOfBirth: "1990-07-15", middleName: "Q" },
      url: "https://cars.example.com/auto-financing/full-credit-application",
      details,
      ssn: "123456789",
      coBorrowerSsn: "219-09-9999",
    });
    const row = await services.db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", result.leadId)
      .executeTakeFirstOrThrow();
    expect(row.payload).not.toContain("123-45-6789");
    expect(row.payload).not.toContain("123456789");
    expect(row.payload).not.toContain("219-09-9999");
    expect(row.ssn_ciphertext).not.toContain("6789");
    const stored = JSON.parse(row.payload);
    expect(stored.details.ssnLast4).toBe("6789");
    expect(stored.details.coBorrower.ssnLast4).toBe("9999");
    expect(stored.user.dateOfBirth).toBe("1990-07-15");
    const key32 = siteEncryptionKey(services.env);
    expect(JSON.parse(decryptField(row.ssn_ciphertext!, key32, result.leadId))).toEqual({
      applicant: "123-45-6789",
      coBorrower: "219-09-9999",
    });
    await expect(
      acceptLead(services, {
        kind: "CAREERS",
        idempotencyKey: key(),
        user: jane,
        url: "https://cars.example.com/",
        ssn: "123-45-6789",
      }),
    ).rejects.toThrow("Only a full credit application");
    await expect(
      acceptLead(services, {
        kind: "FULL_CREDIT_APP",
        idempotencyKey: key(),
        user: jane,
        url: "https://cars.example.com/",
        ssn: "666-12-3456",
      }),
    ).rejects.toThrow(LeadInputError);
  });

  it("takes the marketing parameters from the visitor's cookie, else from the caller", async () => {
    const fromCookie = await acceptLead(
      services,
      {
        kind: "CONTACT_GENERAL",
        idempotencyKey: key(),
        user: jane,
        url: "https://cars.example.com/contact-us",
        adsValues: { utm_source: "ignored" },
      },
      { prospectLeadSent: false, adsValues: { utm_source: "google", gclid: "abc" } },
    );
    expect((await findLead(services.db, fromCookie.leadId))?.payload.adsValues).toEqual({
      utm_source: "google",
      gclid: "abc",
    });
    const fromCaller = await acceptLead(
      services,
      {
        kind: "CONTACT_GENERAL",
        idempotencyKey: key(),
        user: jane,
        url: "https://cars.example.com/contact-us",
        adsValues: { utm_campaign: "fall-sale" },
      },
      NO_BROWSER,
    );
    expect((await findLead(services.db, fromCaller.leadId))?.payload.adsValues).toEqual({
      utm_campaign: "fall-sale",
    });
  });

  it("refuses a missing idempotency key or an unknown kind", async () => {
    const base = { user: jane, url: "https://cars.example.com/" };
    await expect(acceptLead(services, { ...base, kind: "CAREERS", idempotencyKey: " " })).rejects.toThrow(
      LeadInputError,
    );
    await expect(
      acceptLead(services, { ...base, kind: "SPAM" as "CAREERS", idempotencyKey: key() }),
    ).rejects.toThrow("Unknown lead kind");
  });
});

describe("acceptLead with text e-mail settings", () => {
  let services: LeadTestServices;
  beforeAll(async () => {
    services = await createLeadTestServices("sqlite", {
      email: { type: "text", recipient: "crm@example.com" },
    });
  });
  afterAll(async () => {
    await services?.cleanup();
  });

  it("sends text, never marks the browser, and records status new even for a prospect", async () => {
    const result = await acceptLead(
      services,
      {
        kind: "SERVICE",
        idempotencyKey: key(),
        user: jane,
        url: "https://cars.example.com/service/schedule",
      },
      prospect,
    );
    expect(result.markProspect).toBe(false);
    expect((await findLead(services.db, result.leadId))?.payload.prospectStatus).toBe("new");
    const deliveries = await listDeliveries(services.db, result.leadId);
    expect(deliveries.map((d) => [d.recipient, d.format])).toEqual([["crm@example.com", "text"]]);
  });
});
