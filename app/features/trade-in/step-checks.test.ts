import { describe, expect, it } from "vitest";
import { DETAILS_STEP_FIELDS, pageQuestions, VEHICLE_STEP_FIELDS } from "./flow-steps";
import { type PageCheck, pageErrors, pageSchema, type VehiclePageCheck } from "./step-checks";
import { loadTradeInContent } from "./trade-in-content.server";

const content = loadTradeInContent("content");
const { questionnaire, settings } = content;
const vehiclePage = (
  others: Record<string, unknown> = {},
  fields: VehiclePageCheck["fields"] = VEHICLE_STEP_FIELDS,
): PageCheck => ({
  kind: "vehicle",
  fields,
  others,
  settings,
  appraisalYear: 2026,
});
const detailsPage = (others: Record<string, unknown>) => vehiclePage(others, DETAILS_STEP_FIELDS);
const questionsPage = (categoryId: string, earlier: Record<string, unknown> = {}): PageCheck => ({
  kind: "questions",
  questions: pageQuestions(
    questionnaire,
    questionnaire.categories.find((c) => c.categoryId === categoryId)!,
    earlier,
  ),
});
const accord = { year: "2003", make: "Honda", model: "Accord", trim: "EX" };

describe("the vehicle pages' checks", () => {
  it("checks the VIN's check digit and model year, the plate's state and the spec's required fields", () => {
    expect(pageErrors(vehiclePage(), { ...accord, vin: "1HGCM82633A004352" })).toEqual({});
    expect(pageErrors(vehiclePage(), { ...accord, vin: "1hgcm8263-3a004352" })).toEqual({});
    expect(pageErrors(vehiclePage(), { ...accord, vin: "1HGCM82633A004353" })).toEqual({
      vin: "This VIN's check digit does not match. Please check each character against your registration.",
    });
    expect(pageErrors(vehiclePage(), { ...accord, year: "2004", vin: "1HGCM82633A004352" })).toEqual({
      vin: "This VIN belongs to a different model year. Please check the year or the VIN.",
    });
    expect(pageErrors(vehiclePage(), { ...accord, licencePlate: "TRD 415" })).toEqual({
      state: "Choose the state the vehicle is registered in.",
    });
    expect(pageErrors(vehiclePage(), {})).toEqual({
      year: "Enter the year of the vehicle.",
      make: "Enter the make of the vehicle.",
      model: "Enter the model of the vehicle.",
    });
  });

  it("leaves the other page's fields to that page", () => {
    // No mileage or color on the first page: not its messages.
    expect(Object.keys(pageErrors(vehiclePage(), accord))).toEqual([]);
    expect(
      pageErrors(detailsPage(accord), { mileage: "148,000", exteriorColor: "silver", options: ["sunroof"] }),
    ).toEqual({});
  });

  it("refuses a mileage of -5 or 9,999,999 and an unknown color or option", () => {
    const range = "Enter the mileage as a whole number from 0 to 999,999.";
    expect(pageErrors(detailsPage(accord), { mileage: "-5", exteriorColor: "Blue" })).toEqual({
      mileage: range,
    });
    expect(pageErrors(detailsPage(accord), { mileage: "9,999,999", exteriorColor: "Blue" })).toEqual({
      mileage: range,
    });
    expect(
      pageErrors(detailsPage(accord), { mileage: "12,000", exteriorColor: "Plaid", options: "jetpack" }),
    ).toEqual({
      exteriorColor: "Choose the exterior color.",
      options: "Choose from the listed options.",
    });
  });
});

describe("a questions page's checks", () => {
  it("refuses an unknown answer value and a missing required answer, with the engine's messages", () => {
    expect(pageErrors(questionsPage("condition"), { "answer-100": "excellent" })).toEqual({
      "answer-100": "Choose one of the listed answers.",
    });
    expect(pageErrors(questionsPage("condition"), {})).toEqual({ "answer-100": "This field is required" });
    expect(
      pageErrors(questionsPage("wear", { "100": "good" }), { "answer-200": ["none", "dents"] }),
    ).toMatchObject({
      "answer-200": '"None of these" can\'t be combined with other answers.',
      "answer-201": "This field is required",
    });
  });

  it("asks the loan balance only when there is a loan or lease, and checks it as dollars", () => {
    const finance = questionsPage("finance");
    expect(pageErrors(finance, { "answer-500": "none", "answer-501": "lots" })).toEqual({});
    expect(pageErrors(finance, { "answer-500": "loan" })).toEqual({ "answer-501": "This field is required" });
    expect(pageErrors(finance, { "answer-500": "finance", "answer-501": "-5" })).toEqual({
      "answer-501": "Enter an amount from $0 to $1,000,000.",
    });
    expect(pageErrors(finance, { "answer-500": "loan", "answer-501": "$9,800" })).toEqual({});
  });

  it("is a zod schema whose messages land on the fields' names (for Conform)", () => {
    const result = pageSchema(questionsPage("condition")).safeParse({
      "answer-100": "excellent",
      other: "x",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["answer-100", "Choose one of the listed answers."],
    ]);
    expect(pageSchema(questionsPage("condition")).safeParse({ "answer-100": "good" }).success).toBe(true);
  });
});
