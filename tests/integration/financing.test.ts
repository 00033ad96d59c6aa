import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings } from "../../app/features/company/settings.server";
import { prequalify } from "../../app/features/financing/prequalification";
import { vehicleUrl } from "../../app/features/inventory/urls";
import type { Condition } from "../../app/features/inventory/vehicle";
import { CELL_PHONE_CONSENT } from "../../app/features/leads/forms/common";
import { formatPrice } from "../../app/lib/format";
import { expectValidAdf } from "../support/adf";
import {
  decode,
  errorText,
  type Fields,
  followRedirect,
  junkPostStatuses,
  mergeCookies,
  openForm,
  person,
  phoneInputsDescribedBy,
  postForm,
  shownValue,
  storedLeads,
  unique,
} from "../support/form-client";
import { ROOT, type RunningServer, startServer } from "../support/server";
import { createSmtpTestServer, mailHeader, type SmtpTestServer } from "../support/smtp-peer";

/**
 * The financing forms through the production server, posted as plain HTML forms (no
 * JavaScript): pre-approval (also on a second site whose settings turn it off: the minimal
 * layout) and the full credit application. A real SMTP peer receives the e-mails, xmllint
 * checks each ADF body against the DTD, and the database shows what was stored, the SSNs
 * encrypted. Bad input on every field gives its message; junk never gets a 500.
 *
 * Each form test is its own visitor (its own cookies) with its own names, and finds its leads
 * and e-mails by them, so a section's tests run side by side: most of their time is the form
 * guard's minimum fill time.
 */
const { store } = loadSettings(path.resolve(ROOT, "content"));

/**
 * These tests post many forms from this machine: its address is exempt from the per-address
 * limits (RATE_LIMIT_EXEMPT), which are not what these tests are about.
 */
const FORMS_FROM_THIS_MACHINE = { RATE_LIMIT_EXEMPT: "loopback" };

let smtp: SmtpTestServer;
let server: RunningServer;
let minimalServer: RunningServer;
let contentDir: string;

beforeAll(async () => {
  smtp = await createSmtpTestServer();
  // A second site whose settings turn pre-approval financing off: the minimal layout.
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-content-"));
  fs.cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
  fs.writeFileSync(
    path.join(contentDir, "store.json"),
    JSON.stringify({ ...store, preApprovalFinancingEnabled: false }),
  );
  [server, minimalServer] = await Promise.all([
    // Tier 1: the visitor profile is kept without a consent answer (the gate: attribution.test.ts).
    startServer({
      env: { SMTP_URL: smtp.url, LOG_LEVEL: "info", COOKIE_CONSENT_TIER: "1", ...FORMS_FROM_THIS_MACHINE },
    }),
    startServer({ env: { CONTENT_DIR: contentDir, ...FORMS_FROM_THIS_MACHINE } }),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.stop(), minimalServer?.stop()]);
  await smtp?.stop();
  if (contentDir) fs.rmSync(contentDir, { recursive: true, force: true });
});

