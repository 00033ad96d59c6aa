import { ContentPage } from "~/components/content/content-page";
import { FinancingAside } from "~/components/content/financing-aside";
import { translator } from "~/lib/i18n";
import { SITE_PATHS } from "~/lib/site-paths";
import { financingCatalogue } from "~/locales/financing";
import { contentPageData } from "~/routes/+shared/content-page.server";
import { contentPageMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/bad-credit-auto-financing";

/** Financing with bad credit, no credit, or after bankruptcy or repossession. */
export function loader({ context }: Route.LoaderArgs) {
  const t = translator(context.visitor.language, financingCatalogue);
  return contentPageData(context, "bad-credit-auto-financing", {
    parents: [{ name: t("financing.crumb.autoFinancing"), path: SITE_PATHS.financing }],
    name: t("financing.crumb.badCredit"),
  });
}

export const meta: Route.MetaFunction = contentPageMeta;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentPage {...loaderData} aside={<FinancingAside />} />;
}
