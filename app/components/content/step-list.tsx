import { useT } from "~/lib/i18n/use-t";
import { contentCatalogue } from "~/locales/content";

/** A numbered "how it works": each step's number, title and one line. */
export function StepList({
  id = "steps",
  title,
  steps,
  className = "",
}: {
  id?: string;
  title: string;
  steps: ReadonlyArray<{ title: string; text: string }>;
  className?: string;
}) {
  const t = useT(contentCatalogue);
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-3xl font-extrabold tracking-tight">
        {title}
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-line bg-surface p-6">
            <span
              aria-hidden="true"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-ink text-lg font-extrabold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold">
              <span className="sr-only">{t("content.steps.step", { number: index + 1 })} </span>
              {step.title}
            </h3>
            <p className="mt-1 text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
