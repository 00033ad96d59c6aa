import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/consent.json?lingui";
import { messages as es } from "./es/consent.json?lingui";

/** The cookie consent dialog, its Manage panel and the cookie settings page (the footer's link is in common). */
export const consentCatalogue: Catalogue = { area: "consent", en, es };
