import { englishOnlyLang } from "~/components/content/english-only-notice";
import { Link } from "~/components/ui/link";
import type { ArticleSummary, TextPart } from "~/features/content/research";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { researchCatalogue } from "~/locales/research";
import { DateText } from "./date-text";
import { MarkedText } from "./marked-text";

export type ArticleSearchResult = { article: ArticleSummary; title: TextPart[]; excerpt: TextPart[] };

/** The articles found, each with its title and an excerpt around the first word that matched. */
export function ArticleSearchResults({ results }: { results: readonly ArticleSearchResult[] }) {
  const t = useT(researchCatalogue);
  const lang = englishOnlyLang(useLanguage());
  return (
    <ol className="divide-y divide-line border-y border-line">
      {results.map(({ article, title, excerpt }) => (
        <li key={article.slug} className="py-6">
          <p className="text-xs font-bold tracking-wide text-brand-ink uppercase">{article.categoryName}</p>
          <h2 lang={lang} className="mt-1 text-xl font-extrabold text-ink">
            <Link to={article.path} className="underline-offset-4 hover:underline">
              <MarkedText parts={title} />
            </Link>
          </h2>
          <p lang={lang} className="mt-2 text-ink">
            <MarkedText parts={excerpt} />
          </p>
          <p className="mt-2 text-sm text-muted">
            <DateText day={article.publishedAt} /> ·{" "}
            {t("research.card.minutes", { minutes: article.readingMinutes })}
          </p>
        </li>
      ))}
    </ol>
  );
}
