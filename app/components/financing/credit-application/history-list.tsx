import type { ReactNode } from "react";
import { MAX_HISTORY } from "~/features/leads/forms/credit-application";
import { useT } from "~/lib/i18n/use-t";
import { financingCatalogue } from "~/locales/financing";
import { FieldError } from "../../ui/field";
import type { AnyMeta, Form } from "./types";

const listButton =
  "inline-flex h-11 items-center rounded-full border-2 border-brand-ink px-5 text-sm font-bold text-brand-ink hover:bg-green-50";

/**
 * An address or job history: the current one first, then up to MAX_HISTORY in all, each
 * in its own fieldset with a remove button (a plain form post without JavaScript).
 */
export function HistoryList<Item extends { key: string | undefined }>({
  form,
  list,
  items,
  coBorrower = false,
  kind,
  children,
}: {
  form: Form;
  list: AnyMeta;
  /** The list's items, `list.getFieldList()` (typed by the caller, who knows the item's fields). */
  items: Item[];
  /** The co-borrower's list: "Co-borrower's current address". */
  coBorrower?: boolean;
  /** What one item is: "Current address", "Remove previous employment 1", "Add a previous job". */
  kind: "address" | "employment";
  children: (item: Item, index: number) => ReactNode;
}) {
  const t = useT(financingCatalogue);
  const text = (what: string, index?: number) =>
    t(`financing.history.${kind}.${what}${coBorrower ? ".coBorrower" : ""}`, { index });
  return (
    <div className="grid gap-5">
      {items.map((item, index) => (
        <fieldset
          key={item.key}
          className="grid gap-5 rounded-lg border border-line bg-white p-4 sm:grid-cols-6"
        >
          <legend className="px-1 font-bold">
            {index === 0 ? text("current") : text("previous", index)}
          </legend>
          {children(item, index)}
          {index > 0 ? (
            <div className="sm:col-span-6">
              <button {...form.remove.getButtonProps({ name: list.name, index })} className={listButton}>
                {text("remove", index)}
              </button>
            </div>
          ) : null}
        </fieldset>
      ))}
      <FieldError meta={list} />
      {items.length < MAX_HISTORY ? (
        <div>
          <button {...form.insert.getButtonProps({ name: list.name })} className={listButton}>
            {text("add")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
