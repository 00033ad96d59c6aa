/** What happens next, in order: each step with its number in a badge (confirmations, the estimate). */
export function NumberedSteps({ steps, className = "mt-4" }: { steps: string[]; className?: string }) {
  return (
    <ol className={`grid gap-3 ${className}`}>
      {steps.map((step, index) => (
        <li key={step} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-ink text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <span className="pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}
