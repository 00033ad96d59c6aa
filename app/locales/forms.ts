import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/forms.json?lingui";
import { messages as es } from "./es/forms.json?lingui";

/** The shared parts of every lead form: fields, steps, toasts, the error summary, confirmations. */
export const formsCatalogue: Catalogue = { area: "forms", en, es };
