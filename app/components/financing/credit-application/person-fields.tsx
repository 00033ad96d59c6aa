import { SUFFIXES } from "~/features/leads/forms/credit-application";
import { useT } from "~/lib/i18n/use-t";
import { financingCatalogue } from "~/locales/financing";
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
  const t = useT(financingCatalogue);
  // "First name", or "Co-borrower's first name".
  const label = (field: string) => t(`financing.person.${field}${coBorrower ? ".coBorrower" : ""}`);
  const auto = (value: string) => (coBorrower ? "off" : value);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field meta={person.firstName!} label={label("firstName")} autoComplete={auto("given-name")} />
      <Field
        meta={person.middleName!}
        label={label("middleName")}
        optional
        autoComplete={auto("additional-name")}
      />
      <Field meta={person.lastName!} label={label("lastName")} autoComplete={auto("family-name")} />
      <SelectField
        meta={person.suffix!}
        label={label("suffix")}
        optional
        options={options(SUFFIXES)}
        placeholder={t("financing.person.noSuffix")}
      />
      <Field
        meta={person.dateOfBirth!}
        label={label("dateOfBirth")}
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
  const t = useT(financingCatalogue);
  return (
    <Field
      meta={meta}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder="###-##-####"
      hint={t("financing.ssn.hint")}
      className="max-w-sm"
    />
  );
}
