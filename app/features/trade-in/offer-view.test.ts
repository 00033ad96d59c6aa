import { describe, expect, it } from "vitest";
import { markedTradeInContent, sampleAppraisal, tradeInContent } from "~tests/support/trade-in";
import { appraisalInLanguage, BRING_IN_MESSAGE_IDS, bringInValues } from "./offer-view";
import { bringInReasons } from "./offers";

const english = tradeInContent();
const spanish = markedTradeInContent(english);
const content = { page: spanish, english };
/** A stand-in translator: the id and its values, so a test sees what was asked. */
const t = (id: string, values?: Record<string, unknown>) => `${id} ${JSON.stringify(values ?? {})}`;

const history = {
  "101": "none",
  "102": "clean",
  "103": "no",
  "104": "no",
  "105": "one",
  "106": "none",
  "500": "none",
};
const truck = {
  vehicle: {
    vin: "1FTFW1EF6DFA12345",
    year: "2013",
    make: "Ford",
    model: "F-150",
    trim: "XLT",
    mileage: "98,400",
    exteriorColor: "Red",
    options: ["towing"],
  },
  answers: {
    "100": "good",
    ...history,
    "200": ["dents"],
    "201": "none",
    "202": ["none"],
    "203": "none",
    "204": ["none"],
    "205": "fine",
  },
};

describe("an English appraisal on a page in another language", () => {
  it("shows the questions, the answers, the equipment, the color and the checks in that language", async () => {
    const appraisal = await sampleAppraisal(english, truck);
    expect(appraisal.moreCashLater).not.toBeNull();
    expect(appraisal.deductions.lines.length).toBeGreaterThan(0);
    const shown = appraisalInLanguage(appraisal, content, "es", t);
    expect(shown.exteriorColor).toBe("ES Red");
    expect(shown.options).toEqual(appraisal.options.map((label) => `ES ${label}`));
    expect(shown.options).toHaveLength(1);
    for (const [i, line] of shown.deductions.lines.entries()) {
      const stored = appraisal.deductions.lines[i]!;
      expect(line).toEqual({ ...stored, question: `ES ${stored.question}`, answer: `ES ${stored.answer}` });
    }
    expect(shown.questions.find((q) => q.questionId === "105")).toEqual({
      questionId: "105",
      question: "ES How many keys or key fobs come with the vehicle?",
      answer: "ES One",
    });
    expect(shown.moreCashLater?.additionalPayments.map((p) => p.label)).toEqual([
      spanish.settings.moreCashLater.reserveCheckLabel,
      spanish.settings.moreCashLater.profitShareCheckLabel,
    ]);
    // The numbers are the appraisal's.
    expect(shown.moreCashLater?.additionalPayments.map((p) => p.amount)).toEqual(
      appraisal.moreCashLater?.additionalPayments.map((p) => p.amount),
    );
    expect(shown.deductions.total).toBe(appraisal.deductions.total);
    expect(shown.cashNow).toEqual(appraisal.cashNow);
    // The stored appraisal itself is untouched: it stays the dealer's English record.
    expect(appraisal.exteriorColor).toBe("Red");
  });

  it("says why a vehicle must be seen, in the page's words and numbers", async () => {
    const damaged = {
      ...truck,
      answers: {
        ...truck.answers,
        "100": "poor",
        "400": "yes",
        "401": "flood",
        "402": "yes",
        "403": "no",
        "300": ["none"],
        "301": "none",
      },
    };
    const appraisal = await sampleAppraisal(english, damaged);
    expect(appraisal.visibleOffers).toEqual(["bringVehicleIn"]);
    const shown = appraisalInLanguage(appraisal, content, "es", t);
    expect(shown.bringVehicleIn?.reasons).toEqual([
      {
        code: "severeDamage",
        message: `tradeIn.bringIn.severeDamage ${JSON.stringify({ answers: "ES Yes; ES Flood or water damage" })}`,
      },
    ]);
  });

  it("gives each reason the values its message names", async () => {
    const appraisal = await sampleAppraisal(english, truck);
    const rules = english.settings.bringVehicleIn;
    const reasons = bringInReasons(
      english.settings,
      {
        vehicle: { make: "ferrari", model: "F-150", mileage: 200_000 },
        ageYears: 20,
        tradeInValue: 90_000,
        retailValue: 100_000,
        deductionTotal: 0,
        severeDamageAnswers: [],
      },
      90_000,
    );
    const values = Object.fromEntries(
      reasons.map((r) => [
        r.code,
        bringInValues(r, { ...appraisal, vehicle: { ...appraisal.vehicle, make: "ferrari" } }, english, "es"),
      ]),
    );
    expect(values).toEqual({
      tooOld: { years: rules.maximumAgeYears },
      highValue: { amount: "$60,000" },
      highMileage: { miles: "160,000" },
      excludedMake: { make: "Ferrari" },
    });
    expect(Object.keys(BRING_IN_MESSAGE_IDS).sort()).toEqual(
      [
        "tooNew",
        "tooOld",
        "highValue",
        "highMileage",
        "excludedMake",
        "excludedModel",
        "severeDamage",
      ].sort(),
    );
  });
});
