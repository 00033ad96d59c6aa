import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/popups.json?lingui";
import { messages as es } from "./es/popups.json?lingui";

/** The popups' frame: the dialog's close controls, the launchers, loading and failure. */
export const popupsCatalogue: Catalogue = { area: "popups", en, es };
