import { z } from "zod";
import { LOCATION_KEYS } from "./stores";

/**
 * The staff directory (spec section 3, "Staff member"). content/staff.json holds one
 * entry per person; the team pages, the staff-member lead form and its extra e-mail
 * read it through this schema, so a bad edit fails loudly, naming the file and the field,
 * instead of a staff lead going to nobody.
 */
export const STAFF_DEPARTMENTS = ["Sales", "Office"] as const;
export type StaffDepartment = (typeof STAFF_DEPARTMENTS)[number];

/** The key of the address staff leads are copied to (spec: "emails with a primary-email"). */
export const PRIMARY_EMAIL = "primary-email";

export const staffMemberSchema = z.object({
  id: z.number().int().positive(),
  department: z.enum(STAFF_DEPARTMENTS),
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  title: z.string().trim().min(1),
  /** Kept as the string the review platform shows ("4.9"). */
  rating: z.string().regex(/^[0-5](?:\.\d)?$/, "must be a rating like 4.8"),
  imageUrl: z.string().startsWith("/", "must be a path on this site (no outside image host)"),
  emails: z.object({ [PRIMARY_EMAIL]: z.email() }).catchall(z.email()),
  /** The store the person works at (one of the four locations). */
  location: z.enum(LOCATION_KEYS),
  bio: z.string().trim().min(1),
});

export const staffSchema = z
  .array(staffMemberSchema)
  .min(1)
  .refine((list) => new Set(list.map((m) => m.slug)).size === list.length, "staff slugs must be unique")
  .refine((list) => new Set(list.map((m) => m.id)).size === list.length, "staff ids must be unique");

export type StaffMember = z.infer<typeof staffMemberSchema>;

export function staffFullName(member: Pick<StaffMember, "firstName" | "lastName">): string {
  return `${member.firstName} ${member.lastName}`;
}

export function primaryEmail(member: StaffMember): string {
  return member.emails[PRIMARY_EMAIL];
}

/** The directory as the team page shows it: one group per department, in the spec's order. */
export function groupByDepartment(
  staff: StaffMember[],
): Array<{ department: StaffDepartment; members: StaffMember[] }> {
  return STAFF_DEPARTMENTS.map((department) => ({
    department,
    members: staff.filter((m) => m.department === department),
  })).filter((group) => group.members.length > 0);
}

/**
 * The monogram's grounds: the brand's greens as gradients (light corner to dark), one per
 * person in turn so a row of cards is not one flat block. White initials keep at least 4.5:1
 * on the lighter end of each.
 */
const AVATAR_GRADIENTS: ReadonlyArray<readonly [string, string]> = [
  ["#15803d", "#14532d"],
  ["#047857", "#064e3b"],
  ["#166534", "#052e16"],
  ["#0f766e", "#14532d"],
];

/**
 * A person's monogram, for a directory entry without a real photo: the initials on a ground of
 * the brand's green, with a fine inner ring, so it reads as designed, never as a missing
 * photo (no grey silhouette). Drawn here: the site never loads images from an outside host.
 */
export function renderStaffAvatarSvg(member: Pick<StaffMember, "id" | "firstName" | "lastName">): string {
  const initials = `${member.firstName[0] ?? ""}${member.lastName[0] ?? ""}`.toUpperCase();
  const [light, dark] = AVATAR_GRADIENTS[member.id % AVATAR_GRADIENTS.length]!;
  // Letters only: the initials go into SVG markup.
  const safe = initials.replace(/[^\p{L}]/gu, "");
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/>`,
    "</linearGradient></defs>",
    '<rect width="240" height="240" fill="url(#g)"/>',
    '<circle cx="120" cy="120" r="100" fill="none" stroke="#ffffff" stroke-opacity="0.28" stroke-width="3"/>',
    `<text x="120" y="122" text-anchor="middle" dominant-baseline="central" font-family="ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="88" font-weight="800" letter-spacing="2" fill="#ffffff">${safe}</text>`,
    "</svg>",
  ].join("");
}
