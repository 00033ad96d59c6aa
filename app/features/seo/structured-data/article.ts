import type { JsonLd } from "../json-ld";
import { absoluteUrl } from "../page-meta";

/** What an Article's structured data says about one article (the content's own fields). */
export type ArticleFacts = {
  title: string;
  description: string;
  /** The canonical path, /car-research/{slug}. */
  path: string;
  publishedAt: string;
  updatedAt?: string;
  image?: string;
  /** The category's name, as schema.org `articleSection`. */
  section: string;
  wordCount: number;
  /** The byline; `path` is the author's staff page when they are on the team. */
  author: { name: string; path?: string };
};

export type Publisher = { name: string; logo: string };

/**
 * schema.org Article for an article page: headline, description, dates (days, as the
 * content holds them: ISO 8601 dates), author, publisher with logo, the image, and the page as
 * `mainEntityOfPage`. An author with a staff page is a Person linked to it; a byline without
 * one is a department ("Service Team"), so it is an Organization. Every URL is absolute:
 * search engines ignore relative ones.
 */
export function articleJsonLd(siteUrl: string, article: ArticleFacts, publisher: Publisher): JsonLd {
  const url = absoluteUrl(siteUrl, article.path);
  const publisherLd = {
    "@type": "Organization",
    name: publisher.name,
    url: absoluteUrl(siteUrl, "/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, publisher.logo) },
  };
  const author = article.author.path
    ? { "@type": "Person", name: article.author.name, url: absoluteUrl(siteUrl, article.author.path) }
    : { "@type": "Organization", name: article.author.name };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: article.publishedAt,
    dateModified: article.updatedAt ?? article.publishedAt,
    ...(article.image ? { image: [absoluteUrl(siteUrl, article.image)] } : {}),
    articleSection: article.section,
    wordCount: article.wordCount,
    inLanguage: "en-US",
    author,
    publisher: publisherLd,
  };
}
