import { z } from "zod";
import { detailText } from "./fields";
import { defineLeadKind } from "./kind";
import { section } from "./sections";

/** CAREERS: a job application, the position and why the applicant is a good fit. */
export const careersDetailsSchema = z.object({ position: detailText, message: detailText });
export type CareersDetails = z.infer<typeof careersDetailsSchema>;

export const careersKind = defineLeadKind({
  label: "Job application",
  retention: "jobApplication",
  details: careersDetailsSchema,
  sections: (d) => [
    section("Job application", [
      ["Position", d.position],
      ["Why a good fit", d.message],
    ]),
  ],
});
