import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/content.json?lingui";
import { messages as es } from "./es/content.json?lingui";

/** The shared content components (content pages, FAQs, steps, contents) and the legal pages. */
export const contentCatalogue: Catalogue = { area: "content", en, es };
