import { describe, expect, it } from "vitest";
import type { Location } from "~/features/company/settings-schema";
import { type Language, translator } from "~/lib/i18n";
import { tradeInCatalogue } from "~/locales/trade-in";
import { sampleAppraisal, tradeInContent } from "~tests/support/trade-in";
import {
  knownVehicleName,
  type SellerEmailContext,
  sellerInspectionEmail,
  sellerOfferEmail,
} from "./seller-email";

const content = tradeInContent();
const PHISHING = "URGENT: your bank account is locked http://evil.example/login";

/** A seller who typed the phishing text wherever the flow takes free text. */
const input = (vehicle: Record<string, string | string[]> = {}) => ({
  vehicle: {
    year: "2019",
    make: "Honda",
    model: "Civic",
    trim: "EX http://evil.example/x",
    mileage: "62,000",
    exteriorColor: "Blue",
    options: [],
    ...vehicle,
  },
  answers: {
    "100": "great",
    "101": "none",
    "102": "clean",
    "103": "no",
    "104": "no",
    "105": "two",
    "106": "none",
    "500": "none",
    "600": PHISHING,
  },
});

const context = (language: Language = "en"): SellerEmailContext => ({
  language,
  t: translator(language, tradeInCatalogue),
  companyName: "Quad Cities Auto Group",
  salesPhone: "(309) 555-0100",
  reference: "TI-7K3Q9M2P",
  offerLink: "https://cars.example.com/sell-trade-my-car/your-vehicle/offer/a.b",
  referencePrices: content.referencePrices,
});

const rockford = {
  key: "rockford",
  name: "Quad Cities Auto Group Rockford",
  addressLine1: "6500 E State St",
  addressLine2: "Rockford, IL 61108",
  phone: "(815) 555-0188",
} as Location;

function expectNothingTyped(email: { subject: string; text: string }) {
  const all = `${email.subject}\n${email.text}`;
  for (const typed of ["evil.example", "URGENT", "bank account", "EX"])
    expect(all, typed).not.toContain(typed);
}

describe("the e-mails to the seller (issue 19, point 2)", () => {
  it("give the offer in the dealer's words: the figures, the expiry, the reference and the link, nothing typed", async () => {
    const appraisal = await sampleAppraisal(content, input());
    const email = sellerOfferEmail(appraisal, context());
    expectNothingTyped(email);
    expect(email.subject).toBe("Your trade-in offer TI-7K3Q9M2P from Quad Cities Auto Group");
    expect(email.text).toContain("an offer on your 2019 Honda Civic.");
    expect(email.text).toContain(`Cash now: $${appraisal.cashNow.finalPrice.toLocaleString("en-US")}\n`);
    expect(email.text).toMatch(/Valid until: \w+day, \w+ \d+ at \d+:\d\d [AP]M\n/);
    expect(email.text).toContain("Reference: TI-7K3Q9M2P\n");
    expect(email.text).toContain("\nhttps://cars.example.com/sell-trade-my-car/your-vehicle/offer/a.b\n");
    expect(email.text).toContain("If that was not you");
  });

  it("name the vehicle only as the dealer's list spells it", async () => {
    const typed = (make: string, model: string) => ({ year: 2019, make, model, trim: "" });
    const prices = content.referencePrices;
    expect(knownVehicleName(typed("honda", "cr v"), prices)).toBe("2019 Honda CR-V");
    expect(knownVehicleName(typed("Honda", "Call 555-0100 now"), prices)).toBe("2019 Honda");
    expect(knownVehicleName(typed("Visit evil.example", "Civic"), prices)).toBeNull();
    const appraisal = await sampleAppraisal(content, input({ make: "Visit evil.example", model: "Now" }));
    const email = sellerOfferEmail(appraisal, context());
    expectNothingTyped(email);
    expect(email.text).toContain("an offer on your 2019 vehicle.");
  });

  it("confirm a booked inspection with the store, the day and time, and the offer taken", async () => {
    const appraisal = { ...(await sampleAppraisal(content, input())), selectedPayment: "cashNow" as const };
    const email = sellerInspectionEmail(
      appraisal,
      { location: rockford, date: "2026-11-26", time: "10:30" },
      context(),
    );
    expectNothingTyped(email);
    expect(email.subject).toBe("Your inspection at Quad Cities Auto Group is booked: TI-7K3Q9M2P");
    expect(email.text).toContain("When: Thursday, November 26 at 10:30 AM\n");
    expect(email.text).toContain(
      "Where: Quad Cities Auto Group Rockford, 6500 E State St, Rockford, IL 61108\n",
    );
    expect(email.text).toContain(
      `Offer: Cash now: $${appraisal.cashNow.finalPrice.toLocaleString("en-US")}\n`,
    );
    expect(email.text).toContain("To change the time, call (815) 555-0188.");
  });

  it("are written in the seller's language", async () => {
    const appraisal = { ...(await sampleAppraisal(content, input())), selectedPayment: "cashNow" as const };
    const offer = sellerOfferEmail(appraisal, context("es"));
    expectNothingTyped(offer);
    expect(offer.subject).toBe("Su oferta de intercambio TI-7K3Q9M2P de Quad Cities Auto Group");
    expect(offer.text).toContain("Efectivo ahora");
    expect(offer.text).toMatch(/Válida hasta: \w+, \d+ de \w+, \d+:\d\d [ap]\. m\.\n/);
    const booked = sellerInspectionEmail(
      appraisal,
      { location: rockford, date: "2026-11-26", time: "15:00" },
      context("es"),
    );
    expectNothingTyped(booked);
    expect(booked.text).toContain("jueves, 26 de noviembre");
    expect(booked.text).toContain("3:00 p. m.");
  });
});
