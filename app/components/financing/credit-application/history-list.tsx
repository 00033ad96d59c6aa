import type { ReactNode } from "react";
import { MAX_HISTORY } from "~/features/leads/forms/credit-application";
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
  who,
  noun,
  addNoun,
  children,
}: {
  form: Form;
  list: AnyMeta;
  /** The list's items, `list.getFieldList()` (typed by the caller, who knows the item's fields). */
  items: Item[];
  who?: string;
  /** What one item is: "address" in "Current address" and "Remove previous address 1". */
  noun: string;
  /** What the add button adds: "Add a previous job". */
  addNoun: string;
  children: (item: Item, index: number) => ReactNode;
}) {
  const title = (text: string) => (who ? `${who} ${text.toLowerCase()}` : text);
  return (
    <div className="grid gap-5">
      {items.map((item, index) => (
        <fieldset
          key={item.key}
          className="grid gap-5 rounded-lg border border-line bg-white p-4 sm:grid-cols-6"
        >
          <legend className="px-1 font-bold">
            {title(index === 0 ? `Current ${noun}` : `Previous ${noun} ${index}`)}
          </legend>
          {children(item, index)}
          {index > 0 ? (
            <div className="sm:col-span-6">
              <button {...form.remove.getButtonProps({ name: list.name, index })} className={listButton}>
                {`Remove ${who ? `${who.toLowerCase()} ` : ""}previous ${noun} ${index}`}
              </button>
            </div>
          ) : null}
        </fieldset>
      ))}
      <FieldError meta={list} />
      {items.length < MAX_HISTORY ? (
        <div>
          <button {...form.insert.getButtonProps({ name: list.name })} className={listButton}>
            {`Add ${who ? `${who.toLowerCase()}` : "a"} ${addNoun}`}
          </button>
        </div>
      ) : null}
    </div>
  );
}
