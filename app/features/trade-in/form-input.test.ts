import { describe, expect, it } from "vitest";
import { ANSWER_MESSAGES, validateAnswers } from "./answers";
import { answerFieldName, readTradeInForm } from "./form-input";
import { loadTradeInContent } from "./trade-in-content.server";
import { validateVehicle } from "./vehicle-identification";

const { questionnaire, settings } = loadTradeInContent("content");

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("readTradeInForm", () => {
  it("reads the vehicle, checkbox lists and single answers from form fields", () => {
    const input = readTradeInForm(
      form([
        ["year", "2018"],
        ["make", "Subaru"],
        ["model", "Outback"],
        ["mileage", "88,000"],
        ["exteriorColor", "Green"],
        ["options", "awd-4wd"],
        ["options", "towing"],
        [answerFieldName("100"), "good"],
        [answerFieldName("202"), "check-engine"],
        [answerFieldName("200"), "dents"],
        [answerFieldName("200"), "paint"],
        ["answer-999", "ignored"],
      ]),
      questionnaire,
    );
    expect(input.vehicle).toMatchObject({
      year: "2018",
      make: "Subaru",
      options: ["awd-4wd", "towing"],
      vin: undefined,
    });
    expect(input.answers).toEqual({
      "100": "good",
      "200": ["dents", "paint"],
      "202": ["check-engine"],
      "204": [],
      "300": [],
    });
    expect(validateVehicle(input.vehicle, settings, 2026).ok).toBe(true);
  });

  it("passes a doubled radio answer on, so the check refuses it", () => {
    const input = readTradeInForm(
      form([
        [answerFieldName("100"), "good"],
        [answerFieldName("100"), "poor"],
      ]),
      questionnaire,
    );
    const result = validateAnswers(questionnaire, input.answers);
    expect(result.ok === false && result.errors["100"]).toBe(ANSWER_MESSAGES.onlyOne);
  });

  it("reads an unticked checkbox question as unanswered", () => {
    const input = readTradeInForm(form([[answerFieldName("100"), "good"]]), questionnaire);
    expect(input.answers).toEqual({ "100": "good", "200": [], "202": [], "204": [], "300": [] });
    const result = validateAnswers(questionnaire, input.answers);
    expect(result.ok === false && result.errors["200"]).toBe(ANSWER_MESSAGES.required);
  });
});
