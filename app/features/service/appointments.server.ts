import { leadReference } from "~/features/leads/intake/confirmation.server";

/** The prefix of a service appointment's number (SVC-7K3M-Q9TZ). */
export const SERVICE_REFERENCE_PREFIX = "SVC";

/**
 * The appointment number a service request is sent with, and the reference its confirmation
 * page gives the visitor: derived from the form's idempotency key, so a double submit names
 * the same appointment, and the key itself is never shown.
 */
export function appointmentIdFor(idempotencyKey: string): string {
  return leadReference(SERVICE_REFERENCE_PREFIX, idempotencyKey);
}
