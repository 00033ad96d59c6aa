import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prequalify } from "~/features/financing/prequalification";
import { ADF_DTD, xmllintAdf } from "~tests/support/adf";
import { createLeadTestServices, type LeadTestServices } from "~tests/support/lead-services";
import { SAMPLE_LEADS } from "~tests/support/sample-leads";
import { toFinancingLead } from "../forms/financing";
import { acceptLead } from "../intake/accept-lead.server";
import type { LeadPayload } from "../model/lead";
import { buildLeadPayload } from "../model/lead-payload";
import { findLead, type StoredLead } from "../model/lead-repository.server";
import { mergesComments, renderAdf, xmlText } from "./adf.server";
import { renderTextEmail } from "./text-email";

const provider = {
  name: "Quad Cities Auto Group Website",
  service: "Dealer website",
  url: "http://localhost:3000",
  email: "web@quadcitiesautogroup.example",
  phone: "(309) 555-0100",
};

let services: LeadTestServices;
const leads = new Map<string, StoredLead>();

beforeAll(async () => {
  services = await createLeadTestServices("sqlite");
  for (const [index, sample] of SAMPLE_LEADS.entries()) {
    const { leadId } = await acceptLead(services, {
      ...sample,
      idempotencyKey: `adf-${index}`,
      url: `https://cars.example.com${sample.path}`,
    });
    leads.set(sample.kind, (await findLead(services.db, leadId))!);
  }
});
afterAll(async () => {
  await services?.cleanup();
});

