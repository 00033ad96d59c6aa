import { type Answers, chosenValues, type Questionnaire, visibleQuestions } from "./questionnaire";
import type { Deduction, DeductionRule } from "./questionnaire-schema";

/**
 * What the seller's answers take off the base price. Each chosen answer lists deductions;
 * a deduction is taken when its rules hold (logicOperation "and": all, "or": any; no rules:
 * always). A percent is a percent of the base price, an amount is dollars. Every deduction
 * taken counts once, they add up (none compounds on another), and together they never take
 * more than the base price. See docs/trade-in-valuation.md.
 */
export type DeductionLine = {
  questionId: string;
  question: string;
  answerValue: string;
  answer: string;
  /** The deduction as written: a percent of the base price or a fixed amount. */
  percent: number | null;
  /** Dollars taken off. */
  amount: number;
};

export type DeductionResult = { total: number; lines: DeductionLine[] };

export type DeductionContext = { basePrice: number; tierPrice: number; answers: Answers };

export function ruleHolds(rule: DeductionRule, context: DeductionContext): boolean {
  if (rule.type === "priceTier") {
    const below = context.basePrice < context.tierPrice;
    return rule.tier === "below" ? below : !below;
  }
  const chosen = chosenValues(context.answers[rule.questionId]);
  const anyChosen = rule.values.some((v) => chosen.includes(v));
  return rule.operator === "in" ? anyChosen : !anyChosen;
}

export function deductionApplies(deduction: Deduction, context: DeductionContext): boolean {
  if (deduction.rules.length === 0) return true;
  return deduction.logicOperation === "or"
    ? deduction.rules.some((rule) => ruleHolds(rule, context))
    : deduction.rules.every((rule) => ruleHolds(rule, context));
}

/** Dollars a deduction takes from `basePrice`: whole dollars, rounded half up. */
export function deductionAmount(deduction: Deduction, basePrice: number): number {
  if (deduction.amount !== undefined) return deduction.amount;
  return Math.round((basePrice * (deduction.percent ?? 0)) / 100);
}

/**
 * The deductions of `answers` (already validated) at `basePrice`. Answers to questions
 * that are not asked are ignored, so a hidden answer can never cost the seller money.
 */
export function computeDeductions(
  questionnaire: Questionnaire,
  answers: Answers,
  basePrice: number,
  tierPrice: number,
): DeductionResult {
  const context: DeductionContext = { basePrice, tierPrice, answers };
  const lines: DeductionLine[] = [];
  for (const question of visibleQuestions(questionnaire, answers)) {
    const chosen = chosenValues(answers[question.questionId]);
    for (const answer of question.answers) {
      if (!chosen.includes(answer.value)) continue;
      for (const deduction of answer.deductions) {
        if (!deductionApplies(deduction, context)) continue;
        lines.push({
          questionId: question.questionId,
          question: question.text,
          answerValue: answer.value,
          answer: answer.label,
          percent: deduction.percent ?? null,
          amount: deductionAmount(deduction, basePrice),
        });
      }
    }
  }
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  return { total: Math.min(Math.max(0, basePrice), sum), lines };
}
