import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/payments.json?lingui";
import { messages as es } from "./es/payments.json?lingui";

/** The payment estimate's texts: its labels, the lease disclaimer, the search's payment terms. */
export const paymentsCatalogue: Catalogue = { area: "payments", en, es };
