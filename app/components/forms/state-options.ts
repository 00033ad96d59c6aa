import { useMemo } from "react";
import { hasMessage } from "~/lib/i18n";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { formsCatalogue } from "~/locales/forms";

/**
 * US states as a select's options in the page's language: the value stays the postal code,
 * the label is the state's Spanish name where Spanish has one of its own ("Nueva York",
 * "Carolina del Norte", "Distrito de Columbia"); the others read the same in both languages.
 */
export function useStateOptions<T extends { value: string; label: string }>(options: readonly T[]): T[] {
  const t = useT(formsCatalogue);
  const language = useLanguage();
  return useMemo(
    () =>
      options.map((option) => {
        const id = `forms.state.${option.value}`;
        return hasMessage(language, id) ? { ...option, label: t(id) } : option;
      }),
    [options, t, language],
  );
}
