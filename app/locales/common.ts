import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/common.json?lingui";
import { messages as es } from "./es/common.json?lingui";

/** The shell's texts: navigation, error pages, the language switch. */
export const commonCatalogue: Catalogue = { area: "common", en, es };
