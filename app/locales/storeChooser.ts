import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/storeChooser.json?lingui";
import { messages as es } from "./es/storeChooser.json?lingui";

/**
 * "Your store" on the contact page (components/visitor/store-chooser.tsx): apart from
 * `common`, so every other page's first load does not carry them.
 */
export const storeChooserCatalogue: Catalogue = { area: "storeChooser", en, es };
