import { JsonLd } from "~/components/ui/json-ld";
import { faqPageJsonLd } from "~/features/seo/structured-data/faq-page";
import { QuestionList } from "./question-list";

export type FaqSectionItem = { question: string; answerHtml: string; answerText: string };

/**
 * Questions and answers as an accordion of `<details>`: keyboard and screen-reader ready,
 * and every answer opens without JavaScript. With `jsonLd` (the default) the section also
 * writes its FAQPage structured data; a page shows at most one FAQ section with it.
 */
export function FaqSection({
  id = "faqs",
  title,
  intro,
  items,
  jsonLd = true,
  className = "",
}: {
  id?: string;
  title: string;
  intro?: string;
  items: readonly FaqSectionItem[];
  jsonLd?: boolean;
  className?: string;
}) {
  if (items.length === 0) return null;
  const data = jsonLd ? faqPageJsonLd(items) : null;
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-3xl font-extrabold tracking-tight">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-2xl text-muted">{intro}</p> : null}
      <div className="mt-6">
        <QuestionList items={items} />
      </div>
      {data ? <JsonLd data={data} /> : null}
    </section>
  );
}
