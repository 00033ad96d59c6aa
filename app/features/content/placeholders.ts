import type { Company, Location } from "~/features/company/settings-schema";
import { oneLineAddress } from "~/features/company/store-address";
import { formatDisclaimerDate } from "~/features/inventory/vehicle-page/disclaimers";
import { formatFullDate, formatNumber, formatPrice, telHref } from "~/lib/format";
import type { Language } from "~/lib/i18n/languages";

/**
 * `{{sales.phone}}` in a content file is replaced, at load time, by the value from the
 * settings files. Phone numbers, hours and the documentary fee then have one home
 * (company.json, locations.json), a store's overrides in store.json reach the copy too,
 * and the terms of sale can never cite a fee the vehicle pages no longer charge.
 * An unknown name stops start-up like any other content error.
 * In Spanish, `company` is the Spanish settings' (its hours in Spanish) and the figures are
 * formatted for es-US ("1 de octubre de 2025").
 */
export function placeholderValues(
  company: Company,
  locations: readonly Location[],
  language: Language = "en",
): Map<string, string> {
  const values = new Map<string, string>([
    ["company.name", company.name],
    ["company.phone", company.phone],
    ["company.phoneHref", telHref(company.phone)],
    ["company.address", company.address],
    ["company.city", company.city],
    ["company.state", company.state],
    ["company.state_short", company.state_short],
    ["company.zip", company.zip],
    ["sales.phone", company.sales.phone],
    ["sales.phoneHref", telHref(company.sales.phone)],
    ["sales.hours", company.sales.hours],
    ["service.phone", company.service.phone],
    ["service.phoneHref", telHref(company.service.phone)],
    ["service.hours", company.service.hours],
    ["fee.documentary", formatPrice(company.fee.documentary, language)],
    [
      "fee.documentaryEffectiveDate",
      language === "en"
        ? formatDisclaimerDate(company.fee.documentaryEffectiveDate)
        : formatFullDate(company.fee.documentaryEffectiveDate, language),
    ],
    ["fee.thirtyDayDrive", formatPrice(company.fee.thirtyDayDrive, language)],
    ["generalManager.name", company.employee.generalManager.name],
    ["ratings.google.rating", String(company.ratings.google.rating)],
    ["ratings.google.count", formatNumber(company.ratings.google.count, language)],
  ]);
  for (const location of locations) {
    const key = `location.${location.key}`;
    values.set(`${key}.name`, location.name);
    values.set(`${key}.phone`, location.phone);
    values.set(`${key}.phoneHref`, telHref(location.phone));
    values.set(`${key}.address`, oneLineAddress(location));
  }
  return values;
}

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** The text with every placeholder filled; `unknown` is called with a name there is no value for. */
export function fillPlaceholders(
  text: string,
  values: Map<string, string>,
  unknown: (name: string) => never,
) {
  return text.replace(PLACEHOLDER, (_, name: string) => values.get(name) ?? unknown(name));
}

/** The same for every string inside parsed JSON or front matter. */
export function fillPlaceholdersDeep(
  value: unknown,
  values: Map<string, string>,
  unknown: (name: string) => never,
): unknown {
  if (typeof value === "string") return fillPlaceholders(value, values, unknown);
  if (Array.isArray(value)) return value.map((item) => fillPlaceholdersDeep(item, values, unknown));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fillPlaceholdersDeep(v, values, unknown)]),
    );
  }
  return value;
}
