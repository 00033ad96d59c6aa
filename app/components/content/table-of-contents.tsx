import type { Heading } from "~/features/content/markdown";
import { useT } from "~/lib/i18n/use-t";
import { contentCatalogue } from "~/locales/content";

/**
 * "On this page": links to the document's headings (ids added by the Markdown renderer),
 * so a long legal text or guide can be read by its parts. Plain anchors: works without
 * JavaScript, and the layout scrolls hash targets below the fixed header.
 */
export function TableOfContents({
  headings,
  maxDepth = 2,
  title,
  headingsLang,
  className = "",
}: {
  headings: readonly Heading[];
  maxDepth?: number;
  /** "On this page" in the page's language by default. */
  title?: string;
  /** The headings' language when it is not the page's (an English legal text on the Spanish site). */
  headingsLang?: string;
  className?: string;
}) {
  const t = useT(contentCatalogue);
  const name = title ?? t("content.toc.onThisPage");
  const shown = headings.filter((h) => h.depth >= 2 && h.depth <= maxDepth);
  if (shown.length < 2) return null;
  return (
    <nav aria-label={name} className={`rounded-xl border border-line bg-surface p-5 ${className}`}>
      <p className="text-sm font-bold tracking-wide text-muted uppercase">{name}</p>
      <ol className="mt-3 space-y-1 text-sm">
        {shown.map((heading) => (
          <li key={heading.id} className={heading.depth > 2 ? "pl-4" : ""}>
            <a
              href={`#${heading.id}`}
              lang={headingsLang}
              className="inline-block py-1 font-semibold text-brand-ink underline-offset-2 hover:underline"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
