import fs from "node:fs";
import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  groupByDepartment,
  renderStaffAvatarSvg,
  STAFF_DEPARTMENTS,
  staffSchema,
} from "~/features/company/staff";
import { LOCATION_KEYS } from "~/features/company/stores";
import { CONTACT_FIELDS, FORM_CONTEXT, formData } from "~tests/support/form-data";
import { SAMPLE_STAFF_MEMBER } from "~tests/support/sample-leads";
import { detailsSchemaFor, extraRecipientsOf } from "../kinds/registry";
import { staffMessageSchema, toStaffMessageLead } from "./staff-message";

describe("staff message form", () => {
  it("maps a valid message to a STAFF_MEMBER lead naming the member, whose copy the kind adds", () => {
    const result = parseWithZod(formData({ ...CONTACT_FIELDS, message: "Is the blue Civic still there?" }), {
      schema: staffMessageSchema,
    });
    if (result.status !== "success") throw new Error("the form should be valid");
    const lead = toStaffMessageLead(result.value, { ...FORM_CONTEXT, member: SAMPLE_STAFF_MEMBER });
    expect(lead).toEqual({
      kind: "STAFF_MEMBER",
      idempotencyKey: FORM_CONTEXT.idempotencyKey,
      url: FORM_CONTEXT.pageUrl,
      user: { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(309) 555-0123" },
      details: {
        staffMember: {
          id: "9001",
          slug: "sam-lee",
          name: "Sam Lee",
          title: "Sales Consultant",
          department: "Sales",
        },
        message: "Is the blue Civic still there?",
      },
    });
    expect(detailsSchemaFor(lead.kind).safeParse(lead.details).success).toBe(true);
    // The address is the directory's, never part of what the form made.
    expect(JSON.stringify(lead)).not.toContain("@quadcitiesautogroup");
    expect(extraRecipientsOf(lead.kind, lead.details, { staff: [SAMPLE_STAFF_MEMBER] })).toEqual([
      "sam.lee@quadcitiesautogroup.example",
    ]);
    expect(extraRecipientsOf(lead.kind, lead.details, { staff: [] })).toEqual([]);
  });
});

// The directory the staff pages and this form's copies read.
describe("staff directory (content/staff.json)", () => {
  const staff = staffSchema.parse(JSON.parse(fs.readFileSync(path.resolve("content/staff.json"), "utf8")));

  it("has 8 to 12 people in both departments across the four stores, each with a primary e-mail", () => {
    expect(staff.length).toBeGreaterThanOrEqual(8);
    expect(staff.length).toBeLessThanOrEqual(12);
    expect(new Set(staff.map((m) => m.location))).toEqual(new Set(LOCATION_KEYS));
    expect(groupByDepartment(staff).map((g) => g.department)).toEqual([...STAFF_DEPARTMENTS]);
    for (const member of staff) {
      expect(member.emails["primary-email"]).toMatch(/@/);
      expect(member.imageUrl).toBe(`/staff-photos/${member.slug}.svg`);
    }
  });

  it("refuses duplicate slugs and outside image hosts", () => {
    expect(staffSchema.safeParse([staff[0], staff[0]]).success).toBe(false);
    expect(staffSchema.safeParse([{ ...staff[0], imageUrl: "https://cdn.example.com/a.jpg" }]).success).toBe(
      false,
    );
  });

  it("draws the portrait from the initials only", () => {
    const svg = renderStaffAvatarSvg({ id: 3, firstName: "<b>", lastName: "Ötzi" });
    expect(svg).toContain("<svg");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain(">Ö</text>");
  });
});
