import { ActionCard, ContentPage } from "~/components/content/content-page";
import { LinkButton } from "~/components/content/link-button";
import { telHref } from "~/lib/format";
import { SITE_PATHS } from "~/lib/site-paths";
import { contentPageData } from "~/routes/+shared/content-page.server";
import { contentPageMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/vehicle-protection-plans";

/**
 * The free lifetime engine limited warranty on vehicles sold under 85,000 miles: who is
 * covered, what is and is not, how to keep it and how to claim (the page's steps).
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    ...contentPageData(context, "vehicle-protection-plans", { name: "Vehicle protection plans" }),
    servicePhone: context.services.settings.company.service.phone,
  };
}

export const meta: Route.MetaFunction = contentPageMeta;

export default function VehicleProtectionPlans({ loaderData }: Route.ComponentProps) {
  const { servicePhone, ...page } = loaderData;
  return (
    <ContentPage
      {...page}
      stepsTitle="Making a claim, step by step"
      aside={
        <ActionCard
          title="Warning light on?"
          text="Stop driving as soon as it is safe and call our service department before any repair is started."
        >
          <LinkButton href={telHref(servicePhone)}>Call service {servicePhone}</LinkButton>
          <LinkButton href={SITE_PATHS.serviceSchedule} variant="secondary">
            Schedule maintenance
          </LinkButton>
        </ActionCard>
      }
    />
  );
}
