import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/calendar.json?lingui";
import { messages as es } from "./es/calendar.json?lingui";

/** "Add to calendar" on the booking confirmations, and the words of the calendar files. */
export const calendarCatalogue: Catalogue = { area: "calendar", en, es };
