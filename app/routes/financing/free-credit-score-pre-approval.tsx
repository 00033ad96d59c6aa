import { ContentPage } from "~/components/content/content-page";
import { FinancingAside } from "~/components/content/financing-aside";
import { SITE_PATHS } from "~/lib/site-paths";
import { contentPageData } from "~/routes/+shared/content-page.server";
import { contentPageMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/free-credit-score-pre-approval";

/** Pre-approval with no credit-score impact: soft inquiry, instant pre-qualification, final approval in 24-48 hours. */
export function loader({ context }: Route.LoaderArgs) {
  return contentPageData(context, "free-credit-score-pre-approval", {
    parents: [{ name: "Auto financing", path: SITE_PATHS.financing }],
    name: "Free credit score pre-approval",
  });
}

export const meta: Route.MetaFunction = contentPageMeta;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentPage {...loaderData} aside={<FinancingAside />} />;
}