describe.concurrent("financing pre-approval (/auto-financing/apply-for-financing)", () => {
  const fields = (name: string, phone = "(309) 555-0177") => ({
    identifier: "co-applicant",
    buyingTime: "Within a month",
    creditBand: "fair",
    monthlyIncome: "$5,000",
    ...person(name),
    phone,
    address: "12 Elm Street",
    apartment: "Apt 4",
    city: "Moline",
    state: "IL",
    zipCode: "61265",
  });
  const { company } = loadSettings(path.resolve(ROOT, "content"));
  const estimate = prequalify(
    { creditBand: "fair", monthlyIncome: 5_000 },
    company.payments,
    company.fee.documentary,
  );

  it("is in the default layout when pre-approval financing is enabled, minimal otherwise", async () => {
    const page = await openForm(server, "/auto-financing/apply-for-financing");
    expect(page.html).toContain("No impact on your credit score");
    expect(page.html).toContain('aria-label="Main"');
    expect(page.html).toContain("<footer");
    const minimal = await openForm(minimalServer, "/auto-financing/apply-for-financing");
    expect(minimal.status).toBe(200);
    expect(minimal.html).toContain("No impact on your credit score");
    expect(minimal.html).not.toContain('aria-label="Main"');
    expect(minimal.html).not.toContain("<footer");
  });

  it("asks the credit score range in words and the gross monthly income", async () => {
    const page = await openForm(server, "/auto-financing/apply-for-financing");
    const text = decode(page.html);
    for (const band of ["Excellent: 740 to 850", "Good: 670 to 739", "Fair: 610 to 669", "Poor: 550 to 609"])
      expect(text).toContain(band);
    expect(text).toContain("Rebuilding: 300 to 549");
    expect(page.html).toMatch(
      /<input[^>]*name="creditBand"[^>]*type="radio"|<input[^>]*type="radio"[^>]*name="creditBand"/,
    );
    expect(text).toContain("Gross monthly income");
    const spanish = decode((await openForm(server, "/es/auto-financing/apply-for-financing")).html);
    expect(spanish).toContain("Regular: de 610 a 669");
    expect(spanish).toContain("Ingreso mensual bruto");
  });

  it("without JavaScript the post answers the confirmation with the instant estimate; the lead's ADF carries it; unchanged data sends nothing", async () => {
    const name = `Finance${unique()}`;
    const page = await openForm(server, "/auto-financing/apply-for-financing");
    const first = await postForm(server, "/auto-financing/apply-for-financing", page, fields(name));
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toBe("private, no-store");
    const shown = decode(first.html);
    // The form is replaced: one message, no toast, no form.
    expect(first.html).toContain('data-testid="pre-approval-confirmation"');
    expect(first.html).not.toContain('data-testid="toast"');
    expect(first.html).not.toContain('id="financing-form"');
    expect(first.html).not.toContain("Application received!");
    expect(first.html).toMatch(/<h1[^>]*autofocus=""[^>]*>Here is your instant estimate<\/h1>/);
    const reference = /PRE-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(shown)?.[0];
    expect(reference).toBeTruthy();
    expect(shown).toContain("Estimate — no credit check, no effect on your credit score");
    expect(shown).toContain(
      `${formatPrice(estimate.buyingPower.min)} to ${formatPrice(estimate.buyingPower.max)}`,
    );
    expect(shown).toContain("6.9% to 8.4%");
    expect(shown).toContain(
      `a ${formatPrice(estimate.example!.price)} car with $1,000 down over 72 months at 6.9% APR comes to about ${formatPrice(estimate.example!.monthly)} a month`,
    );
    expect(shown).toContain(
      "a car payment of 10% to 15% of your gross monthly income of $5,000 ($500 to $750 a month)",
    );
    expect(shown).toContain("typically within 24-48 hours");
    // What was sent, the store's phone, and the next steps' links.
    expect(shown).toContain("12 Elm Street, Apt 4, Moline, IL 61265");
    expect(shown).toContain("Fair: 610 to 669");
    expect(shown).toContain("I am a co-applicant");
    expect(first.html).toContain('href="tel:');
    expect(first.html).toContain(`href="/cars-for-sale/price-under-${estimate.buyingPower.max}"`);
    expect(first.html).toContain('href="/auto-financing/full-credit-application"');

    const cookie = mergeCookies(page.cookie, first.response.headers.getSetCookie());
    expect(cookie).toContain("visitorProfile=");
    const [mail] = await smtp.waitForMail((m) => m.text?.includes(name) ?? false);
    expect(mailHeader(mail!, "x-lead-kind")).toBe("APPLY_FINANCING");
    expectValidAdf(mail!.text!);
    expect(mail!.text).toContain("12 Elm Street");
    expect(mail!.text).toContain("Within a month");
    expect(mail!.text).toContain(`<id sequence="2" source="Website reference">${reference}</id>`);
    expect(mail!.text).toContain("Credit score range (self-reported): Fair (610-669)");
    expect(mail!.text).toContain("Gross monthly income (self-reported): $5,000");
    expect(mail!.text).toContain(
      `Buying power: ${formatPrice(estimate.buyingPower.min)} - ${formatPrice(estimate.buyingPower.max)}`,
    );
    expect(mail!.text).toContain("APR: 6.9% - 8.4%");
    const stored = storedLeads(server, "APPLY_FINANCING").filter((l) => l.payload.includes(name));
    expect(stored).toHaveLength(1);
    const payload = JSON.parse(stored[0]!.payload);
    expect(payload.reference).toBe(reference);
    expect(payload.details).toMatchObject({
      creditBand: "fair",
      monthlyIncome: 5000,
      estimate: { buyingPower: estimate.buyingPower, apr: estimate.apr, example: estimate.example },
    });

    // Reloading the answer posts the same token again: the same lead, the same reference.
    const reload = await postForm(server, "/auto-financing/apply-for-financing", page, fields(name));
    expect(reload.response.status).toBe(200);
    expect(decode(reload.html)).toContain(reference!);
    expect(storedLeads(server, "APPLY_FINANCING").filter((l) => l.payload.includes(name))).toHaveLength(1);

    // The page remembers the visitor, and the same data again is not sent again: the estimate
    // still shows, and says nothing new was sent (no reference).
    const again = await openForm(server, "/auto-financing/apply-for-financing", cookie);
    expect(shownValue(again.html, "lastName")).toBe(name);
    expect(decode(again.html)).toContain("We filled in the details you gave us last time");
    const second = await postForm(server, "/auto-financing/apply-for-financing", again, fields(name));
    expect(second.response.status).toBe(200);
    expect(decode(second.html)).toContain("We already have these details from your earlier request");
    expect(decode(second.html)).not.toMatch(/PRE-[0-9A-Z]{4}-[0-9A-Z]{4}/);
    expect(decode(second.html)).toContain(formatPrice(estimate.buyingPower.max));
    expect(storedLeads(server, "APPLY_FINANCING").filter((l) => l.payload.includes(name))).toHaveLength(1);

    // A changed phone is new data: a new lead.
    const changed = await openForm(server, "/auto-financing/apply-for-financing", cookie);
    const third = await postForm(
      server,
      "/auto-financing/apply-for-financing",
      changed,
      fields(name, "(309) 555-0199"),
    );
    expect(third.response.status).toBe(200);
    expect(storedLeads(server, "APPLY_FINANCING").filter((l) => l.payload.includes(name))).toHaveLength(2);

    // Someone else's details typed over the saved ones, with a mistake: the form shows what
    // was typed, and does not say "we filled in" above fields we did not fill.
    const mistaken = await openForm(server, "/auto-financing/apply-for-financing", cookie);
    const wrong = await postForm(server, "/auto-financing/apply-for-financing", mistaken, {
      ...fields(`Other${unique()}`, "(309) 555-0142"),
      firstName: "Bea",
      email: "bea@example.com",
      address: "9 Oak Lane",
      apartment: "",
      city: "Rock Island",
      zipCode: "61201",
      monthlyIncome: "",
    });
    expect(wrong.response.status).toBe(400);
    expect(errorText(wrong.html, "financing-form-monthlyIncome-error")).toBe("This field is required");
    expect(decode(wrong.html)).not.toContain("We filled in the details");
    expect(shownValue(wrong.html, "firstName")).toBe("Bea");
  });

  it("in Spanish: the same confirmation in Spanish, es-US money", async () => {
    const name = `Financiamiento${unique()}`;
    const page = await openForm(server, "/es/auto-financing/apply-for-financing");
    const { response, html } = await postForm(
      server,
      "/es/auto-financing/apply-for-financing",
      page,
      fields(name),
    );
    expect(response.status).toBe(200);
    const shown = decode(html);
    expect(shown).toContain("Aquí está su estimado al instante");
    expect(shown).toContain("Estimado: sin revisión de crédito y sin afectar su puntaje de crédito");
    expect(shown).toContain(
      `${formatPrice(estimate.buyingPower.min, "es")} a ${formatPrice(estimate.buyingPower.max, "es")}`,
    );
    expect(shown).toContain("normalmente en 24 a 48 horas");
    expect(html).toContain(`href="/es/cars-for-sale/price-under-${estimate.buyingPower.max}"`);
    const [mail] = await smtp.waitForMail((m) => m.text?.includes(name) ?? false);
    expectValidAdf(mail!.text!);
    expect(mail!.text).toContain("Preferred language: Spanish");
    expect(mail!.text).toContain("Credit score range (self-reported): Fair (610-669)");
  });

  it("bad input on every field: its message, values kept", async () => {
    const page = await openForm(server, "/auto-financing/apply-for-financing");
    const { response, html } = await postForm(server, "/auto-financing/apply-for-financing", page, {
      identifier: "someone-else",
      buyingTime: "",
      creditBand: "superb",
      monthlyIncome: "a lot",
      firstName: "",
      lastName: "Kept",
      email: "x",
      phone: "1",
      address: "",
      city: "",
      state: "ZZ",
      zipCode: "6126",
    });
    expect(response.status).toBe(400);
    const expected = {
      identifier: "Choose who is applying.",
      buyingTime: "Choose when you plan to buy.",
      creditBand: "This field is required",
      monthlyIncome: "Enter your monthly income before taxes.",
      firstName: "Enter your first name.",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      address: "This field is required",
      city: "This field is required",
      state: "This field is required",
      zipCode: "Enter a 5-digit ZIP code.",
    };
    for (const [field, message] of Object.entries(expected))
      expect(errorText(html, `financing-form-${field}-error`), field).toBe(message);
    expect(shownValue(html, "lastName")).toBe("Kept");
    expect(shownValue(html, "zipCode")).toBe("6126");
    expect(shownValue(html, "monthlyIncome")).toBe("a lot");
    const blank = await postForm(server, "/auto-financing/apply-for-financing", page, { lastName: "Kept" });
    expect(errorText(blank.html, "financing-form-monthlyIncome-error")).toBe("This field is required");
    expect(errorText(blank.html, "financing-form-creditBand-error")).toBe("This field is required");
  });
});

