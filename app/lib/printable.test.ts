import { describe, expect, it } from "vitest";
import { isLinesText, isOneLineText, normalizeLineBreaks, printable } from "./printable";

const ESC = "\u001b";

describe("which characters a field holds", () => {
  it("a one-line text holds no control character, no DEL, no C1 control and no line separator", () => {
    expect(isOneLineText("José O'Brien-Núñez, Apt #4 (rear) – ½ ✓")).toBe(true);
    for (const bad of [
      "\u0000",
      "\u0007",
      ESC,
      "\r",
      "\n",
      "\t",
      "\u007f",
      "\u0085",
      "\u009b",
      "\u2028",
      "\u2029",
    ])
      expect(isOneLineText(`Ann${bad}Lee`), JSON.stringify(bad)).toBe(false);
  });

  it("a text of several lines holds line feeds and tabs, and no other control", () => {
    expect(isLinesText("Hello,\n\n\tthe car is fine.\nThanks")).toBe(true);
    for (const bad of ["\u0000", "\u0007", ESC, "\r", "\u000b", "\u000c", "\u007f", "\u009b"])
      expect(isLinesText(`Hello${bad}there`), JSON.stringify(bad)).toBe(false);
  });

  it("reads every kind of line break as a line feed", () => {
    expect(normalizeLineBreaks("a\r\nb\rc\nd\u2028e\u2029f")).toBe("a\nb\nc\nd\ne\nf");
  });
});

describe("printable", () => {
  it("shows a control character as a visible escape, so a stored text cannot drive the terminal", () => {
    expect(printable(`${ESC}]0;owned\u0007${ESC}[2J${ESC}c Ann`)).toBe(
      "\\u001b]0;owned\\u0007\\u001b[2J\\u001bc Ann",
    );
    expect(printable("a\u0000b\u007fc\u009bd\u0085e")).toBe("a\\u0000b\\u007fc\\u009bd\\u0085e");
  });

  it("keeps a one-line value on its line: line breaks and tabs are escaped too", () => {
    expect(printable("Ann\r\nBcc: x@example.com\tz")).toBe("Ann\\u000d\\u000aBcc: x@example.com\\u0009z");
    expect(printable("a\u2028b")).toBe("a\\u2028b");
  });

  it("in a text of several lines, keeps its line feeds and tabs and reads CR LF as a line feed", () => {
    expect(printable("Hello\r\n\tthere\rhi\u0007", { lines: true })).toBe("Hello\n\tthere\nhi\\u0007");
  });

  it("leaves ordinary text as it is, and its output printable again unchanged", () => {
    const text = "2019 Honda Civic EX — $18,995 ✓ ñ";
    expect(printable(text)).toBe(text);
    const escaped = printable(`x${ESC}y`);
    expect(printable(escaped)).toBe(escaped);
  });

  it("keeps JSON valid: an escaped JSON text reads back to the same value", () => {
    const value = { name: `Ann${ESC}[2J\u009b\u007f` };
    const shown = printable(JSON.stringify(value, null, 2), { lines: true });
    expect(isLinesText(shown)).toBe(true);
    expect(JSON.parse(shown)).toEqual(value);
  });
});
