import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/research.json?lingui";
import { messages as es } from "./es/research.json?lingui";

/** Car research: articles, their search and the help center. */
export const researchCatalogue: Catalogue = { area: "research", en, es };
