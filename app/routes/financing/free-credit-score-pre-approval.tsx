import { ContentPage } from "~/components/content/content-page";
import { FinancingAside } from "~/components/content/financing-aside";
import { translator } from "~/lib/i18n";
import { SITE_PATHS } from "~/lib/site-paths";
import { financingCatalogue } from "~/locales/financing";
import { contentPageData } from "~/routes/+shared/content-page.server";
import { contentPageMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/free-credit-score-pre-approval";

/** Pre-approval with no credit-score impact: soft inquiry, instant pre-qualification, final approval in 24-48 hours. */
export function loader({ context }: Route.LoaderArgs) {
  const t = translator(context.visitor.language, financingCatalogue);
  return contentPageData(context, "free-credit-score-pre-approval", {
    parents: [{ name: t("financing.crumb.autoFinancing"), path: SITE_PATHS.financing }],
    name: t("financing.crumb.freeCreditScore"),
  });
}

export const meta: Route.MetaFunction = contentPageMeta;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentPage {...loaderData} aside={<FinancingAside />} />;
}
