import type { Company } from "~/features/company/settings-schema";
import { formatFullDate, formatPrice } from "~/lib/format";
import type { Language, Translate } from "~/lib/i18n";

/**
 * The fee and warranty texts of a vehicle page. They are part of the dealership's legal
 * disclosures, so they are built in one place from company.json and tested word for word;
 * `t` translates the inventory catalogue in the page's language.
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

export function documentaryFeeDisclaimer(fee: Company["fee"], t: Translate, language: Language): string {
  const date = fee.documentaryEffectiveDate;
  return t("inventory.disclosures.documentaryFee", {
    fee: formatPrice(fee.documentary, language),
    // English cites the date with its ordinal ("October 1st 2025"); Spanish as it writes dates.
    date: language === "en" ? formatDisclaimerDate(date) : formatFullDate(date, language),
  });
}

export function thirtyDayDriveDisclaimer(fee: Company["fee"], t: Translate, language: Language): string {
  return t("inventory.disclosures.thirtyDayDrive", { fee: formatPrice(fee.thirtyDayDrive, language) });
}
