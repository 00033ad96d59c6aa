import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadPayload } from "~/features/leads/model/lead";
import { insertLead } from "~/features/leads/model/lead-repository.server";
import { insertAppraisal } from "~/features/trade-in/appraisal-repository.server";
import { appraiseTradeIn } from "~/features/trade-in/appraise";
import { createInventoryValuer } from "~/features/trade-in/comparables.server";
import { appraisalReference } from "~/features/trade-in/signed-id.server";
import { loadTradeInContent } from "~/features/trade-in/trade-in-content.server";
import { type MigratedTestDatabase, openMigratedTestDatabase } from "~tests/support/databases";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * Issue 19: `npm run leads` and `npm run appraisals` print what visitors typed. A lead or an
 * appraisal stored before the forms refused control characters may hold an ESC sequence that
 * retitles or clears the dealer's terminal; the commands show such characters as visible
 * escapes (\u001b), in every view: the list, the full view and the JSON.
 */
const ESC = "\u001b";
const TERMINAL_TRICKS = `${ESC}]0;owned\u0007${ESC}[2J${ESC}c\u009b31m\r`;
/** Any control character but the line feeds the commands print themselves. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the test.
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

let database: MigratedTestDatabase;
let leadId: string;
let reference: string;

function run(script: "leads" | "appraisals", ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), `scripts/${script}.ts`, ...args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: path.dirname((database.config as { file: string }).file),
        DATABASE_URL: "",
        LOG_LEVEL: "silent",
        NODE_ENV: "production",
      },
      encoding: "utf8",
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

beforeAll(async () => {
  database = await openMigratedTestDatabase("sqlite");
  const payload: LeadPayload = {
    kind: "CONTACT_GENERAL",
    user: {
      firstName: `Jane${TERMINAL_TRICKS}`,
      lastName: "Doe\r\nBcc: x@example.com",
      email: "jane.cli@example.com",
      comments: `Hello\n${TERMINAL_TRICKS}`,
    },
    details: { inquiry: { name: "General questions", to: "GENERAL" }, message: `Hi${ESC}[5m` },
    vendor: { vendorName: "Quad Cities Auto Group", contact: {} },
    url: "https://cars.example.com/contact-us",
    prospectStatus: "new",
    requestDate: "2026-11-23T15:00:00.000Z",
  };
  leadId = randomUUID();
  await insertLead(database.db, {
    id: leadId,
    kind: "CONTACT_GENERAL",
    idempotencyKey: "cli-control-characters",
    storeKey: "moline",
    payload,
    ssnCiphertext: null,
    createdAt: "2026-11-23T15:00:00.000Z",
    deliveries: [{ channel: "dealer", recipient: "leads@quadcitiesautogroup.example", format: "text" }],
  });

  const content = loadTradeInContent("content");
  const appraised = await appraiseTradeIn(
    content,
    createInventoryValuer(database.db, content),
    {
      vehicle: {
        year: "2013",
        make: "Ford",
        model: "F-150",
        trim: "XLT",
        mileage: "131,400",
        exteriorColor: "Red",
        options: [],
      },
      answers: {
        "100": "fair",
        "101": "accident",
        "102": "clean",
        "103": "no",
        "104": "marks",
        "105": "one",
        "106": "cosmetic",
        "200": ["dents"],
        "201": "chips",
        "202": ["check-engine"],
        "203": "one-or-two",
        "204": ["stains"],
        "205": "worn",
        "300": ["suspension"],
        "301": "surface",
        "500": "none",
      },
    },
    new Date("2026-11-22T18:00:00Z"),
  );
  if (!appraised.ok) throw new Error(`the sample appraisal is invalid: ${JSON.stringify(appraised.errors)}`);
  // As an appraisal stored before the trade-in's fields refused control characters.
  const stored = await insertAppraisal(database.db, {
    ...appraised.appraisal,
    vehicle: { ...appraised.appraisal.vehicle, make: `Ford${TERMINAL_TRICKS}`, trim: "XLT\nFAKE ROW" },
  });
  reference = appraisalReference(stored.id);
  await database.db.destroy();
}, 60_000);

afterAll(async () => {
  await database?.cleanup();
});

describe("the dealer's commands print stored control characters as visible escapes", {
  timeout: 60_000,
}, () => {
  it("npm run leads -- show", () => {
    const out = run("leads", "show", leadId.slice(0, 8));
    expect(out).not.toMatch(RAW_CONTROL);
    expect(out).toContain("Name: Jane\\u001b]0;owned\\u0007\\u001b[2J\\u001bc\\u009b31m");
    // The name's line break stays on the name's line.
    expect(out.split("\n").filter((line) => line.startsWith("Bcc:"))).toEqual([]);
    expect(out).toContain("Message: Hi\\u001b[5m");
  });

  it("npm run leads -- show --json and forget", () => {
    const json = run("leads", "show", leadId, "--json");
    expect(json).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(json).payload.user.firstName).toBe(`Jane${TERMINAL_TRICKS}`);
    const forget = run("leads", "forget", "jane.cli@example.com");
    expect(forget).not.toMatch(RAW_CONTROL);
    expect(forget).toContain("Jane\\u001b]0;owned");
    expect(forget).toContain("Doe\\u000d\\u000aBcc: x@example.com");
  });

  it("npm run appraisals -- list, show and show --json", () => {
    const list = run("appraisals", "list");
    expect(list).not.toMatch(RAW_CONTROL);
    // One appraisal, one row: the trim's line break cannot add a row of its own.
    expect(list.trim().split("\n")).toHaveLength(2);
    const show = run("appraisals", "show", reference);
    expect(show).not.toMatch(RAW_CONTROL);
    expect(show).toContain(
      "Vehicle: 2013 Ford\\u001b]0;owned\\u0007\\u001b[2J\\u001bc\\u009b31m\\u000d F-150 XLT\\u000aFAKE ROW",
    );
    const json = run("appraisals", "show", reference, "--json");
    expect(json).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(json).vehicle.make).toBe(`Ford${TERMINAL_TRICKS}`);
  });
});
