import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useFocusOnOpen } from "~/components/ui/use-focus-on-open";
import { telHref } from "~/lib/format";
import { useT } from "~/lib/i18n/use-t";
import { formsCatalogue } from "~/locales/forms";
import { NumberedSteps } from "./numbered-steps";

/**
 * The page a long form ends on (the full credit application, the service appointment): what
 * was received, the reference to quote, what happens next and when, and the store's phone.
 * Its heading takes the focus when the page opens after the form (a client-side redirect),
 * so the focus never drops to the page's body. Without a valid reference (an old, shared or
 * hand-made link) the same page says what it can: how to reach the store and where to start.
 */
export type ConfirmationStore = { name: string; phone: string; address?: string };

export function LeadConfirmation({
  title,
  reference,
  summary,
  steps,
  store,
  actions,
}: {
  title: string;
  reference: string;
  /** What was received, e.g. the appointment's store, day and time. */
  summary?: ReactNode;
  /** What happens next, in order, each saying when. */
  steps: string[];
  store: ConfirmationStore;
  actions: Array<{ to: string; label: string }>;
}) {
  const t = useT(formsCatalogue);
  return (
    <ConfirmationFrame title={title} badge={t("forms.confirmation.received")}>
      <p className="mt-6 text-lg">
        {`${t("forms.confirmation.reference")} `}
        <strong className="whitespace-nowrap rounded-md bg-white px-2 py-1 font-mono text-xl tracking-wider text-ink ring-1 ring-line">
          {reference}
        </strong>
      </p>
      <p className="mt-2 text-sm text-muted">{t("forms.confirmation.quoteIt")}</p>
      {summary ? <div className="mt-6">{summary}</div> : null}
      <section
        aria-labelledby="next-steps-heading"
        className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6"
      >
        <h2 id="next-steps-heading" className="text-xl font-extrabold tracking-tight">
          {t("forms.confirmation.nextSteps")}
        </h2>
        <NumberedSteps steps={steps} />
      </section>
      <StoreCall store={store} />
      <ConfirmationActions actions={actions} />
    </ConfirmationFrame>
  );
}

/** The confirmation page reached without a valid reference: helpful, not an error. */
export function ConfirmationNotFound({
  what,
  store,
  actions,
}: {
  what: string;
  store: ConfirmationStore;
  actions: Array<{ to: string; label: string }>;
}) {
  const t = useT(formsCatalogue);
  return (
    <ConfirmationFrame
      title={t("forms.confirmation.notFound.title")}
      badge={t("forms.confirmation.notFound.badge")}
    >
      <p className="mt-4 text-lg text-muted">{t("forms.confirmation.notFound.text", { what })}</p>
      <StoreCall store={store} />
      <ConfirmationActions actions={actions} />
    </ConfirmationFrame>
  );
}

function ConfirmationFrame({
  title,
  badge,
  children,
}: {
  title: string;
  badge: string;
  children: ReactNode;
}) {
  const heading = useFocusOnOpen();
  return (
    <Container width="prose" className="py-12 sm:py-16">
      <p className="inline-flex items-center gap-2 rounded-full bg-brand/15 px-4 py-1 text-sm font-bold text-brand-ink">
        <Icon name="check" size={16} /> {badge}
      </p>
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-4xl font-extrabold tracking-tight outline-none">
        {title}
      </h1>
      {children}
    </Container>
  );
}

/** "Questions? Call {store} at {phone}." with the phone as a tel: link that never wraps. */
export function StoreCall({ store, className = "mt-8" }: { store: ConfirmationStore; className?: string }) {
  const t = useT(formsCatalogue);
  const name = store.address ? `${store.name} (${store.address})` : store.name;
  return (
    // The icon stays beside the sentence's first line, never alone on a line of its own.
    <p className={`${className} flex items-start gap-3 text-base`}>
      <Icon name="phone" size={20} className="mt-0.5 shrink-0 text-brand-ink" />
      <span>
        {`${t("forms.confirmation.call", { store: name })} `}
        <a className="font-bold whitespace-nowrap text-brand-ink underline" href={telHref(store.phone)}>
          {store.phone}
        </a>
        .
      </span>
    </p>
  );
}

/** Where to go from a confirmation: the first way as a filled button, the others outlined. */
export function ConfirmationActions({
  actions,
  compact = false,
  className = "mt-8",
}: {
  actions: Array<{ to: string; label: string }>;
  /** Smaller buttons, for a confirmation in place of a form inside a page. */
  compact?: boolean;
  className?: string;
}) {
  if (actions.length === 0) return null;
  const size = compact ? "px-5 py-2.5" : "px-6 py-3";
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {actions.map((action, index) => (
        <Link
          key={action.to}
          to={action.to}
          className={
            index === 0
              ? `inline-flex min-h-11 items-center rounded-full bg-brand-ink ${size} font-bold text-white hover:bg-brand-dark`
              : `inline-flex min-h-11 items-center rounded-full border-2 border-brand-ink ${size} font-bold text-brand-ink hover:bg-green-50`
          }
        >
          {action.label}
        </Link>
      ))}
    </div>
  );
}
