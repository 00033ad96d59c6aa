import { ComparePage } from "~/components/shopper-tools/compare-page";
import { carListPath, SHOPPER_TOOL_PATHS } from "~/features/shopper-tools/car-ids";
import { COMPARE_MAX } from "~/features/shopper-tools/car-lists";
import { languageOfPath, translator } from "~/lib/i18n";
import { shopperToolsPagesCatalogue } from "~/locales/shopperToolsPages";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/compare";
import { compareData, listOf } from "./shopper-lists.server";

/**
 * /compare?cars=VIN1,VIN2,VIN3 (and /es/compare): up to three cars side by side. Like the
 * saved-cars page, the cars are the URL's (a shared, cacheable document; the browser's list
 * fills it when opened bare), never indexed, not in the sitemap.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return compareData(context, listOf(request, COMPARE_MAX));
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), shopperToolsPagesCatalogue);
  return routeMeta(args, {
    title: t("shopperToolsPages.compare.metaTitle"),
    description: t("shopperToolsPages.compare.metaDescription"),
    canonicalPath: carListPath(SHOPPER_TOOL_PATHS.compare, args.data?.asked ?? []),
    indexable: false,
  });
};

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} />;
}
