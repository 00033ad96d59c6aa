import { formatNumber, formatPrice } from "~/lib/format";
import type { Language, Translate } from "~/lib/i18n";
import { answerText } from "./answers";
import type { Appraisal } from "./appraisal";
import { colorIn } from "./flow-drafts";
import type { BringInReason, BringInReasonCode } from "./offers";
import { chosenValues, visibleQuestions } from "./questionnaire";
import type { TradeInContent } from "./trade-in-content";
import { compactKey } from "./valuation-model";

/**
 * The offer page in the seller's language. An appraisal is stored in English (the
 * dealership's record, which its e-mails read); a page in another language shows its texts
 * from that language's content, matched by ids: questions and answers by their ids and
 * values, equipment by value, the colors and the two later checks by their place in the
 * settings, and the reasons to bring a vehicle in by their codes (`t`, the route's catalogue).
 */

/** The message id of each reason to see a vehicle in person. */
export const BRING_IN_MESSAGE_IDS: Record<BringInReasonCode, string> = {
  tooNew: "tradeIn.bringIn.tooNew",
  tooOld: "tradeIn.bringIn.tooOld",
  highValue: "tradeIn.bringIn.highValue",
  highMileage: "tradeIn.bringIn.highMileage",
  excludedMake: "tradeIn.bringIn.excludedMake",
  excludedModel: "tradeIn.bringIn.excludedModel",
  severeDamage: "tradeIn.bringIn.severeDamage",
};

/** The values a reason's message names (the rule's number, the make, the damage), in `language`. */
export function bringInValues(
  reason: BringInReason,
  appraisal: Appraisal,
  content: TradeInContent,
  language: Language,
): Record<string, string | number> {
  const rules = content.settings.bringVehicleIn;
  const make = compactKey(appraisal.vehicle.make);
  const model = compactKey(appraisal.vehicle.model);
  switch (reason.code) {
    case "tooNew":
      return { years: rules.minimumAgeYears };
    case "tooOld":
      return { years: rules.maximumAgeYears };
    case "highValue":
      return { amount: formatPrice(rules.maximumCashNowPrice, language) };
    case "highMileage":
      return { miles: formatNumber(rules.mileageLimit, language) };
    case "excludedMake":
      return { make: rules.excludedMakes.find((m) => compactKey(m) === make) ?? appraisal.vehicle.make };
    case "excludedModel": {
      const found = rules.excludedModels.find(
        (m) => compactKey(m.make) === make && compactKey(m.model) === model,
      );
      return { make: found?.make ?? appraisal.vehicle.make, model: found?.model ?? appraisal.vehicle.model };
    }
    case "severeDamage": {
      const { questionnaire } = content;
      const labels = visibleQuestions(questionnaire, appraisal.answers).flatMap((q) =>
        q.answers
          .filter((a) => a.severeDamage && chosenValues(appraisal.answers[q.questionId]).includes(a.value))
          .map((a) => a.label),
      );
      return { answers: labels.join("; ") };
    }
  }
}

/**
 * The appraisal with its texts in `page`'s language (`english` is the content it was made
 * with). Numbers, ids and values are untouched; a text the content no longer has stays as stored.
 */
export function appraisalInLanguage(
  appraisal: Appraisal,
  content: { page: TradeInContent; english: TradeInContent },
  language: Language,
  t: Translate,
): Appraisal {
  const { page, english } = content;
  const question = (id: string) => page.questionnaire.byId.get(id);
  const label = (id: string, value: string, stored: string) =>
    question(id)?.answers.find((a) => a.value === value)?.label ?? stored;
  const option = (stored: string) => {
    const value = english.settings.vehicleOptions.find((o) => o.label === stored)?.value;
    return page.settings.vehicleOptions.find((o) => o.value === value)?.label ?? stored;
  };
  const checks = [
    page.settings.moreCashLater.reserveCheckLabel,
    page.settings.moreCashLater.profitShareCheckLabel,
  ];
  const later = appraisal.moreCashLater;
  return {
    ...appraisal,
    exteriorColor: colorIn(appraisal.exteriorColor, english, page),
    options: appraisal.options.map(option),
    questions: appraisal.questions.map((q) => {
      const asked = question(q.questionId);
      const value = appraisal.answers[q.questionId];
      return {
        ...q,
        question: asked?.text ?? q.question,
        answer: asked && value !== undefined ? answerText(asked, value) : q.answer,
      };
    }),
    deductions: {
      ...appraisal.deductions,
      lines: appraisal.deductions.lines.map((d) => ({
        ...d,
        question: question(d.questionId)?.text ?? d.question,
        answer: label(d.questionId, d.answerValue, d.answer),
      })),
    },
    moreCashLater: later && {
      ...later,
      additionalPayments: later.additionalPayments.map((p, i) => ({ ...p, label: checks[i] ?? p.label })),
    },
    bringVehicleIn: appraisal.bringVehicleIn && {
      reasons: appraisal.bringVehicleIn.reasons.map((r) => ({
        ...r,
        message: t(BRING_IN_MESSAGE_IDS[r.code], bringInValues(r, appraisal, page, language)),
      })),
    },
  };
}
