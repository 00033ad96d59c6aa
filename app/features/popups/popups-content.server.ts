import { readLocalizedJson } from "~/features/content/read-json.server";
import type { Language } from "~/lib/i18n/languages";
import type { PopupDefinition } from "./popup-definition";
import { popupsFileSchema } from "./popup-schema";

/** content/popups.json (Spanish texts in popups.es.json), relative to the content folder. */
export const POPUPS_FILE = "popups.json";

/**
 * Fields of popups.json that are not texts though they read like words, so the Spanish file
 * never repeats them: the conditions (CSS selectors, page kinds), the dialog's settings
 * (`PrimeDialog`) and the launcher's CSS classes.
 */
const NOT_TEXTS = ["*.conditions", "*.settings", "*.button.class"];

/**
 * The default popups in `language`, read and checked once at start-up with the other settings
 * (company/settings.server.ts): a mistake or a missing Spanish text stops the server naming the
 * file and the field. An experiment's variant may replace them (features/experiments).
 */
export function loadPopups(dir: string, language: Language): PopupDefinition[] {
  return readLocalizedJson(dir, POPUPS_FILE, popupsFileSchema, language, { keep: NOT_TEXTS });
}
