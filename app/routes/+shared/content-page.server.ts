import type { FaqGroup } from "~/features/content/faq-schema";
import type { Page, PageSlug } from "~/features/content/page-schema";
import type { Crumb } from "~/features/seo/structured-data/breadcrumbs";
import { translator } from "~/lib/i18n";
import { commonCatalogue } from "~/locales/common";
import type { RequestContext } from "~/start-up/request-context.server";

export type ContentPageData = {
  page: Page;
  faqs: FaqGroup | null;
  crumbs: Crumb[];
  siteUrl: string;
};

/**
 * What a page of content/pages/*.md needs from its loader: the page, its FAQ group, the trail
 * from Home through `parents` to the page (under its short `name`), and the site's address for absolute URLs in
 * structured data. The content was validated at start-up, so every slug and group exists.
 */
export function contentPageData(
  context: Pick<RequestContext, "services">,
  slug: PageSlug,
  trail: { parents?: readonly Crumb[]; name?: string } = {},
): ContentPageData {
  const { content, env } = context.services;
  const page = content.pages[slug];
  return {
    page,
    faqs: page.faqGroup ? (content.faqs[page.faqGroup] ?? null) : null,
    crumbs: [
      { name: translator(context.services.language, commonCatalogue)("common.crumbs.home"), path: "/" },
      ...(trail.parents ?? []),
      { name: trail.name ?? page.title, path: page.path },
    ],
    siteUrl: env.siteUrl,
  };
}
