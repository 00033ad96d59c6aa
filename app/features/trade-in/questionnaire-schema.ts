import { z } from "zod";

/**
 * The shapes of the trade-in questionnaire as it is written in `content/trade-in/`
 * (spec section 3: trade-in question, deduction, question category). The cross-checks
 * that need the whole questionnaire (unknown ids, order of conditions) are in
 * questionnaire.ts; these schemas check one file at a time.
 */

export const INPUT_TYPES = ["radio", "checkbox", "select", "price", "textarea"] as const;
export type InputType = (typeof INPUT_TYPES)[number];

/** Questions whose answers are picked from a list (and so can carry deductions). */
export const CHOICE_TYPES: readonly InputType[] = ["radio", "checkbox", "select"];
export const isChoiceType = (type: InputType) => CHOICE_TYPES.includes(type);

const id = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "must be 1 to 40 letters, digits, '-' or '_'");
const text = z.string().trim().min(1, "must not be empty").max(500, "must be at most 500 characters");

/**
 * A rule of a deduction. `priceTier` compares the base price with the tier price of
 * settings.json (15,000): "below" or "atOrAbove". `answer` looks at the answer given to
 * another (or the same) question: "in" holds when one of `values` was chosen, "notIn"
 * when none was (an unanswered or hidden question has chosen nothing).
 */
export const priceTierRuleSchema = z.strictObject({
  type: z.literal("priceTier"),
  tier: z.enum(["below", "atOrAbove"]),
});
export const answerRuleSchema = z.strictObject({
  type: z.literal("answer"),
  questionId: id,
  operator: z.enum(["in", "notIn"]).default("in"),
  values: z.array(id).min(1, "must list at least one answer value"),
});
export const deductionRuleSchema = z.discriminatedUnion("type", [priceTierRuleSchema, answerRuleSchema]);
export type DeductionRule = z.infer<typeof deductionRuleSchema>;

/**
 * A deduction: a percent of the base price or a fixed amount in dollars (one of the two),
 * taken when its rules hold: all of them with logicOperation "and", at least one with
 * "or"; a deduction without rules is always taken.
 */
export const deductionSchema = z
  .strictObject({
    percent: z.number().gt(0, "must be above 0").max(100, "must be at most 100").optional(),
    amount: z.number().int("must be whole dollars").positive("must be above 0").max(1_000_000).optional(),
    logicOperation: z.enum(["and", "or"]).default("and"),
    rules: z.array(deductionRuleSchema).max(10).default([]),
  })
  .refine((d) => (d.percent === undefined) !== (d.amount === undefined), {
    message: "give either percent or amount (exactly one)",
  });
export type Deduction = z.infer<typeof deductionSchema>;

export const answerSchema = z.strictObject({
  label: text,
  value: id,
  /** Help under the answer: spec "description title/text". */
  description: z.strictObject({ title: text, text: text }).optional(),
  deductions: z.array(deductionSchema).max(10).default([]),
  /** Damage we cannot price unseen: any such answer makes the offer "bring your vehicle in". */
  severeDamage: z.boolean().default(false),
  /** For checkboxes: an answer such as "None of these" that cannot be ticked with others. */
  exclusive: z.boolean().default(false),
});
export type Answer = z.infer<typeof answerSchema>;

export const conditionSchema = z.strictObject({
  /** The earlier question whose answer decides whether this one is asked. */
  questionId: id,
  /** Asked when that answer is one of these (for a checkbox: when one of these is ticked). */
  values: z.array(id).min(1, "must list at least one answer value"),
});
export type QuestionCondition = z.infer<typeof conditionSchema>;

export const questionSchema = z.strictObject({
  questionId: id,
  text,
  description: z.string().trim().max(500).optional(),
  inputType: z.enum(INPUT_TYPES),
  required: z.boolean().default(false),
  condition: conditionSchema.optional(),
  answers: z.array(answerSchema).max(30).default([]),
});
export type Question = z.infer<typeof questionSchema>;

export const categorySchema = z.strictObject({
  categoryId: id,
  categoryTitle: text,
  categoryDescription: z.string().trim().max(500).default(""),
  questionsIds: z.array(id).min(1, "must list at least one question"),
});
export type Category = z.infer<typeof categorySchema>;

/** content/trade-in/questions.json */
export const questionsFileSchema = z.strictObject({ questions: z.array(questionSchema).min(1) });
/** content/trade-in/categories.json */
export const categoriesFileSchema = z.strictObject({ categories: z.array(categorySchema).min(1) });
