import { useT } from "~/lib/i18n/use-t";
import { financingCatalogue } from "~/locales/financing";

/** The hidden field and value that make a POST to a page mean "forget the saved visitor". */
export const FORGET_VISITOR_FIELD = "intent";
export const FORGET_VISITOR_INTENT = "forget-visitor";

/**
 * "Not you?": shown above a form the site filled in from the visitor profile, so someone on a
 * shared computer can clear the previous visitor's details. A plain POST form (it works
 * without JavaScript); the page's action forgets the profile and sends the browser back to
 * the empty form (303).
 */
export function NotYouForm({ firstName }: { firstName?: string }) {
  const t = useT(financingCatalogue);
  return (
    <form
      method="post"
      className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-line bg-surface px-4 py-3 text-sm"
    >
      <input type="hidden" name={FORGET_VISITOR_FIELD} value={FORGET_VISITOR_INTENT} />
      <p className="text-muted">
        {firstName ? t("financing.notYou.filledFor", { name: firstName }) : t("financing.notYou.filled")}
      </p>
      <button type="submit" className="font-semibold text-brand-ink underline hover:text-brand-dark">
        {t("financing.notYou.clear")}
      </button>
    </form>
  );
}
