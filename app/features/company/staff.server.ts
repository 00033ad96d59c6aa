import { readLocalizedJson } from "~/features/content/read-json.server";
import type { Language } from "~/lib/i18n/languages";
import { type StaffMember, staffSchema } from "./staff";

/** staff.json fields written the same in both languages: people's names. */
const STAFF_NAMES = ["*.firstName", "*.lastName"];

/**
 * Reads and checks content/staff.json in `language` (in Spanish, the job titles and bios of
 * staff.es.json over it); throws a ContentError naming the field.
 */
export function loadStaff(dir: string, language: Language = "en"): StaffMember[] {
  return readLocalizedJson(dir, "staff.json", staffSchema, language, { keep: STAFF_NAMES });
}

/** The member with this slug in the directory (the request's `services.content.staff`). */
export function findStaffMember(staff: readonly StaffMember[], slug: string): StaffMember | undefined {
  return staff.find((member) => member.slug === slug);
}
