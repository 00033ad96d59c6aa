import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import type { Page } from "~/features/content/page-schema";
import {
  fallbackTitle,
  type PageError,
  type PageMetaInput,
  pageMeta,
  type SiteIdentity,
} from "~/features/seo/page-meta";
import { languageOfPath } from "~/lib/i18n";

type MetaArgs = {
  matches: ReadonlyArray<{ id: string; data: unknown } | undefined>;
  location: { pathname: string };
  error?: unknown;
};

/** The site's identity, from the root loader's data. */
export function siteOf(matches: MetaArgs["matches"]): SiteIdentity {
  const root = matches.find((m) => m?.id === "root")?.data as { site?: SiteIdentity } | undefined;
  return root?.site ?? { siteUrl: "", siteName: "", defaultDescription: "" };
}

export function pageErrorOf(error: unknown): PageError | undefined {
  if (error === undefined || error === null) return undefined;
  return isRouteErrorResponse(error) ? { status: error.status, statusText: error.statusText } : "unexpected";
}

/**
 * A route's `meta`: the page's title and description with the site's name, canonical link and
 * robots. Without a page (its loader failed, or the route has no meta of its own) the fallback
 * title applies; an error page has no canonical link.
 *
 *   export const meta: Route.MetaFunction = (args) =>
 *     routeMeta(args, { title: "Careers", description: "...", canonicalPath: CAREERS_PATH });
 */
export function routeMeta(args: MetaArgs, page?: PageMetaInput | null): MetaDescriptor[] {
  const site = siteOf(args.matches);
  const error = pageErrorOf(args.error);
  const language = languageOfPath(args.location.pathname);
  if (!page || error)
    return pageMeta(site, {
      title: fallbackTitle(args.location.pathname, error, language),
      canonicalPath: error ? undefined : args.location.pathname,
      language,
    });
  return pageMeta(site, { ...page, language });
}

/**
 * The meta of a page of content/pages/*.md (its loader returns `contentPageData`): the page's
 * title, description, canonical path and preview picture.
 *
 *   export const meta: Route.MetaFunction = contentPageMeta;
 */
export function contentPageMeta(
  args: MetaArgs & { data?: { page: Pick<Page, "title" | "description" | "path" | "image"> } },
): MetaDescriptor[] {
  const page = args.data?.page;
  return routeMeta(
    args,
    page && { title: page.title, description: page.description, canonicalPath: page.path, image: page.image },
  );
}
