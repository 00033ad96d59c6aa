import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { getEnv } from "~/lib/env.server";
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

export class ContentError extends Error {
  override name = "ContentError";
}

function readJson<S extends z.ZodType>(dir: string, file: string, schema: S): z.infer<S> {
  const full = path.join(dir, file);
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(full, "utf8"));
  } catch (error) {
    throw new ContentError(`content/${file}: ${(error as Error).message}`);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.length ? issue.path.join(".") : "(file)";
    throw new ContentError(`content/${file}: field ${field}: ${issue.message}`);
  }
  return result.data;
}

/** Every settings file, validated. Throws a ContentError naming the file and the field. */
export function loadSettings(dir = path.resolve("content")) {
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

let cached: Settings | undefined;
/** The settings of this process: read and validated once, at start-up. */
export function getSettings(): Settings {
  cached ??= loadSettings(getEnv().contentDir);
  return cached;
}
