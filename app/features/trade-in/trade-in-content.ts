import { buildQuestionnaire, type Questionnaire } from "./questionnaire";
import type { Category, Question } from "./questionnaire-schema";
import type { ReferencePrices, TradeInSettings } from "./settings-schema";
import { indexReferencePrices, type ReferenceIndex } from "./valuation-model";

/** Everything the trade-in engine reads from `content/trade-in/`, checked and indexed. */
export type TradeInContent = {
  settings: TradeInSettings;
  questionnaire: Questionnaire;
  referencePrices: ReferencePrices;
  referenceIndex: ReferenceIndex;
};

/** Assembles checked files into the engine's content; throws a ContentError on a cross-file mistake. */
export function createTradeInContent(files: {
  settings: TradeInSettings;
  questions: Question[];
  categories: Category[];
  referencePrices: ReferencePrices;
}): TradeInContent {
  return {
    settings: files.settings,
    questionnaire: buildQuestionnaire(files.questions, files.categories),
    referencePrices: files.referencePrices,
    referenceIndex: indexReferencePrices(files.referencePrices),
  };
}