/** Vehicles of the server's demo inventory, read from its database. */
type StockRow = {
  vin: string;
  condition: Condition;
  year: number;
  make: string;
  model: string;
  trim: string;
  price: number;
  preview_image: string;
};
function stock(site: RunningServer, sql: string): StockRow[] {
  const db = new Database(path.join(site.dataDir, "dealer.sqlite"));
  try {
    return db.prepare(sql).all() as StockRow[];
  } finally {
    db.close();
  }
}

describe.concurrent("the pre-approval started from a vehicle carries the car (issue 8, point 4)", () => {
  const fields = (name: string) => ({
    identifier: "current",
    buyingTime: "Within a week",
    creditBand: "good",
    monthlyIncome: "4200",
    ...person(name),
    address: "12 Elm Street",
    city: "Moline",
    state: "IL",
    zipCode: "61265",
  });

  it("the vehicle page's prompt links with the VIN; the form shows the car; the lead's ADF names it", async () => {
    const [car] = stock(server, "select * from vehicles where status = 'in_stock' order by vin limit 1");
    const vehiclePage = await fetch(`${server.url}${vehicleUrl(car!)}`);
    expect(vehiclePage.status).toBe(200);
    // The page's own pre-approval links (the prompt, the phone's action bar), not the menus'.
    const main = /<main[\s\S]*<\/main>/.exec(await vehiclePage.text())?.[0] ?? "";
    const links = [...main.matchAll(/href="([^"]*apply-for-financing[^"]*)"/g)].map((m) => decode(m[1]!));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toBe(`/auto-financing/apply-for-financing?vin=${car!.vin}`);

    const name = `FromCar${unique()}`;
    const page = await openForm(server, links[0]!);
    expect(page.status).toBe(200);
    const text = decode(page.html);
    expect(text).toContain(`${car!.year} ${car!.make} ${car!.model} ${car!.trim}`);
    expect(text).toContain(formatPrice(car!.price));
    expect(page.html).toContain(`src="${car!.preview_image}"`);
    expect(shownValue(page.html, "vin")).toBe(car!.vin);
    const { response, html } = await postForm(server, links[0]!, page, { ...fields(name), vin: car!.vin });
    expect(response.status).toBe(200);
    // The confirmation names the car among what was sent.
    expect(decode(html)).toContain(`${car!.year} ${car!.make} ${car!.model} ${car!.trim}`);
    expect(html).toContain('data-testid="pre-approval-confirmation"');
    const [mail] = await smtp.waitForMail((m) => m.text?.includes(name) ?? false);
    expect(mailHeader(mail!, "x-lead-kind")).toBe("APPLY_FINANCING");
    expectValidAdf(mail!.text!);
    expect(mail!.text).toContain(`<vin>${car!.vin}</vin>`);
    expect(mail!.text).toMatch(
      new RegExp(`<vehicle interest="buy" status="(new|used)">\\s*<year>${car!.year}</year>`),
    );
    const [lead] = storedLeads(server, "APPLY_FINANCING").filter((l) => l.payload.includes(name));
    expect(JSON.parse(lead!.payload).vehicle).toMatchObject({
      vin: car!.vin,
      make: car!.make,
      price: car!.price,
    });
  });

  it("an unknown or sold VIN: the form works without a car, and a posted VIN is checked again", async () => {
    const [sold] = stock(
      server,
      "select * from vehicles where status = 'in_stock' order by vin desc limit 1",
    );
    const db = new Database(path.join(server.dataDir, "dealer.sqlite"));
    db.prepare("update vehicles set status = 'sold' where vin = ?").run(sold!.vin);
    db.close();
    // Four visitors side by side (their own names), so their minimum fill times overlap.
    const vins = ["1HGCM82633A00435X", sold!.vin, "<script>", ""];
    await Promise.all(
      vins.map(async (vin) => {
        const name = `NoCar${unique()}`;
        const url = `/auto-financing/apply-for-financing?vin=${encodeURIComponent(vin)}`;
        const page = await openForm(server, url);
        expect(page.status, vin).toBe(200);
        expect(shownValue(page.html, "vin") ?? "", vin).toBe("");
        expect(decode(page.html)).not.toContain(`${sold!.make} ${sold!.model} ${sold!.trim}`);
        const { response } = await postForm(server, url, page, { ...fields(name), vin });
        expect(response.status, vin).toBe(200);
        const [lead] = storedLeads(server, "APPLY_FINANCING").filter((l) => l.payload.includes(name));
        expect(JSON.parse(lead!.payload).vehicle, vin).toBeUndefined();
      }),
    );
  });
});

