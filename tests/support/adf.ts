import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { ROOT } from "./server";

/** The ADF 1.0 DTD the project keeps (docs/adf/README.md says where it comes from). */
export const ADF_DTD = path.join(ROOT, "docs/adf/adf.dtd");

/** Runs xmllint with the ADF DTD; returns its complaints ("" when the lead is valid). */
export function xmllintAdf(xml: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adf-"));
  const file = path.join(dir, "lead.xml");
  fs.writeFileSync(file, xml);
  const result = spawnSync("xmllint", ["--noout", "--dtdvalid", ADF_DTD, file], { encoding: "utf8" });
  fs.rmSync(dir, { recursive: true, force: true });
  if (result.error)
    throw new Error(`xmllint could not run (apt-get install libxml2-utils): ${result.error.message}`);
  return result.status === 0 ? "" : `${result.stderr}${result.stdout}` || `exit ${result.status}`;
}

/** Fails the test with xmllint's complaints unless `xml` is a valid ADF lead. */
export function expectValidAdf(xml: string) {
  expect(xmllintAdf(xml)).toBe("");
}
