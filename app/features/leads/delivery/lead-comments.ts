import type { Section } from "../kinds/sections";

/**
 * What the visitor wrote, once. A lead's free texts come from several places: the visitor's
 * comments, the lead's comments, an integration's body, and the kind's details (a contact
 * message, a job application's "why a good fit"). A form or an integration often puts the
 * same words in two of them, and the CRM showed them twice. Both e-mails compose their
 * comments through here: the details' labelled lines are shown as they are, and a paragraph
 * of any other text is left out when it says exactly what a detail line (its value, or
 * "Label: value") or an earlier paragraph already says. Nothing else is ever dropped.
 */
const normal = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** The texts, in order, without the paragraphs `sections` or an earlier text already show. */
export function commentsBeyondDetails(texts: Array<string | undefined>, sections: Section[]): Array<string> {
  const seen = new Set<string>();
  for (const { lines } of sections)
    for (const [label, value] of lines) {
      seen.add(normal(value));
      seen.add(normal(`${label}: ${value}`));
    }
  return texts.map((text) => {
    if (!text?.trim()) return "";
    const kept = text.split(/\n[ \t]*\n/).filter((paragraph) => {
      const key = normal(paragraph);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return kept.map((p) => p.trim()).join("\n\n");
  });
}
