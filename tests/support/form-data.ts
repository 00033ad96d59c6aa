import type { Submission } from "@conform-to/react";

/** The FormData a browser posts for these fields (a list posts one entry per value). */
export function formData(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  return data;
}

/** The field errors of a Conform parse (none when it succeeded). */
export function fieldErrors<T, V>(result: Submission<T, string[], V>): Record<string, string[] | null> {
  return result.status === "success" ? {} : (result.error ?? {});
}

/** A visitor's contact fields as every lead form names them. */
export const CONTACT_FIELDS = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  phone: "(309) 555-0123",
};

/** The form context a mapper gets in these tests: a token's key and the page. */
export const FORM_CONTEXT = {
  idempotencyKey: "4f8c2a5e-1b7d-4c39-9a51-0d2e6b7f8a90",
  pageUrl: "https://cars.example.com/page",
};
