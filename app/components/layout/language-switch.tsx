import { Link as RouterLink, useLocation } from "react-router";
import { LANGUAGE_NAMES, type Language, pathInLanguage } from "~/lib/i18n";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { commonCatalogue } from "~/locales/common";
import { Icon } from "../ui/icon";

/** The site's other language: Spanish on English pages, English on Spanish ones. */
export function otherLanguage(language: Language): Language {
  return language === "en" ? "es" : "en";
}

/** The same page in the other language, with its query string (filters, sort, review tab). */
export function useOtherLanguageHref(): { language: Language; href: string } {
  const { pathname, search } = useLocation();
  const language = otherLanguage(useLanguage());
  return { language, href: `${pathInLanguage(pathname, language)}${search}` };
}

/**
 * The language switch of the header, the mobile menu and the footer: a plain link (it works
 * without JavaScript) to this page in the other language, labelled by that language's own
 * name ("Español", "English") and marked with its `lang`. Screen readers hear what it does in
 * the page's language: "Español: view this page in Spanish". Its target is already localized,
 * so it is React Router's own Link, not the auto-localizing one.
 *
 * `compact` shows the globe alone below 1280 px (the header, where the menus need the room);
 * the name stays in the link's accessible name. `className` sets its display (`flex`,
 * `inline-flex`, `hidden sm:inline-flex`) with the rest of its look.
 */
export function LanguageSwitch({
  className = "",
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const t = useT(commonCatalogue);
  const current = useLanguage();
  const { language, href } = useOtherLanguageHref();
  return (
    <RouterLink
      to={href}
      lang={language}
      hrefLang={language}
      data-language-switch=""
      // A page in the other language is a visitor's choice, not worth an idle prefetch.
      data-no-prefetch=""
      className={`items-center gap-1.5 ${className}`}
    >
      <Icon name="globe" size={compact ? 20 : 16} className="shrink-0" />
      <span className={compact ? "sr-only xl:not-sr-only" : undefined}>{LANGUAGE_NAMES[language]}</span>
      <span className="sr-only" lang={current}>
        : {t("common.language.switchHint")}
      </span>
    </RouterLink>
  );
}
