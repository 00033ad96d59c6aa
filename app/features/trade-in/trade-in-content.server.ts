import path from "node:path";
import { readJson, readLocalizedJson } from "~/features/content/read-json.server";
import { getEnv } from "~/lib/env.server";
import type { Language } from "~/lib/i18n";
import { categoriesFileSchema, questionsFileSchema } from "./questionnaire-schema";
import { referencePricesSchema, tradeInSettingsSchema } from "./settings-schema";
import { createTradeInContent, type TradeInContent } from "./trade-in-content";

/** The files of `content/trade-in/`, relative to the content folder. */
export const TRADE_IN_FILES = {
  settings: path.join("trade-in", "settings.json"),
  questions: path.join("trade-in", "questions.json"),
  categories: path.join("trade-in", "categories.json"),
  referencePrices: path.join("trade-in", "reference-prices.json"),
} as const;

/**
 * settings.json fields written the same in both languages: exterior colours are the values a
 * seller's answer is stored as (the page translates their labels), makes and models are names.
 */
const SETTINGS_NAMES = ["exteriorColors", "bringVehicleIn"];

/**
 * Reads and checks every trade-in file of `dir` (the content folder) in `language`: in
 * Spanish, the questions, answers, hints and labels come from the `NAME.es.json` twins
 * (reference-prices.json has no texts, so no twin). A mistake throws an error named
 * "ContentError" whose message names the file and the field, e.g.
 * `content/trade-in/questions.json: field questions.4.condition.questionId: unknown question "999"`.
 */
export function loadTradeInContent(dir: string, language: Language = "en"): TradeInContent {
  return createTradeInContent({
    settings: readLocalizedJson(dir, TRADE_IN_FILES.settings, tradeInSettingsSchema, language, {
      keep: SETTINGS_NAMES,
    }),
    questions: readLocalizedJson(dir, TRADE_IN_FILES.questions, questionsFileSchema, language).questions,
    categories: readLocalizedJson(dir, TRADE_IN_FILES.categories, categoriesFileSchema, language).categories,
    referencePrices: readJson(dir, TRADE_IN_FILES.referencePrices, referencePricesSchema),
  });
}

const cached = new Map<Language, TradeInContent>();
/** The trade-in content of this process in one language, read once (a change needs a restart). */
export function getTradeInContent(language: Language = "en"): TradeInContent {
  let content = cached.get(language);
  if (!content) {
    content = loadTradeInContent(getEnv().contentDir, language);
    cached.set(language, content);
  }
  return content;
}
