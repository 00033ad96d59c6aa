import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/offers.json?lingui";
import { messages as es } from "./es/offers.json?lingui";

/** The special offers pages and offer cards (the offers themselves come from content/promotions.json). */
export const offersCatalogue: Catalogue = { area: "offers", en, es };
