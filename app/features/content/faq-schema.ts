import { z } from "zod";
import { text } from "./schema-common";

/**
 * FAQ groups (content/faqs.json): `{ "service": { "title": ..., "items": [{ "question",
 * "answer" }] } }`. An answer is one paragraph of Markdown (links and emphasis); the loader
 * adds its HTML and its plain text (for FAQPage JSON-LD).
 */
export const REQUIRED_FAQ_GROUPS = [
  "home",
  "financing",
  "service",
  "used-vehicle",
  "sell-trade",
  "warranty",
] as const;

const faqItem = z.strictObject({
  question: z.string().trim().min(5).endsWith("?", "must be a question ending with ?"),
  answer: z.string().trim().min(10, "must be at least 10 characters"),
});

const faqGroup = z.strictObject({
  title: text,
  items: z
    .array(faqItem)
    .min(1)
    .refine(
      (items) => new Set(items.map((i) => i.question)).size === items.length,
      "must not repeat a question",
    ),
});

export const faqsSchema = z
  .object(
    Object.fromEntries(REQUIRED_FAQ_GROUPS.map((id) => [id, faqGroup])) as Record<
      (typeof REQUIRED_FAQ_GROUPS)[number],
      typeof faqGroup
    >,
  )
  .catchall(faqGroup)
  .refine((groups) => Object.keys(groups).every((id) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)), {
    message: "group ids must be lower-case words joined by hyphens",
  });

export type FaqItem = z.infer<typeof faqItem> & { answerHtml: string; answerText: string };
export type FaqGroup = { id: string; title: string; items: FaqItem[] };
export type FaqGroupId = (typeof REQUIRED_FAQ_GROUPS)[number] | (string & {});
