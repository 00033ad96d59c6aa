import { z } from "zod";

/**
 * The lead gates a visitor has passed (spec sections 4 and 6): the private inventory, the
 * price unlock, the personalised-pricing terms and a verified phone. Kept in the signed and
 * encrypted `leadGates` cookie (gate-cookie.server.ts), which is ESSENTIAL, not functional:
 * the visitor asked to see what the gate hides, and the site cannot show it without
 * remembering that they did. It holds no name, e-mail or phone: only when each gate was
 * passed and the terms the visitor chose for their payments.
 *
 * Reading it is what makes a page personal (request-context.server.ts watches `gates`): a
 * visitor who passed no gate gets the shared page.
 */

/** The credit score ranges of the questionnaire, each with the score the payment module uses. */
export const CREDIT_BANDS = ["excellent", "good", "fair", "poor", "rebuilding"] as const;
export type CreditBand = (typeof CREDIT_BANDS)[number];

/** A representative score inside each band (the payment module prices by score; spec section 9 tiers). */
export const CREDIT_BAND_SCORES: Record<CreditBand, number> = {
  excellent: 760,
  good: 700,
  fair: 640,
  poor: 580,
  rebuilding: 520,
};

/** The terms the personalised-pricing questionnaire collects (steps 1-4). */
export const pricingTermsSchema = z.object({
  downPayment: z.number().int().min(0).max(200_000),
  tradingIn: z.boolean(),
  /** Estimated trade equity in dollars (0 when not trading in; may be negative: owing more). */
  tradeEquity: z.number().int().min(-100_000).max(200_000),
  creditBand: z.enum(CREDIT_BANDS),
});
export type PricingTerms = z.infer<typeof pricingTermsSchema>;

export const leadGatesSchema = z.object({
  /** When the private inventory was unlocked (epoch ms). */
  inventoryUnlockedAt: z.number().optional(),
  /** When prices were unlocked (epoch ms): by the price gate or the questionnaire. */
  priceUnlockedAt: z.number().optional(),
  /** The visitor's own terms: every payment the site shows them uses these. */
  pricingTerms: pricingTermsSchema.optional(),
  /** When the visitor verified a phone by SMS code (epoch ms). */
  phoneVerifiedAt: z.number().optional(),
});
export type LeadGates = z.infer<typeof leadGatesSchema>;

export const NO_GATES: LeadGates = {};

/** Whether the visitor may see the private inventory. */
export function inventoryUnlocked(gates: LeadGates): boolean {
  return gates.inventoryUnlockedAt !== undefined;
}

/**
 * Whether locked prices show: the price gate or questionnaire was passed, or the profile's
 * unlockPrice was set by a first complete save of the contact fields (spec section 4).
 */
export function pricesUnlocked(gates: LeadGates, profileUnlockPrice?: number): boolean {
  return gates.priceUnlockedAt !== undefined || profileUnlockPrice !== undefined;
}

/**
 * isLead (spec section 6): the visitor has given us their details (any gate passed, a verified
 * phone, or an ADF lead sent from this browser). It suppresses lead popups.
 */
export function isLead(gates: LeadGates, prospectLeadSent: boolean, phoneVerified?: boolean): boolean {
  return (
    prospectLeadSent ||
    phoneVerified === true ||
    gates.inventoryUnlockedAt !== undefined ||
    gates.priceUnlockedAt !== undefined ||
    gates.phoneVerifiedAt !== undefined
  );
}

/** `gates` with what was just passed added (times of earlier passes kept). */
export function passGates(gates: LeadGates, passed: Partial<LeadGates>): LeadGates {
  return {
    ...gates,
    ...Object.fromEntries(Object.entries(passed).filter(([, v]) => v !== undefined)),
    inventoryUnlockedAt: gates.inventoryUnlockedAt ?? passed.inventoryUnlockedAt,
    priceUnlockedAt: gates.priceUnlockedAt ?? passed.priceUnlockedAt,
    phoneVerifiedAt: gates.phoneVerifiedAt ?? passed.phoneVerifiedAt,
  };
}

/** Whether the visitor passed any gate (a cookie worth reading/writing). */
export function passedAny(gates: LeadGates): boolean {
  return Object.values(gates).some((v) => v !== undefined);
}
