/**
 * The site's texts in its two languages (spec section 9: en and es, default en).
 * Only what the shell needs lives here; features add their own keys.
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

const en = {
  "notFound.badge": "404",
  "notFound.title": "Page not found",
  "notFound.subtitle": "Sorry, we couldn't find the page you're looking for.",
  "notFound.button": "Go back home",
  "error.badge": "Error",
  "error.title": "Something went wrong",
  "error.subtitle":
    "We're sorry: this page could not be shown. Please try again in a moment or give us a call.",
  "error.button": "Go back home",
  "error.buttonLink": "/",
  "nav.skipToContent": "Skip to content",
  "nav.openMenu": "Menu",
  "nav.main": "Main",
  "nav.footer": "Footer",
};

export type TranslationKey = keyof typeof en;

const es: Record<TranslationKey, string> = {
  "notFound.badge": "404",
  "notFound.title": "Página no encontrada",
  "notFound.subtitle": "Lo sentimos, no pudimos encontrar la página que busca.",
  "notFound.button": "Volver al inicio",
  "error.badge": "Error",
  "error.title": "Algo salió mal",
  "error.subtitle":
    "Lo sentimos: no se pudo mostrar esta página. Inténtelo de nuevo en un momento o llámenos.",
  "error.button": "Volver al inicio",
  "error.buttonLink": "/",
  "nav.skipToContent": "Saltar al contenido",
  "nav.openMenu": "Menú",
  "nav.main": "Principal",
  "nav.footer": "Pie de página",
};

const dictionaries: Record<Language, Record<TranslationKey, string>> = { en, es };

export function translate(key: TranslationKey, language: Language = DEFAULT_LANGUAGE): string {
  return dictionaries[language][key];
}
