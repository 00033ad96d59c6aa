import { z } from "zod";
import { detailText, optionalDetailText } from "./fields";
import { defineLeadKind } from "./kind";
import { money, type Section, section } from "./sections";

/**
 * SELL_OR_TRADE: the visitor's own vehicle (interest 'sell'). A lead from the site's trade-in
 * flow carries the whole appraisal (`appraisal`): the vehicle, how the offer was reached (the
 * base value and each deduction), the offers, when they expire, and once the seller has
 * chosen, the selected offer and the inspection booked. An integration may send only the
 * offer and the answers, as before. The seller gets an e-mail of their own (`sellerCopy`),
 * written by the site from the offer alone with the link that reopens it: never this lead,
 * which carries what the seller typed, to an address nobody proved (issue 19, point 2).
 */
const dollars = z.number().int().min(0).max(100_000_000);

const appraisalDetailsSchema = z.object({
  /** The reference the seller reads out on the phone (TI-XXXXXXXX). */
  reference: detailText,
  /** "2016 Honda Civic EX". */
  vehicle: detailText,
  vin: optionalDetailText,
  licencePlate: optionalDetailText,
  state: optionalDetailText,
  mileage: z.number().int().min(0).max(10_000_000),
  exteriorColor: optionalDetailText,
  options: z.array(detailText).max(50).default([]),
  /** The dealership's date and time of the offer, and when it runs out, as the seller reads them. */
  appraisedAt: detailText,
  validUntil: detailText,
  /** The trade-in value before deductions, the retail value it came from, and how it was found. */
  baseValue: dollars,
  retailValue: dollars,
  valuationBasis: detailText,
  deductions: z
    .array(
      z.object({
        question: detailText,
        answer: detailText,
        amount: dollars,
        percent: z.number().min(0).max(100).optional(),
      }),
    )
    .max(100)
    .default([]),
  deductionTotal: dollars,
  /** The offers shown, each with its amount (none for "bring your vehicle in") and its terms. */
  offers: z
    .array(z.object({ label: detailText, amount: dollars.optional(), detail: optionalDetailText }))
    .max(5)
    .default([]),
  selectedOffer: optionalDetailText,
  inspection: z
    .object({ location: detailText, address: optionalDetailText, date: detailText, time: detailText })
    .optional(),
  /** The signed link that reopens the offer while it is valid. */
  offerLink: z.url().max(500).optional(),
});

export const sellOrTradeDetailsSchema = z.object({
  offer: z.number().min(0).optional(),
  answers: z
    .array(z.object({ question: detailText, answer: detailText }))
    .max(100)
    .optional(),
  appraisal: appraisalDetailsSchema.optional(),
  /**
   * The seller's e-mail, written by the site (features/trade-in/seller-email.ts); absent when
   * their address has had its e-mails of the day (features/trade-in/trade-in-limits.server.ts).
   */
  sellerCopy: z
    .object({ to: z.email().max(254), subject: z.string().max(300), text: z.string().max(20_000) })
    .optional(),
});
export type SellOrTradeDetails = z.infer<typeof sellOrTradeDetailsSchema>;
export type AppraisalDetails = z.infer<typeof appraisalDetailsSchema>;

const minus = (amount: number) => `-${money(amount)}`;

function appraisalSections(a: AppraisalDetails): Section[] {
  const plate = a.licencePlate ? `${a.licencePlate}${a.state ? ` (${a.state})` : ""}` : undefined;
  return [
    section("Trade-in appraisal", [
      ["Reference", a.reference],
      ["Vehicle", a.vehicle],
      ["VIN", a.vin],
      ["License plate", plate],
      ["Mileage", `${a.mileage.toLocaleString("en-US")} miles`],
      ["Exterior color", a.exteriorColor],
      ["Options", a.options.join(", ")],
      ["Appraised", a.appraisedAt],
      ["Offer valid until", a.validUntil],
      ["Offer page", a.offerLink],
    ]),
    section(
      "Offers",
      a.offers.length === 0
        ? [["Offers shown", "none (no offer could be made)"]]
        : a.offers.map((o) => [
            o.label,
            [o.amount === undefined ? undefined : money(o.amount), o.detail].filter(Boolean).join(": "),
          ]),
    ),
    section("How the offer was reached", [
      [
        "Base value",
        `${money(a.baseValue)} (retail value ${money(a.retailValue)}, from ${a.valuationBasis})`,
      ],
      ...a.deductions.map(
        (d) =>
          [
            d.question,
            `${minus(d.amount)} for "${d.answer}"${d.percent === undefined ? "" : ` (${d.percent} % of the base value)`}`,
          ] as [string, string],
      ),
      ["Deductions in all", a.deductions.length > 0 ? minus(a.deductionTotal) : "none"],
    ]),
    section("Selected offer and inspection", [
      ["Selected offer", a.selectedOffer],
      [
        "Inspection at",
        a.inspection && [a.inspection.location, a.inspection.address].filter(Boolean).join(", "),
      ],
      ["Inspection date", a.inspection?.date],
      ["Inspection time", a.inspection?.time],
    ]),
  ];
}

export const sellOrTradeKind = defineLeadKind({
  label: "Sell or trade",
  details: sellOrTradeDetailsSchema,
  vehicleInterest: "sell",
  sections: (d) => {
    const answers = (d.answers ?? []).map((a) => [a.question, a.answer] as [string, string]);
    if (!d.appraisal) return [section("Trade-in appraisal", [["Offer", money(d.offer)], ...answers])];
    return [...appraisalSections(d.appraisal), section("Answers", answers)];
  },
  // Sent only with the site's own directory at hand (accept-lead.server.ts): the integration
  // API passes none (routes/api/email-send.server.ts), so a lead posted there can never make
  // the site e-mail an address it was given.
  visitorCopy: (d) => d.sellerCopy,
});
