import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/shopperTools.json?lingui";
import { messages as es } from "./es/shopperTools.json?lingui";

/**
 * The heart and compare buttons every vehicle card and vehicle page shows: a few words in
 * the first load of the search and vehicle pages. The shopper tools' own pages, the dock and
 * the "Recently viewed" row load theirs later (`shopperToolsPages`).
 */
export const shopperToolsCatalogue: Catalogue = { area: "shopperTools", en, es };
