import { type FormMetadata, getFormProps, type SubmissionResult } from "@conform-to/react";
import type { FormEvent, ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { LeadFormGuard } from "~/components/forms/lead-form-guard";
import { ErrorSummary } from "~/components/ui/error-summary";
import type { ToastMessage } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { ENHANCED_FIELD } from "~/features/leads/forms/common";

/**
 * The form of a lead gate (app/routes/gates/): a lead form that posts to the gate's own
 * action-only address rather than to the page it sits on, so a dialog on any page can send it.
 * With JavaScript it posts through a fetcher: the page stays where it is, the dialog stays
 * open on an error, and the answer comes back to the component. Without JavaScript it is a
 * plain form posting to the gate, which answers a page of its own (or, once sent, goes back
 * to the page it came from).
 *
 * The same pieces as every lead form (components/forms): the form guard's fields, the
 * "enhanced" flag, the error summary.
 */

/** What a gate's action answers (the lead-form action's data). */
export type GateReply = {
  result: SubmissionResult<string[]>;
  token: string;
  toasts: ToastMessage[];
  /** "sent", "invalid", "refused", "failed", or "refreshed" (a form redrawn without JavaScript). */
  outcome: string;
};

// biome-ignore lint/suspicious/noExplicitAny: any form's metadata
type FormMeta = FormMetadata<any, string[]>;

export function GateForm({
  fetcher,
  action,
  form,
  token,
  onSubmit,
  className,
  children,
}: {
  fetcher: FetcherWithComponents<GateReply>;
  /** The gate's address (with the car's VIN). */
  action: string;
  form: FormMeta;
  token: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const formProps = getFormProps(form);
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        if (!event.defaultPrevented) onSubmit?.(event);
      }}
      noValidate
      className={className}
    >
      <LeadFormGuard token={token} />
      <input type="hidden" name={ENHANCED_FIELD} value={hydrated ? "1" : "0"} />
      <ErrorSummary form={form} />
      {children}
    </fetcher.Form>
  );
}
