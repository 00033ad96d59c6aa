import { englishOnlyLang } from "~/components/content/english-only-notice";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { ArticleSummary } from "~/features/content/research";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { researchCatalogue } from "~/locales/research";
import { DateText } from "./date-text";

/**
 * An article as a card: picture (or a plain panel when the article has none), category,
 * title as the one link, description and date. The whole card is clickable through the
 * title's stretched link, so there is one link per card for screen readers.
 */
export function ArticleCard({
  article,
  headingLevel = 3,
  showCategory = true,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  /** Off where the cards already sit under their category's heading. */
  showCategory?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useT(researchCatalogue);
  // Articles are English on both sites: their title and summary say so to screen readers.
  const lang = englishOnlyLang(useLanguage());
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition hover:border-brand hover:shadow-md">
      {article.image ? (
        <img
          src={article.image}
          alt={article.imageAlt ?? ""}
          lang={lang}
          width={800}
          height={500}
          loading="lazy"
          className="aspect-[16/10] w-full bg-surface object-cover"
        />
      ) : (
        <div className="flex aspect-[16/10] w-full items-center justify-center bg-green-50 text-brand-ink">
          <Icon name="car" size={56} />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        {showCategory ? (
          <p className="mb-2 text-xs font-bold tracking-wide text-brand-ink uppercase">
            {article.categoryName}
          </p>
        ) : null}
        <Heading lang={lang} className="text-lg leading-snug font-extrabold text-ink">
          <Link to={article.path} className="after:absolute after:inset-0 group-hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p lang={lang} className="mt-2 line-clamp-3 text-sm text-muted">
          {article.description}
        </p>
        <p className="mt-auto pt-4 text-xs text-muted">
          <DateText day={article.publishedAt} /> ·{" "}
          {t("research.card.minutes", { minutes: article.readingMinutes })}
        </p>
      </div>
    </article>
  );
}

/** Cards in rows: three across on a wide screen (two in a reading column), one on a phone. */
export function ArticleGrid({
  articles,
  columns = 3,
  showCategory = true,
}: {
  articles: readonly ArticleSummary[];
  columns?: 2 | 3;
  showCategory?: boolean;
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} showCategory={showCategory} />
        </li>
      ))}
    </ul>
  );
}
