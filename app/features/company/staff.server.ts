import { readJson } from "~/features/content/read-json.server";
import { type StaffMember, staffSchema } from "./staff";

/** Reads and checks content/staff.json; throws a ContentError naming the field. */
export function loadStaff(dir: string): StaffMember[] {
  return readJson(dir, "staff.json", staffSchema);
}

/** The member with this slug in the directory (the request's `services.content.staff`). */
export function findStaffMember(staff: readonly StaffMember[], slug: string): StaffMember | undefined {
  return staff.find((member) => member.slug === slug);
}
