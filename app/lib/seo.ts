import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { titleCaseSegment } from "./format";

/** Every page allows large image previews and unlimited snippets and video previews. */
export const PREVIEW_DIRECTIVES = "max-image-preview:large, max-snippet:-1, max-video-preview:-1";

export function robotsContent(indexable: boolean): string {
  return `${indexable ? "index, follow" : "noindex, follow"}, ${PREVIEW_DIRECTIVES}`;
}

export type SeoInput = {
  title: string;
  description?: string;
  /** Path of the canonical URL; defaults to the current path without its query. */
  canonicalPath?: string;
  indexable?: boolean;
  siteUrl: string;
  siteName: string;
  defaultDescription: string;
  image?: string;
};

/** Title, description, canonical and robots of a page, the same way on every route. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const title = input.title === input.siteName ? input.title : `${input.title} | ${input.siteName}`;
  const description = input.description ?? input.defaultDescription;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: robotsContent(input.indexable ?? true) },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: input.siteName },
    { property: "og:type", content: "website" },
  ];
  if (input.canonicalPath !== undefined) {
    const href = `${input.siteUrl}${input.canonicalPath}`;
    tags.push({ tagName: "link", rel: "canonical", href }, { property: "og:url", content: href });
  }
  if (input.image) tags.push({ property: "og:image", content: `${input.siteUrl}${input.image}` });
  return tags;
}

/**
 * The fallback title: the status and its message for errors, otherwise the
 * title-cased last path segment ("/our-company/careers" -> "Careers").
 */
export function fallbackTitle(pathname: string, error: unknown): string {
  if (error !== undefined && error !== null) {
    if (isRouteErrorResponse(error)) {
      if (error.status === 404) return "404 Page not found";
      return `${error.status} ${error.statusText || "Error"}`;
    }
    return "500 Internal Server Error";
  }
  const last = pathname.split("/").filter(Boolean).pop();
  return last ? titleCaseSegment(last) : "Home";
}
