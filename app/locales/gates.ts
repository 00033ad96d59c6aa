import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/gates.json?lingui";
import { messages as es } from "./es/gates.json?lingui";

/** The lead gates: the test drive scheduler (dialog and page). */
export const gatesCatalogue: Catalogue = { area: "gates", en, es };
