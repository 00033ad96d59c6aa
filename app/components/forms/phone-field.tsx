import type { FieldMetadata } from "@conform-to/react";
import { CELL_PHONE_CONSENT } from "~/features/leads/forms/common";
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
  label = "Phone",
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
  return (
    <Field
      meta={meta}
      label={label}
      type="tel"
      autoComplete={autoComplete}
      placeholder={placeholder}
      optional={optional}
      hint={CELL_PHONE_CONSENT}
      className={className}
    />
  );
}
