import { type FieldMetadata, getCollectionProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { useValidationMessage } from "~/components/forms/validation-message";

// biome-ignore lint/suspicious/noExplicitAny: a field of any form's schema
type Meta = FieldMetadata<any, any, string[]>;

/**
 * One answer among many short ones (a day, a time) as a grid of radio "chips": real radio
 * buttons under one legend, so the arrow keys move between them and a screen reader says
 * "3 of 12", laid out several to a row so a phone shows two weeks of days at a glance.
 */
export function ChoiceChips({
  meta,
  legend,
  hint,
  options,
  columns = "grid-cols-3 sm:grid-cols-4",
}: {
  meta: Meta;
  legend: ReactNode;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  columns?: string;
}) {
  const message = useValidationMessage();
  const labels = new Map(options.map((o) => [o.value, o.label]));
  const inputs = getCollectionProps(meta, {
    type: "radio",
    options: options.map((o) => o.value),
    ariaDescribedBy: hint ? meta.descriptionId : undefined,
  });
  const error = meta.errors?.[0];
  return (
    <fieldset aria-describedby={error ? meta.errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={meta.descriptionId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {inputs.map(({ key, ...props }) => (
          <label
            key={key}
            htmlFor={props.id}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-gray-400 bg-white px-2 py-2 text-center text-sm leading-tight font-semibold text-ink has-[:checked]:border-brand-ink has-[:checked]:bg-brand-ink has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-dark"
          >
            <input {...props} className="sr-only" />
            {labels.get(props.value)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={meta.errorId} className="mt-2 text-sm font-medium text-red-700">
          {message(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
