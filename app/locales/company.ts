import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/company.json?lingui";
import { messages as es } from "./es/company.json?lingui";

/** Our company: contact, careers, the team, staff pages, referrals, protection plans, hours and stores. */
export const companyCatalogue: Catalogue = { area: "company", en, es };
