import { z } from "zod";
import { detailText } from "./fields";
import { defineLeadKind } from "./kind";
import { section } from "./sections";

/** APPLY_FINANCING: the pre-approval's extras, who the applicant is and when they plan to buy. */
export const financingDetailsSchema = z.object({ identifier: detailText, buyingTime: detailText });
export type FinancingDetails = z.infer<typeof financingDetailsSchema>;

export const financingKind = defineLeadKind({
  label: "Financing pre-approval",
  retention: "creditApplication",
  details: financingDetailsSchema,
  sections: (d) => [
    section("Financing pre-approval", [
      ["Applicant", d.identifier],
      ["Buying time", d.buyingTime],
      ["Credit score", "No credit-score impact (pre-approval)"],
    ]),
  ],
});
