/**
 * The names of the two hidden fields every lead form carries (rendered by
 * <LeadFormGuard>, checked by checkLeadForm()). Browser-safe.
 */
/** The signed token: the form's idempotency key and the time it was rendered. */
export const LEAD_FORM_TOKEN_FIELD = "leadFormToken";
/** The honeypot: invisible to people, filled in by bots that fill in every field. */
export const LEAD_FORM_HONEYPOT_FIELD = "companyWebsite";
