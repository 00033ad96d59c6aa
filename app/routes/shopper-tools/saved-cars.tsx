import { SavedCarsPage } from "~/components/shopper-tools/saved-cars-page";
import { carListPath, SHOPPER_TOOL_PATHS } from "~/features/shopper-tools/car-ids";
import { SAVED_CARS_MAX } from "~/features/shopper-tools/car-lists";
import { languageOfPath, translator } from "~/lib/i18n";
import { shopperToolsPagesCatalogue } from "~/locales/shopperToolsPages";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/saved-cars";
import { listOf, savedCarsData } from "./shopper-lists.server";

/**
 * /saved-cars?cars=VIN1,VIN2 (and /es/saved-cars): the saved cars of the URL, which is the
 * list's shareable link. The same document for everyone who opens the same link (the browser's
 * own list fills the URL when the page is opened bare), never indexed and not in the sitemap:
 * it is a visitor's list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return savedCarsData(context, listOf(request, SAVED_CARS_MAX));
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), shopperToolsPagesCatalogue);
  return routeMeta(args, {
    title: t("shopperToolsPages.saved.metaTitle"),
    description: t("shopperToolsPages.saved.metaDescription"),
    // The list's own link, so a shared link's preview leads to the same list.
    canonicalPath: carListPath(SHOPPER_TOOL_PATHS.savedCars, args.data?.asked ?? []),
    indexable: false,
  });
};

export default function SavedCars({ loaderData }: Route.ComponentProps) {
  return <SavedCarsPage data={loaderData} />;
}
