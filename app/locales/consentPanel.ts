import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/consentPanel.json?lingui";
import { messages as es } from "./es/consentPanel.json?lingui";

/**
 * The cookie consent's Manage panel and settings page: apart from `consent`, so the dialog's
 * first load carries only its own texts and these come with the panel, on demand.
 */
export const consentPanelCatalogue: Catalogue = { area: "consentPanel", en, es };
