import { useMemo } from "react";
import { optionalTranslator } from "~/lib/i18n";
import { useLanguage } from "~/lib/i18n/use-t";
import { formsCatalogue } from "~/locales/forms";

/**
 * US states as a select's options in the page's language: the value stays the postal code,
 * the label is the state's Spanish name where Spanish has one of its own ("Nueva York",
 * "Carolina del Norte", "Distrito de Columbia"); the others read the same in both languages.
 */
export function useStateOptions<T extends { value: string; label: string }>(options: readonly T[]): T[] {
  const language = useLanguage();
  return useMemo(() => {
    const name = optionalTranslator(language, formsCatalogue);
    return options.map((option) => ({ ...option, label: name(`forms.state.${option.value}`, option.label) }));
  }, [options, language]);
}
