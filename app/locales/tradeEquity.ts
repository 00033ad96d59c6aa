import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/tradeEquity.json?lingui";
import { messages as es } from "./es/tradeEquity.json?lingui";

/**
 * A trade-in offer counted as trade equity in a car's payment estimate: apart from `payments`,
 * which the search page loads too, since only a car's page (after an offer) shows these.
 */
export const tradeEquityCatalogue: Catalogue = { area: "tradeEquity", en, es };
