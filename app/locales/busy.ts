import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/busy.json?lingui";
import { messages as es } from "./es/busy.json?lingui";

/**
 * The "we're very busy" page the server answers when too many pages are being rendered at
 * once (server/render-bound.ts). Only the server shows it, so it is apart from `common`,
 * which every page's browser bundle carries.
 */
export const busyCatalogue: Catalogue = { area: "busy", en, es };
