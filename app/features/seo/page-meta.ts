import { titleCaseSegment } from "~/lib/format";

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
};

/** A meta tag as React Router's `meta` export returns it (a plain object). */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

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
  if (page.canonicalPath !== undefined) {
    const href = absoluteUrl(site.siteUrl, page.canonicalPath);
    tags.push({ tagName: "link", rel: "canonical", href }, { property: "og:url", content: href });
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
export function fallbackTitle(pathname: string, error?: PageError): string {
  if (error === "unexpected") return "500 Internal Server Error";
  if (error)
    return error.status === 404 ? "404 Page not found" : `${error.status} ${error.statusText || "Error"}`;
  const last = pathname.split("/").filter(Boolean).pop();
  return last ? titleCaseSegment(last) : "Home";
}
