import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type PageCheck, pageSchema } from "~/features/trade-in/step-checks";

/**
 * The Conform form of one appraisal page, checked in the browser by the same rules and
 * messages the server applies (features/trade-in/step-checks.ts): on blur, as the seller
 * corrects, and before the page is sent. `values` are what the seller answered before.
 */
export function useStepForm(options: {
  id: string;
  check: PageCheck;
  values: Record<string, string | string[]>;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const schema = pageSchema(options.check);
  return useForm<Record<string, unknown>>({
    id: options.id,
    lastResult: options.lastResult,
    // Lists (ticked checkboxes) are default values too; Conform's type for an open record says text only.
    defaultValue: options.values as DefaultValue<Record<string, unknown>>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
