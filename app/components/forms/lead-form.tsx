import {
  type DefaultValue,
  type FormMetadata,
  getFormProps,
  type Submission,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Form } from "~/components/ui/link";
import { Toaster, type ToastMessage } from "~/components/ui/toast";
import { ENHANCED_FIELD } from "~/features/leads/forms/common";
import { useHydrated } from "../ui/use-hydrated";
import { FirstLeadEvent } from "../visitor/first-lead-event";
import { LeadFormGuard } from "./lead-form-guard";

/**
 * A lead form: Conform state driven by the page's zod schema (the same schema the
 * server's action parses), validating on blur and revalidating as the visitor types.
 * Without JavaScript the server renders the same state from its reply.
 */
// biome-ignore lint/suspicious/noExplicitAny: Conform's form shape is any record
export function useLeadForm<Shape extends Record<string, any>>(options: {
  id: string;
  schema: z.ZodType | ((formData: FormData) => z.ZodType);
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: DefaultValue<Shape>;
}) {
  const { schema } = options;
  return useForm<Shape>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: typeof schema === "function" ? schema(formData) : schema,
      }) as Submission<Shape, string[]>,
  });
}

// biome-ignore lint/suspicious/noExplicitAny: any form's metadata
type FormMeta = FormMetadata<any, string[]>;

/**
 * The <form> of a lead form: method POST, the spam guard's fields, the toasts (an error's:
 * a form that was sent ends on its confirmation in place of the form, or on a page of its
 * own, never on a toast over the form: components/forms/sent-confirmation.tsx), and the
 * error summary.
 */
export function LeadForm({
  form,
  token,
  toasts,
  children,
  className,
  errorSummary = true,
}: {
  form: FormMeta;
  token: string;
  toasts: ToastMessage[];
  children: ReactNode;
  className?: string;
  errorSummary?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <Toaster toasts={toasts} />
      <FirstLeadEvent form={form.id} />
      <Form method="post" {...getFormProps(form)} noValidate className={className}>
        <LeadFormGuard token={token} />
        <input type="hidden" name={ENHANCED_FIELD} value={hydrated ? "1" : "0"} />
        {errorSummary ? <ErrorSummary form={form} className="mb-4" /> : null}
        {children}
      </Form>
    </>
  );
}

/** True while this page's form is being posted (JavaScript only). */
export function useSubmitting(): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting";
}
