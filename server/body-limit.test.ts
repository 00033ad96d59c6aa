import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { creditApplicationSchema } from "~/features/leads/forms/credit-application";
import { largestCreditApplication } from "~tests/support/largest-form";
import { MAX_BODY_BYTES } from "./body-limit";

/** A FormData with these fields, as a browser builds it from the form. */
function formDataOf(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("the body limit", () => {
  it.each([
    ["plain letters", "a", 9_000],
    ["two-byte letters", "é", 30_000],
    ["three-byte letters, the worst case", "中", 45_000],
  ])(
    "fits the largest legitimate form, the credit application with a co-borrower, in %s",
    async (_name, letter, atLeast) => {
      const fields = largestCreditApplication(letter);
      // Legitimate: the form's own validation accepts every field at that length.
      expect(parseWithZod(formDataOf(fields), { schema: creditApplicationSchema }).status).toBe("success");
      const urlencoded = new URLSearchParams(fields).toString().length;
      const multipart = (await new Response(formDataOf(fields)).arrayBuffer()).byteLength;
      expect(urlencoded).toBeGreaterThan(atLeast);
      expect(Math.max(urlencoded, multipart)).toBeLessThan(MAX_BODY_BYTES * 0.75);
    },
  );

  it("stays a small limit: 64 KiB", () => {
    expect(MAX_BODY_BYTES).toBe(65_536);
  });
});
