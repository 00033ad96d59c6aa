import type {
  PrivateInventoryAccess,
  VehiclePageServices,
} from "~/features/inventory/vehicle-page/vehicle-page.server";
import {
  buildWindowSticker,
  type WindowStickerData,
} from "~/features/inventory/vehicle-page/window-sticker.server";
import { chunksOf } from "~/lib/http/client-chunks.server";
import { type Language, translator } from "~/lib/i18n";
import { windowStickerCatalogue } from "~/locales/windowSticker";
import { pageOrThrow } from "~/routes/+shared/outcome";
import { WINDOW_STICKER_MODULE } from "./car-page-chunks";
import { inLanguage } from "./page-language.server";

export type WindowStickerPage = {
  page: "sticker";
  /** The default layout shows the minimal one: the logo, nothing to wander away with, little to hide on paper. */
  layout: "minimal";
  sticker: WindowStickerData;
  /** The page's title, said here so the route's meta carries no sticker texts to the browser. */
  title: string;
  chunks: string[];
};

/**
 * `{vehicle URL}/window-sticker` on the route's side: the sticker's data (or its redirect or
 * 404, in the page's language), its title, and its chunk's files to preload.
 */
export async function windowStickerPage(
  services: VehiclePageServices,
  request: { url: URL; pathname: string; language: Language },
  slug: string,
  access: PrivateInventoryAccess,
): Promise<WindowStickerPage> {
  const { url, pathname, language } = request;
  const outcome = await buildWindowSticker(services, url, slug, language, access);
  const sticker = pageOrThrow(inLanguage(outcome, language), pathname);
  const { vehicle } = sticker;
  const title = translator(language, windowStickerCatalogue)("windowSticker.metaTitle", {
    name: `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`.trim(),
  });
  return { page: "sticker", layout: "minimal", sticker, title, chunks: chunksOf(WINDOW_STICKER_MODULE) };
}
