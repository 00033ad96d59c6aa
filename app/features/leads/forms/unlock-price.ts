import { z } from "zod";
import { isTextableNumber } from "~/features/visitor/textable-number";
import { formatPhone, isValidPhone } from "~/lib/contact-fields";
import type { AcceptLeadInput } from "../model/lead";
import { verificationCodeField, verificationPhoneField } from "../model/validation";
import { contactFields, type LeadFormContext } from "./common";
import { type LeadVehicleSource, leadVehicleOf } from "./lead-vehicle";

/**
 * Today's price, unlocked by a verified phone (the user-lead popup and its gate page,
 * /gates/unlock-price). Two steps, one form: the visitor's details, which text a 6-digit code
 * to the phone, then the code. The details travel to step two as hidden fields and are
 * validated again there: the phone the code is checked against is the one posted with it, so
 * changing a hidden field only makes the check fail. Browser-safe: the page and the server
 * parse with the same schemas, the step picked by the form's own `step` field.
 */
export const UNLOCK_PRICE_FORM_ID = "unlock-price-form";

/**
 * The hidden field of the phone-verification token (features/visitor/phone-verification-guard):
 * the page's loader issues one for the SMS steps, besides the lead form's own token (the lead).
 */
export const PHONE_TOKEN_FIELD = "phoneVerificationToken";

/** The hidden field that says which step was posted. */
export const STEP_FIELD = "step";

/** A submit button named so goes back to step one (another number, or a new code); nothing is checked. */
export const CHANGE_PHONE_FIELD = "changePhone";

export type UnlockPriceStep = "details" | "code";

/**
 * The API's text for a number the site will not text (PHONE_VERIFICATION_TEXTS.notTextable,
 * which lives in a server module; the unit test keeps the two the same).
 */
export const NOT_TEXTABLE = "We can only text a US or Canadian phone number.";

/** The step's phone: the spec's two messages, then a US or Canadian number; given in the general mask. */
export const unlockPricePhone = verificationPhoneField
  // One message a field: a number that is no phone at all already has the spec's.
  .refine((v) => !isValidPhone(v) || isTextableNumber(v), NOT_TEXTABLE)
  .transform((v) => formatPhone(v, "general"));

export const unlockPriceDetailsSchema = z.object({
  firstName: contactFields.firstName,
  lastName: contactFields.lastName,
  email: contactFields.email,
  phone: unlockPricePhone,
});
export type UnlockPriceDetails = z.infer<typeof unlockPriceDetailsSchema>;

/** Step two: the details again (hidden), and the code: its digits, pasted or typed with spaces. */
export const unlockPriceCodeSchema = unlockPriceDetailsSchema.extend({ code: verificationCodeField });
export type UnlockPriceCode = z.infer<typeof unlockPriceCodeSchema>;

/** The car a gate page shows: never its price, which is what the gate unlocks. */
export type UnlockPriceCar = { name: string; path: string; image: string; mileage: number; store: string };

/** What the form needs (the gate's loader data, in the page and in the popup). */
export type UnlockPriceSetup = {
  /** The lead form's token (the lead's idempotency key across both steps). */
  token: string;
  /** The phone-verification token (both SMS steps). */
  phoneToken: string;
  vin?: string;
  car?: UnlockPriceCar;
  /** What the visitor last gave a lead form, to confirm rather than type again. */
  defaults: { firstName?: string; lastName?: string; email?: string; phone?: string };
  /** Prices already show for this visitor: nothing to unlock. */
  unlocked: boolean;
};

/** Which step a posted form is. */
export function stepOf(formData: FormData): UnlockPriceStep {
  return formData.get(STEP_FIELD) === "code" ? "code" : "details";
}

/** What either step gives: the details, and at step two the code. */
export type UnlockPricePosted = UnlockPriceDetails & { code?: string };

/** "Change the number": nothing is checked, in the browser or on the server (what was typed comes back). */
const changePhoneSchema = z.looseObject({}) as unknown as z.ZodType<UnlockPricePosted>;

/** The schema of the posted step (the browser's formData carries the button that was pressed). */
export function unlockPriceSchema(formData: FormData): z.ZodType<UnlockPricePosted> {
  if (formData.has(CHANGE_PHONE_FIELD)) return changePhoneSchema;
  return stepOf(formData) === "code" ? unlockPriceCodeSchema : unlockPriceDetailsSchema;
}

/** The comment the dealer reads: why this lead is worth a call (a real phone). */
export const PHONE_VERIFIED_COMMENT =
  "The customer verified this phone number with a 6-digit code sent by SMS, to see today's price.";

/** The UNLOCK_PRICE lead of a verified phone: the visitor, the car they were looking at (if any). */
export function toUnlockPriceLead(
  value: UnlockPriceDetails,
  form: LeadFormContext & { vehicle?: LeadVehicleSource },
): AcceptLeadInput<"UNLOCK_PRICE"> {
  return {
    kind: "UNLOCK_PRICE",
    idempotencyKey: form.idempotencyKey,
    url: form.pageUrl,
    user: { firstName: value.firstName, lastName: value.lastName, email: value.email, phone: value.phone },
    vehicle: form.vehicle ? leadVehicleOf(form.vehicle) : undefined,
    comments: PHONE_VERIFIED_COMMENT,
    details: { phoneVerified: true },
  };
}
