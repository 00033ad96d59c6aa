import { ContentPage } from "~/components/content/content-page";
import { translator } from "~/lib/i18n";
import { SITE_PATHS } from "~/lib/site-paths";
import { companyCatalogue } from "~/locales/company";
import { contentPageData } from "~/routes/+shared/content-page.server";
import { contentPageMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/referrals";

/** The referral program: SEO text only (spec section 2), no form. */
export function loader({ context }: Route.LoaderArgs) {
  const t = translator(context.visitor.language, companyCatalogue);
  return contentPageData(context, "referrals", {
    parents: [{ name: t("company.crumbs.ourCompany"), path: SITE_PATHS.ourCompany }],
    name: t("company.crumbs.referrals"),
  });
}

export const meta: Route.MetaFunction = contentPageMeta;

export default function Referrals({ loaderData }: Route.ComponentProps) {
  return <ContentPage {...loaderData} />;
}
