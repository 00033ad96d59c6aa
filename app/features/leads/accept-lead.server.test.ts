import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decryptField } from "~/lib/crypto/field-encryption.server";
import { testDialects } from "../../../tests/support/databases";
import {
  createLeadTestServices,
  type LeadTestServices,
  sitePost,
} from "../../../tests/support/lead-services";
import { acceptLeadWith, LeadInputError, PROSPECT_COOKIE } from "./accept-lead.server";
import type { FullCreditApplicationDetails } from "./lead";
import { findLead, listDeliveries } from "./lead-repository.server";
import { leadEncryptionKey } from "./lead-secrets.server";

const jane = { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "(309) 555-0123" };
let counter = 0;
const key = () => `test-key-${Date.now()}-${counter++}`;

describe.each(testDialects)("acceptLead on %s", (dialect) => {
  let services: LeadTestServices;
  beforeAll(async () => {
    services = await createLeadTestServices(dialect);
  });
  afterAll(async () => {
    await services?.cleanup();
  });

  it("stores the lead and one pending outbox row for the store's recipient", async () => {
    const result = await acceptLeadWith(services, {
      kind: "CAREERS",
      idempotencyKey: key(),
      user: jane,
      url: "https://cars.example.com/our-company/careers",
      details: { position: "Sales consultant", message: "I love cars." },
      request: sitePost("/our-company/careers"),
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
      request: sitePost("/contact-us"),
    };
    const [a, b] = await Promise.all([acceptLeadWith(services, input), acceptLeadWith(services, input)]);
    const c = await acceptLeadWith(services, input);
    expect(new Set([a.leadId, b.leadId, c.leadId]).size).toBe(1);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    expect(c.duplicate).toBe(true);
    expect(c.headers.get("set-cookie")).toBeNull();
    const rows = await services.db
      .selectFrom("leads")
      .select("id")
      .where("idempotency_key", "=", idempotencyKey)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await listDeliveries(services.db, a.leadId)).toHaveLength(1);
  });

  it("marks the first ADF lead of a browser 'new' with a session cookie, and later ones 'resend'", async () => {
    const first = await acceptLeadWith(services, {
      kind: "UNLOCK_INVENTORY",
      idempotencyKey: key(),
      user: jane,
      url: "https://cars.example.com/",
      request: sitePost("/"),
    });
    const cookie = first.headers.get("set-cookie")!;
    expect(cookie).toMatch(new RegExp(`^${PROSPECT_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax; Secure$`));
    expect(cookie).not.toMatch(/expires|max-age/i);
    const second = await acceptLeadWith(services, {
      kind: "UNLOCK_PRICE",
      idempotencyKey: key(),
      user: jane,
      url: "https://cars.example.com/",
      request: sitePost("/", { cookie: `other=1; ${PROSPECT_COOKIE}=1` }),
    });
    expect(second.headers.get("set-cookie")).toBeNull();
    expect((await findLead(services.db, first.leadId))?.payload.prospectStatus).toBe("new");
    expect((await findLead(services.db, second.leadId))?.payload.prospectStatus).toBe("resend");
  });

  it("adds a text copy for each additional recipient, such as a staff member", async () => {
    const result = await acceptLeadWith(services, {
      kind: "STAFF_MEMBER",
      idempotencyKey: key(),
      user: jane,
      url: "https://cars.example.com/our-company/meet-our-team/sam-lee",
      details: { staffMember: { name: "Sam Lee", slug: "sam-lee" }, message: "Call me" },
      additionalRecipients: ["sam.lee@quadcitiesautogroup.example", "SAM.LEE@quadcitiesautogroup.example"],
      request: sitePost("/our-company/meet-our-team/sam-lee"),
    });
    const deliveries = await listDeliveries(services.db, result.leadId);
    expect(deliveries.map((d) => [d.channel, d.recipient, d.format])).toEqual([
      ["dealer", services.settings.email.recipient, "adf"],
      ["staff", "sam.lee@quadcitiesautogroup.example", "text"],
    ]);
    await expect(
      acceptLeadWith(services, {
        kind: "STAFF_MEMBER",
        idempotencyKey: key(),
        user: jane,
        url: "https://cars.example.com/",
        additionalRecipients: ["not an address"],
        request: sitePost("/"),
      }),
    ).rejects.toThrow(LeadInputError);
  });

  it("builds the payload as the spec says: address, vehicle status, interest, 'Not provided'", async () => {
    const result = await acceptLeadWith(services, {
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
      request: sitePost("/sell-trade-my-car"),
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
    const result = await acceptLeadWith(services, {
      kind: "FULL_CREDIT_APP",
      idempotencyKey: key(),
      user: { ...jane, dateOfBirth: "1990-07-15", middleName: "Q" },
      url: "https://cars.example.com/auto-financing/full-credit-application",
      details,
      ssn: "123456789",
      coBorrowerSsn: "219-09-9999",
      request: sitePost("/auto-financing/full-credit-application"),
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
    const key32 = leadEncryptionKey(services.env);
    expect(JSON.parse(decryptField(row.ssn_ciphertext!, key32, result.leadId))).toEqual({
      applicant: "123-45-6789",
      coBorrower: "219-09-9999",
    });
    await expect(
      acceptLeadWith(services, {
        kind: "CAREERS",
        idempotencyKey: key(),
        user: jane,
        url: "https://cars.example.com/",
        ssn: "123-45-6789",
        request: sitePost("/"),
      }),
    ).rejects.toThrow("Only a full credit application");
    await expect(
      acceptLeadWith(services, {
        kind: "FULL_CREDIT_APP",
        idempotencyKey: key(),
        user: jane,
        url: "https://cars.example.com/",
        ssn: "666-12-3456",
        request: sitePost("/"),
      }),
    ).rejects.toThrow(LeadInputError);
  });

  it("takes the marketing parameters from the adsValues cookie, else from the caller", async () => {
    const ads = encodeURIComponent(JSON.stringify({ utm_source: "google", gclid: "abc", other: "x" }));
    const fromCookie = await acceptLeadWith(services, {
      kind: "CONTACT_GENERAL",
      idempotencyKey: key(),
      user: jane,
      url: "https://cars.example.com/contact-us",
      adsValues: { utm_source: "ignored" },
      request: sitePost("/contact-us", { cookie: `adsValues=${ads}` }),
    });
    expect((await findLead(services.db, fromCookie.leadId))?.payload.adsValues).toEqual({
      utm_source: "google",
      gclid: "abc",
    });
    const fromCaller = await acceptLeadWith(services, {
      kind: "CONTACT_GENERAL",
      idempotencyKey: key(),
      user: jane,
      url: "https://cars.example.com/contact-us",
      adsValues: { utm_campaign: "fall-sale" },
      request: sitePost("/contact-us", { cookie: "adsValues=%7Bbroken" }),
    });
    expect((await findLead(services.db, fromCaller.leadId))?.payload.adsValues).toEqual({
      utm_campaign: "fall-sale",
    });
  });

  it("refuses a missing idempotency key or an unknown kind", async () => {
    const base = { user: jane, url: "https://cars.example.com/", request: sitePost("/") };
    await expect(acceptLeadWith(services, { ...base, kind: "CAREERS", idempotencyKey: " " })).rejects.toThrow(
      LeadInputError,
    );
    await expect(
      acceptLeadWith(services, { ...base, kind: "SPAM" as "CAREERS", idempotencyKey: key() }),
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

  it("sends text, sets no prospect cookie, and records status new", async () => {
    const result = await acceptLeadWith(services, {
      kind: "SERVICE",
      idempotencyKey: key(),
      user: jane,
      url: "https://cars.example.com/service/schedule",
      request: sitePost("/service/schedule", { cookie: `${PROSPECT_COOKIE}=1` }),
    });
    expect(result.headers.get("set-cookie")).toBeNull();
    const deliveries = await listDeliveries(services.db, result.leadId);
    expect(deliveries.map((d) => [d.recipient, d.format])).toEqual([["crm@example.com", "text"]]);
  });
});
