import { describe, expect, it } from "vitest";
import type { Appraisal } from "~/features/trade-in/appraisal";
import { appraiseTradeIn } from "~/features/trade-in/appraise";
import { loadTradeInContent } from "~/features/trade-in/trade-in-content.server";
import { type TradeInValuer, valueVehicle } from "~/features/trade-in/valuation-model";
import { sellOrTradeDetailsSchema } from "../kinds/sell-or-trade";
import {
  appraisalDetails,
  offerAmount,
  sellTradeContactSchema,
  toInspectionLead,
  toSellTradeLead,
} from "./sell-trade";

const content = loadTradeInContent("content");
/** The valuation model alone (no inventory to anchor on), as for a make the lot never stocks. */
const modelAlone: TradeInValuer = {
  value: async (vehicle, at) =>
    valueVehicle(content.settings.valuation, content.referenceIndex, vehicle, [], at),
};
const now = new Date("2026-11-22T18:00:00Z");

async function appraisal(year: string, answers: Record<string, unknown> = {}): Promise<Appraisal> {
  const result = await appraiseTradeIn(
    content,
    modelAlone,
    {
      vehicle: {
        vin: "",
        licencePlate: "TRD 415",
        state: "IL",
        year,
        make: "Honda",
        model: "Civic",
        trim: "EX",
        mileage: "118,000",
        exteriorColor: "Blue",
        options: ["sunroof"],
      },
      answers: {
        "100": "great",
        "101": "none",
        "102": "clean",
        "103": "yes",
        "104": "no",
        "105": "two",
        "106": "none",
        "500": "none",
        ...answers,
      },
    },
    now,
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return { id: "AAAAAAAAAAAAAAAAAAAAAAAA", ...result.appraisal, leadId: null, inspection: null };
}

const form = { idempotencyKey: "key-1", pageUrl: "https://dealer.example/sell-trade-my-car/your-vehicle" };
const link = {
  reference: "TI-7K3Q9M2P",
  offerLink: "https://dealer.example/sell-trade-my-car/your-vehicle/offer/x.y",
};
const ann = { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(309) 555-0123" };
const sellerCopy = { to: "ann@example.com", subject: "Your inspection is booked", text: "See you.\n" };

describe("the SELL_OR_TRADE lead of an offer", () => {
  it("carries the seller's vehicle as sellVehicle and a vehicle of interest 'sell', and the whole appraisal", async () => {
    const a = await appraisal("2016");
    const lead = toSellTradeLead(sellTradeContactSchema.parse(ann), { ...form, ...link, appraisal: a });
    expect(lead.kind).toBe("SELL_OR_TRADE");
    expect(lead.sellVehicle).toEqual({ year: 2016, make: "Honda", model: "Civic", miles: 118000 });
    expect(lead.vehicle).toMatchObject({
      condition: "used",
      year: 2016,
      trim: "EX",
      exteriorColor: "Blue",
      miles: 118000,
    });
    // The seller's own e-mail goes only when the page wrote one (issue 19, point 2).
    expect(lead.details?.sellerCopy).toBeUndefined();
    expect(lead.details?.offer).toBe(a.cashNow.finalPrice);
    const details = lead.details!.appraisal!;
    expect(details).toMatchObject({
      reference: "TI-7K3Q9M2P",
      vehicle: "2016 Honda Civic EX",
      licencePlate: "TRD 415",
      state: "IL",
      appraisedAt: "11/22/26 at 12:00 PM",
      validUntil: "11/29/26 at 12:00 PM",
      baseValue: a.valuation.tradeInValue,
      valuationBasis: "our valuation model alone: no comparable vehicle on our lots",
      offerLink: link.offerLink,
    });
    // Smoked in, on a car under $15,000: 5 % of the base value.
    expect(details.deductions).toEqual([
      {
        question: "Has anyone smoked in the vehicle?",
        answer: "Yes",
        amount: Math.round(a.valuation.tradeInValue * 0.05),
        percent: 5,
      },
    ]);
    // A 10-year-old car: cash now, and more cash later with its two checks.
    expect(details.offers.map((o) => o.label)).toEqual(["Cash now", "More cash later"]);
    expect(details.offers[1]?.detail).toMatch(
      /^\$[\d,]+ at hand-over; Reserve check, mailed when your vehicle sells: \$[\d,]+; Profit-share/,
    );
    expect(sellOrTradeDetailsSchema.safeParse(lead.details).success).toBe(true);
  });

  it("tells a vehicle to be seen first apart from a priced one", async () => {
    const old = await appraisal("2009");
    expect(old.visibleOffers).toEqual(["bringVehicleIn"]);
    expect(offerAmount(old)).toBeUndefined();
    const lead = toSellTradeLead(ann, { ...form, ...link, appraisal: old });
    expect(lead.details?.offer).toBeUndefined();
    expect(lead.vehicle?.comments).toBe("Trade-in appraisal TI-7K3Q9M2P: to be appraised in person");
    expect(lead.details?.appraisal?.offers).toEqual([
      { label: "Bring your vehicle in", detail: "Vehicles more than 15 years old are appraised in person." },
    ]);
  });

  it("sends the booked inspection and the offer taken, for the first lead's seller", async () => {
    const a = { ...(await appraisal("2016")), selectedPayment: "moreCashLater" as const };
    const inspection = {
      location: "Quad Cities Auto Group Rockford",
      address: "6250 East State Street",
      date: "Tuesday, 11/24/26",
      time: "10:30 AM",
    };
    const lead = toInspectionLead({
      ...form,
      ...link,
      appraisal: a,
      user: { ...ann, phone: "309-555-0123" },
      inspection,
      sellerCopy,
    });
    expect(lead.details?.sellerCopy).toEqual(sellerCopy);
    expect(lead.details?.appraisal?.selectedOffer).toBe("More cash later");
    expect(lead.details?.appraisal?.inspection).toEqual(inspection);
    expect(lead.details?.offer).toBe(a.moreCashLater!.finalPrice);
    expect(lead.comments).toBe(
      "Inspection booked for Tuesday, 11/24/26 at 10:30 AM, Quad Cities Auto Group Rockford.",
    );
    expect(lead.user).toEqual({ ...ann, phone: "309-555-0123" });
  });

  it("keeps the details within the kind's schema for any appraisal", async () => {
    for (const year of ["2009", "2016", "2025"]) {
      const a = await appraisal(year, { "103": "no" });
      expect(sellOrTradeDetailsSchema.safeParse({ appraisal: appraisalDetails(a, link) }).success, year).toBe(
        true,
      );
    }
  });
});
