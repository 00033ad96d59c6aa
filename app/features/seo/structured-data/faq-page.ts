import type { JsonLd } from "../json-ld";

/** A question and its answer as plain text (content's FAQ items carry `answerText`). */
export type FaqEntry = { question: string; answerText: string };

/**
 * schema.org FAQPage for a page that shows these questions and answers (Google reads only
 * what the visitor can also read on the page). The answers go as plain text: the HTML of
 * our answers holds links, which search engines do not need.
 */
export function faqPageJsonLd(entries: readonly FaqEntry[]): JsonLd | null {
  if (entries.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answerText },
    })),
  };
}