describe("the ADF e-mail", () => {
  it("the DTD check itself rejects what the DTD forbids", () => {
    expect(fs.existsSync(ADF_DTD)).toBe(true);
    expect(
      xmllintAdf('<?xml version="1.0"?><adf><prospect><requestdate>x</requestdate></prospect></adf>'),
    ).toMatch(/does not follow the DTD|failed to validate/i);
  });

  it.each(SAMPLE_LEADS.map((s) => s.kind))("is valid ADF for %s", (kind) => {
    const lead = leads.get(kind)!;
    for (const settings of [{ provider }, {}, { provider, mergeCommentsForProvider: provider.name }]) {
      const xml = renderAdf(lead.payload, { leadId: lead.id, settings });
      expect(xmllintAdf(xml), xml).toBe("");
    }
  });

  it("carries the spec's fields: status, names, adf phone mask, vehicle status and interest, vendor, provider", () => {
    const lead = leads.get("UNLOCK_PRICE")!;
    const xml = renderAdf(lead.payload, { leadId: lead.id, settings: { provider } });
    expect(xml).toContain('<prospect status="new">');
    expect(xml).toContain(`<id sequence="1" source="${services.settings.company.name}">${lead.id}</id>`);
    expect(xml).toContain('<name part="first" type="individual">Jane</name>');
    expect(xml).toContain('<name part="last" type="individual">Doe</name>');
    expect(xml).toContain("<email>jane.doe@example.com</email>");
    expect(xml).toContain('<phone type="voice">309-555-0123</phone>');
    expect(xml).toContain('<vehicle interest="buy" status="used">');
    expect(xml).toContain("<vin>2HGFC2F59KH123456</vin>");
    expect(xml).toContain('<odometer status="unknown" units="mi">42130</odometer>');
    expect(xml).toContain('<price type="asking" currency="USD">18995</price>');
    expect(xml).toContain(`<vendorname>${services.settings.company.name}</vendorname>`);
    expect(xml).toMatch(
      /<provider>\s*<name part="full" type="business">Quad Cities Auto Group Website<\/name>/,
    );
    expect(xml).toContain('<phone type="voice">309-555-0100</phone>');
    expect(xml).toContain("Down payment: $2,000");
    expect(renderAdf(lead.payload, { leadId: lead.id, settings: {} })).not.toContain("<provider>");
  });

  it("gives the provider the site's own address (SITE_URL), not the content file's", () => {
    const lead = leads.get("UNLOCK_PRICE")!;
    const xml = renderAdf(lead.payload, {
      leadId: lead.id,
      settings: { provider },
      siteUrl: "https://www.quadcitiesautogroup.example/some/path",
    });
    expect(xmllintAdf(xml), xml).toBe("");
    expect(xml).toContain("<url>https://www.quadcitiesautogroup.example</url>");
    expect(xml).not.toContain("localhost:3000");
  });

  it("says 'new' for a new vehicle, 'sell' for a vehicle to sell, and 'resend' after the first lead", () => {
    const testDrive = leads.get("SCHEDULE_TEST_DRIVE")!;
    expect(renderAdf(testDrive.payload, { leadId: "1", settings: {} })).toContain(
      '<vehicle interest="buy" status="new">',
    );
    const sell = leads.get("SELL_OR_TRADE")!;
    const sellXml = renderAdf(sell.payload, { leadId: "1", settings: {} });
    expect(sellXml).toContain('<vehicle interest="sell" status="used">');
    expect(sellXml).toContain('<odometer status="unknown" units="mi">128400</odometer>');
    const resend: LeadPayload = { ...sell.payload, prospectStatus: "resend" };
    expect(renderAdf(resend, { leadId: "1", settings: {} })).toContain('<prospect status="resend">');
  });

  it("gives a lead without a vehicle the documented placeholder vehicle", () => {
    const careers = leads.get("CAREERS")!;
    const xml = renderAdf(careers.payload, { leadId: "1", settings: {} });
    expect(xml).toMatch(
      /<vehicle interest="buy" status="used">\s*<year\/>\s*<make\/>\s*<model\/>\s*<comments>No vehicle of interest \(Job application\)<\/comments>/,
    );
    expect(xml).toContain("Position: Service Technician");
    const service = renderAdf(leads.get("SERVICE")!.payload, { leadId: "1", settings: {} });
    expect(service).toContain("<model>Camry</model>");
    expect(service).toContain("<comments>Vehicle for service</comments>");
    expect(service).toMatch(
      /<timeframe>\s*<description>Service appointment<\/description>\s*<earliestdate>2026-11-03T09:30<\/earliestdate>\s*<latestdate>2026-11-03T10:30<\/latestdate>/,
    );
    expect(service).toContain("OIL: Oil change: Synthetic please");
  });

  it("sends 'Not provided' when the visitor gave neither e-mail nor phone, and stays valid", () => {
    const payload = buildLeadPayload(
      { kind: "CONTACT_GENERAL", user: {}, url: "https://cars.example.com/contact-us" },
      {
        vendor: { vendorName: "Dealer", contact: { email: "gm@example.com" } },
        prospectStatus: "new",
        requestDate: "2026-11-01T10:00:00.000Z",
      },
    );
    const xml = renderAdf(payload, { leadId: "1", settings: {} });
    expect(xml).toContain('<name part="first" type="individual">Not provided</name>');
    expect(xml).toContain('<phone type="voice">Not provided</phone>');
    expect(xml).toContain("<requestdate>2026-11-01T10:00:00Z</requestdate>");
    expect(xmllintAdf(xml), xml).toBe("");
  });

  it("keeps only the SSN's last four digits", () => {
    const lead = leads.get("FULL_CREDIT_APP")!;
    const xml = renderAdf(lead.payload, { leadId: lead.id, settings: {} });
    expect(xml).toContain("SSN (last four): ***-**-6789");
    expect(xml).toContain("SSN (last four): ***-**-9999");
    expect(xml).not.toMatch(/123-?45-?6789|219-?09-?9999/);
    expect(xml).toContain('<address type="home">');
    expect(xml).toContain('<name part="suffix" type="individual">Jr.</name>');
  });

  it("merges customer and vehicle comments into one place for the named provider only", () => {
    const payload: LeadPayload = {
      ...leads.get("UNLOCK_PRICE")!.payload,
      comments: "Top-level note",
      user: { ...leads.get("UNLOCK_PRICE")!.payload.user, comments: "Customer note" },
      vehicle: { ...leads.get("UNLOCK_PRICE")!.payload.vehicle!, comments: "Vehicle note" },
    };
    const separate = renderAdf(payload, { leadId: "1", settings: { provider } });
    expect(separate).toMatch(/<vehicle[^>]*>[\s\S]*<comments>Vehicle note<\/comments>[\s\S]*<\/vehicle>/);
    const merging = {
      provider: { ...provider, name: "DriveCentric" },
      mergeCommentsForProvider: "drivecentric",
    };
    expect(mergesComments(merging)).toBe(true);
    expect(mergesComments({ provider, mergeCommentsForProvider: "DriveCentric" })).toBe(false);
    const merged = renderAdf(payload, { leadId: "1", settings: merging });
    expect(merged).not.toMatch(/<vehicle[^>]*>[\s\S]*<comments>[\s\S]*<\/vehicle>/);
    const customerComments = /<customer>[\s\S]*<comments>([\s\S]*?)<\/comments>[\s\S]*<\/customer>/.exec(
      merged,
    )?.[1];
    expect(customerComments).toContain("Customer note");
    expect(customerComments).toContain("Top-level note");
    expect(customerComments).toContain("Vehicle 2019 Honda Civic: Vehicle note");
    expect(xmllintAdf(merged), merged).toBe("");
  });

  it("says the visitor's language when the lead came from a Spanish page, and stays valid", async () => {
    const sample = SAMPLE_LEADS.find((l) => l.kind === "CONTACT_FINANCE")!;
    const visitor = { prospectLeadSent: false, adsValues: undefined, language: "es" as const };
    const { leadId } = await acceptLead(
      services,
      { ...sample, idempotencyKey: "adf-spanish", url: `https://cars.example.com/es${sample.path}` },
      visitor,
    );
    const spanish = (await findLead(services.db, leadId))!;
    expect(spanish.payload.language).toBe("es");
    for (const settings of [{ provider }, { provider, mergeCommentsForProvider: provider.name }]) {
      const xml = renderAdf(spanish.payload, { leadId, settings });
      expect(xmllintAdf(xml), xml).toBe("");
      expect(xml).toMatch(/<comments>[^<]*Preferred language: Spanish[^<]*<\/comments>/);
    }
    const english = leads.get(sample.kind)!;
    expect(english.payload.language).toBeUndefined();
    expect(renderAdf(english.payload, { leadId: english.id, settings: {} })).not.toContain(
      "Preferred language",
    );
    // An English page's lead carries no language, even when the visitor object names English.
    const fromEnglish = buildLeadPayload(
      {
        kind: "CAREERS",
        user: { firstName: "Jane", lastName: "Doe", email: "jane@example.com" },
        url: "/x",
        language: "en",
      },
      { vendor: english.payload.vendor, prospectStatus: "new", requestDate: "2026-11-24T10:00:00Z" },
    );
    expect(fromEnglish.language).toBeUndefined();
  });

  it("carries the pre-approval's reference, credit band, income and the estimate shown, and stays valid", async () => {
    const value = {
      identifier: "current" as const,
      buyingTime: "Within a week" as const,
      creditBand: "poor" as const,
      monthlyIncome: 3_800,
      firstName: "Jane",
      lastName: "Doe",
      email: "jane.doe@example.com",
      phone: "(309) 555-0123",
      address: "1200 River Dr",
      apartment: undefined,
      city: "Moline",
      state: "IL",
      zipCode: "61265",
      vin: undefined,
    };
    const { company } = services.settings;
    const estimate = prequalify(value, company.payments, company.fee.documentary);
    const { leadId } = await acceptLead(
      services,
      toFinancingLead(value, {
        idempotencyKey: "adf-prequalification",
        pageUrl: "https://cars.example.com/auto-financing/apply-for-financing",
        reference: "PRE-7K3M-Q9TZ",
        estimate,
      }),
    );
    const lead = (await findLead(services.db, leadId))!;
    for (const settings of [{ provider }, {}, { provider, mergeCommentsForProvider: provider.name }]) {
      const xml = renderAdf(lead.payload, { leadId, settings });
      expect(xmllintAdf(xml), xml).toBe("");
      expect(xml).toContain('<id sequence="2" source="Website reference">PRE-7K3M-Q9TZ</id>');
      expect(xml).toContain("Credit score range (self-reported): Poor (550-609)");
      expect(xml).toContain("Gross monthly income (self-reported): $3,800");
      expect(xml).toContain("Instant estimate shown to the customer (no credit check)");
      expect(xml).toContain(
        `Buying power: $${estimate.buyingPower.min.toLocaleString("en-US")} - $${estimate.buyingPower.max.toLocaleString("en-US")}`,
      );
      expect(xml).toContain("APR: 8.4% - 13.4%");
    }
    expect(renderTextEmail(lead.payload, { leadId })).toContain(
      "Credit score range (self-reported): Poor (550-609)",
    );
  });

  it("escapes markup and drops characters XML cannot carry", () => {
    const contact = leads.get("CONTACT_FINANCE")!;
    const xml = renderAdf(
      { ...contact.payload, comments: "bell\u0007 </comments><evil/>" },
      { leadId: "1", settings: {} },
    );
    expect(xml).toContain("&lt;b&gt;Thanks&lt;/b&gt; &amp; regards");
    expect(xml).toContain("bell &lt;/comments&gt;&lt;evil/&gt;");
    expect(xmllintAdf(xml), xml).toBe("");
    expect(xmlText("a\u0000b\uD800c")).toBe("abc");
  });
});

