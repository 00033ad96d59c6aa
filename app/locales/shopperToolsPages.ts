import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/shopperToolsPages.json?lingui";
import { messages as es } from "./es/shopperToolsPages.json?lingui";

/**
 * The saved-cars and compare pages, the dock that leads to them and the "Recently viewed" row:
 * each loads after the page it sits on, or is a page of its own, so these texts are never in
 * a search or vehicle page's first load.
 */
export const shopperToolsPagesCatalogue: Catalogue = { area: "shopperToolsPages", en, es };
