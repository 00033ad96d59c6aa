import type { Catalogue } from "~/lib/i18n";
import { messages as es } from "./es/vehicleData.json?lingui";

/**
 * The inventory feed's words (fuel types, transmissions, drivetrains, colours, features),
 * keyed by the English value itself: the data keeps its English value everywhere (URLs,
 * database, JSON-LD, leads); only the label a Spanish page shows comes from here.
 * en/vehicleData.json lists the same ids, each as itself, for the catalogue checks; English
 * pages show the value as it is (`vehicleWord`), so the bundle leaves it out.
 */
export const vehicleDataCatalogue: Catalogue = { area: "vehicleData", en: {}, es };
