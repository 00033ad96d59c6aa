import { afterAll, describe, expect, it } from "vitest";
import { contentWithJson, removeContentCopies } from "~tests/support/content-copies";
import { experimentPopupSchema, localizePopup } from "./popup-schema";
import { loadPopups, POPUPS_FILE } from "./popups-content.server";

afterAll(removeContentCopies);

/** The error loading a copy of content/ whose popups.json got `change` (in `language`). */
function errorOf(change: (popups: any) => void, language: "en" | "es" = "en", file = POPUPS_FILE): string {
  try {
    loadPopups(contentWithJson(file, change), language);
  } catch (error) {
    return (error as Error).message;
  }
  return "no error";
}

describe("content/popups.json is checked at start-up", () => {
  it.each<[string, (popups: any) => void, string]>([
    [
      "a duplicate id",
      (p) => (p[1].id = p[0].id),
      "content/popups.json: field (file): popup ids must be unique",
    ],
    ["an id with spaces", (p) => (p[0].id = "Unlock Inventory"), "field 0.id: must be lowercase"],
    ["no condition", (p) => (p[0].conditions = []), "field 0.conditions: needs a condition"],
    ["an unknown rule", (p) => (p[0].conditions[0].visits = 3), "field 0.conditions.0"],
    [
      "an unknown page kind",
      (p) => (p[0].conditions[0].pages = ["cars"]),
      "field 0.conditions.0.pages.0: must be a page kind",
    ],
    [
      "a count rule without a page",
      (p) => (p[0].conditions[0].pageItemsViewed = [{ minCount: 3 }]),
      "field 0.conditions.0.pageItemsViewed.0: needs a name (page kind) or a path",
    ],
    [
      "min above max",
      (p) => (p[0].conditions[0].pageItemsViewed[0].maxCount = 1),
      "field 0.conditions.0.pageItemsViewed.0: minCount must not be above maxCount",
    ],
    [
      "a param that is false",
      (p) => (p[0].conditions[0].pageItemsViewed[0].params.vin = false),
      "field 0.conditions.0.pageItemsViewed.0.params.vin: must be true, a value or a list of values",
    ],
    [
      "a string for any campaign value",
      (p) => (p[0].conditions[0].adsValues = { "*": "yes" }),
      "field 0.conditions.0.adsValues",
    ],
    [
      "a selector that is not one",
      (p) => (p[1].conditions[0].tagQuery = "div { color: red }"),
      "field 1.conditions.0.tagQuery: must be a CSS selector",
    ],
    ["an unknown dialog kind", (p) => (p[0].settings.component = "Drawer"), "field 0.settings.component"],
    ["an unknown position", (p) => (p[0].settings.position.mobile = "middle"), "field 0.settings.position"],
    [
      "no way to close",
      (p) => {
        p[0].settings.closeButton = false;
        delete p[0].closeButton;
      },
      "field 0.settings.closeButton: needs a way to close it",
    ],
    [
      "a component popup without its component",
      (p) => delete p[0].component.inner,
      "field 0.component.inner",
    ],
    ["an unknown component", (p) => (p[0].component.inner = "spin-the-wheel"), "field 0.component.inner"],
    [
      "an html popup without html",
      (p) => {
        p[1].component.type = "html";
        delete p[1].component.inner;
        delete p[1].component.data.html;
      },
      "field 1.component.data.html",
    ],
    [
      "a script in the html",
      (p) => (p[0].component.data.html = "<p>Hi</p><script>alert(1)</script>"),
      "field 0.component.data.html: must not hold scripts",
    ],
    [
      "an event handler in the html",
      (p) => (p[0].component.data.html = '<img src="x" onerror="alert(1)">'),
      "must not hold scripts",
    ],
    [
      "an unknown lead kind",
      (p) => (p[0].submitted.email = "UNLOCK_EVERYTHING"),
      "field 0.submitted.email: unknown lead kind",
    ],
    [
      "an unknown conversion",
      (p) => (p[0].submitted.conversion = "bigSale"),
      "field 0.submitted.conversion: unknown conversion",
    ],
    [
      "a redirect off the site",
      (p) => (p[0].submitted.redirect = "https://example.com"),
      "field 0.submitted.redirect: must be a site path",
    ],
  ])("%s", (_, change, message) => {
    expect(errorOf(change)).toContain(message);
  });

  it("a missing Spanish text names the Spanish file", () => {
    expect(errorOf((p) => delete p[0].button.text, "es", "popups.es.json")).toBe(
      "content/popups.es.json: field 0.button.text: missing Spanish text",
    );
  });

  it("conditions and settings are never repeated in the Spanish file", () => {
    expect(errorOf((p) => (p[0].conditions = [{ pages: ["home"] }]), "es", "popups.es.json")).toContain(
      "content/popups.es.json: field 0.conditions",
    );
  });
});

describe("an experiment's popups", () => {
  const popup = {
    id: "spring",
    conditions: [{ pages: ["home"], timer: 5 }],
    settings: {
      component: "ModalHeadless",
      position: { mobile: "bottom", desktop: "bottom-right" },
      closeButton: true,
    },
    button: { text: { en: "Spring sale", es: "Venta de primavera" } },
    component: {
      type: "html",
      data: { title: { en: "Spring", es: "Primavera" }, html: { en: "<p>Now</p>", es: "<p>Ya</p>" } },
    },
    submitted: { close: true, data: { title: { en: "Thanks", es: "Gracias" } } },
    closeButton: { text: { en: "No, thanks", es: "No, gracias" } },
    background: false,
  };

  it("are written with each text in both languages, and shown in the page's", () => {
    const parsed = experimentPopupSchema.parse(popup);
    expect(localizePopup(parsed, "es")).toEqual({
      ...popup,
      button: { text: "Venta de primavera" },
      component: { type: "html", data: { title: "Primavera", html: "<p>Ya</p>" } },
      submitted: { close: true, data: { title: "Gracias" } },
      closeButton: { text: "No, gracias" },
    });
    expect(localizePopup(parsed, "en").component.data.title).toBe("Spring");
  });

  it("need both languages", () => {
    const oneLanguage = { ...popup, button: { text: { en: "Spring sale" } } };
    expect(experimentPopupSchema.safeParse(oneLanguage).success).toBe(false);
  });
});
