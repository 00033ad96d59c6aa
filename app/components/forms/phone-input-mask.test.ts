import { describe, expect, it } from "vitest";
import { isValidPhone } from "~/lib/contact-fields";
import { maskPhoneDigits, maskTypedPhone } from "./phone-input-mask";

/** Types `keys` one at a time at the end of the field, as a person does. */
function typeInto(keys: string, start = "") {
  let value = start;
  for (const key of keys) {
    const typed = value + key;
    value = maskTypedPhone(typed, typed.length, value, "insertText")?.value ?? typed;
  }
  return value;
}

describe("maskPhoneDigits", () => {
  it("puts the digits typed so far in +1 (999) 999-9999, no separator ahead of them", () => {
    expect(maskPhoneDigits("")).toBe("");
    expect(maskPhoneDigits("3")).toBe("+1 (3");
    expect(maskPhoneDigits("309")).toBe("+1 (309");
    expect(maskPhoneDigits("3095")).toBe("+1 (309) 5");
    expect(maskPhoneDigits("309555")).toBe("+1 (309) 555");
    expect(maskPhoneDigits("3095550")).toBe("+1 (309) 555-0");
    expect(maskPhoneDigits("3095550123")).toBe("+1 (309) 555-0123");
  });
});

describe("maskTypedPhone", () => {
  it("formats as typed, digit by digit, to a number the server accepts", () => {
    const steps: string[] = [];
    let value = "";
    for (const key of "3095550123") {
      value = typeInto(key, value);
      steps.push(value);
    }
    expect(steps).toEqual([
      "+1 (3",
      "+1 (30",
      "+1 (309",
      "+1 (309) 5",
      "+1 (309) 55",
      "+1 (309) 555",
      "+1 (309) 555-0",
      "+1 (309) 555-01",
      "+1 (309) 555-012",
      "+1 (309) 555-0123",
    ]);
    expect(isValidPhone(value)).toBe(true);
  });

  it("takes the country code, separators and pasted or autofilled numbers", () => {
    expect(typeInto("13095550123")).toBe("+1 (309) 555-0123");
    expect(typeInto("+1 309.555.0123")).toBe("+1 (309) 555-0123");
    // Typed with its own separators, key by key: each is dropped or already in place.
    expect(typeInto("(309) 555-0123")).toBe("+1 (309) 555-0123");
    for (const filled of ["(309) 555-0123", "309-555-0123", "+13095550123", "1 309 555 0123"])
      expect(maskTypedPhone(filled, filled.length, "")?.value).toBe("+1 (309) 555-0123");
  });

  it("leaves more digits than a number has as typed, for the form's check to name", () => {
    expect(maskTypedPhone("30955501234", 11, "")).toBeNull();
  });

  it("keeps the caret after the same digit when one is changed in the middle", () => {
    // "+1 (309) 555-0123" with a 9 typed after "555-": the digits shift, the caret follows.
    const typed = "+1 (309) 555-90123";
    expect(maskTypedPhone(typed, 14, "+1 (309) 555-0123", "insertText")).toBeNull();
    const edited = "+1 (309) 55-0123"; // the second 5 deleted, caret after the first 5s
    expect(maskTypedPhone(edited, 11, "+1 (309) 555-0123", "deleteContentBackward")).toEqual({
      value: "+1 (309) 550-123",
      caret: 11,
    });
  });

  it("deletes the digit before a separator the visitor deletes, instead of putting it back", () => {
    // Backspace just after "(309) ": the space goes, no digit changes; the 9 goes instead.
    expect(maskTypedPhone("+1 (309)5", 8, "+1 (309) 5", "deleteContentBackward")).toEqual({
      value: "+1 (305",
      caret: 6,
    });
    // Delete just before "-0": the dash goes; the 0 after it goes instead.
    expect(maskTypedPhone("+1 (309) 5550", 12, "+1 (309) 555-0", "deleteContentForward")).toEqual({
      value: "+1 (309) 555",
      caret: 12,
    });
  });

  it("empties the field once the last digit is gone", () => {
    expect(maskTypedPhone("+1 (", 4, "+1 (3", "deleteContentBackward")).toEqual({ value: "", caret: 0 });
    expect(maskTypedPhone("+1", 2, "+1 ", "deleteContentBackward")).toEqual({ value: "", caret: 0 });
  });
});
