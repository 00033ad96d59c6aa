import { ContentPage } from "~/components/content/content-page";
import { FinancingAside } from "~/components/content/financing-aside";
import { translator } from "~/lib/i18n";
import { financingCatalogue } from "~/locales/financing";
import { contentPageData } from "~/routes/+shared/content-page.server";
import { contentPageMeta } from "~/routes/+shared/meta";

import type { Route } from "./+types/auto-financing";

/** The financing hub: how pre-qualification and approval work, one dime down, every credit situation. */
export function loader({ context }: Route.LoaderArgs) {
  const t = translator(context.visitor.language, financingCatalogue);
  return contentPageData(context, "auto-financing", { name: t("financing.crumb.autoFinancing") });
}

export const meta: Route.MetaFunction = contentPageMeta;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentPage {...loaderData} aside={<FinancingAside />} />;
}
