import { useMemo } from "react";
import { hasMessage, type Language, optionalTranslator, translator } from "~/lib/i18n";
import { useLanguage } from "~/lib/i18n/use-t";
import { vehicleDataCatalogue } from "~/locales/vehicleData";

/**
 * The inventory's data words (fuel type, transmission, drivetrain, colours, features) as a
 * page in `language` shows them. The data keeps its English value everywhere (URLs and
 * query values, the database, JSON-LD, lead e-mails); only the label changes: the
 * vehicleData catalogue's Spanish word when it has one, else the value as the feed wrote it.
 */
export function vehicleWord(language: Language): (value: string) => string {
  if (language === "en") return (value) => value;
  const t = optionalTranslator(language, vehicleDataCatalogue);
  return (value) => t(value, value);
}

/** Whether a Spanish page has its own word for a data value (else the value shows in English). */
export function hasVehicleWord(language: Language, value: string): boolean {
  if (language === "en") return true;
  translator(language, vehicleDataCatalogue); // hasMessage reads the loaded catalogues
  return hasMessage(language, value);
}

/** `vehicleWord` in the page's language: `word("Gasoline")` is "Gasolina" on a Spanish page. */
export function useVehicleWord(): (value: string) => string {
  const language = useLanguage();
  return useMemo(() => vehicleWord(language), [language]);
}

/**
 * A data value in the page's language; one with no Spanish word stays English and is marked
 * `lang="en"`, so a screen reader pronounces it as English.
 */
export function VehicleWord({ value }: { value: string }) {
  const language = useLanguage();
  if (hasVehicleWord(language, value)) return <>{vehicleWord(language)(value)}</>;
  return <span lang="en">{value}</span>;
}
