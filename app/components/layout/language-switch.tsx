import { Link as RouterLink, useLocation, useMatches } from "react-router";
import { LANGUAGE_NAMES, type Language, pathInLanguage } from "~/lib/i18n";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { commonCatalogue } from "~/locales/common";
import { Icon } from "../ui/icon";

/** The site's other language: Spanish on English pages, English on Spanish ones. */
export function otherLanguage(language: Language): Language {
  return language === "en" ? "es" : "en";
}

/**
 * The same page in the other language, with its query string (filters, sort, review tab), unless
 * the page says its query is not to be repeated (`languageSwitchKeepsQuery: false` in its
 * loader data: a confirmation link whose reference is not ours).
 */
export function useOtherLanguageHref(): { language: Language; href: string } {
  const { pathname, search } = useLocation();
  const language = otherLanguage(useLanguage());
  const keepsQuery = !useMatches().some(
    (match) =>
      (match.data as { languageSwitchKeepsQuery?: boolean } | undefined)?.languageSwitchKeepsQuery === false,
  );
  return { language, href: `${pathInLanguage(pathname, language)}${keepsQuery ? search : ""}` };
}

/**
 * The language switch of the header, the mobile menu and the footer: a plain link (it works
 * without JavaScript) to this page in the other language, labelled by that language's own
 * name ("Español", "English") and marked with its `lang`. Screen readers hear what it does in
 * the page's language: "Español: view this page in Spanish". Its target is already localized,
 * so it is React Router's own Link, not the auto-localizing one.
 *
 * `compact` shows the globe and the language's code ("ES", "EN") in the header, where the
 * menus need the room (Spanish menu labels are longer); the full name stays in the link's
 * accessible name after the code, so what a speech user sees is what they can say. `className` sets its display (`flex`,
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
      {compact ? (
        <>
          <span className="text-sm font-semibold uppercase">{language}</span>
          <span className="sr-only"> {LANGUAGE_NAMES[language]}</span>
        </>
      ) : (
        <span>{LANGUAGE_NAMES[language]}</span>
      )}
      <span className="sr-only" lang={current}>
        : {t("common.language.switchHint")}
      </span>
    </RouterLink>
  );
}
