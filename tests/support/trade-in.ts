import type { Appraisal } from "~/features/trade-in/appraisal";
import { appraiseTradeIn, type TradeInInput } from "~/features/trade-in/appraise";
import { createTradeInContent, type TradeInContent } from "~/features/trade-in/trade-in-content";
import { loadTradeInContent } from "~/features/trade-in/trade-in-content.server";
import type { TradeInValuer, Valuation } from "~/features/trade-in/valuation-model";

/**
 * Trade-in fixtures for unit tests: the repository's content, a stand-in for another
 * language's content (every text marked, ids and values kept), and appraisals made with a
 * fixed valuation, without a database.
 */
let english: TradeInContent | undefined;

/** content/trade-in, read once. */
export function tradeInContent(): TradeInContent {
  english ??= loadTradeInContent("content");
  return english;
}

/** Another language's content: every text `prefix`ed, the numbers, ids and values untouched. */
export function markedTradeInContent(content: TradeInContent, prefix = "ES "): TradeInContent {
  const mark = (text: string) => `${prefix}${text}`;
  const { settings, questionnaire } = content;
  const questions = questionnaire.questions.map((q) => ({
    ...q,
    text: mark(q.text),
    answers: q.answers.map((a) => ({ ...a, label: mark(a.label) })),
  }));
  const categories = questionnaire.categories.map((c) => ({ ...c, categoryTitle: mark(c.categoryTitle) }));
  return createTradeInContent({
    settings: {
      ...settings,
      exteriorColors: settings.exteriorColors.map(mark),
      vehicleOptions: settings.vehicleOptions.map((o) => ({ ...o, label: mark(o.label) })),
      moreCashLater: {
        ...settings.moreCashLater,
        reserveCheckLabel: mark(settings.moreCashLater.reserveCheckLabel),
        profitShareCheckLabel: mark(settings.moreCashLater.profitShareCheckLabel),
      },
    },
    questions,
    categories,
    referencePrices: content.referencePrices,
  });
}

/** A valuer that always answers `valuation`. */
export const fixedValuer = (valuation: Partial<Valuation> = {}): TradeInValuer => ({
  value: async () => ({
    retailValue: 20_000,
    tradeInValue: 15_000,
    source: "model",
    comparables: 0,
    ...valuation,
  }),
});

/** An appraisal of `input` (checked: throws on a bad input), as stored, with an id. */
export async function sampleAppraisal(
  content: TradeInContent,
  input: TradeInInput,
  options: { now?: Date; valuation?: Partial<Valuation> } = {},
): Promise<Appraisal> {
  const now = options.now ?? new Date("2026-11-24T21:15:00Z");
  const result = await appraiseTradeIn(content, fixedValuer(options.valuation), input, now);
  if (!result.ok) throw new Error(`sample appraisal refused: ${JSON.stringify(result.errors)}`);
  return { ...result.appraisal, id: "A".repeat(24), leadId: null, inspection: null };
}
