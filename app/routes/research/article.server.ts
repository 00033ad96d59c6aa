import type { ArticleViewData } from "~/components/research/article-view";
import { staffFullName } from "~/features/company/staff";
import { findStaffMember } from "~/features/company/staff.server";
import { findArticle, findArticleCategory, relatedArticles } from "~/features/content/articles";
import { articleSummary, tableOfContents } from "~/features/content/research";
import type { JsonLd } from "~/features/seo/json-ld";
import { articleJsonLd } from "~/features/seo/structured-data/article";
import { breadcrumbsJsonLd, type Crumb } from "~/features/seo/structured-data/breadcrumbs";
import { type Language, translator } from "~/lib/i18n";
import { SITE_PATHS, staffMemberPath } from "~/lib/site-paths";
import { researchCatalogue } from "~/locales/research";
import type { AppServices } from "~/start-up/app-services.server";

export type ArticlePageData = {
  article: ArticleViewData;
  crumbs: Crumb[];
  jsonLd: JsonLd[];
  /** For the page's meta: og:image. */
  image?: string;
};

/**
 * An article page's data (/car-research/{slug}, and /faqs-okd/{slug} without the chrome):
 * the article, its author's staff page, its table of contents, three related articles,
 * the breadcrumbs (in the page's language; the article itself is English on both sites) and
 * the Article + BreadcrumbList structured data. Null: no such article.
 */
export function loadArticlePage(
  services: Pick<AppServices, "content" | "settings" | "env">,
  slug: string,
  language: Language = "en",
): ArticlePageData | null {
  const { content, settings, env } = services;
  const article = findArticle(content, slug);
  if (!article) return null;
  const category = findArticleCategory(content, article.category);
  const staff = article.authorSlug ? findStaffMember(content.staff, article.authorSlug) : undefined;
  const author = staff
    ? { name: staffFullName(staff), path: staffMemberPath(staff.slug), title: staff.title }
    : { name: article.author };
  const t = translator(language, researchCatalogue);
  const crumbs: Crumb[] = [
    { name: t("research.crumbs.home"), path: SITE_PATHS.home },
    { name: t("research.crumbs.carResearch"), path: SITE_PATHS.carResearch },
    { name: article.title, path: article.path, ...(language === "en" ? {} : { lang: "en" }) },
  ];
  const categoryName = category?.name ?? article.category;
  return {
    article: {
      path: article.path,
      title: article.title,
      description: article.description,
      html: article.html,
      publishedAt: article.publishedAt,
      updatedAt: article.updatedAt,
      image: article.image,
      imageAlt: article.imageAlt,
      readingMinutes: article.readingMinutes,
      category: {
        slug: article.category,
        name: categoryName,
        path: `${SITE_PATHS.carResearch}#${article.category}`,
      },
      author,
      toc: tableOfContents(article),
      related: relatedArticles(content, article).map((a) => articleSummary(a, content.articleCategories)),
    },
    crumbs,
    jsonLd: [
      articleJsonLd(
        env.siteUrl,
        {
          title: article.title,
          description: article.description,
          path: article.path,
          publishedAt: article.publishedAt,
          updatedAt: article.updatedAt,
          image: article.image,
          section: categoryName,
          wordCount: article.wordCount,
          author,
        },
        { name: settings.company.name, logo: settings.company.logos.main },
      ),
      breadcrumbsJsonLd(env.siteUrl, crumbs)!,
    ],
    image: article.image,
  };
}
