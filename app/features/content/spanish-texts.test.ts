import { describe, expect, it } from "vitest";
import { ContentError } from "./content-error";
import {
  checkSameNonTexts,
  isKept,
  isTextValue,
  overlaySpanish,
  spanishFileName,
  textsOf,
} from "./spanish-texts";

const FILE = { label: "content/home.es.json", englishLabel: "content/home.json" };

function overlayError(english: unknown, spanish: unknown, keep: string[] = []): string {
  try {
    overlaySpanish(english, spanish, { ...FILE, keep });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("the Spanish texts were accepted");
}

describe("which strings are texts", () => {
  it("counts words under ordinary keys as texts", () => {
    expect(isTextValue("title", "Quality used cars")).toBe(true);
    expect(isTextValue("label", "SUVs")).toBe(true);
    expect(isTextValue("reserveCheckLabel", "Reserve check")).toBe(true);
    expect(isTextValue("text", "Call {{sales.phone}}")).toBe(true);
    expect(isTextValue(undefined, "Moline: {{location.moline.address}}")).toBe(true);
  });

  it("never counts non-text keys, or their last camelCase word", () => {
    for (const key of ["id", "slug", "href", "link", "path", "url", "image", "icon", "key", "type", "kind"]) {
      expect(isTextValue(key, "Some words here")).toBe(false);
    }
    for (const key of ["email", "phone", "date", "start", "end", "code", "variant", "layout", "day"]) {
      expect(isTextValue(key, "Some words here")).toBe(false);
    }
    expect(isTextValue("imageUrl", "Anything")).toBe(false);
    expect(isTextValue("inventoryLink", "Anything")).toBe(false);
    expect(isTextValue("startDate", "Anything")).toBe(false);
    expect(isTextValue("timeZone", "America/Chicago")).toBe(false);
    expect(isTextValue("primary-email", "a@b.example")).toBe(false);
  });

  it("never counts values that are not words: paths, links, e-mails, dates, numbers, identifiers", () => {
    for (const value of [
      "",
      "/used-cars-for-sale",
      "#moline",
      "https://www.facebook.com/x",
      "mailto:a@b.example",
      "tel:+13095550101",
      "leads@quadcitiesautogroup.example",
      "2026-11-30",
      "09:00",
      "(309) 555-0101",
      "4.9",
      "100",
      "image-right",
      "priceHigh",
      "moline",
    ]) {
      expect(isTextValue("title", value), value).toBe(false);
    }
  });

  it("keeps a file's names by path, * matching one step", () => {
    expect(isKept([2, "name"], ["*.name"])).toBe(true);
    expect(isKept(["siteInfo", "title"], ["siteInfo.title"])).toBe(true);
    expect(isKept(["exteriorColors", 3], ["exteriorColors"])).toBe(true);
    expect(isKept(["siteInfo", "tagline"], ["siteInfo.title", "*.name"])).toBe(false);
  });
});

describe("overlaySpanish", () => {
  const english = {
    title: "Find your next vehicle",
    count: 3,
    hero: {
      slides: [
        { layout: "centered", title: "One", href: "/a", disclaimer: "" },
        { layout: "centered", title: "Two", href: "/b", disclaimer: "Small print." },
      ],
    },
    names: [{ name: "Moline", note: "Sales only" }],
  };

  it("lays the Spanish texts over the English data, keeping everything else", () => {
    const spanish = {
      title: "Encuentre su próximo vehículo",
      hero: { slides: [{ title: "Uno" }, { title: "Dos", disclaimer: "Letra pequeña." }] },
      names: [{ note: "Solo ventas" }],
    };
    expect(overlaySpanish(english, spanish, { ...FILE, keep: ["names.*.name"] })).toEqual({
      title: "Encuentre su próximo vehículo",
      count: 3,
      hero: {
        slides: [
          { layout: "centered", title: "Uno", href: "/a", disclaimer: "" },
          { layout: "centered", title: "Dos", href: "/b", disclaimer: "Letra pequeña." },
        ],
      },
      names: [{ name: "Moline", note: "Solo ventas" }],
    });
  });

  it("names the file and the field of a missing Spanish text", () => {
    const spanish = { title: "Encuentre", hero: { slides: [{ title: "Uno" }] }, names: [{ note: "x" }] };
    expect(overlayError(english, spanish, ["names.*.name"])).toBe(
      "content/home.es.json: field hero.slides.1.title: missing Spanish text",
    );
    expect(overlayError(english, {}, ["names.*.name"])).toBe(
      "content/home.es.json: field title: missing Spanish text",
    );
  });

  it("refuses a field the English file does not have", () => {
    const spanish = { title: "T", subtitle: "S" };
    expect(overlayError({ title: "Title" }, spanish)).toBe(
      "content/home.es.json: field subtitle: not in content/home.json",
    );
    expect(overlayError({ list: ["One"] }, { list: ["Uno", "Dos"] })).toBe(
      "content/home.es.json: field list.1: not in content/home.json (its list has 1 items)",
    );
  });

  it("refuses a repeated link, number or name: they are read from the English file", () => {
    expect(overlayError({ title: "T", href: "/a" }, { title: "T", href: "/es/a" })).toBe(
      "content/home.es.json: field href: not a text: it is read from content/home.json (remove it here)",
    );
    expect(overlayError({ title: "T", count: 3 }, { title: "T", count: 3 })).toMatch(
      /field count: not a text/,
    );
    expect(overlayError([{ name: "Moline" }], [{ name: "Moline" }], ["*.name"])).toMatch(
      /field 0\.name: not a text/,
    );
  });

  it("refuses an empty or wrongly shaped Spanish text", () => {
    expect(overlayError({ title: "T" }, { title: " " })).toBe(
      "content/home.es.json: field title: must be a Spanish text",
    );
    expect(overlayError({ list: ["One"] }, { list: "Uno" })).toBe(
      "content/home.es.json: field list: must be a list, like in content/home.json",
    );
  });

  it("gives a translator the texts of a file in the twin's shape", () => {
    expect(textsOf(english, ["names.*.name"])).toEqual({
      title: "Find your next vehicle",
      hero: { slides: [{ title: "One" }, { title: "Two", disclaimer: "Small print." }] },
      names: [{ note: "Sales only" }],
    });
  });
});

describe("checkSameNonTexts (Markdown twins' front matter)", () => {
  const file = { label: "content/pages/careers.es.md", englishLabel: "content/pages/careers.md" };

  it("accepts translated texts with the same path, group and numbers", () => {
    expect(() =>
      checkSameNonTexts(
        { title: "Careers", path: "/our-company/careers", order: 2, steps: [{ title: "Apply" }] },
        { title: "Empleos", path: "/our-company/careers", order: 2, steps: [{ title: "Solicite" }] },
        file,
      ),
    ).not.toThrow();
  });

  it("names a non-text field that differs from the English file", () => {
    expect(() =>
      checkSameNonTexts(
        { title: "Careers", path: "/our-company/careers" },
        { title: "Empleos", path: "/es/empleos" },
        file,
      ),
    ).toThrow(
      'content/pages/careers.es.md: field path: must be the same as in content/pages/careers.md ("/our-company/careers")',
    );
  });
});

it("names a file's Spanish twin", () => {
  expect(spanishFileName("home.json")).toBe("home.es.json");
  expect(spanishFileName("trade-in/questions.json")).toBe("trade-in/questions.es.json");
  expect(spanishFileName("pages/careers.md")).toBe("pages/careers.es.md");
});

it("accepts {} for a list item without texts", () => {
  const english = [
    { day: "Sunday", open: null },
    { day: "Monday", note: "Late hours" },
  ];
  expect(overlaySpanish(english, [{}, { note: "Horario extendido" }], FILE)).toEqual([
    { day: "Sunday", open: null },
    { day: "Monday", note: "Horario extendido" },
  ]);
});
