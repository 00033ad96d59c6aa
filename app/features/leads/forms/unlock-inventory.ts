import { z } from "zod";
import type { AcceptLeadInput } from "../model/lead";
import { contactFields, type LeadFormContext } from "./common";
import { type LeadVehicleSource, leadVehicleOf } from "./lead-vehicle";
import type { ContactDefaults } from "./test-drive";

/**
 * The private inventory's unlock (spec section 4, "Private inventory unlock"): the visitor
 * gives their details, then access is granted (the success toast) or the error toast shows.
 * One step: first and last name, e-mail and phone (with the call-and-text consent). The same
 * form on the gate's page (/gates/private-inventory), in its popup and on a private car's page.
 */
export const UNLOCK_INVENTORY_FORM_ID = "unlock-inventory-form";

/**
 * Spec section 8's toasts: 'Access Granted!' with a welcome to the private inventory (its
 * words ours), or 'Error' / 'There was an error saving your information.'. The gates
 * catalogue holds them in both languages under `gateFlows.privateInventory.toast.*`.
 */
export const UNLOCK_INVENTORY_TOASTS = {
  success: {
    summary: "Access Granted!",
    detail: "Welcome to our private inventory. Every vehicle in it is now yours to see, with its price.",
  },
  error: { summary: "Error", detail: "There was an error saving your information." },
} as const;

/** What the form needs from its page's loader (the gate's, or a private car's page): plain data. */
export type UnlockInventorySetup = {
  /** The form guard's token for this rendering. */
  token: string;
  /** The details the visitor last gave a lead form, to confirm rather than type again. */
  defaults: ContactDefaults;
  /** The private car whose page the form is on (the gate's `?vin=`): back there once sent. */
  vin?: string;
};

export const unlockInventorySchema = z.object({ ...contactFields });
export type UnlockInventoryForm = z.infer<typeof unlockInventorySchema>;

/** The dealer reads why this lead came: the visitor asked to see the private inventory. */
export const UNLOCK_INVENTORY_COMMENT = "The customer unlocked the private inventory on the website.";

/**
 * The UNLOCK_INVENTORY lead of a filled form: the visitor, and the private car whose page
 * they unlocked it from, if any (from our inventory record, never from the form).
 */
export function toUnlockInventoryLead(
  value: UnlockInventoryForm,
  form: LeadFormContext & { vehicle?: LeadVehicleSource },
): AcceptLeadInput<"UNLOCK_INVENTORY"> {
  return {
    kind: "UNLOCK_INVENTORY",
    idempotencyKey: form.idempotencyKey,
    url: form.pageUrl,
    user: { firstName: value.firstName, lastName: value.lastName, email: value.email, phone: value.phone },
    ...(form.vehicle ? { vehicle: leadVehicleOf(form.vehicle) } : {}),
    comments: UNLOCK_INVENTORY_COMMENT,
    details: {},
  };
}
