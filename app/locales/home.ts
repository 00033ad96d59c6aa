import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/home.json?lingui";
import { messages as es } from "./es/home.json?lingui";

/** The home page's own texts (its copy comes from content/home.json in the page's language). */
export const homeCatalogue: Catalogue = { area: "home", en, es };
