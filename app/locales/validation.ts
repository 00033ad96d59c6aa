import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/validation.json?lingui";
import { messages as es } from "./es/validation.json?lingui";

/** Validation messages, keyed by the English message the zod schemas give (forms show `t(message)`). */
export const validationCatalogue: Catalogue = { area: "validation", en, es };
