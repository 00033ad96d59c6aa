/**
 * The site's two languages (spec section 9: en and es, default en) and where each lives.
 * The language is in the URL, never only in a cookie: English at the spec's paths, Spanish at
 * `/es` followed by the English path (`/es/used-cars-for-sale/suvs`). So a page is one
 * document per language, and a shared cache can keep both.
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The path segment of the Spanish site. */
export const SPANISH_PREFIX = "/es";

/** Formatting locale of each language: es-US keeps $21,595 and "9:00 a. m." (not es-ES). */
export const INTL_LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

/** Each language's name written in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** The language a path is written in: `/es` and below is Spanish, everything else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";
}

/** The English path of any page path: `/es/contact-us` -> `/contact-us`, `/es` -> `/`. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || "/";
}

/**
 * First path segments that are files or endpoints, not pages: they exist once for both
 * languages, so links to them never get the `/es` prefix.
 */
const LANGUAGE_NEUTRAL = new Set([
  "api",
  "assets",
  "feeds",
  "sitemaps",
  "sitemap.xml",
  "robots.txt",
  "vehicle-images",
  "staff-photos",
  "favicon.ico",
  "favicon.svg",
  "healthz",
]);

/**
 * A site path (with its query and hash) as written in `language`: `/contact-us` becomes
 * `/es/contact-us` in Spanish. External links, relative links, paths already in Spanish and
 * language-neutral files are returned unchanged.
 */
export function localizePath(path: string, language: Language): string {
  if (language === "en" || !path.startsWith("/") || path.startsWith("//")) return path;
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  if (languageOfPath(pathname) === "es") return path;
  const firstSegment = pathname.split("/")[1] ?? "";
  if (LANGUAGE_NEUTRAL.has(firstSegment)) return path;
  const rest = path.slice(pathname.length);
  return `${SPANISH_PREFIX}${pathname === "/" ? "" : pathname}${rest}`;
}

/** The same page in the other language (for the language switch and hreflang alternates). */
export function pathInLanguage(pathname: string, language: Language): string {
  return localizePath(pathWithoutLanguage(pathname), language);
}
