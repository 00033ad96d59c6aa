import { describe, expect, it } from "vitest";
import { commonCatalogue } from "~/locales/common";
import { translator, withTexts } from "./translate";

describe("withTexts (an experiment variant's langs)", () => {
  it("shows the variant's text for its ids and the catalogue's for the others", () => {
    const t = withTexts(translator("en", commonCatalogue), {
      "common.nav.skipToContent": "Jump to the page",
    });
    expect(t("common.nav.skipToContent")).toBe("Jump to the page");
    expect(t("common.nav.main")).toBe(translator("en", commonCatalogue)("common.nav.main"));
  });

  it("fills {name} placeholders and leaves unknown ones", () => {
    const t = withTexts(translator("es", commonCatalogue), { "x.greeting": "Hola {name}, {other}" });
    expect(t("x.greeting", { name: "Ana" })).toBe("Hola Ana, {other}");
  });

  it("never answers an object's built-in names", () => {
    const base = translator("en", commonCatalogue);
    const t = withTexts(base, { "x.y": "z" });
    expect(t("constructor")).toBe(base("constructor"));
  });

  it("is the catalogue's translator itself without texts", () => {
    const base = translator("en", commonCatalogue);
    expect(withTexts(base, undefined)).toBe(base);
    expect(withTexts(base, {})).toBe(base);
  });
});
