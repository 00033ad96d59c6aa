import { Icon } from "~/components/ui/icon";
import { Form } from "~/components/ui/link";
import { useT } from "~/lib/i18n/use-t";
import { researchCatalogue } from "~/locales/research";

/**
 * A search box as a GET form, so the query lives in the URL (/car-research/search?q=tires):
 * it works without JavaScript, and with it React Router navigates without a full reload.
 */
export function SearchForm({
  action,
  query = "",
  label,
  placeholder,
  id,
  className = "",
}: {
  action: string;
  query?: string;
  label: string;
  placeholder: string;
  id: string;
  className?: string;
}) {
  const t = useT(researchCatalogue);
  return (
    <Form method="get" action={action} role="search" className={`flex gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <Icon
          name="search"
          size={20}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          // A new query (a link from the results) must show in the box, not the first one typed.
          key={query}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 w-full rounded-full border border-gray-400 bg-white pr-4 pl-10 text-base text-ink placeholder:text-gray-600"
        />
      </div>
      <button
        type="submit"
        className="inline-flex h-12 items-center rounded-full bg-brand-ink px-6 font-bold text-white hover:bg-brand-dark"
      >
        {t("research.search.button")}
      </button>
    </Form>
  );
}
