import { ContentPage } from "~/components/content/content-page";
import { SITE_PATHS } from "~/lib/site-paths";
import { contentPageData } from "~/routes/+shared/content-page.server";
import { contentPageMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/referrals";

/** The referral program: SEO text only (spec section 2), no form. */
export function loader({ context }: Route.LoaderArgs) {
  return contentPageData(context, "referrals", {
    parents: [{ name: "Our company", path: SITE_PATHS.ourCompany }],
    name: "Referrals",
  });
}

export const meta: Route.MetaFunction = contentPageMeta;

export default function Referrals({ loaderData }: Route.ComponentProps) {
  return <ContentPage {...loaderData} />;
}
