import { LEAD_FORM_HONEYPOT_FIELD, LEAD_FORM_TOKEN_FIELD } from "~/features/leads/intake/form-guard-fields";
import { useT } from "~/lib/i18n/use-t";
import { formsCatalogue } from "~/locales/forms";

/**
 * The two hidden fields every lead form carries: the signed token from the page's loader
 * (issueFormToken(services, formId): valid for that form only) and the honeypot. Place it anywhere inside the <form>.
 *
 * The honeypot is moved off-screen rather than display:none (bots skip fields that are not
 * displayed), hidden from assistive technology (aria-hidden on the wrapper), out of the tab
 * order (tabIndex -1) and out of autofill (autoComplete off), so no person fills it.
 */
export function LeadFormGuard({ token }: { token: string }) {
  const t = useT(formsCatalogue);
  return (
    <>
      <input type="hidden" name={LEAD_FORM_TOKEN_FIELD} value={token} />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden"
      >
        <label>
          {t("forms.honeypot")}
          <input
            type="text"
            name={LEAD_FORM_HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    </>
  );
}
