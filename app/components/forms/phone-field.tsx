import type { FieldMetadata } from "@conform-to/react";
import { useT } from "~/lib/i18n/use-t";
import { formsCatalogue } from "~/locales/forms";
import { Field } from "../ui/field";

// biome-ignore lint/suspicious/noExplicitAny: a field of any lead form's schema
type Meta = FieldMetadata<any, any, string[]>;

/**
 * A phone number a person gives to be called back, with the call-and-text consent of spec
 * section 5 under it (and read with it: the input is described by the sentence). Every
 * lead form's phone is this field (ContactFields uses it), so no form asks for a number
 * without the consent. A number that is not the visitor's to give consent for (an
 * employer's) is a plain `<Field type="tel">`.
 */
export function PhoneField({
  meta,
  label,
  optional,
  placeholder,
  autoComplete = "tel",
  className,
}: {
  meta: Meta;
  label?: string;
  optional?: boolean;
  placeholder?: string;
  autoComplete?: string;
  className?: string;
}) {
  const t = useT(formsCatalogue);
  return (
    <Field
      meta={meta}
      label={label ?? t("forms.contact.phone")}
      type="tel"
      autoComplete={autoComplete}
      placeholder={placeholder}
      optional={optional}
      // CELL_PHONE_CONSENT of features/leads/forms/common.ts, in the page's language.
      hint={t("forms.phone.consent")}
      className={className}
    />
  );
}
