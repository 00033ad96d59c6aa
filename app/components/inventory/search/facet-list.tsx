import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { COMMON_SHOWN, commonFirst, type FacetValue } from "~/features/inventory/search/facet-lists";
import { formatNumber } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";
import { useSyncedState } from "./use-synced-state";

/** The filter form's lists: a titled group, and its checkboxes or radios, each value with its count. */

export const count = (n: number, language: Language) => `(${formatNumber(n, language)})`;

export function Section({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-2 w-full text-sm font-bold tracking-wide text-ink uppercase">
        {legend}
      </legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

function Checkbox({
  name,
  value,
  label,
  count: n,
  checked,
  owner,
}: {
  name: string;
  value: string;
  label: string;
  count: number;
  checked: boolean;
  /** A model's make: two makes may share a model slug, and ids must stay unique. */
  owner?: string;
}) {
  const language = useLanguage();
  const [on, setOn] = useSyncedState(checked);
  const id = owner ? `filter-${name}-${owner}-${value}` : `filter-${name}-${value}`;
  return (
    <li>
      <label
        htmlFor={id}
        className="flex min-h-9 cursor-pointer items-center gap-2 rounded px-1 text-sm hover:bg-surface"
      >
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
          className="h-4 w-4 shrink-0 accent-brand-dark"
        />
        <span className="min-w-0 flex-1">{label}</span>
        <span className="text-muted">{count(n, language)}</span>
      </label>
    </li>
  );
}

function Checkboxes({ name, values }: { name: string; values: Array<FacetValue & { make?: string }> }) {
  return values.map((v) => (
    <Checkbox
      key={v.make ? `${v.make}/${v.value}` : v.value}
      name={name}
      value={v.value}
      label={v.label}
      count={v.count}
      checked={v.selected}
      owner={v.make}
    />
  ));
}

/**
 * A checkbox list. A long one (makes, models, features...) shows its most common values
 * first and the rest behind "Show all", a `<details>` that needs no script; it opens by
 * itself when one of the rest is ticked, so a choice is never hidden.
 */
export function CheckboxList({
  legend,
  name,
  values,
  noun,
}: {
  legend: string;
  name: string;
  /** `rank`: in the phone drawer, the page's own count, which keeps the list's order while its counts change. */
  values: Array<FacetValue & { make?: string; rank?: number }>;
  /**
   * What "Show all" counts (`makes`, `colors`: `inventory.facets.more.{noun}` and
   * `inventory.facets.fewer.{noun}`): given, the list is shortened when long.
   */
  noun?: string;
}) {
  const t = useT(inventoryCatalogue);
  const { common, rest } = noun
    ? commonFirst(values, COMMON_SHOWN, (v) => v.rank ?? v.count)
    : { common: values, rest: [] };
  const restChosen = rest.some((v) => v.selected);
  // Rendered open when a hidden value is chosen, opened when one becomes chosen, never closed
  // under the shopper's hands (React would close it if `open` followed the choice).
  const [openAtFirst] = useState(restChosen);
  const more = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (restChosen && more.current) more.current.open = true;
  }, [restChosen]);
  if (values.length === 0) return null;
  return (
    <Section legend={legend}>
      <ul>
        <Checkboxes name={name} values={common} />
      </ul>
      {rest.length > 0 ? (
        <details ref={more} className="group" open={openAtFirst || undefined}>
          <summary className="flex min-h-9 cursor-pointer list-none items-center gap-1 rounded px-1 text-sm font-bold text-brand-ink hover:underline [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">
              {t(`inventory.facets.more.${noun}`, { count: values.length })}
            </span>
            <span className="hidden group-open:inline">{t(`inventory.facets.fewer.${noun}`)}</span>
            <Icon name="chevron-down" size={16} className="transition group-open:rotate-180" />
          </summary>
          <ul>
            <Checkboxes name={name} values={rest} />
          </ul>
        </details>
      ) : null}
    </Section>
  );
}

function Radio({
  name,
  value,
  label,
  count: n,
  checked,
}: {
  name: string;
  value: string;
  label: string;
  count: number;
  checked: boolean;
}) {
  const language = useLanguage();
  const id = `filter-${name}-${value || "any"}`;
  return (
    <li>
      <label
        htmlFor={id}
        className="flex min-h-9 cursor-pointer items-center gap-2 rounded px-1 text-sm hover:bg-surface"
      >
        <input
          id={id}
          type="radio"
          name={name}
          value={value}
          defaultChecked={checked}
          className="h-4 w-4 shrink-0 accent-brand-dark"
        />
        <span className="min-w-0 flex-1">{label}</span>
        <span className="text-muted">{count(n, language)}</span>
      </label>
    </li>
  );
}

export function RadioList({
  legend,
  name,
  anyLabel,
  anyCount,
  values,
}: {
  legend: string;
  name: string;
  anyLabel: string;
  anyCount: number;
  values: FacetValue[];
}) {
  const selected = values.find((v) => v.selected)?.value ?? "";
  // Keyed by the server's choice: a radio group's default is reset when that choice changes.
  return (
    <Section legend={legend}>
      <ul key={selected}>
        <Radio name={name} value="" label={anyLabel} count={anyCount} checked={selected === ""} />
        {values.map((v) => (
          <Radio
            key={v.value}
            name={name}
            value={v.value}
            label={v.label}
            count={v.count}
            checked={v.selected}
          />
        ))}
      </ul>
    </Section>
  );
}
