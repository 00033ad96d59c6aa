import { CreditApplicationForm } from "~/components/forms/credit-application-form";
import { Icon } from "~/components/ui/icon";
import { acceptLead } from "~/features/leads/accept-lead.server";
import { issueFormToken } from "~/features/leads/form-guard.server";
import {
  CREDIT_TOASTS,
  creditApplicationSchema,
  SECRET_FIELDS,
} from "~/features/leads/forms/credit-application";
import { creditApplicationLead } from "~/features/leads/forms/credit-application-lead.server";
import { handleLeadForm, pageUrl } from "~/features/leads/forms/lead-form-action.server";
import { leadPageMeta } from "~/features/leads/forms/page-meta";
import type { Route } from "./+types/full-credit-application";

export function loader() {
  return { token: issueFormToken() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  leadPageMeta(matches, {
    title: "Full Credit Application",
    description:
      "Apply for auto financing online: your details, address and employment history, and an optional co-borrower.",
    path: "/auto-financing/full-credit-application",
  });

export async function action({ request }: Route.ActionArgs) {
  return handleLeadForm({
    request,
    schema: creditApplicationSchema,
    toasts: CREDIT_TOASTS,
    hideFields: SECRET_FIELDS,
    accept: (value, { idempotencyKey }) =>
      acceptLead({
        kind: "FULL_CREDIT_APP",
        idempotencyKey,
        ...creditApplicationLead(value),
        url: pageUrl(request),
        request,
      }),
  });
}

export default function FullCreditApplication({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-4xl font-extrabold tracking-tight">Full credit application</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Apply once and our finance team shops more than twenty lenders for you. It takes about ten minutes;
        have your address and employment history at hand.
      </p>
      <p className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-brand-ink">
        <Icon name="shield-check" size={16} /> Your Social Security number is encrypted and never e-mailed.
      </p>
      <div className="mt-8">
        <CreditApplicationForm
          lastResult={actionData?.result}
          token={actionData?.token ?? loaderData.token}
          toasts={actionData?.toasts ?? []}
        />
      </div>
    </div>
  );
}
