import type { FieldMetadata } from "@conform-to/react";
import { useT } from "~/lib/i18n/use-t";
import { formsCatalogue } from "~/locales/forms";
import { Field } from "../ui/field";
import { PhoneField } from "./phone-field";

// biome-ignore lint/suspicious/noExplicitAny: a field of any lead form's schema
type Meta = FieldMetadata<any, any, string[]>;

/**
 * The visitor's name, e-mail and phone, which every lead form asks for with the same
 * names, labels and autocomplete hints; the phone with its call-and-text consent. With a
 * legend they are their own fieldset (a section of a longer form); without one, a plain
 * two-column grid from 640 px, or one column from 1024 px where the form sits in a narrow
 * column beside the page (`oneColumnFromLg`: the car page's "Check availability").
 */
export function ContactFields({
  fields,
  legend,
  phonePlaceholder,
  oneColumnFromLg = false,
}: {
  fields: { firstName: Meta; lastName: Meta; email: Meta; phone: Meta };
  legend?: string;
  phonePlaceholder?: string;
  oneColumnFromLg?: boolean;
}) {
  const t = useT(formsCatalogue);
  const inputs = (
    <>
      <Field meta={fields.firstName} label={t("forms.contact.firstName")} autoComplete="given-name" />
      <Field meta={fields.lastName} label={t("forms.contact.lastName")} autoComplete="family-name" />
      <Field meta={fields.email} label={t("forms.contact.email")} type="email" autoComplete="email" />
      {/* The whole row in any grid: "span 2" in a one-column grid adds a second, narrow column
          beside it, and the other fields then take three widths (issue 17). */}
      <PhoneField meta={fields.phone} placeholder={phonePlaceholder} className="col-span-full" />
    </>
  );
  if (!legend)
    return (
      <div className={`grid gap-5 sm:grid-cols-2 ${oneColumnFromLg ? "lg:grid-cols-1" : ""}`}>{inputs}</div>
    );
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-3 text-xl font-extrabold tracking-tight">{legend}</legend>
      {inputs}
    </fieldset>
  );
}
