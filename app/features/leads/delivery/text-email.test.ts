import { describe, expect, it } from "vitest";
import type { LeadPayload } from "../model/lead";
import { renderTextEmail } from "./text-email";

/**
 * Issue 19: the forms and the API now refuse control characters, but a lead stored before
 * (or a value that came another way) may still hold them. The text e-mail shows every value
 * where it belongs: a one-line value stays on its line, a text of several lines stays
 * indented under its label, and no control character reaches the reader's mail client.
 */
const ESC = "\u001b";

const payload: LeadPayload = {
  kind: "CONTACT_GENERAL",
  user: {
    firstName: "Jane\r\nBcc: attacker@example.com\r\nX",
    lastName: `Doe${ESC}]0;owned\u0007`,
    email: "jane@example.com",
    phone: "(309) 555-0123",
    comments: "First line\r\nBcc: attacker@example.com\rTo: someone@example.com\n\tindented",
    address: {
      type: "home",
      street: "1 Elm\nSubject: hi",
      city: "Moline",
      regioncode: "IL",
      postalcode: "61265",
    },
  },
  vehicle: {
    interest: "buy",
    condition: "used",
    make: "Ford\u0000",
    model: "F-150\u2028Cc: x@example.com",
    comments: "Nice\u0085truck",
  },
  details: {
    inquiry: { name: "General questions", to: "SALES" },
    message: `Hello\nBcc: x@example.com\n${ESC}[2J`,
  },
  vendor: { vendorName: "Quad Cities Auto Group", contact: {} },
  url: "https://cars.example.com/contact-us\r\nBcc: x@example.com",
  prospectStatus: "new",
  requestDate: "2026-11-23T15:00:00.000Z",
  adsValues: { utm_source: "google\r\nBcc: y@example.com" },
  text: "Integration body\r\nsecond line\u0007",
};

describe("the text e-mail of a lead holding control characters", () => {
  const text = renderTextEmail(payload, { leadId: "lead-1" });
  const lines = text.split("\n");

  it("holds no control character but line feeds and tabs", () => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the test.
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
  });

  it("starts no line with a value: no line of a value looks like a header", () => {
    expect(lines.filter((line) => /^(Bcc|Cc|To|Subject|X):/i.test(line))).toEqual([]);
    // The heading names the customer; below it, a line that starts at the margin is a title.
    const atMargin = lines.slice(1).filter((line) => /^\S/.test(line));
    expect(atMargin.filter((line) => /attacker|x@example|y@example|someone/.test(line))).toEqual([]);
  });

  it("keeps a one-line value on its line, its line breaks as spaces", () => {
    expect(text.startsWith("Contact: general from Jane Bcc: attacker@example.com X Doe")).toBe(true);
    expect(text).toContain("  Name: Jane Bcc: attacker@example.com X Doe\\u001b]0;owned\\u0007\n");
    expect(text).toContain("  Vehicle: Ford\\u0000 F-150 Cc: x@example.com\n");
    expect(text).toContain("  Address (home): 1 Elm Subject: hi, Moline, IL 61265\n");
    expect(text).toContain("  Sent from: https://cars.example.com/contact-us Bcc: x@example.com\n");
    expect(text).toContain("  utm_source: google Bcc: y@example.com");
  });

  it("indents every line of a text of several lines under its label, tabs kept", () => {
    expect(text).toContain(
      "  Comments: First line\n    Bcc: attacker@example.com\n    To: someone@example.com\n    \tindented\n",
    );
    expect(text).toContain("  Message: Hello\n    Bcc: x@example.com\n    \\u001b[2J");
    expect(text).toContain("  Comments: Nice\\u0085truck");
  });

  it("keeps an integration's own body first, its controls escaped", () => {
    expect(lines.slice(0, 4).join("\n")).toMatch(
      /^Contact: general from .*\n\nIntegration body\nsecond line\\u0007$/,
    );
  });
});
