import type { AppLoadContext } from "react-router";
import { type Language, localizePath, pathWithoutLanguage } from "~/lib/i18n";
import type { PageOutcome } from "~/lib/page-outcome";

/**
 * The inventory pages in both languages: their domain code reads English paths (search
 * tokens and vehicle slugs are the same in both), so a Spanish request is read without its
 * `/es` prefix, and a redirect it answers leads back to the Spanish page.
 */
export function pageLanguage(request: Request, context: AppLoadContext) {
  const original = new URL(request.url);
  const url = new URL(original);
  url.pathname = pathWithoutLanguage(original.pathname);
  const language: Language = context.visitor.language;
  return { language, url, pathname: original.pathname };
}

/** A domain outcome whose redirect leads to the page in `language`. */
export function inLanguage<T>(outcome: PageOutcome<T>, language: Language): PageOutcome<T> {
  return outcome.kind === "redirect" ? { ...outcome, to: localizePath(outcome.to, language) } : outcome;
}
