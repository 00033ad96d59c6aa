import type { Location } from "./settings-schema";

/**
 * A store's address on one line ("3900 Avenue of the Cities, Moline, IL 61265"), as e-mails,
 * offer pages, content placeholders and the vehicle feed print it: one spelling everywhere.
 */
export function oneLineAddress(location: Pick<Location, "addressLine1" | "addressLine2">): string {
  return `${location.addressLine1}, ${location.addressLine2}`;
}
