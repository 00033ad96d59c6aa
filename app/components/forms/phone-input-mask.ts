/**
 * The spec's input mask for a phone field, `+1 (999) 999-9999` (section 5), applied as the
 * visitor types: the digits typed so far in their places, the caret kept after the same digit,
 * and a separator the visitor deletes taking the digit before it with it, so the field never
 * fights the keyboard. What the server accepts is unchanged (lib/contact-fields.ts
 * isValidPhone takes this mask and the usual spellings); without JavaScript the number is
 * sent as typed.
 */

/** Where the area code starts in a masked value: after "+1 (". */
const AREA_START = 4;

/** The mask over up to 10 national digits, with no separator after the last digit. */
export function maskPhoneDigits(digits: string): string {
  if (digits.length === 0) return "";
  let masked = `+1 (${digits.slice(0, 3)}`;
  if (digits.length > 3) masked += `) ${digits.slice(3, 6)}`;
  if (digits.length > 6) masked += `-${digits.slice(6, 10)}`;
  return masked;
}

/**
 * The national digits of a typed value with their places: a leading 1 is the country code
 * (no North American area code starts with 1).
 */
function nationalDigits(value: string): Array<{ digit: string; at: number }> {
  const digits: Array<{ digit: string; at: number }> = [];
  for (let at = 0; at < value.length; at++) {
    const char = value.charAt(at);
    if (char >= "0" && char <= "9") digits.push({ digit: char, at });
  }
  if (digits[0]?.digit === "1") digits.shift();
  return digits;
}

const digitsOf = (list: Array<{ digit: string }>) => list.map((d) => d.digit).join("");

/**
 * The field after an edit: `typed` is its value, `caret` where the caret is, `previous` the
 * value before the edit, `inputType` the edit's (InputEvent.inputType). Null leaves the value
 * as typed: more than 10 national digits are not a number the mask can show, and the form's
 * check says so.
 */
export function maskTypedPhone(
  typed: string,
  caret: number,
  previous: string,
  inputType?: string,
): { value: string; caret: number } | null {
  const national = nationalDigits(typed);
  if (national.length > 10) return null;
  let before = national.filter((d) => d.at < caret).length;
  // A separator deleted alone changes no digit: the digit beside it goes instead.
  if (digitsOf(national) === digitsOf(nationalDigits(previous))) {
    if (inputType === "deleteContentBackward" && before > 0) national.splice(--before, 1);
    else if (inputType === "deleteContentForward" && before < national.length) national.splice(before, 1);
  }
  const value = maskPhoneDigits(digitsOf(national));
  if (before === 0) return { value, caret: value ? AREA_START : 0 };
  // Just after the `before`-th national digit of the masked value.
  let seen = 0;
  for (let at = AREA_START; at < value.length; at++) {
    const char = value.charAt(at);
    if (char >= "0" && char <= "9" && ++seen === before) return { value, caret: at + 1 };
  }
  return { value, caret: value.length };
}
