import { LocationCards } from "~/components/company/dealership-info";
import { ContentPage } from "~/components/content/content-page";
import { LinkButton } from "~/components/content/link-button";
import { Container } from "~/components/ui/container";
import { translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { companyCatalogue } from "~/locales/company";
import { contentPageData } from "~/routes/+shared/content-page.server";
import { contentPageMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/our-company";

/** Who we are: the promises, the four stores (each with its #key anchor), the people, the communities. */
export function loader({ context }: Route.LoaderArgs) {
  const { settings } = context.services;
  const t = translator(context.visitor.language, companyCatalogue);
  return {
    ...contentPageData(context, "our-company", { name: t("company.crumbs.ourCompany") }),
    locations: settings.locations,
    salesHours: settings.company.sales.hours,
    serviceHours: settings.company.service.hours,
    serviceStores: settings.locations
      .filter((l) => l.departments.includes("service"))
      .map((l) => l.subname)
      .join(", "),
  };
}

export const meta: Route.MetaFunction = contentPageMeta;

export default function OurCompany({ loaderData }: Route.ComponentProps) {
  const { locations, salesHours, serviceHours, serviceStores, ...page } = loaderData;
  const t = useT(companyCatalogue);
  return (
    <ContentPage
      {...page}
      // The stores are shown as cards with directions and inventory links instead of prose.
      skipSections={["our-stores"]}
      actions={
        <>
          <LinkButton href={SITE_PATHS.team}>{t("company.our.meetTeam")}</LinkButton>
          <LinkButton href={SITE_PATHS.contact} variant="secondary">
            {t("company.our.contact")}
          </LinkButton>
        </>
      }
    >
      <Container className="pt-16">
        <LocationCards locations={locations} />
        <p className="mt-4 text-sm text-muted">
          {t("company.our.hours", { sales: salesHours, stores: serviceStores, service: serviceHours })}
        </p>
      </Container>
    </ContentPage>
  );
}
