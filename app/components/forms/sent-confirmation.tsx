import { Icon } from "~/components/ui/icon";
import { useFocusOnOpen } from "~/components/ui/use-focus-on-open";
import { FirstLeadEvent } from "~/components/visitor/first-lead-event";
import { useT } from "~/lib/i18n/use-t";
import { formsCatalogue } from "~/locales/forms";
import { ConfirmationActions, type ConfirmationStore, StoreCall } from "./lead-confirmation";
import { NumberedSteps } from "./numbered-steps";

/**
 * What a short form (contact, careers, a staff member, a car's "Check availability") ends on
 * (issue 17), in place of the form, in the form's own card: the form's success words, the
 * reference to quote, what was sent, what happens next and when, and the store's phone. One
 * message: no toast repeats it, so on a phone nothing covers it. Its heading takes the focus:
 * after a JavaScript submission by the effect, after a plain post by `autofocus` (the browser
 * focuses it, and scrolls to it, as the page opens), so the focus never drops to the body.
 */
export type SentRow = { label: string; value: string };

/**
 * A short form's confirmation as its action answers it (routes/+shared/lead-form-action),
 * the POST's own answer with and without JavaScript, never a redirect: what was sent is the
 * visitor's own words, which never travel in a URL. Reloading it posts the same token again,
 * whose idempotency key finds the lead already stored: nothing is sent twice, and the
 * reference (derived from that key) is the same.
 */
export type LeadFormConfirmation<Sent> = {
  /** The form's success words (spec section 8) in the page's language: the title and its first line. */
  summary: string;
  detail: string;
  /** "MSG-7K3M-Q9TZ": what the visitor quotes on the phone; the lead carries it for the dealer. */
  reference: string;
  /** The valid values as the lead has them (secret fields left out): the page says what was sent. */
  sent: Sent;
};

/** The id of a form's confirmation heading, which names the region the form was in. */
export const sentHeadingId = (form: string) => `${form}-sent-heading`;

export function SentConfirmation({
  form,
  confirmation,
  sent,
  from,
  steps,
  store,
  actions = [],
}: {
  /** The form's id: its Lead event, and the ids of the confirmation's headings. */
  form: string;
  confirmation: { summary: string; detail: string; reference: string };
  /** What the visitor sent, as they typed it, each with the form's own label. */
  sent: SentRow[];
  /** Who sent it: the contact fields every lead form asks (ContactFields), listed after `sent`. */
  from: { firstName: string; lastName: string; email: string; phone: string };
  /** What happens next, in order, each saying when. */
  steps: string[];
  store: ConfirmationStore;
  actions?: Array<{ to: string; label: string }>;
}) {
  const t = useT(formsCatalogue);
  const heading = useFocusOnOpen();
  const rows: SentRow[] = [
    ...sent,
    { label: t("forms.sent.name"), value: `${from.firstName} ${from.lastName}` },
    { label: t("forms.contact.email"), value: from.email },
    { label: t("forms.contact.phone"), value: from.phone },
  ];
  return (
    <div data-testid="lead-form-sent" className="grid gap-6">
      <div>
        <p className="inline-flex items-center gap-2 rounded-full bg-brand/15 px-3 py-1 text-sm font-bold text-brand-ink">
          <Icon name="check" size={16} /> {t("forms.confirmation.received")}
        </p>
        <h2
          ref={heading}
          id={sentHeadingId(form)}
          tabIndex={-1}
          // Without JavaScript the browser focuses it as the page opens (React does not for a heading).
          // biome-ignore lint/a11y/noAutofocus: the confirmation replaces the form the focus was in
          autoFocus
          className="mt-3 text-2xl font-extrabold tracking-tight outline-none"
        >
          {confirmation.summary}
        </h2>
        <p className="mt-2">{confirmation.detail}</p>
      </div>
      <div>
        <p>
          {`${t("forms.confirmation.reference")} `}
          <strong className="whitespace-nowrap rounded-md bg-white px-2 py-0.5 font-mono text-lg tracking-wider text-ink ring-1 ring-line">
            {confirmation.reference}
          </strong>
        </p>
        <p className="mt-2 text-sm text-muted">{t("forms.confirmation.quoteIt")}</p>
      </div>
      <section aria-labelledby={`${form}-sent-what`}>
        <h3 id={`${form}-sent-what`} className="text-lg font-bold">
          {t("forms.sent.heading")}
        </h3>
        <dl className="mt-3 grid gap-3">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="text-sm font-semibold text-muted">{row.label}</dt>
              {/* The visitor's own line breaks; a long word or address wraps, never widens the card. */}
              <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby={`${form}-sent-next`}>
        <h3 id={`${form}-sent-next`} className="text-lg font-bold">
          {t("forms.confirmation.nextSteps")}
        </h3>
        <NumberedSteps steps={steps} className="mt-3" />
      </section>
      <StoreCall store={store} className="" />
      <ConfirmationActions actions={actions} compact className="" />
      <FirstLeadEvent form={form} />
    </div>
  );
}
