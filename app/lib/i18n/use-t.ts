import { useContext, useMemo } from "react";
import { UNSAFE_DataRouterContext, useLocation } from "react-router";
import { type Language, languageOfPath, localizePath } from "./languages";
import { type Catalogue, type Translate, translator, withTexts } from "./translate";

/** The language of the page being shown, read from its URL (the same on server and client). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/**
 * The texts an experiment's variant lays over the catalogues for this page: the root loader's
 * `experiments.texts` (routes/+shared/experiments.server.ts), read by shape (lib code does not
 * import the root). Read from the router, not through a subscription: the root's data changes
 * only with the language, which is in the URL, so `useLocation` already renders anew then,
 * and a subscription would render every translated component on every navigation state.
 * Outside a data router (a component test) there are none.
 */
function useVariantTexts(): Record<string, string> | undefined {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const root = router?.state.loaderData.root as
    | { experiments?: { texts?: Record<string, string> } }
    | undefined;
  return root?.experiments?.texts;
}

/** A translator in the page's language over the given catalogues: `t("common.nav.main")`. */
export function useT(...catalogues: Catalogue[]): Translate {
  const language = useLanguage();
  const texts = useVariantTexts();
  // Catalogues are module constants: only the language (and a variant's texts) change the translator.
  return useMemo(() => withTexts(translator(language, ...catalogues), texts), [language, texts]);
}

/** Turns a site path into the page language's path: `/contact-us` -> `/es/contact-us`. */
export function useLocalizePath(): (path: string) => string {
  const language = useLanguage();
  return useMemo(() => (path: string) => localizePath(path, language), [language]);
}
