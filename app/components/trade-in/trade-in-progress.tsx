import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n/use-t";
import { tradeInCatalogue } from "~/locales/trade-in";

/**
 * Where the seller is in the appraisal: "Step 3 of 9", a bar, and the pages by name. Pages
 * already done are links back to them (plain links: they work without JavaScript); the
 * current one carries aria-current="step". The flow is one page per step on the server, so
 * this reads the server's list rather than the client-side step mechanism's state.
 */
export type ProgressStep = { id: string; title: string; done: boolean; href: string };

export function TradeInProgress({ steps, currentId }: { steps: ProgressStep[]; currentId: string }) {
  const t = useT(tradeInCatalogue);
  const index = Math.max(
    0,
    steps.findIndex((s) => s.id === currentId),
  );
  const count = steps.length;
  return (
    <nav aria-label={t("tradeIn.progress.label")} className="rounded-xl border border-line bg-white p-4">
      <p className="text-sm font-semibold text-muted" data-testid="progress-text">
        {t("tradeIn.progress.text", { current: index + 1, count })}
      </p>
      <div className="mt-2 h-2 rounded-full bg-line" aria-hidden="true">
        <div
          className="h-2 rounded-full bg-brand-dark"
          style={{ width: `${((index + 1) / count) * 100}%` }}
        />
      </div>
      <details className="group mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-ink underline-offset-4 hover:underline">
          {t("tradeIn.progress.all")}
        </summary>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {steps.map((step, i) => {
            const current = i === index;
            const number = (
              <span
                aria-hidden="true"
                className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                  current || step.done ? "bg-brand-ink text-white" : "bg-line text-ink"
                }`}
              >
                {i + 1}
              </span>
            );
            const label = (
              <>
                {number}
                {step.title}
                {step.done && !current ? <span className="sr-only">{t("tradeIn.progress.done")}</span> : null}
              </>
            );
            return (
              <li key={step.id}>
                {step.done && !current ? (
                  <Link
                    to={step.href}
                    className="flex min-h-11 items-center gap-2 rounded-md px-2 py-1 text-brand-ink underline"
                  >
                    {label}
                  </Link>
                ) : (
                  <span
                    aria-current={current ? "step" : undefined}
                    className={`flex min-h-11 items-center gap-2 rounded-md px-2 py-1 ${
                      current ? "bg-green-50 font-bold text-brand-ink" : "text-ink"
                    }`}
                  >
                    {label}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </details>
    </nav>
  );
}
