import type { ComponentProps } from "react";
import { loadOnUse } from "~/components/ui/load-on-use";
import type VehicleQuestionSection from "./vehicle-question-section";

export type { VehicleQuestionReply } from "./vehicle-question-section";

/**
 * "Check availability" on a car's page (vehicle-question-section.tsx). The server renders the
 * whole form; the browser downloads its code (the fields, Conform, the schema and zod) when
 * the visitor first focuses, presses or types in it, and hydrates it in place: a car page's
 * first load carries none of it, and until then the form is the plain form that posts.
 */
const question = loadOnUse<ComponentProps<typeof VehicleQuestionSection>>(
  () => import("./vehicle-question-section"),
  "check-availability",
);

export const VehicleQuestion = question.Part;

/** On the server, the form's code, loaded at once: a car page waits for it (car-page-chunks.ts). */
export const vehicleQuestionReady = question.ready;
