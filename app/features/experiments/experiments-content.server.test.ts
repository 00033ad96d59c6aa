import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/i18n/languages";
import { activeExperiments, type Experiment } from "./experiment";
import { EXPERIMENTS_FILE, loadExperiments } from "./experiments-content.server";

const CONTENT = path.resolve("content");
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function folderWith(json: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-experiments-"));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, EXPERIMENTS_FILE), typeof json === "string" ? json : JSON.stringify(json));
  return dir;
}

const valid: Experiment = {
  name: "hero",
  active: true,
  variants: [
    { key: "control", weight: 50 },
    {
      key: "b",
      weight: 50,
      settings: { phone: "(309) 555-0199" },
      popups: [
        {
          id: "spring",
          conditions: [{ pages: ["home"] }],
          settings: { component: "PrimeDialog", position: "center", closeButton: true },
          component: {
            type: "html",
            data: {
              title: { en: "Spring sale", es: "Venta de primavera" },
              html: { en: "<p>Now</p>", es: "<p>Ya</p>" },
            },
          },
          background: true,
        },
      ],
      langs: { en: { "common.nav.main": "Main menu" }, es: { "common.nav.main": "Menú principal" } },
    },
  ],
};

function withChange(change: (experiment: any) => void): unknown {
  const copy = structuredClone(valid);
  change(copy);
  return [copy];
}

/** Every message id of a language's catalogues (app/locales/LANG/*.json). */
function catalogueIds(language: string): Set<string> {
  const dir = path.resolve("app/locales", language);
  return new Set(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .flatMap((file) => Object.keys(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")))),
  );
}

describe("content/experiments.json", () => {
  it("ships loadable, with nothing running: the demo renders as it always did", () => {
    const experiments = loadExperiments(CONTENT);
    expect(experiments.length).toBeGreaterThan(0);
    expect(activeExperiments(experiments)).toEqual([]);
  });

  it("overrides only texts the catalogues have, in both languages", () => {
    for (const language of LANGUAGES) {
      const ids = catalogueIds(language);
      for (const experiment of loadExperiments(CONTENT))
        for (const variant of experiment.variants)
          for (const id of Object.keys(variant.langs?.[language] ?? {})) expect(ids).toContain(id);
    }
  });

  it("reads settings, popups and texts", () => {
    expect(loadExperiments(folderWith([valid]))).toEqual([valid]);
    expect(loadExperiments(folderWith([]))).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    [
      "a name a cache key cannot hold",
      withChange((e) => {
        e.name = "Hero Test";
      }),
      "field 0.name: must be lowercase letters, digits, - or _",
    ],
    [
      "one variant only",
      withChange((e) => {
        e.variants = [e.variants[0]];
      }),
      "field 0.variants: needs two variants or more",
    ],
    [
      "a control that changes the site",
      withChange((e) => {
        e.variants[0].langs = { en: { "common.nav.main": "Menu" } };
      }),
      "field 0.variants.0: the first variant is the control",
    ],
    [
      "a weight of zero",
      withChange((e) => {
        e.variants[1].weight = 0;
      }),
      "field 0.variants.1.weight",
    ],
    [
      "a misspelt setting",
      withChange((e) => {
        e.variants[1].settings = { phonee: "1" };
      }),
      "field 0.variants.1.settings",
    ],
    [
      "a wrong setting",
      withChange((e) => {
        e.variants[1].settings = { zip: "12" };
      }),
      "field 0.variants.1.settings.zip: must be a 5-digit ZIP code",
    ],
    [
      "a language the site does not speak",
      withChange((e) => {
        e.variants[1].langs = { fr: { "common.nav.main": "Menu" } };
      }),
      "field 0.variants.1.langs",
    ],
    [
      "a text that is not under a message id",
      withChange((e) => {
        e.variants[1].langs = { en: { title: "Hello" } };
      }),
      "field 0.variants.1.langs.en.title: must be a message id like common.nav.main",
    ],
    [
      "the same variant twice",
      withChange((e) => {
        e.variants[1].key = "control";
      }),
      "field 0.variants: variant keys must be unique",
    ],
    ["the same experiment twice", [valid, valid], "field (file): experiment names must be unique"],
  ])("stops start-up naming the file and the field: %s", (_, json, message) => {
    expect(() => loadExperiments(folderWith(json))).toThrow(
      expect.objectContaining({ name: "ContentError", message: expect.stringContaining(message) }),
    );
    expect(() => loadExperiments(folderWith(json))).toThrow(/^content\/experiments\.json: /);
  });

  it("names a missing or broken file", () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-experiments-"));
    dirs.push(empty);
    expect(() => loadExperiments(empty)).toThrow("content/experiments.json: file is missing");
    expect(() => loadExperiments(folderWith("[{"))).toThrow(/^content\/experiments\.json: /);
  });
});
