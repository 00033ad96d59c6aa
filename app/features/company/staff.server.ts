import fs from "node:fs";
import path from "node:path";
import { getEnv } from "~/lib/env.server";
import { ContentError } from "./settings.server";
import { type StaffMember, staffSchema } from "./staff";

/** Reads and checks content/staff.json; throws a ContentError naming the field. */
export function loadStaff(dir = getEnv().contentDir): StaffMember[] {
  const file = path.join(dir, "staff.json");
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new ContentError(`content/staff.json: ${(error as Error).message}`);
  }
  const result = staffSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.length ? issue.path.join(".") : "(file)";
    throw new ContentError(`content/staff.json: field ${field}: ${issue.message}`);
  }
  return result.data;
}

let cached: StaffMember[] | undefined;
/** The staff directory of this process, read once (content changes need a restart, like settings). */
export function getStaff(): StaffMember[] {
  cached ??= loadStaff();
  return cached;
}

export function findStaffMember(slug: string): StaffMember | undefined {
  return getStaff().find((member) => member.slug === slug);
}
