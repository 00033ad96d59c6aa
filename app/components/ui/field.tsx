import {
  type FieldMetadata,
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import type {
  InputHTMLAttributes,
  MouseEvent,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { useValidationMessage } from "~/components/forms/validation-message";
import { useT } from "~/lib/i18n/use-t";
import { formsCatalogue } from "~/locales/forms";

/**
 * The fields of every lead form. Each one wires its label, `aria-invalid` and
 * `aria-describedby` (the error, and the hint when there is one) from Conform's field
 * metadata, and shows the first error under the field. The server renders the same
 * markup from its validation result, so the messages and the typed values show
 * without JavaScript too.
 */

// biome-ignore lint/suspicious/noExplicitAny: a field of any form's schema
type Meta = FieldMetadata<any, any, string[]>;

type Common = {
  meta: Meta;
  label: ReactNode;
  hint?: ReactNode;
  /** Marks the label "(optional)"; required fields carry aria-required. */
  optional?: boolean;
  className?: string;
};

export const inputClass =
  "mt-1 block h-11 w-full rounded-lg border border-gray-500 bg-white px-3 text-base text-ink placeholder:text-gray-500 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";

export function FieldLabel({
  htmlFor,
  children,
  optional,
}: {
  htmlFor: string;
  children: ReactNode;
  optional?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-ink">
      {children}
      {optional ? <OptionalMark /> : null}
    </label>
  );
}

/** " (optional)" after a label. */
function OptionalMark() {
  const t = useT(formsCatalogue);
  return <span className="font-normal text-muted">{` ${t("forms.field.optional")}`}</span>;
}

/** The field's first message, in the page's language (validation catalogue). */
export function FieldError({ meta }: { meta: Meta }) {
  const message = useValidationMessage();
  const error = meta.errors?.[0];
  if (!error) return null;
  return (
    <p id={meta.errorId} className="mt-1 text-sm font-medium text-red-700">
      {message(error)}
    </p>
  );
}

function FieldHint({ meta, hint }: { meta: Meta; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={meta.descriptionId} className="mt-1 text-sm text-muted">
      {hint}
    </p>
  );
}

type InputType = "text" | "email" | "tel" | "date" | "number" | "password";

/** The frame every labelled control shares: label, the control, its hint and its error. */
function FieldShell({ meta, label, hint, optional, className, children }: Common & { children: ReactNode }) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={meta.id} optional={optional}>
        {label}
      </FieldLabel>
      {children}
      <FieldHint meta={meta} hint={hint} />
      <FieldError meta={meta} />
    </div>
  );
}

export function Field({
  meta,
  label,
  hint,
  optional,
  className,
  type = "text",
  ...rest
}: Common & { type?: InputType } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "name" | "id" | "defaultValue" | "form"
  >) {
  const { key, ...props } = getInputProps(meta, {
    type,
    ariaDescribedBy: hint ? meta.descriptionId : undefined,
  });
  return (
    <FieldShell meta={meta} label={label} hint={hint} optional={optional} className={className}>
      <input
        key={key}
        {...props}
        {...rest}
        aria-required={optional ? undefined : true}
        className={inputClass}
      />
    </FieldShell>
  );
}

export function TextareaField({
  meta,
  label,
  hint,
  optional,
  className,
  rows = 5,
  ...rest
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "defaultValue" | "form">) {
  const { key, ...props } = getTextareaProps(meta, {
    ariaDescribedBy: hint ? meta.descriptionId : undefined,
  });
  return (
    <FieldShell meta={meta} label={label} hint={hint} optional={optional} className={className}>
      <textarea
        key={key}
        {...props}
        {...rest}
        rows={rows}
        aria-required={optional ? undefined : true}
        className={`${inputClass} h-auto py-2`}
      />
    </FieldShell>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  meta,
  label,
  hint,
  optional,
  className,
  options,
  placeholder,
  ...rest
}: Common & { options: readonly Option[]; placeholder?: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    "name" | "id" | "defaultValue" | "form"
  >) {
  const t = useT(formsCatalogue);
  const { key, ...props } = getSelectProps(meta, {
    ariaDescribedBy: hint ? meta.descriptionId : undefined,
  });
  return (
    <FieldShell meta={meta} label={label} hint={hint} optional={optional} className={className}>
      <select
        key={key}
        {...props}
        {...rest}
        aria-required={optional ? undefined : true}
        className={inputClass}
      >
        <option value="">{placeholder ?? t("forms.field.choose")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** One checkbox whose label is its text (an agreement, a yes/no question). */
export function CheckboxField({
  meta,
  label,
  hint,
  className,
  ...rest
}: Omit<Common, "optional"> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultChecked" | "form">) {
  const { key, ...props } = getInputProps(meta, {
    type: "checkbox",
    ariaDescribedBy: hint ? meta.descriptionId : undefined,
  });
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          key={key}
          {...props}
          {...rest}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-gray-500 accent-brand-ink"
        />
        <label htmlFor={meta.id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldHint meta={meta} hint={hint} />
      <FieldError meta={meta} />
    </div>
  );
}

/** A list of checkboxes (several answers) or radios (one answer) under one legend. */
export function ChoiceGroupField({
  meta,
  label,
  hint,
  optional,
  className,
  type,
  options,
  columns = 1,
}: Common & { type: "checkbox" | "radio"; options: readonly Option[]; columns?: 1 | 2 | 3 }) {
  const labels = new Map(options.map((o) => [o.value, o.label]));
  const inputs = getCollectionProps(meta, {
    type,
    options: options.map((o) => o.value),
    ariaDescribedBy: hint ? meta.descriptionId : undefined,
  });
  const grid = columns === 3 ? "sm:grid-cols-3" : columns === 2 ? "sm:grid-cols-2" : "";
  return (
    <fieldset className={className} aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">
        {label}
        {optional ? <OptionalMark /> : null}
      </legend>
      <FieldHint meta={meta} hint={hint} />
      <div className={`mt-2 grid gap-2 ${grid}`}>
        {inputs.map(({ key, ...props }) => (
          <label
            key={key}
            htmlFor={props.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-3 py-2 text-sm has-[:checked]:border-brand-dark has-[:checked]:bg-green-50"
          >
            <input {...props} className="h-5 w-5 shrink-0 accent-brand-ink" />
            {labels.get(props.value)}
          </label>
        ))}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  );
}

/** The submit button; shows the pending state when JavaScript submits the form. */
export function SubmitButton({
  children,
  pending,
  onClick,
}: {
  children: ReactNode;
  pending?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const t = useT(formsCatalogue);
  return (
    <button
      type="submit"
      // aria-disabled, not disabled: a disabled button loses the focus to the page's body while
      // the form is sent, and the visitor would start over from the top of the page.
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
      className="inline-flex h-12 items-center justify-center rounded-full bg-brand-ink px-8 font-bold text-white hover:bg-brand-dark aria-disabled:opacity-70"
    >
      {pending ? t("forms.submit.sending") : children}
    </button>
  );
}