describe("the text e-mail", () => {
  it("shows every field readably, with the ad user information", () => {
    const lead = leads.get("UNLOCK_INVENTORY")!;
    const text = renderTextEmail(lead.payload, { leadId: lead.id });
    expect(text).toContain("Unlock inventory from Jane Doe");
    expect(text).toContain("Name: Jane Doe");
    expect(text).toContain("E-mail: jane.doe@example.com");
    expect(text).toContain("Phone: +1 (309) 555-0123");
    expect(text).toContain("Sent from: https://cars.example.com/cars-for-sale");
    expect(text).toContain(`Lead ID: ${lead.id}`);
    expect(text).toMatch(
      /Ad user information\n {2}utm_source: google\n {2}utm_medium: cpc\n {2}gclid: Cj0KCQ-test/,
    );
    const noAds = renderTextEmail(leads.get("CAREERS")!.payload, { leadId: "1" });
    expect(noAds).not.toContain("Ad user information");
  });

  it("writes each kind's details", () => {
    const render = (kind: string) => renderTextEmail(leads.get(kind)!.payload, { leadId: "1" });
    expect(render("CONTACT_FINANCE")).toContain("Inquiry: Financing options");
    expect(render("CONTACT_FINANCE")).toContain("Comments: Best time to call: evenings");
    expect(render("STAFF_MEMBER")).toContain("Staff member: Sam Lee");
    expect(render("SERVICE")).toContain("Vehicle 1: 2017 Toyota Camry");
    expect(render("SERVICE")).toContain("Business: Quad Cities Plumbing");
    expect(render("APPLY_FINANCING")).toContain("Buying time: Within 2 weeks");
    expect(render("APPLY_FINANCING")).toContain("Address (delivery): 1200 River Dr, Moline, IL 61265");
    expect(render("SCHEDULE_TEST_DRIVE")).toContain("Time: 10:30 AM");
    expect(render("SELL_OR_TRADE")).toContain("Vehicle to sell");
    expect(render("SELL_OR_TRADE")).toContain("Mileage: 128,400 miles");
    const credit = render("FULL_CREDIT_APP");
    expect(credit).toContain("SSN (last four): ***-**-6789");
    expect(credit).toContain("Employer: Deere & Company");
    expect(credit).toContain("Co-borrower residence 1 (current)");
    expect(credit).not.toMatch(/123-?45-?6789|219-?09-?9999/);
  });

  it("says 'Preferred language: Spanish' for a lead from a Spanish page, and nothing for an English one", () => {
    const lead = leads.get("CAREERS")!;
    const spanish = renderTextEmail({ ...lead.payload, language: "es" }, { leadId: "1" });
    expect(spanish).toContain("  Preferred language: Spanish\n");
    // The e-mail itself stays in English.
    expect(spanish).toContain("Job application from Jane Doe");
    expect(renderTextEmail(lead.payload, { leadId: "1" })).not.toContain("Preferred language");
  });

  it("puts an integration's own body first", () => {
    const lead = leads.get("CAREERS")!;
    const text = renderTextEmail(
      { ...lead.payload, html: "<p>Hello <b>dealer</b></p><p>A &amp; B</p>" },
      { leadId: "1" },
    );
    expect(text.split("\n").slice(0, 4).join("\n")).toBe(
      "Job application from Jane Doe\n\nHello dealer\nA & B",
    );
  });
});

