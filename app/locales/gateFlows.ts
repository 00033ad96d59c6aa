import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/gateFlows.json?lingui";
import { messages as es } from "./es/gateFlows.json?lingui";

/**
 * The lead gates' own pages and popups (private inventory, today's price, personalised
 * pricing): apart from `gates`, whose test drive texts every vehicle page loads, so a car's
 * first load does not carry the texts of pages it only links to.
 */
export const gateFlowsCatalogue: Catalogue = { area: "gateFlows", en, es };
