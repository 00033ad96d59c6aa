import path from "node:path";
import { readJson, readLocalizedJson } from "~/features/content/read-json.server";
import { loadPopups } from "~/features/popups/popups-content.server";
import { getEnv } from "~/lib/env.server";
import type { Language } from "~/lib/i18n";
import {
  bodyStylesSchema,
  type Company,
  companySchema,
  type EmailSettings,
  type Location,
  locationsSchema,
  menusSchema,
  sortOptionsSchema,
  storeSettingsSchema,
} from "./settings-schema";

// Kept exported from here: callers of the settings module catch it by this name.
export { ContentError } from "~/features/content/content-error";

/**
 * Fields of the settings files written the same in both languages (see
 * ~/features/content/spanish-texts.ts): the company's and the stores' names and addresses.
 */
const COMPANY_NAMES = [
  "name",
  "city",
  "state",
  "state_short",
  "address",
  "siteInfo.title",
  "employee.generalManager.name",
];
const LOCATION_NAMES = ["*.name", "*.subname", "*.addressLine1", "*.addressLine2"];

/**
 * Every settings file in `language`, validated; `overrides` are the environment's (a
 * GTM_CONTAINER_ID wins over the file's container id). Throws a ContentError naming the file and the
 * field. In Spanish the texts come from the `NAME.es.json` twins; store.json has none: its
 * e-mail settings are read by the dealer and its company overrides are names and numbers.
 */
export function loadSettings(
  dir = path.resolve("content"),
  language: Language = "en",
  overrides: { gtmContainerId?: string } = {},
) {
  const company = readLocalizedJson(dir, "company.json", companySchema, language, { keep: COMPANY_NAMES });
  const locations = readLocalizedJson(dir, "locations.json", locationsSchema, language, {
    keep: LOCATION_NAMES,
  });
  const store = readJson(dir, "store.json", storeSettingsSchema);
  const menus = readLocalizedJson(dir, "menus.json", menusSchema, language);
  const bodyStyles = readLocalizedJson(dir, "body-styles.json", bodyStylesSchema, language);
  const sortOptions = readLocalizedJson(dir, "sort-options.json", sortOptionsSchema, language);
  const selected = store.stores[store.selectedStore]!;
  return {
    /** The company profile with the selected store's overrides applied. */
    company: { ...company, ...selected.company } as Company,
    locations: locations as Location[],
    store,
    email: selected.email as EmailSettings,
    /** The tag manager and ad platforms' settings, the environment's container id first. */
    tracking: {
      ...store.tracking,
      gtmContainerId: overrides.gtmContainerId ?? store.tracking.gtmContainerId,
    },
    menus,
    bodyStyles,
    sortOptions,
    /** The default popups (content/popups.json); an experiment's variant may replace them. */
    popups: loadPopups(dir, language),
  };
}

export type Settings = ReturnType<typeof loadSettings>;

const cached = new Map<Language, Settings>();
/** The settings of this process in one language: read and validated once, at start-up. */
export function getSettings(language: Language = "en"): Settings {
  let settings = cached.get(language);
  if (!settings) {
    const env = getEnv();
    settings = loadSettings(env.contentDir, language, { gtmContainerId: env.tracking.gtmContainerId });
    cached.set(language, settings);
  }
  return settings;
}
