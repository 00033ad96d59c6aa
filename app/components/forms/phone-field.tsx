import type { FieldMetadata } from "@conform-to/react";
import { type FormEvent, useRef } from "react";
import { useT } from "~/lib/i18n/use-t";
import { formsCatalogue } from "~/locales/forms";
import { Field } from "../ui/field";
import { maskTypedPhone } from "./phone-input-mask";

// biome-ignore lint/suspicious/noExplicitAny: a field of any lead form's schema
type Meta = FieldMetadata<any, any, string[]>;

/**
 * A phone number a person gives to be called back, with the call-and-text consent of spec
 * section 5 under it (and read with it: the input is described by the sentence). Every
 * lead form's phone is this field (ContactFields uses it), so no form asks for a number
 * without the consent. A number that is not the visitor's to give consent for (an
 * employer's) is a plain `<Field type="tel">`.
 *
 * With JavaScript the number takes the spec's input mask `+1 (999) 999-9999` as it is typed,
 * pasted or autofilled (phone-input-mask.ts); before the form's own input handling reads it,
 * so its checks see the masked number.
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
  const previous = useRef("");
  function onInput(event: FormEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    const masked = maskTypedPhone(
      input.value,
      input.selectionStart ?? input.value.length,
      previous.current,
      inputType,
    );
    if (masked && masked.value !== input.value) {
      input.value = masked.value;
      // Only in the field being typed in: an autofilled field elsewhere keeps the visitor's place.
      if (document.activeElement === input) input.setSelectionRange(masked.caret, masked.caret);
    }
    previous.current = input.value;
  }
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
      onInput={onInput}
      onFocus={(event) => {
        previous.current = event.currentTarget.value;
      }}
    />
  );
}
