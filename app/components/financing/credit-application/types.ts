import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { CreditApplicationForm } from "~/features/leads/forms/credit-application";

/** Conform's view of the credit application, shared by its sections. */
export type Shape = CreditApplicationForm;
export type Form = FormMetadata<Shape, string[]>;
export type Fields = ReturnType<Form["getFieldset"]>;
export type ResidencesMeta = FieldMetadata<Shape["residences"], Shape, string[]>;
export type EmploymentsMeta = FieldMetadata<Shape["employments"], Shape, string[]>;
// biome-ignore lint/suspicious/noExplicitAny: a field of this form, any type
export type AnyMeta = FieldMetadata<any, Shape, string[]>;

/** An option's catalogue key: "Live with family" -> "live-with-family". */
export const optionKey = (value: string) => value.toLowerCase().replace(/[^a-z]+/g, "-");

/**
 * Select options whose value is the English word the dealer reads ("Rent", "Full-time") and
 * whose label is that word in the page's language (`label`, from the catalogue).
 */
export const options = (values: readonly string[], label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }));

/** The frame of every step. */
export const sectionClass = "grid gap-6 rounded-xl border border-line bg-surface p-5 sm:p-8";
