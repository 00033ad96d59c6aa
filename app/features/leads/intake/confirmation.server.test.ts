import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { confirmationUrl, isLeadReference, leadReference, readConfirmationUrl } from "./confirmation.server";

const dirs: string[] = [];
const site = (secret?: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-confirmation-"));
  dirs.push(dir);
  return { env: parseEnv({ DATA_DIR: dir, ...(secret ? { LEAD_FORM_SECRET: secret.repeat(32) } : {}) }) };
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a long form's reference and confirmation link", () => {
  const key = "4f8c2a5e-1b7d-4c39-9a51-0d2e6b7f8a90";

  it("is a short code derived from the form's key: stable, unguessable, never the key", () => {
    const reference = leadReference("FCA", key);
    expect(reference).toMatch(/^FCA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(leadReference("FCA", key)).toBe(reference);
    expect(leadReference("FCA", `${key}x`)).not.toBe(reference);
    expect(reference).not.toContain("4F8C");
    expect(isLeadReference("FCA", reference)).toBe(true);
    expect(isLeadReference("SVC", reference)).toBe(false);
    expect(isLeadReference("FCA", "FCA-ILOU-0000")).toBe(false);
  });

  it("signs what the page shows: a changed, missing or foreign signature is no confirmation", () => {
    const services = site("a");
    const url = new URL(
      confirmationUrl(services, "/service/schedule/confirmation", {
        ref: "SVC-7K3M-Q9TZ",
        store: "rockford",
        at: "2026-11-24T09:30",
      }),
      "https://cars.example.com",
    );
    expect(readConfirmationUrl(services, url)).toEqual({
      ref: "SVC-7K3M-Q9TZ",
      store: "rockford",
      at: "2026-11-24T09:30",
    });
    const other = new URL(url);
    other.searchParams.set("store", "moline");
    expect(readConfirmationUrl(services, other)).toBeNull();
    const moved = new URL(url);
    moved.pathname = "/auto-financing/full-credit-application/confirmation";
    expect(readConfirmationUrl(services, moved)).toBeNull();
    const unsigned = new URL(url);
    unsigned.searchParams.delete("sig");
    expect(readConfirmationUrl(services, unsigned)).toBeNull();
    expect(readConfirmationUrl(site("b"), url)).toBeNull();
  });

  it("holds on the same page in Spanish (/es/…), where a Spanish form's visitor lands", () => {
    const services = site("a");
    const english = confirmationUrl(services, "/service/schedule/confirmation", { ref: "SVC-7K3M-Q9TZ" });
    const url = new URL(`/es${english}`, "https://cars.example.com");
    expect(readConfirmationUrl(services, url)).toEqual({ ref: "SVC-7K3M-Q9TZ" });
  });
});
