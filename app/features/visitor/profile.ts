import crypto from "node:crypto";
import { z } from "zod";
import { digitsOnly } from "~/lib/contact-fields";

/**
 * The visitor profile of spec section 3, kept 30 days in a browser cookie (app/lib/http/cookies.server.ts):
 * the contact details and home address the visitor last gave the financing form, a
 * uniqueUserId created on the first complete save, and unlockPrice (a timestamp) set when
 * the four contact fields are saved for the first time. The financing form compares against
 * it: when the saved data did not change, it submits nothing and answers ok (spec section 4).
 */
const short = z.string().max(300).optional();
const addressSchema = z.object({
  address: short,
  apartment: short,
  city: short,
  state: short,
  zipCode: short,
});

export const visitorProfileSchema = z.object({
  firstName: short,
  lastName: short,
  email: short,
  phone: short,
  phoneVerified: z.boolean().optional(),
  homeAddress: addressSchema.optional(),
  uniqueUserId: z.string().max(100).optional(),
  unlockPrice: z.number().optional(),
});
export type VisitorProfile = z.infer<typeof visitorProfileSchema>;
export type VisitorAddress = z.infer<typeof addressSchema>;

const norm = (value: string | undefined) => (value ?? "").trim().toLowerCase();
const ADDRESS_KEYS = ["address", "apartment", "city", "state", "zipCode"] as const;

/** Whether the submitted details are the ones already saved (case and phone format aside). */
export function sameVisitorData(
  saved: VisitorProfile,
  submitted: Pick<VisitorProfile, "firstName" | "lastName" | "email" | "phone" | "homeAddress">,
): boolean {
  if (!saved.firstName && !saved.email && !saved.phone) return false;
  return (
    norm(saved.firstName) === norm(submitted.firstName) &&
    norm(saved.lastName) === norm(submitted.lastName) &&
    norm(saved.email) === norm(submitted.email) &&
    digitsOnly(saved.phone ?? "") === digitsOnly(submitted.phone ?? "") &&
    ADDRESS_KEYS.every((key) => norm(saved.homeAddress?.[key]) === norm(submitted.homeAddress?.[key]))
  );
}

const CONTACT_KEYS = ["firstName", "lastName", "email", "phone"] as const;

/** The profile after a save: the new details, plus uniqueUserId and unlockPrice per spec section 4. */
export function mergeVisitorProfile(
  saved: VisitorProfile,
  submitted: Pick<VisitorProfile, "firstName" | "lastName" | "email" | "phone" | "homeAddress">,
  now: number = Date.now(),
): VisitorProfile {
  const next: VisitorProfile = { ...saved, ...submitted };
  if (saved.phone && digitsOnly(saved.phone) !== digitsOnly(submitted.phone ?? ""))
    next.phoneVerified = false;
  const wasEmpty = CONTACT_KEYS.every((key) => !saved[key]);
  const isComplete = CONTACT_KEYS.every((key) => Boolean(next[key]));
  if (wasEmpty && isComplete && next.unlockPrice === undefined) next.unlockPrice = now;
  if (isComplete && !next.uniqueUserId) next.uniqueUserId = crypto.randomUUID();
  return next;
}
