import { z } from "zod";
import { digitsOnly } from "~/lib/contact-fields";

/**
 * The visitor profile of spec section 3, kept 30 days in a browser cookie (app/lib/http/cookies.server.ts),
 * and only when the visitor allows functional cookies: the contact details, home address and
 * location address the visitor last gave a lead form, whether the phone was verified, and
 * unlockPrice (a timestamp) set on the first complete save of the four contact fields. The
 * financing form compares against it: when the saved data did not change, it submits nothing
 * and answers ok (spec section 4).
 *
 * Not here, on purpose:
 * - uniqueUserId has a cookie of its own (created when functional consent is given, or on the first complete save); an older
 *   profile may still carry one, which is read once and moved there;
 * - date of birth is never kept in the browser, even encrypted: it is a key to identity theft
 *   together with a name and an address, and the profile is a convenience that must not cost
 *   that. The full credit application asks for it every time;
 * - displayCookies / allowCookies are the consent state, kept in the consent cookie;
 * - userSelectedStore and adsValues have cookies of their own (read in the browser / in actions).
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
  /** The address the visitor gave as where they are (a lead's other address, sent as `delivery`). */
  locationAddress: addressSchema.optional(),
  /** Legacy: profiles written before the id got its own cookie. */
  uniqueUserId: z.string().max(100).optional(),
  unlockPrice: z.number().optional(),
});
export type VisitorProfile = z.infer<typeof visitorProfileSchema>;
export type VisitorAddress = z.infer<typeof addressSchema>;

/** What a form may give the profile: the visitor's own words, nothing the site computes. */
export type ProfileDetails = Pick<
  VisitorProfile,
  "firstName" | "lastName" | "email" | "phone" | "homeAddress" | "locationAddress"
>;

const norm = (value: string | undefined) => (value ?? "").trim().toLowerCase();
const ADDRESS_KEYS = ["address", "apartment", "city", "state", "zipCode"] as const;
const CONTACT_KEYS = ["firstName", "lastName", "email", "phone"] as const;

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

const text = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 300) : undefined;
};

/** An address worth remembering: at least the street or the ZIP code; blanks dropped. */
function addressOf(address: VisitorAddress | undefined): VisitorAddress | undefined {
  if (!address) return undefined;
  const kept: VisitorAddress = {};
  for (const key of ADDRESS_KEYS) {
    const value = text(address[key]);
    if (value) kept[key] = value;
  }
  return kept.address || kept.zipCode ? kept : undefined;
}

/**
 * The profile details a lead's visitor gave (the lead form's `user`): the names, e-mail,
 * phone, home address and other address (the visitor's location). Date of birth, SSN,
 * comments and anything else stay with the lead only.
 */
export function profileDetailsOf(user: {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  homeAddress?: VisitorAddress;
  address?: VisitorAddress;
}): ProfileDetails {
  return {
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    email: text(user.email),
    phone: text(user.phone),
    homeAddress: addressOf(user.homeAddress),
    locationAddress: addressOf(user.address),
  };
}

/** Whether the four contact fields (spec section 4) are all there. */
export function isCompleteContact(profile: VisitorProfile): boolean {
  return CONTACT_KEYS.every((key) => Boolean(text(profile[key])));
}

export type ProfileSave =
  /** Functional cookies are not allowed: nothing is remembered (the lead is still sent). */
  | { remembered: false }
  | {
      remembered: true;
      /** The profile to write (never with a uniqueUserId: that has its own cookie). */
      profile: VisitorProfile;
      /** The browser's id after the save (kept, moved from a legacy profile, or created now). */
      uniqueUserId: string | undefined;
      /** Whether the id cookie must be written (it is new, or moved out of a legacy profile). */
      writeUniqueUserId: boolean;
      /** The four contact fields were saved complete for the first time: the Lead event (spec section 9). */
      firstCompleteSave: boolean;
    };

/**
 * A lead form's details saved over the visitor's profile (spec sections 3 and 4):
 *
 * - nothing at all when functional cookies are not allowed;
 * - a detail the form did not ask (blank) keeps the saved one; one it gave replaces it;
 * - a phone that changed is no longer verified;
 * - the FIRST save that makes the four contact fields complete sets unlockPrice (now),
 *   creates the uniqueUserId (unless the browser has one) and says `firstCompleteSave`.
 *   unlockPrice marks it done: later saves, complete or not, are not first ("Not you?"
 *   clears the profile, so the next person's complete save is a first again).
 */
export function saveVisitorProfile(
  saved: VisitorProfile,
  submitted: ProfileDetails,
  options: {
    functionalAllowed: boolean;
    /** The id the browser already has (its uniqueUserId cookie). */
    uniqueUserId: string | undefined;
    now: number;
    newId: () => string;
  },
): ProfileSave {
  if (!options.functionalAllowed) return { remembered: false };
  const { uniqueUserId: legacyId, ...kept } = saved;
  const next: VisitorProfile = { ...kept };
  for (const key of CONTACT_KEYS) {
    const value = text(submitted[key]);
    if (value) next[key] = value;
  }
  const homeAddress = addressOf(submitted.homeAddress);
  if (homeAddress) next.homeAddress = homeAddress;
  const locationAddress = addressOf(submitted.locationAddress);
  if (locationAddress) next.locationAddress = locationAddress;
  if (saved.phone && next.phone && digitsOnly(saved.phone) !== digitsOnly(next.phone))
    next.phoneVerified = false;

  const firstCompleteSave = saved.unlockPrice === undefined && isCompleteContact(next);
  if (firstCompleteSave) next.unlockPrice = options.now;
  let uniqueUserId = options.uniqueUserId ?? legacyId;
  let writeUniqueUserId = !options.uniqueUserId && Boolean(legacyId);
  if (firstCompleteSave && !uniqueUserId) {
    uniqueUserId = options.newId();
    writeUniqueUserId = true;
  }
  return { remembered: true, profile: next, uniqueUserId, writeUniqueUserId, firstCompleteSave };
}

/**
 * The profile after the phone was verified by SMS (spec section 4): that number, verified.
 * Nothing when functional cookies are not allowed.
 */
export function verifiedPhoneProfile(
  saved: VisitorProfile,
  phone: string,
  functionalAllowed: boolean,
): VisitorProfile | undefined {
  if (!functionalAllowed) return undefined;
  return { ...saved, phone: text(phone) ?? saved.phone, phoneVerified: true };
}
