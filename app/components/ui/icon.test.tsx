import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, iconPath } from "./icon";

describe("Icon", () => {
  it("draws a known icon", () => {
    const html = renderToStaticMarkup(<Icon name="phone" />);
    expect(html).toContain('data-icon="phone"');
    expect(html).toContain('aria-hidden="true"');
  });
  it("falls back to the question mark in a circle for a missing icon", () => {
    const html = renderToStaticMarkup(<Icon name="no-such-icon" label="Unknown" />);
    expect(html).toContain('data-icon="question-circle"');
    expect(html).toContain(`d="${iconPath("question-circle")}"`);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Unknown"');
  });
});
