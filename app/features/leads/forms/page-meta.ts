import type { MetaDescriptor } from "react-router";
import { seo } from "~/lib/seo";
import type { RootData } from "~/root";

type Match = { id: string; data: unknown } | undefined;

/** title, description, canonical and robots of a lead page, with the site's name and URL from the root loader. */
export function leadPageMeta(
  matches: ReadonlyArray<Match>,
  /** No path: no canonical link (a 404). */
  page: { title: string; description: string; path?: string },
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  return seo({
    title: page.title,
    description: page.description,
    canonicalPath: page.path,
    siteUrl: root?.siteUrl ?? "",
    siteName: root?.company.name ?? "",
    defaultDescription: root?.company.siteInfo.description ?? "",
  });
}
