import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadTradeInContent, TRADE_IN_FILES } from "./trade-in-content.server";

describe("the shipped trade-in content", () => {
  const content = loadTradeInContent("content");

  it("validates, every file of it", () => {
    expect(content.questionnaire.questions.length).toBeGreaterThanOrEqual(20);
    expect(content.questionnaire.categories.map((c) => c.categoryId)).toContain("finance");
    expect(content.referenceIndex.makes.size).toBeGreaterThan(30);
  });

  it("carries the constants of spec section 9", () => {
    const s = content.settings;
    expect(s.deductions.tierPrice).toBe(15_000);
    expect(s.cashNow.minimumPrice).toBe(1_000);
    expect(s.moreCashLater).toMatchObject({
      minimumAgeYears: 10,
      reserveCheckPercent: 68,
      profitShareCheckPercent: 32,
      reconditioningMinimum: 560,
      advertisingPercent: 5,
      advertisingBase: 995,
    });
    expect(s.bringVehicleIn).toMatchObject({
      minimumAgeYears: 1,
      maximumAgeYears: 15,
      maximumCashNowPrice: 60_000,
      mileageLimit: 160_000,
    });
    expect(s.offerValidityDays).toBe(7);
  });

  it("asks every question the issue lists", () => {
    const texts = content.questionnaire.questions.map((q) => q.text.toLowerCase()).join("\n");
    for (const topic of ["accident", "frame", "flood", "warning light", "tires", "smoked", "pets", "keys"])
      expect(texts).toContain(topic);
    for (const topic of ["modified", "title", "loan or lease", "left to pay", "anything else"])
      expect(texts).toContain(topic);
    const finance = content.questionnaire.byId.get("500")!;
    expect(finance.answers.map((a) => a.value)).toEqual(["none", "loan", "finance"]);
  });

  it("has the same questionnaire in Spanish: Spanish texts, the English ids, values and deductions", () => {
    const spanish = loadTradeInContent("content", "es");
    const shape = (c: typeof content) =>
      c.questionnaire.questions.map((q) => [
        q.questionId,
        q.inputType,
        q.answers.map((a) => [a.value, a.deductions]),
      ]);
    expect(shape(spanish)).toEqual(shape(content));
    expect(spanish.questionnaire.byId.get("100")!.text).toBe("¿En qué estado general está su vehículo?");
    expect(spanish.questionnaire.categories[0]!.categoryTitle).toBe("Estado general");
    expect(spanish.settings.vehicleOptions.map((o) => o.value)).toEqual(
      content.settings.vehicleOptions.map((o) => o.value),
    );
    // Exterior colours are stored values, the same in both languages.
    expect(spanish.settings.exteriorColors).toEqual(content.settings.exteriorColors);
  });
});

describe("loadTradeInContent with a broken file", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** A copy of the shipped content with one file changed by `edit`. */
  function contentWith(file: string, edit: (data: any) => unknown): string {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "trade-in-content-"));
    fs.cpSync(path.resolve("content/trade-in"), path.join(dir, "trade-in"), { recursive: true });
    const full = path.join(dir, file);
    const edited = edit(JSON.parse(fs.readFileSync(full, "utf8")));
    if (edited === undefined) fs.rmSync(full);
    else fs.writeFileSync(full, typeof edited === "string" ? edited : JSON.stringify(edited));
    return dir;
  }

  it.each([
    [
      "a missing file",
      TRADE_IN_FILES.settings,
      () => undefined,
      "content/trade-in/settings.json: file is missing",
    ],
    [
      "a file that is not JSON",
      TRADE_IN_FILES.categories,
      () => "{ categories: [",
      "content/trade-in/categories.json: ",
    ],
    [
      "checks that do not add up to 100",
      TRADE_IN_FILES.settings,
      (s: any) => ({ ...s, moreCashLater: { ...s.moreCashLater, profitShareCheckPercent: 30 } }),
      "content/trade-in/settings.json: field moreCashLater: reserveCheckPercent and profitShareCheckPercent must add up to 100",
    ],
    [
      "an unknown input type",
      TRADE_IN_FILES.questions,
      (q: any) => {
        q.questions[3].inputType = "slider";
        return q;
      },
      "content/trade-in/questions.json: field questions.3.inputType",
    ],
    [
      "a deduction with a percent and an amount",
      TRADE_IN_FILES.questions,
      (q: any) => {
        q.questions[0].answers[2].deductions[0].percent = 5;
        return q;
      },
      "content/trade-in/questions.json: field questions.0.answers.2.deductions.0: give either percent or amount",
    ],
    [
      "a condition on an answer that does not exist",
      TRADE_IN_FILES.questions,
      (q: any) => {
        q.questions.find((x: any) => x.questionId === "501").condition.values.push("mortgage");
        return q;
      },
      'questions.json: field questions.20.condition.values.2: question "500" has no answer "mortgage"',
    ],
    [
      "a category listing an unknown question",
      TRADE_IN_FILES.categories,
      (c: any) => {
        c.categories[2].questionsIds.push("206");
        return c;
      },
      'content/trade-in/categories.json: field categories.2.questionsIds.6: unknown question "206"',
    ],
    [
      "a make without prices",
      TRADE_IN_FILES.referencePrices,
      (r: any) => {
        r.makes.push({ make: "Yugo" });
        return r;
      },
      `content/trade-in/reference-prices.json: field makes.`,
    ],
  ])("throws a ContentError naming the file and the field for %s", (_name, file, edit, message) => {
    const contentDir = contentWith(file, edit);
    expect(() => loadTradeInContent(contentDir)).toThrowError(
      expect.objectContaining({ name: "ContentError", message: expect.stringContaining(message) }),
    );
  });
});
