import { describe, expect, it } from "vitest";
import { sectionsAsText } from "./sections";
import { type SellOrTradeDetails, sellOrTradeDetailsSchema, sellOrTradeKind } from "./sell-or-trade";

const details: SellOrTradeDetails = sellOrTradeDetailsSchema.parse({
  offer: 6256,
  answers: [{ question: "Has anyone smoked in the vehicle?", answer: "Yes" }],
  appraisal: {
    reference: "TI-7K3Q9M2P",
    vehicle: "2016 Honda Civic EX",
    licencePlate: "TRD 415",
    state: "IL",
    mileage: 118000,
    exteriorColor: "Blue",
    options: ["Sunroof or moonroof"],
    appraisedAt: "11/22/26 at 12:00 PM",
    validUntil: "11/29/26 at 12:00 PM",
    baseValue: 7360,
    retailValue: 10424,
    valuationBasis: "our valuation model, checked against 3 comparable vehicles on our lots",
    deductions: [
      { question: "Has anyone smoked in the vehicle?", answer: "Yes", amount: 368, percent: 5 },
      { question: "How many tires need to be replaced?", answer: "Three or four", amount: 736, percent: 10 },
    ],
    deductionTotal: 1104,
    offers: [
      { label: "Cash now", amount: 6256, detail: "paid when the vehicle is handed over" },
      {
        label: "More cash later",
        amount: 7804,
        detail: "$6,256 at hand-over; Reserve check: $1,053; Profit-share check: $495",
      },
    ],
    selectedOffer: "Cash now",
    inspection: { location: "Quad Cities Auto Group Rockford", date: "Tuesday, 11/24/26", time: "10:30 AM" },
    offerLink: "https://dealer.example/sell-trade-my-car/your-vehicle/offer/a.b",
  },
  sellerCopy: { to: "ann@example.com", subject: "Your trade-in offer", text: "Thank you for asking us.\n" },
});
const payload = {} as never;

describe("SELL_OR_TRADE", () => {
  it("shows the dealer how the offer was reached, the offers, the expiry, the offer taken and the inspection", () => {
    const text = sectionsAsText(sellOrTradeKind.sections(details, payload));
    expect(text).toContain("Trade-in appraisal\n  Reference: TI-7K3Q9M2P\n  Vehicle: 2016 Honda Civic EX");
    expect(text).toContain("License plate: TRD 415 (IL)");
    expect(text).toContain("Offer valid until: 11/29/26 at 12:00 PM");
    expect(text).toContain("Offer page: https://dealer.example/sell-trade-my-car/your-vehicle/offer/a.b");
    expect(text).toContain(
      "Offers\n  Cash now: $6,256: paid when the vehicle is handed over\n  More cash later: $7,804: $6,256 at hand-over;",
    );
    expect(text).toContain(
      "Base value: $7,360 (retail value $10,424, from our valuation model, checked against 3 comparable vehicles on our lots)",
    );
    expect(text).toContain('Has anyone smoked in the vehicle?: -$368 for "Yes" (5 % of the base value)');
    expect(text).toContain("Deductions in all: -$1,104");
    expect(text).toContain(
      "Selected offer: Cash now\n  Inspection at: Quad Cities Auto Group Rockford\n  Inspection date: Tuesday, 11/24/26",
    );
    expect(text).toContain("Answers\n  Has anyone smoked in the vehicle?: Yes");
  });

  it("still reads an integration's offer and answers", () => {
    const text = sectionsAsText(
      sellOrTradeKind.sections(
        { offer: 14250, answers: [{ question: "Condition", answer: "Good" }] },
        payload,
      ),
    );
    expect(text).toBe("Trade-in appraisal\n  Offer: $14,250\n  Condition: Good");
  });

  it("e-mails the seller the site's own words, never the lead (issue 19, point 2)", () => {
    expect(sellOrTradeKind.extraRecipients).toBeUndefined();
    expect(sellOrTradeKind.visitorCopy!(details)).toEqual(details.sellerCopy);
    expect(sellOrTradeKind.visitorCopy!({ offer: 1 })).toBeUndefined();
    const copy = { to: "not an address", subject: "s", text: "t" };
    expect(sellOrTradeDetailsSchema.safeParse({ sellerCopy: copy }).success).toBe(false);
    // The dealer's e-mail does not show it: it is the seller's.
    expect(sectionsAsText(sellOrTradeKind.sections(details, payload))).not.toContain("Thank you for asking");
  });
});
