import type { Company } from "~/features/company/settings-schema";
import { formatPrice } from "~/lib/format";

/**
 * The fee and warranty texts of a vehicle page. They are part of the dealership's legal
 * disclosures, so they are built in one place from company.json and tested word for word.
 */

/** Vehicles under this many miles carry the lifetime engine limited warranty (spec section 9). */
export const LIFETIME_WARRANTY_MILEAGE_LIMIT = 85_000;

export function hasLifetimeEngineWarranty(mileage: number): boolean {
  return mileage < LIFETIME_WARRANTY_MILEAGE_LIMIT;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: "st", 2: "nd", 3: "rd" }[day % 10] ?? "th"}`;
}

/** "2025-10-01" -> "October 1st 2025", the way the disclaimer cites its date. */
export function formatDisclaimerDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${ordinal(day)} ${year}`;
}

export function documentaryFeeDisclaimer(fee: Company["fee"]): string {
  return (
    `A documentary fee of ${formatPrice(fee.documentary)} is added to the price of every vehicle, ` +
    `effective ${formatDisclaimerDate(fee.documentaryEffectiveDate)}. A documentary fee is not an official ` +
    "fee and is not required by law, but it may be charged to buyers for handling documents relating to " +
    "the sale. Tax, title and license are extra."
  );
}

export function thirtyDayDriveDisclaimer(fee: Company["fee"]): string {
  return `A thirty-day-drive fee of ${formatPrice(fee.thirtyDayDrive)} applies to every purchase.`;
}
