import { SUFFIXES } from "~/features/leads/forms/credit-application";
import { Field, SelectField } from "../../ui/field";
import { type AnyMeta, options } from "./types";

/** The person fields; the co-borrower's labels say whose they are (both sets show without JavaScript). */
export function PersonFields({
  person,
  coBorrower = false,
}: {
  person: Record<string, AnyMeta>;
  coBorrower?: boolean;
}) {
  const label = (text: string) => (coBorrower ? `Co-borrower's ${text.toLowerCase()}` : text);
  const auto = (value: string) => (coBorrower ? "off" : value);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field meta={person.firstName!} label={label("First name")} autoComplete={auto("given-name")} />
      <Field
        meta={person.middleName!}
        label={label("Middle name")}
        optional
        autoComplete={auto("additional-name")}
      />
      <Field meta={person.lastName!} label={label("Last name")} autoComplete={auto("family-name")} />
      <SelectField
        meta={person.suffix!}
        label={label("Suffix")}
        optional
        options={options(SUFFIXES)}
        placeholder="None"
      />
      <Field
        meta={person.dateOfBirth!}
        label={label("Date of birth")}
        type="date"
        autoComplete={auto("bday")}
      />
    </div>
  );
}

/**
 * The SSN is asked last (the applicant's on the review step, the co-borrower's at the end
 * of theirs), after the address and job lists whose add/remove buttons post the form
 * without JavaScript: an SSN is never sent back to the browser, so it must not be typed
 * before those round trips.
 */
export function SsnField({ meta, label }: { meta: AnyMeta; label: string }) {
  return (
    <Field
      meta={meta}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder="###-##-####"
      hint="Encrypted as soon as we receive it. For your security it is never shown again, so if the form comes back with a message, please type it again."
      className="max-w-sm"
    />
  );
}
