import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/tradeIn.json?lingui";
import { messages as es } from "./es/tradeIn.json?lingui";

/** The sell-or-trade flow's texts: the landing page's form, the questionnaire's pages, the offer page. */
export const tradeInCatalogue: Catalogue = { area: "tradeIn", en, es };
