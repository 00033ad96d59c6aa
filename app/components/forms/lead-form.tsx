import {
  type DefaultValue,
  type FormMetadata,
  getFormProps,
  type Submission,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Form } from "~/components/ui/link";
import { Toaster, type ToastMessage } from "~/components/ui/toast";
import { ENHANCED_FIELD } from "~/features/leads/forms/common";
import { Icon } from "../ui/icon";
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
 * The <form> of a lead form: method POST, the spam guard's fields, the toasts, the error
 * summary, and after a lead was stored the confirmation at the top of the (cleared) form.
 * The toast says it for 5 seconds; the confirmation stays, and takes the focus so it does
 * not drop to the page's body when the form is reset (issue 10).
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
  const sent = toasts.find((t) => t.severity === "success");
  return (
    <>
      <Toaster toasts={toasts} />
      <FirstLeadEvent form={form.id} />
      <Form method="post" {...getFormProps(form)} noValidate className={className}>
        <LeadFormGuard token={token} />
        <input type="hidden" name={ENHANCED_FIELD} value={hydrated ? "1" : "0"} />
        {sent ? <SentNotice key={sent.id} summary={sent.summary} detail={sent.detail} /> : null}
        {errorSummary ? <ErrorSummary form={form} className="mb-4" /> : null}
        {children}
      </Form>
    </>
  );
}

/** What the visitor sent was stored: said where the form is, and focused. */
function SentNotice({ summary, detail }: { summary: string; detail: string }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div
      ref={notice}
      tabIndex={-1}
      data-testid="lead-form-sent"
      className="mb-4 flex items-start gap-3 rounded-lg border border-brand-dark bg-green-50 px-4 py-3 text-brand-ink outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-ink"
    >
      <Icon name="check" size={20} className="mt-0.5 shrink-0" />
      <div>
        <p className="font-bold">{summary}</p>
        <p className="mt-1 text-sm">{detail}</p>
      </div>
    </div>
  );
}

/** True while this page's form is being posted (JavaScript only). */
export function useSubmitting(): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting";
}
