import { titleCaseSegment } from "~/lib/format";
import { LANGUAGES, type Language, pathInLanguage } from "~/lib/i18n/languages";

/**
 * Page meta, one way for every route: title, description, canonical link, robots and the
 * Open Graph tags. Pure: routes call it through routes/+shared/meta.ts, which adds the site's
 * identity from the root loader.
 */

/** Every page allows large image previews and unlimited snippets and video previews (spec section 2). */
export const PREVIEW_DIRECTIVES = "max-image-preview:large, max-snippet:-1, max-video-preview:-1";

export function robotsContent(indexable: boolean): string {
  return `${indexable ? "index, follow" : "noindex, follow"}, ${PREVIEW_DIRECTIVES}`;
}

/** The site as every page's meta names it (from the company settings and SITE_URL). */
export type SiteIdentity = { siteUrl: string; siteName: string; defaultDescription: string };

export type PageMetaInput = {
  title: string;
  description?: string;
  /** Path (and query, if it is part of the page's one URL) of the canonical link; none: no link. */
  canonicalPath?: string;
  /** Search pages decide (spec section 2); every other page is indexable. */
  indexable?: boolean;
  /** A preview image: a site path or an absolute URL. */
  image?: string;
  /**
   * The page's language (default English). The canonical link is the page in that language,
   * with `hreflang` alternates for both languages and x-default (English).
   */
  language?: Language;
};

/** A meta tag as React Router's `meta` export returns it (a plain object). */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { tagName: "link"; rel: "alternate"; hrefLang: string; href: string };

/** Open Graph's locale of each language. */
const OG_LOCALES: Record<Language, string> = { en: "en_US", es: "es_US" };

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}

export function pageMeta(site: SiteIdentity, page: PageMetaInput): MetaTag[] {
  const title = page.title === site.siteName ? page.title : `${page.title} | ${site.siteName}`;
  const description = page.description ?? site.defaultDescription;
  const tags: MetaTag[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: robotsContent(page.indexable ?? true) },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: site.siteName },
    { property: "og:type", content: "website" },
  ];
  const language = page.language ?? "en";
  tags.push({ property: "og:locale", content: OG_LOCALES[language] });
  if (page.canonicalPath !== undefined) {
    const href = absoluteUrl(site.siteUrl, pathInLanguage(page.canonicalPath, language));
    tags.push({ tagName: "link", rel: "canonical", href }, { property: "og:url", content: href });
    // Only an indexable page names its twin: a search page kept out of the index has none.
    if (page.indexable ?? true) {
      for (const other of LANGUAGES) {
        const alternate = absoluteUrl(site.siteUrl, pathInLanguage(page.canonicalPath, other));
        tags.push({ tagName: "link", rel: "alternate", hrefLang: other, href: alternate });
      }
      const englishUrl = absoluteUrl(site.siteUrl, pathInLanguage(page.canonicalPath, "en"));
      tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: englishUrl });
    }
  }
  if (page.image) tags.push({ property: "og:image", content: absoluteUrl(site.siteUrl, page.image) });
  return tags;
}

/** An error a page failed with, as far as its title cares. */
export type PageError = { status: number; statusText?: string } | "unexpected";

/**
 * The fallback title of spec section 2: the status and its message for errors, otherwise the
 * title-cased last path segment ("/our-company/careers" -> "Careers").
 */
export function fallbackTitle(pathname: string, error?: PageError, language: Language = "en"): string {
  const spanish = language === "es";
  if (error === "unexpected") return spanish ? "500 Error interno del servidor" : "500 Internal Server Error";
  if (error) {
    if (error.status === 404) return spanish ? "404 Página no encontrada" : "404 Page not found";
    return `${error.status} ${error.statusText || "Error"}`;
  }
  const last = pathname.split("/").filter(Boolean).pop();
  if (last === "es" && spanish) return "Inicio";
  return last ? titleCaseSegment(last) : "Home";
}
