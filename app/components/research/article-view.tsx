import { EnglishOnlyNotice, englishOnlyLang } from "~/components/content/english-only-notice";
import { Prose } from "~/components/content/prose";
import { TableOfContents } from "~/components/content/table-of-contents";
import { Link } from "~/components/ui/link";
import type { Heading } from "~/features/content/markdown";
import type { ArticleSummary } from "~/features/content/research";
import type { Translate } from "~/lib/i18n";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { researchCatalogue } from "~/locales/research";
import { ArticleGrid } from "./article-card";
import { DateText } from "./date-text";

/** One article as its page shows it (the body is HTML rendered and checked by the content loader). */
export type ArticleViewData = {
  path: string;
  title: string;
  description: string;
  html: string;
  publishedAt: string;
  updatedAt?: string;
  image?: string;
  imageAlt?: string;
  readingMinutes: number;
  category: { slug: string; name: string; path: string };
  /** `path` and `title` when the author is on the team page. */
  author: { name: string; path?: string; title?: string };
  toc: Heading[];
  related: ArticleSummary[];
};

function Byline({ article, t }: { article: ArticleViewData; t: Translate }) {
  const { author } = article;
  return (
    <p className="mt-4 text-sm text-muted">
      {t("research.article.by")}{" "}
      {author.path ? (
        <Link to={author.path} className="font-semibold text-brand-ink underline underline-offset-2">
          {author.name}
        </Link>
      ) : (
        <span className="font-semibold text-ink">{author.name}</span>
      )}
      {author.title ? `, ${author.title}` : null}
      <span aria-hidden="true"> · </span>
      <br className="sm:hidden" />
      {t("research.article.published")} <DateText day={article.publishedAt} />
      {article.updatedAt ? (
        <>
          <span aria-hidden="true"> · </span>
          {t("research.article.updated")} <DateText day={article.updatedAt} />
        </>
      ) : null}
      <span aria-hidden="true"> · </span>
      {t("research.card.minutes", { minutes: article.readingMinutes })}
    </p>
  );
}

/**
 * The article: category, title, byline (linked to the author's staff page), dates, picture,
 * body, and, for a long article, "On this page" beside the body on a wide screen and above it
 * on a phone. `direct` is the page without the site's chrome (/faqs-okd/{slug}): no related
 * articles, a link to the full page instead.
 */
export function ArticleView({ article, direct = false }: { article: ArticleViewData; direct?: boolean }) {
  const t = useT(researchCatalogue);
  // Articles are written in English only: on the Spanish site they say so, in Spanish, and
  // their title and summary are marked English for screen readers.
  const lang = englishOnlyLang(useLanguage());
  const toc = article.toc.length > 0 && !direct;
  // One grid: on a wide screen "On this page" runs beside the whole article, sticky; on a
  // phone it sits between the picture and the body.
  const column = toc ? "lg:col-start-1" : "";
  const bodyClass = `max-w-3xl ${toc ? "lg:col-start-1 lg:mt-8" : "mt-8"}`;
  return (
    <article>
      <div className={toc ? "grid gap-8 lg:grid-cols-[minmax(0,48rem)_16rem] lg:gap-x-12 lg:gap-y-0" : ""}>
        <header className={`max-w-3xl ${column}`}>
          <EnglishOnlyNotice kind="article" className="mb-4" />
          <Link
            to={article.category.path}
            className="inline-block rounded-full bg-green-50 px-3 py-1 text-xs font-bold tracking-wide text-brand-ink uppercase hover:bg-green-100"
          >
            {article.category.name}
          </Link>
          <h1
            lang={lang}
            className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-ink sm:text-4xl"
          >
            {article.title}
          </h1>
          <p lang={lang} className="mt-3 text-lg text-muted">
            {article.description}
          </p>
          <Byline article={article} t={t} />
          {article.image ? (
            <img
              src={article.image}
              alt={article.imageAlt ?? ""}
              lang={lang}
              width={800}
              height={500}
              className="mt-8 aspect-[16/10] w-full rounded-2xl bg-surface object-cover"
            />
          ) : null}
        </header>
        {toc ? (
          <TableOfContents
            headings={article.toc}
            headingsLang={lang}
            className="lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)] lg:col-start-2 lg:row-[1/span_2] lg:self-start"
          />
        ) : null}
        {lang ? (
          // The English body on a Spanish page, in an element that says so.
          <div lang={lang} className={bodyClass}>
            <Prose html={article.html} />
          </div>
        ) : (
          <Prose html={article.html} className={bodyClass} />
        )}
      </div>
      {direct ? (
        <p className="mt-10 border-t border-line pt-6 text-sm text-muted">
          {t("research.article.more")}{" "}
          <Link to={article.path} className="font-semibold text-brand-ink underline underline-offset-2">
            {t("research.article.readOnSite")}
          </Link>
          .
        </p>
      ) : null}
      {!direct && article.related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-16 border-t border-line pt-10">
          <h2 id="related-heading" className="text-2xl font-extrabold tracking-tight">
            {t("research.article.keepReading")}
          </h2>
          <div className="mt-6">
            <ArticleGrid articles={article.related} />
          </div>
        </section>
      ) : null}
    </article>
  );
}
