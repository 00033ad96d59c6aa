import { ActionCard, ContentPage } from "~/components/content/content-page";
import { LinkButton } from "~/components/content/link-button";
import { PhoneInText } from "~/components/ui/phone-in-text";
import { telHref } from "~/lib/format";
import { translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { companyCatalogue } from "~/locales/company";
import { contentPageData } from "~/routes/+shared/content-page.server";
import { contentPageMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/vehicle-protection-plans";

/**
 * The free lifetime engine limited warranty on vehicles sold under 85,000 miles: who is
 * covered, what is and is not, how to keep it and how to claim (the page's steps).
 */
export function loader({ context }: Route.LoaderArgs) {
  const t = translator(context.visitor.language, companyCatalogue);
  return {
    ...contentPageData(context, "vehicle-protection-plans", { name: t("company.crumbs.protectionPlans") }),
    servicePhone: context.services.settings.company.service.phone,
  };
}

export const meta: Route.MetaFunction = contentPageMeta;

export default function VehicleProtectionPlans({ loaderData }: Route.ComponentProps) {
  const { servicePhone, ...page } = loaderData;
  const t = useT(companyCatalogue);
  return (
    <ContentPage
      {...page}
      stepsTitle={t("company.protection.stepsTitle")}
      aside={
        <ActionCard title={t("company.protection.warningTitle")} text={t("company.protection.warningText")}>
          <LinkButton href={telHref(servicePhone)} className="whitespace-normal">
            <PhoneInText text={t("company.protection.call", { phone: servicePhone })} phone={servicePhone} />
          </LinkButton>
          <LinkButton href={SITE_PATHS.serviceSchedule} variant="secondary">
            {t("company.protection.schedule")}
          </LinkButton>
        </ActionCard>
      }
    />
  );
}
