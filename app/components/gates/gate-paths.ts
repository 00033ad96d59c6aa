/**
 * The lead gates' addresses (routes.ts registers them under /gates/): a dialog posts to
 * one with JavaScript; without it, the same address is the gate's own page for the car.
 * Not in SITE_PATHS on purpose: no sitemap lists a gate.
 */
export const TEST_DRIVE_GATE = "/gates/test-drive";

/** The test drive scheduler of the car with this VIN. */
export function testDriveGatePath(vin: string): string {
  return `${TEST_DRIVE_GATE}?vin=${encodeURIComponent(vin)}`;
}

/** The private inventory: its unlock form, then (once unlocked) its cars. */
export const PRIVATE_INVENTORY_GATE = "/gates/private-inventory";

/** Today's price of locked cars: details and a phone verified by SMS code. */
export const UNLOCK_PRICE_GATE = "/gates/unlock-price";

/** The personalised-pricing questionnaire (six steps). */
export const PERSONALIZE_PRICE_GATE = "/gates/personalize-price";
