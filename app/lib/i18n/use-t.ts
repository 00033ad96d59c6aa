import { useMemo } from "react";
import { useLocation } from "react-router";
import { type Language, languageOfPath, localizePath } from "./languages";
import { type Catalogue, type Translate, translator } from "./translate";

/** The language of the page being shown, read from its URL (the same on server and client). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** A translator in the page's language over the given catalogues: `t("common.nav.main")`. */
export function useT(...catalogues: Catalogue[]): Translate {
  const language = useLanguage();
  // Catalogues are module constants: only the language changes the translator.
  return useMemo(() => translator(language, ...catalogues), [language]);
}

/** Turns a site path into the page language's path: `/contact-us` -> `/es/contact-us`. */
export function useLocalizePath(): (path: string) => string {
  const language = useLanguage();
  return useMemo(() => (path: string) => localizePath(path, language), [language]);
}
