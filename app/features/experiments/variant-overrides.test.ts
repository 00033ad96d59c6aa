import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import type { Experiment } from "./experiment";
import { overridesOf, variantKeyOf, withVariantSettings } from "./variant-overrides";

const hero: Experiment = {
  name: "hero",
  active: true,
  variants: [
    { key: "control", weight: 1 },
    {
      key: "b",
      weight: 1,
      settings: { phone: "(309) 555-0199" },
      popups: [
        {
          id: "b-popup",
          conditions: [{ timer: 5 }],
          settings: { component: "ModalHeadless", position: "bottom", closeButton: true },
          component: {
            type: "html",
            data: { title: { en: "Hello", es: "Hola" }, html: { en: "<p>Hi</p>", es: "<p>Hola</p>" } },
          },
          background: false,
        },
      ],
      langs: {
        en: { "home.cta.heading": "Shop your way" },
        es: { "home.cta.heading": "Compre a su manera" },
      },
    },
  ],
};
const cta: Experiment = {
  name: "cta",
  active: true,
  variants: [
    { key: "control", weight: 1 },
    {
      key: "green",
      weight: 1,
      settings: { phone: "(309) 555-0111" },
      langs: { en: { "common.nav.main": "Menu" } },
    },
  ],
};

describe("overridesOf", () => {
  it("takes the assigned variants' settings, popups and texts in the page's language", () => {
    const assignments = [{ experiment: "hero", variant: "b", inExperiment: true }];
    expect(overridesOf([hero], assignments, "es")).toEqual({
      settings: { phone: "(309) 555-0199" },
      popups: [
        expect.objectContaining({
          id: "b-popup",
          component: { type: "html", data: { title: "Hola", html: "<p>Hola</p>" } },
        }),
      ],
      texts: { "home.cta.heading": "Compre a su manera" },
    });
  });

  it("changes nothing for the control", () => {
    const assignments = [{ experiment: "hero", variant: "control", inExperiment: true }];
    expect(overridesOf([hero], assignments, "en")).toEqual({ settings: {}, popups: undefined, texts: {} });
  });

  it("applies experiments in file order: the later wins where both change the same thing", () => {
    const assignments = [
      { experiment: "hero", variant: "b", inExperiment: true },
      { experiment: "cta", variant: "green", inExperiment: true },
    ];
    const overrides = overridesOf([hero, cta], assignments, "en");
    expect(overrides.settings.phone).toBe("(309) 555-0111");
    expect(overrides.texts).toEqual({ "home.cta.heading": "Shop your way", "common.nav.main": "Menu" });
    expect(overrides.popups?.map((p) => [p.id, p.component.data.title])).toEqual([["b-popup", "Hello"]]);
  });
});

describe("withVariantSettings", () => {
  it("merges over a copy of the public configuration, leaving the process's settings alone", () => {
    const { company } = loadSettings();
    const before = structuredClone(company);
    const merged = withVariantSettings(company, { phone: "(309) 555-0199" });
    expect(merged).toEqual({ ...before, phone: "(309) 555-0199" });
    expect(company).toEqual(before);
    expect(withVariantSettings(company, {})).toBe(company);
  });
});

describe("variantKeyOf", () => {
  it("names the document of a combination of variants, never the visitor", () => {
    expect(
      variantKeyOf([
        { experiment: "hero", variant: "b", inExperiment: true },
        { experiment: "cta", variant: "control", inExperiment: true },
      ]),
    ).toBe("hero:b,cta:control");
  });
});
