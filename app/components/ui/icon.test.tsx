import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, iconHref, iconNames } from "./icon";

describe("Icon", () => {
  it("draws a known icon from the sprite, hidden from assistive technology", () => {
    const html = renderToStaticMarkup(<Icon name="phone" />);
    expect(html).toContain('data-icon="phone"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toMatch(/<use href="[^"#]*icons[^"#]*\.svg[^"#]*#phone"/);
    // The drawing is the sprite's: no path of its own in the page.
    expect(html).not.toContain("<path");
  });
  it("falls back to the question mark in a circle for a missing icon", () => {
    const html = renderToStaticMarkup(<Icon name="no-such-icon" label="Unknown" />);
    expect(html).toContain('data-icon="question-circle"');
    expect(html).toContain(`href="${iconHref("question-circle")}"`);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Unknown"');
    expect(html).not.toContain("aria-hidden");
  });
  it("names exactly the sprite's symbols, each a 24x24 drawing", () => {
    const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
    const symbols = [
      ...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g),
    ];
    expect(symbols.map((m) => m[1]).sort()).toEqual([...iconNames].sort());
    expect(sprite.match(/<symbol /g)).toHaveLength(iconNames.length);
  });
});
