import path from "node:path";
import { readJson } from "~/features/content/read-json.server";
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

/** Every settings file, validated. Throws a ContentError naming the file and the field. */
export function loadSettings(dir = path.resolve("content"), _language: Language = "en") {
  const company = readJson(dir, "company.json", companySchema);
  const locations = readJson(dir, "locations.json", locationsSchema);
  const store = readJson(dir, "store.json", storeSettingsSchema);
  const menus = readJson(dir, "menus.json", menusSchema);
  const bodyStyles = readJson(dir, "body-styles.json", bodyStylesSchema);
  const sortOptions = readJson(dir, "sort-options.json", sortOptionsSchema);
  const selected = store.stores[store.selectedStore]!;
  return {
    /** The company profile with the selected store's overrides applied. */
    company: { ...company, ...selected.company } as Company,
    locations: locations as Location[],
    store,
    email: selected.email as EmailSettings,
    menus,
    bodyStyles,
    sortOptions,
  };
}

export type Settings = ReturnType<typeof loadSettings>;

const cached = new Map<Language, Settings>();
/** The settings of this process in one language: read and validated once, at start-up. */
export function getSettings(language: Language = "en"): Settings {
  let settings = cached.get(language);
  if (!settings) {
    settings = loadSettings(getEnv().contentDir, language);
    cached.set(language, settings);
  }
  return settings;
}
