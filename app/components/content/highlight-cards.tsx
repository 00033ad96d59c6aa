import { Icon } from "~/components/ui/icon";

export type Highlight = { icon?: string; title: string; text: string };

/** Short selling points as cards with an icon (a page's `highlights`). */
export function HighlightCards({
  items,
  className = "",
}: {
  items: readonly Highlight[];
  className?: string;
}) {
  if (items.length === 0) return null;
  const columns = items.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${columns} ${className}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-green-50 text-brand-ink">
            <Icon name={item.icon ?? "check"} size={26} />
          </span>
          <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
          <p className="mt-1 text-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
