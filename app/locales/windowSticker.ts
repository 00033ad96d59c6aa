import type { Catalogue } from "~/lib/i18n";
import { messages as en } from "./en/windowSticker.json?lingui";
import { messages as es } from "./es/windowSticker.json?lingui";

/** A car's printable window sticker: its own catalogue, so a car's page never loads these texts. */
export const windowStickerCatalogue: Catalogue = { area: "windowSticker", en, es };