describe("the ad user information (spec section 9)", () => {
  it("goes from the visitor's adsValues cookie into the ADF's customer comments and the text e-mail, and stays valid", async () => {
    const sample = SAMPLE_LEADS.find((l) => l.kind === "CONTACT_FINANCE")!;
    const ads = { utm_source: "google", utm_medium: "cpc", utm_campaign: "fall & <sale>", gclid: "abc" };
    const { leadId } = await acceptLead(
      services,
      { ...sample, idempotencyKey: "adf-ads", url: `https://cars.example.com${sample.path}` },
      { prospectLeadSent: false, adsValues: ads },
    );
    const lead = (await findLead(services.db, leadId))!;
    expect(lead.payload.adsValues).toEqual(ads);
    for (const settings of [{ provider }, {}, { provider, mergeCommentsForProvider: provider.name }]) {
      const xml = renderAdf(lead.payload, { leadId, settings });
      expect(xmllintAdf(xml), xml).toBe("");
      const comments = /<customer>[\s\S]*<comments>([\s\S]*?)<\/comments>/.exec(xml)?.[1];
      expect(comments).toContain(
        "Ad user information:\nutm_source: google\nutm_medium: cpc\nutm_campaign: fall &amp; &lt;sale&gt;\ngclid: abc",
      );
    }
    const text = renderTextEmail(lead.payload, { leadId });
    expect(text).toMatch(/Ad user information\n[\s\S]*utm_source: google[\s\S]*gclid: abc/);
  });

  it("is left out when the visitor brought none", () => {
    const lead = leads.get("CAREERS")!;
    expect(lead.payload.adsValues).toBeUndefined();
    expect(renderAdf(lead.payload, { leadId: "1", settings: {} })).not.toContain("Ad user information");
    expect(renderTextEmail(lead.payload, { leadId: "1" })).not.toContain("Ad user information");
  });
});
