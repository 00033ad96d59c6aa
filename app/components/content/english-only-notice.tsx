import { useLanguage, useT } from "~/lib/i18n/use-t";
import { contentCatalogue } from "~/locales/content";
import { Icon } from "../ui/icon";

/**
 * One line above a text that stays in English on the Spanish site (legal texts, articles):
 * "Este documento legal solo está disponible en inglés." It shows only on Spanish pages; on
 * English ones it renders nothing. Wrap the English text itself in an element with
 * `lang="en"` (see `englishOnlyLang`) so screen readers read it with an English voice.
 */
export function EnglishOnlyNotice({
  kind = "legal",
  className = "",
}: {
  /** What stays in English: a legal document or an article. */
  kind?: "legal" | "article";
  className?: string;
}) {
  const t = useT(contentCatalogue);
  const language = useLanguage();
  if (language === "en") return null;
  return (
    <p
      role="note"
      data-testid="english-only-notice"
      className={`flex items-start gap-2 rounded-xl border border-line bg-surface px-4 py-3 text-sm text-ink ${className}`.trim()}
    >
      <Icon name="globe" size={18} className="mt-0.5 shrink-0 text-brand-ink" />
      {t(`content.englishOnly.${kind}`)}
    </p>
  );
}

/**
 * The `lang` of an English-only text on a page in `language`: "en" on a Spanish page, nothing
 * on an English one (the page's own `lang` already says so).
 *
 *   <article lang={englishOnlyLang(language)}>...</article>
 */
export function englishOnlyLang(language: string): "en" | undefined {
  return language === "en" ? undefined : "en";
}
