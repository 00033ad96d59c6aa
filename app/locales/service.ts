import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/service.json?lingui";
import { messages as es } from "./es/service.json?lingui";

/** The service department: its page, the service scheduler and its confirmation. */
export const serviceCatalogue: Catalogue = { area: "service", en, es };