describe("the call-and-text consent (issue 8, point 3)", () => {
  it("the pre-approval's phone is described by the consent sentence", async () => {
    const page = await openForm(server, "/auto-financing/apply-for-financing");
    expect(phoneInputsDescribedBy(page.html, CELL_PHONE_CONSENT)).toEqual({ phone: true });
  });

  it("the full credit application's applicant and co-borrower phones are described by it", async () => {
    const page = await openForm(server, "/auto-financing/full-credit-application");
    expect(decode(page.html)).toContain(CELL_PHONE_CONSENT);
    const phones = phoneInputsDescribedBy(page.html, CELL_PHONE_CONSENT);
    expect(phones).toMatchObject({ phone: true, "coBorrower.phone": true });
  });
});

describe.concurrent("full credit application (/auto-financing/full-credit-application)", () => {
  const SSN = "457-55-5462";
  const CO_SSN = "523-41-7788";
  const application = (name: string): Fields => ({
    firstName: "Carla",
    middleName: "J",
    lastName: name,
    suffix: "Jr.",
    email: "carla@example.com",
    phone: "309-555-0144",
    dateOfBirth: "1986-04-12",
    "residences[0].fullAddress": "400 River Drive",
    "residences[0].apartment": "",
    "residences[0].city": "Moline",
    "residences[0].state": "IL",
    "residences[0].zipCode": "61265",
    "residences[0].housingStatus": "Rent",
    "residences[0].monthlyRent": "$1,150",
    "residences[0].yearsAtAddress": "1",
    "residences[0].monthsAtAddress": "3",
    "residences[1].fullAddress": "9 Old Road",
    "residences[1].city": "Rock Island",
    "residences[1].state": "IL",
    "residences[1].zipCode": "61201",
    "residences[1].housingStatus": "Live with family",
    "residences[1].monthlyRent": "0",
    "residences[1].yearsAtAddress": "4",
    "residences[1].monthsAtAddress": "0",
    "employments[0].employer": "John Deere",
    "employments[0].jobTitle": "Machinist",
    "employments[0].phone": "309-555-0190",
    "employments[0].monthlyIncome": "4,800",
    "employments[0].incomeType": "Full-time",
    "employments[0].years": "6",
    "employments[0].months": "2",
    hasCoBorrower: "on",
    "coBorrower.firstName": "Dev",
    "coBorrower.lastName": name,
    "coBorrower.phone": "309-555-0145",
    "coBorrower.dateOfBirth": "1984-09-30",
    "coBorrower.residences[0].fullAddress": "400 River Drive",
    "coBorrower.residences[0].city": "Moline",
    "coBorrower.residences[0].state": "IL",
    "coBorrower.residences[0].zipCode": "61265",
    "coBorrower.residences[0].housingStatus": "Rent",
    "coBorrower.residences[0].monthlyRent": "0",
    "coBorrower.residences[0].yearsAtAddress": "1",
    "coBorrower.residences[0].monthsAtAddress": "3",
    "coBorrower.employments[0].employer": "Trinity Hospital",
    "coBorrower.employments[0].monthlyIncome": "3900",
    "coBorrower.employments[0].incomeType": "Part-time",
    "coBorrower.employments[0].years": "2",
    "coBorrower.employments[0].months": "0",
    "coBorrower.ssn": CO_SSN,
    ssn: SSN,
    consent: "on",
  });

  it("sends FULL_CREDIT_APP with history and co-borrower; the SSNs are encrypted, never in the mail or the logs", async () => {
    const name = `Credit${unique()}`;
    const page = await openForm(server, "/auto-financing/full-credit-application");
    expect(page.html).toContain('aria-label="Application progress"');
    const { response, html } = await postForm(
      server,
      "/auto-financing/full-credit-application",
      page,
      application(name),
    );
    // Ten minutes of typing end on the confirmation page, not on a blank step 1 (issue 10).
    expect(response.status, html.slice(0, 500)).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(
      /^\/auto-financing\/full-credit-application\/confirmation\?ref=FCA-[0-9A-Z]{4}-[0-9A-Z]{4}&sig=/,
    );
    const reference = new URL(location, server.url).searchParams.get("ref")!;
    const confirmation = await followRedirect(server, response, page.cookie);
    expect(confirmation.status).toBe(200);
    const shown = decode(confirmation.html);
    expect(shown).toContain("Your application is in");
    expect(shown).toContain(reference);
    expect(shown).toContain("What happens next");
    expect(shown).toContain("within one business day");
    expect(confirmation.html).toContain('href="tel:');
    expect(confirmation.html).toContain('<meta name="robots" content="noindex');
    const [mail] = await smtp.waitForMail((m) => m.text?.includes(name) ?? false);
    // The dealer sees the reference the visitor quotes.
    expect(mail!.text).toContain(`Reference: ${reference}`);
    expect(mailHeader(mail!, "x-lead-kind")).toBe("FULL_CREDIT_APP");
    expectValidAdf(mail!.text!);
    expect(mail!.text).toContain("John Deere");
    expect(mail!.text).toContain("Trinity Hospital");
    expect(mail!.text).toContain("9 Old Road");
    for (const ssn of [SSN, CO_SSN]) {
      const digits = ssn.replace(/-/g, "");
      expect(mail!.text).not.toContain(ssn);
      expect(mail!.text).not.toContain(digits);
      expect(mail!.text).toContain(ssn.slice(-4));
    }
    const [lead] = storedLeads(server, "FULL_CREDIT_APP").filter((l) => l.payload.includes(name));
    expect(lead!.ssn_ciphertext).toBeTruthy();
    expect(lead!.payload).not.toContain(SSN);
    expect(lead!.ssn_ciphertext).not.toContain(SSN.replace(/-/g, ""));
    const payload = JSON.parse(lead!.payload);
    expect(payload.user.dateOfBirth).toBe("1986-04-12");
    expect(payload.details.residences).toHaveLength(2);
    expect(payload.details.residences[0].monthlyRent).toBe(1150);
    expect(payload.details.coBorrower.user.firstName).toBe("Dev");
    expect(server.output()).not.toContain(SSN);
    expect(server.output()).not.toContain(CO_SSN);
    // Reloading the confirmation sends nothing again.
    await openForm(server, location, confirmation.cookie);
    expect(storedLeads(server, "FULL_CREDIT_APP").filter((l) => l.payload.includes(name))).toHaveLength(1);
  });

  it("the confirmation page without a valid reference is a helpful page, not an error (issue 10)", async () => {
    for (const query of [
      "",
      "?ref=FCA-7K3M-Q9TZ",
      "?ref=FCA-7K3M-Q9TZ&sig=AAAAAAAAAAAAAAAAAAAAAA",
      "?ref=<b>x</b>",
    ]) {
      const page = await openForm(server, `/auto-financing/full-credit-application/confirmation${query}`);
      expect(page.status, query).toBe(200);
      const text = decode(page.html);
      expect(text, query).toContain("We could not find that confirmation");
      expect(text).not.toContain("FCA-7K3M-Q9TZ");
      expect(page.html).toContain('href="tel:');
      expect(page.html).toContain('href="/auto-financing/full-credit-application"');
    }
  });

  it("without a ticked co-borrower, half-filled co-borrower fields are ignored", async () => {
    const name = `Solo${unique()}`;
    const fields = application(name);
    delete fields.hasCoBorrower;
    fields["coBorrower.firstName"] = "";
    fields["coBorrower.ssn"] = "bad";
    const page = await openForm(server, "/auto-financing/full-credit-application");
    const { response } = await postForm(server, "/auto-financing/full-credit-application", page, fields);
    expect(response.status).toBe(303);
    const [lead] = storedLeads(server, "FULL_CREDIT_APP").filter((l) => l.payload.includes(name));
    expect(JSON.parse(lead!.payload).details.coBorrower).toBeUndefined();
  });

  it("bad input on every field: its message; values kept except the SSNs, which never come back", async () => {
    const page = await openForm(server, "/auto-financing/full-credit-application");
    const { response, html } = await postForm(server, "/auto-financing/full-credit-application", page, {
      firstName: "",
      lastName: "",
      middleName: "Q",
      email: "carla@",
      phone: "12",
      dateOfBirth: "2015-01-01",
      "residences[0].fullAddress": "",
      "residences[0].city": "",
      "residences[0].state": "",
      "residences[0].zipCode": "abc",
      "residences[0].housingStatus": "Castle",
      "residences[0].monthlyRent": "lots",
      "residences[0].yearsAtAddress": "-1",
      "residences[0].monthsAtAddress": "12",
      "employments[0].employer": "",
      "employments[0].monthlyIncome": "",
      "employments[0].incomeType": "",
      "employments[0].years": "x",
      "employments[0].months": "",
      "employments[0].phone": "1",
      hasCoBorrower: "on",
      "coBorrower.firstName": "",
      "coBorrower.ssn": "666-12-3456",
      ssn: "123-45-6789",
    });
    expect(response.status).toBe(400);
    const id = (name: string) => `credit-application-${name}-error`;
    const expected: Record<string, string> = {
      firstName: "Enter your first name.",
      lastName: "Enter your last name.",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      dateOfBirth: "You must be at least 18 years old to apply.",
      "residences[0].fullAddress": "Enter your street address.",
      "residences[0].city": "This field is required",
      "residences[0].state": "This field is required",
      "residences[0].zipCode": "Enter a 5-digit ZIP code.",
      "residences[0].housingStatus": "This field is required",
      "residences[0].monthlyRent": "Enter your monthly rent or mortgage payment (0 if none).",
      "residences[0].yearsAtAddress": "Enter 0 to 99 years.",
      "residences[0].monthsAtAddress": "Enter 0 to 11 months.",
      "employments[0].employer": 'Enter your employer (or "Retired", "Self-employed").',
      "employments[0].monthlyIncome": "Enter your monthly income before taxes.",
      "employments[0].incomeType": "This field is required",
      "employments[0].years": "Enter a whole number.",
      "employments[0].months": "This field is required",
      "employments[0].phone": "Please enter a valid phone number",
      "coBorrower.firstName": "Enter your first name.",
      "coBorrower.ssn": "Enter a valid Social Security number.",
      consent: "Please agree to continue.",
    };
    for (const [field, message] of Object.entries(expected))
      expect(decode(errorText(html, id(field)) ?? ""), field).toBe(message);
    expect(shownValue(html, "middleName")).toBe("Q");
    expect(shownValue(html, "residences[0].monthlyRent")).toBe("lots");
    expect(shownValue(html, "dateOfBirth")).toBe("2015-01-01");
    // The SSNs are never sent back, valid or not.
    expect(html).not.toContain("123-45-6789");
    expect(html).not.toContain("666-12-3456");
    expect(shownValue(html, "ssn") ?? "").toBe("");
  });

  it("adds and removes a previous address without JavaScript (Conform's list buttons post the form)", async () => {
    const page = await openForm(server, "/auto-financing/full-credit-application");
    const button = /<button([^>]*)>Add a previous address<\/button>/.exec(page.html)?.[1] ?? "";
    expect(button).toContain('name="__intent__"');
    const insert = /value="([^"]*)"/.exec(button);
    expect(insert).toBeTruthy();
    const { response, html } = await postForm(
      server,
      "/auto-financing/full-credit-application",
      page,
      { firstName: "Kept", "residences[0].city": "Moline", __intent__: decode(insert![1]!) },
      { waitFill: false },
    );
    expect(response.status).toBe(200);
    expect(html).toContain("Previous address 1");
    expect(shownValue(html, "firstName")).toBe("Kept");
    // A list button is not a submission: no error messages yet.
    expect(errorText(html, "credit-application-firstName-error")).toBeUndefined();

    const remove = /<button([^>]*)>Remove previous address 1<\/button>/.exec(html)?.[1] ?? "";
    const removeIntent = /value="([^"]*)"/.exec(remove)?.[1];
    expect(removeIntent).toBeTruthy();
    const after = await postForm(
      server,
      "/auto-financing/full-credit-application",
      page,
      {
        firstName: "Kept",
        "residences[0].city": "Moline",
        "residences[1].city": "Gone",
        __intent__: decode(removeIntent!),
      },
      { waitFill: false },
    );
    expect(after.response.status).toBe(200);
    expect(after.html).not.toContain("Previous address 1");
    expect(shownValue(after.html, "residences[0].city")).toBe("Moline");
  });
});

describe("junk never gets a 500", () => {
  const forms = ["/auto-financing/apply-for-financing", "/auto-financing/full-credit-application"];

  it.each(forms)("%s: JSON, a file, huge values, wrong shapes and forged intents are 400s", async (form) => {
    const statuses = await junkPostStatuses(server, form);
    for (const status of statuses) expect(status).toBe(400);
  });
});
