import { getSettings, loadSettings, type Settings } from "~/features/company/settings.server";
import type { StaffMember } from "~/features/company/staff";
import { loadStaff } from "~/features/company/staff.server";
import { getEnv } from "~/lib/env.server";
import type { Language } from "~/lib/i18n";
import { type Article, type ArticleCategory, articleCategoriesSchema } from "./article-schema";
import { loadArticles, loadHelpCenter, loadLegal, loadPages } from "./collections.server";
import { ContentError } from "./content-error";
import { checkLinksAndImages, readJsonWithPlaceholders } from "./documents.server";
import { type FaqGroup, type FaqGroupId, faqsSchema } from "./faq-schema";
import { type Home, homeSchema } from "./home-schema";
import { renderInlineMarkdown } from "./markdown";
import type { HelpCategory, LegalDocument, LegalSlug, Page, PageSlug } from "./page-schema";
import { placeholderValues } from "./placeholders";
import { type Promotion, promotionsSchema } from "./promotion-schema";
import { readLocalizedJson } from "./read-json.server";
import { type Review, reviewsSchema } from "./review-schema";
import { spanishFileName } from "./spanish-texts";

/** home.json fields written the same in both languages: the review tabs are category values. */
const HOME_NAMES = ["reviews.categories"];
/**
 * reviews.json fields written the same in both languages: the reviewer's name, the platform
 * and the category values. Only the review's text has a Spanish version: a translation of the
 * customer's words, which the page labels as translated from English.
 */
const REVIEW_NAMES = ["*.reviewer_name", "*.platform", "*.category"];

/**
 * Everything the content pages render, read from the content folder and checked once at
 * start-up. A bad file stops the server with one line naming the file and the field.
 * Content changes need a restart, like the settings.
 *
 * Pages take what they need from here and from the pure helpers beside it:
 * `articles.ts` (articlesByCategory, findArticle, searchArticles, relatedArticles),
 * `promotions.ts` (activePromotions, findActivePromotion), `reviews.ts` (reviewsByCategory,
 * reviewExcerpt, reviewerInitials); the shapes are in the `*-schema.ts` files.
 */
export type SiteContent = {
  articleCategories: ArticleCategory[];
  /** Newest first. */
  articles: Article[];
  faqs: Record<FaqGroupId, FaqGroup>;
  /** In the categories' `order`. */
  helpCenter: HelpCategory[];
  reviews: Review[];
  /** In file order; `activePromotions()` picks the ones showing today. */
  promotions: Promotion[];
  home: Home;
  pages: Record<PageSlug, Page>;
  legal: Record<LegalSlug, LegalDocument>;
  /** content/staff.json: the team pages, article authors, staff-member leads. */
  staff: StaffMember[];
};

function loadFaqs(dir: string, values: Map<string, string>, language: Language): Record<string, FaqGroup> {
  const file = "faqs.json";
  const groups = readJsonWithPlaceholders(dir, file, faqsSchema, values, language);
  return Object.fromEntries(
    Object.entries(groups).map(([id, group]) => [
      id,
      {
        id,
        title: group.title,
        items: group.items.map((item) => {
          const answer = renderInlineMarkdown(item.answer, language);
          checkLinksAndImages(language === "en" ? file : spanishFileName(file), answer);
          return { ...item, answerHtml: answer.html, answerText: answer.text };
        }),
      },
    ]),
  );
}

/** Names in one file that must exist in another: a typo here would be a blank block on a page. */
function checkReferences(content: SiteContent, staffSlugs: Set<string>): void {
  for (const article of content.articles) {
    if (article.authorSlug && !staffSlugs.has(article.authorSlug)) {
      throw new ContentError(
        `content/articles/${article.slug}.md: field authorSlug: no staff member "${article.authorSlug}" in content/staff.json`,
      );
    }
  }
  if (!(content.home.faqs.group in content.faqs)) {
    throw new ContentError(
      `content/home.json: field faqs.group: no group "${content.home.faqs.group}" in content/faqs.json`,
    );
  }
  for (const page of Object.values(content.pages)) {
    if (page.faqGroup && !(page.faqGroup in content.faqs)) {
      throw new ContentError(
        `content/pages/${page.slug}.md: field faqGroup: no group "${page.faqGroup}" in content/faqs.json`,
      );
    }
  }
}

/**
 * Reads and validates every content file of `dir` in `language`; throws a ContentError naming
 * the file and the field. The placeholders ({{company.phone}}) are filled from `settings`
 * (the process's own, in the same language), so the pages say what the site serves.
 *
 * In Spanish: the JSON files' Spanish texts come from their `NAME.es.json` twins and pages and
 * help-center categories from `NAME.es.md` (see spanish-texts.ts); articles and legal texts
 * stay English (their placeholders filled from the English settings). Reviews have a Spanish
 * twin too (reviews.es.json: a translation of each review's text, shown as translated).
 */
export function loadContent(
  dir: string,
  settings: Settings = loadSettings(dir, "en"),
  language: Language = "en",
): SiteContent {
  const staff = loadStaff(dir, language);
  const values = placeholderValues(settings.company, settings.locations, language);
  const englishSettings = language === "en" ? settings : loadSettings(dir, "en");
  const englishValues =
    language === "en" ? values : placeholderValues(englishSettings.company, englishSettings.locations);
  const content: SiteContent = {
    articleCategories: readLocalizedJson(dir, "article-categories.json", articleCategoriesSchema, language),
    articles: loadArticles(dir, englishValues, language),
    faqs: loadFaqs(dir, values, language),
    helpCenter: loadHelpCenter(dir, values, language),
    reviews: readJsonWithPlaceholders(dir, "reviews.json", reviewsSchema, values, language, REVIEW_NAMES),
    promotions: readJsonWithPlaceholders(dir, "promotions.json", promotionsSchema, values, language),
    home: readJsonWithPlaceholders(dir, "home.json", homeSchema, values, language, HOME_NAMES),
    pages: loadPages(dir, values, language),
    legal: loadLegal(dir, englishValues, language),
    staff,
  };
  checkReferences(content, new Set(staff.map((m) => m.slug)));
  return content;
}

const cached = new Map<Language, SiteContent>();

/** The content of this process: read and validated once (call it at start-up so a bad file stops the server). */
export function getContent(language: Language = "en"): SiteContent {
  let content = cached.get(language);
  if (!content) {
    content = loadContent(getEnv().contentDir, getSettings(language), language);
    cached.set(language, content);
  }
  return content;
}
