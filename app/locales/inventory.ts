import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/inventory.json?lingui";
import { messages as es } from "./es/inventory.json?lingui";

/** The inventory's texts: the search page, vehicle cards, the vehicle page and a gone car's page. */
export const inventoryCatalogue: Catalogue = { area: "inventory", en, es };
