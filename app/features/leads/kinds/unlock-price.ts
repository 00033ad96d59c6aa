import { z } from "zod";
import { optionalDetailText } from "./fields";
import { defineLeadKind } from "./kind";
import { money, section } from "./sections";

/**
 * UNLOCK_PRICE: the personalized-pricing questionnaire's answers, or (the price gate) only
 * that the visitor verified their phone by SMS code to see today's price.
 */
export const pricingDetailsSchema = z.object({
  downPayment: z.number().min(0).optional(),
  tradingIn: z.boolean().optional(),
  tradeEquity: z.number().optional(),
  creditScore: optionalDetailText,
  /** The phone was verified by a 6-digit code texted to it (the price gate). */
  phoneVerified: z.boolean().optional(),
});
export type PricingDetails = z.infer<typeof pricingDetailsSchema>;

export const unlockPriceKind = defineLeadKind({
  label: "Unlock price",
  details: pricingDetailsSchema,
  sections: (d) => [
    section("Personalized price", [
      ["Down payment", money(d.downPayment)],
      ["Trading in", d.tradingIn === undefined ? undefined : d.tradingIn ? "Yes" : "No"],
      ["Estimated trade equity", money(d.tradeEquity)],
      ["Credit score", d.creditScore],
    ]),
    section("Phone", [["Verified by SMS code", d.phoneVerified ? "Yes" : undefined]]),
  ],
});
