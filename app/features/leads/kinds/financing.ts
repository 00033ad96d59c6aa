import { z } from "zod";
import { creditBandText } from "~/features/financing/prequalification";
import { CREDIT_BANDS } from "~/features/gates/lead-gates";
import { formatPrice } from "~/lib/format";
import { detailText } from "./fields";
import { defineLeadKind } from "./kind";
import { money, section } from "./sections";

/**
 * APPLY_FINANCING: the pre-approval's extras, who the applicant is and when they plan to buy;
 * from the site's form also the self-reported credit band and gross monthly income, and the
 * instant estimate the visitor was shown (features/financing/prequalification.ts), so the
 * finance team calls with the same figures. Those are optional: an integration posting a
 * pre-approval (/api/email/send) need not have them.
 */
const rangeSchema = z.object({ min: z.number().min(0), max: z.number().min(0) });

export const financingEstimateSchema = z.object({
  monthlyBudget: rangeSchema,
  apr: rangeSchema,
  buyingPower: rangeSchema,
  /** The share of the income the budget is (10-15 %). */
  paymentToIncomePercent: rangeSchema,
  termMonths: rangeSchema,
  cashDown: z.number().min(0),
  example: z
    .object({
      price: z.number().min(0),
      cashDown: z.number().min(0),
      termMonths: z.number().int().min(1),
      apr: z.number().min(0),
      monthly: z.number().min(0),
    })
    .optional(),
});

export const financingDetailsSchema = z.object({
  identifier: detailText,
  buyingTime: detailText,
  creditBand: z.enum(CREDIT_BANDS).optional(),
  monthlyIncome: z.number().min(0).optional(),
  estimate: financingEstimateSchema.optional(),
});
export type FinancingDetails = z.infer<typeof financingDetailsSchema>;

const dollars = (r: { min: number; max: number }) =>
  r.min === r.max ? formatPrice(r.min) : `${formatPrice(r.min)} - ${formatPrice(r.max)}`;
const percent = (r: { min: number; max: number }) =>
  r.min === r.max ? `${r.min}%` : `${r.min}% - ${r.max}%`;

export const financingKind = defineLeadKind({
  label: "Financing pre-approval",
  retention: "creditApplication",
  details: financingDetailsSchema,
  sections: (d) => {
    const e = d.estimate;
    return [
      section("Financing pre-approval", [
        ["Applicant", d.identifier],
        ["Buying time", d.buyingTime],
        ["Credit score", "No credit-score impact (pre-approval)"],
        ["Credit score range (self-reported)", d.creditBand && creditBandText(d.creditBand)],
        ["Gross monthly income (self-reported)", money(d.monthlyIncome)],
      ]),
      ...(e
        ? [
            section("Instant estimate shown to the customer (no credit check)", [
              ["Buying power", dollars(e.buyingPower)],
              ["APR", percent(e.apr)],
              [
                "Monthly payment budget",
                `${dollars(e.monthlyBudget)} (${percent(e.paymentToIncomePercent)} of gross income)`,
              ],
              [
                "Example",
                e.example
                  ? `${formatPrice(e.example.price)} with ${formatPrice(e.example.cashDown)} down, ${e.example.termMonths} months at ${e.example.apr}% APR: ${formatPrice(e.example.monthly)}/month`
                  : undefined,
              ],
              [
                "Assumed",
                `${e.termMonths.min}-${e.termMonths.max} months, ${formatPrice(e.cashDown)} down, no trade-in, documentary fee financed`,
              ],
            ]),
          ]
        : []),
    ];
  },
});
