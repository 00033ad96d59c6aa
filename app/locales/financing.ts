import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/financing.json?lingui";
import { messages as es } from "./es/financing.json?lingui";

/** The financing pages and forms: pre-approval, the full credit application, its confirmation. */
export const financingCatalogue: Catalogue = { area: "financing", en, es };
