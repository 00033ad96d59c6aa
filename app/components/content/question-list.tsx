import { Icon } from "~/components/ui/icon";

export type QuestionListItem = { id?: string; question: string; answerHtml: string };

/**
 * Questions as an accordion of `<details>` in one bordered list: keyboard and screen-reader
 * ready, and every answer opens without JavaScript. The answer HTML comes from content/,
 * escaped and link-checked by the content loader. `answerClassName` adds styles for richer
 * answers (the help center's lists and paragraphs).
 */
export function QuestionList({
  items,
  answerClassName = "",
}: {
  items: readonly QuestionListItem[];
  answerClassName?: string;
}) {
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-white">
      {items.map((item) => (
        <details key={item.id ?? item.question} id={item.id} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-bold text-ink hover:text-brand-ink [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <Icon
              name="chevron-down"
              size={20}
              className="shrink-0 text-brand-ink transition group-open:rotate-180"
            />
          </summary>
          <div
            className={`px-5 pb-5 text-ink [&_a]:font-semibold [&_a]:text-brand-ink [&_a]:underline ${answerClassName}`.trim()}
            dangerouslySetInnerHTML={{ __html: item.answerHtml }}
          />
        </details>
      ))}
    </div>
  );
}
