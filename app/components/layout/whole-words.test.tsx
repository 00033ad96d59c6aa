import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WholeWords } from "./whole-words";

describe("a menu label's words", () => {
  it("keep a hyphenated or slashed word on one line, and still wrap between words", () => {
    expect(renderToStaticMarkup(<WholeWords text="Free Credit Score Pre-Approval" />)).toBe(
      'Free Credit Score <span class="whitespace-nowrap">Pre-Approval</span>',
    );
    expect(renderToStaticMarkup(<WholeWords text="Sell/Trade" />)).toBe(
      '<span class="whitespace-nowrap">Sell/Trade</span>',
    );
    expect(renderToStaticMarkup(<WholeWords text="Sell or Trade Your Car" />)).toBe("Sell or Trade Your Car");
  });
});
