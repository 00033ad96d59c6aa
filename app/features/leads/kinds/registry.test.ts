import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SAMPLE_LEADS, SAMPLE_STAFF_MEMBER } from "~tests/support/sample-leads";
import { buildLeadPayload } from "../model/lead-payload";
import {
  detailSections,
  detailsSchemaFor,
  extraRecipientsOf,
  FIXED_LEAD_KINDS,
  isLeadKind,
  LEAD_KINDS,
  leadKindLabel,
  vehicleInterestOf,
} from "./registry";

describe("the lead-kind registry", () => {
  it("has one entry for each kind of spec section 7, and the CONTACT_{target} family", () => {
    expect([...FIXED_LEAD_KINDS].sort()).toEqual(
      [
        "UNLOCK_INVENTORY",
        "UNLOCK_PRICE",
        "SCHEDULE_TEST_DRIVE",
        "SELL_OR_TRADE",
        "STAFF_MEMBER",
        "CAREERS",
        "APPLY_FINANCING",
        "FULL_CREDIT_APP",
        "SERVICE",
      ].sort(),
    );
    for (const kind of ["CONTACT_FINANCE", "CONTACT_CUSTOMER_CARE", "CAREERS"])
      expect(isLeadKind(kind)).toBe(true);
    for (const kind of ["CONTACT_", "contact_finance", "SPAM", "toString", "CONTACT_A-B"])
      expect(isLeadKind(kind)).toBe(false);
  });

  it("names every kind for the e-mails and the CLI", () => {
    expect(Object.fromEntries(FIXED_LEAD_KINDS.map((k) => [k, leadKindLabel(k)]))).toEqual({
      UNLOCK_INVENTORY: "Unlock inventory",
      UNLOCK_PRICE: "Unlock price",
      SCHEDULE_TEST_DRIVE: "Test drive",
      SELL_OR_TRADE: "Sell or trade",
      STAFF_MEMBER: "Message to a staff member",
      CAREERS: "Job application",
      APPLY_FINANCING: "Financing pre-approval",
      FULL_CREDIT_APP: "Full credit application",
      SERVICE: "Service appointment",
    });
    expect(leadKindLabel("CONTACT_CUSTOMER_CARE")).toBe("Contact: customer care");
    // A kind an older version stored and this one no longer knows still shows.
    expect(leadKindLabel("RETIRED_KIND")).toBe("RETIRED_KIND");
  });

  it("checks each sample lead's details with its kind's schema, and makes its e-mail sections", () => {
    for (const sample of SAMPLE_LEADS) {
      const schema = detailsSchemaFor(sample.kind);
      expect(schema.safeParse(sample.details ?? {}).success, sample.kind).toBe(true);
      const payload = buildLeadPayload(
        { ...sample, url: `https://cars.example.com${sample.path}` },
        {
          vendor: { vendorName: "Quad Cities Auto Group", contact: {} },
          prospectStatus: "new",
          requestDate: "2026-11-01T15:04:05.000Z",
        },
      );
      const sections = detailSections(payload);
      if (sample.details === undefined) expect(sections, sample.kind).toEqual([]);
      else expect(sections.flatMap((s) => s.lines).length, sample.kind).toBeGreaterThan(0);
    }
    expect(detailsSchemaFor("CAREERS").safeParse({ position: "Tech" }).success).toBe(false);
  });

  it("says which kinds sell the visitor's vehicle and who else gets a copy", () => {
    expect(FIXED_LEAD_KINDS.filter((k) => vehicleInterestOf(k) === "sell")).toEqual(["SELL_OR_TRADE"]);
    const toSam = { staffMember: { name: "Sam Lee", slug: "sam-lee" }, message: "Hi" };
    const directory = { staff: [SAMPLE_STAFF_MEMBER] };
    expect(extraRecipientsOf("STAFF_MEMBER", toSam, directory)).toEqual([
      "sam.lee@quadcitiesautogroup.example",
    ]);
    for (const kind of FIXED_LEAD_KINDS.filter((k) => k !== "STAFF_MEMBER"))
      expect(extraRecipientsOf(kind, toSam, directory), kind).toEqual([]);
  });

  it("is the only place a kind is named: adding one touches the registry and its form, nothing else", () => {
    const APP = path.resolve(import.meta.dirname, "../../..");
    const names = [...FIXED_LEAD_KINDS, "CONTACT_[A-Z_]+"].join("|");
    const quoted = new RegExp(`["'\`](${names})["'\`]`);
    // The integration API's defaults for a body that names no kind (see api-lead.ts).
    const allowed = ["features/leads/intake/api-lead.ts"];
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return files(full);
        return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
      });
    const naming = files(APP)
      .map((file) => path.relative(APP, file))
      .filter(
        (file) => !file.startsWith("features/leads/kinds/") && !file.startsWith("features/leads/forms/"),
      )
      .filter((file) => !allowed.includes(file))
      .filter((file) => quoted.test(fs.readFileSync(path.join(APP, file), "utf8")));
    expect(naming).toEqual([]);
    expect(Object.keys(LEAD_KINDS)).toEqual(FIXED_LEAD_KINDS);
  });
});
