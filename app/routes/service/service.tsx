import { ActionCard, ContentPage } from "~/components/content/content-page";
import { ArrowLink, LinkButton } from "~/components/content/link-button";
import { NoOffers, OfferGrid } from "~/components/offers/offer-card";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { offerSummary } from "~/features/content/offers";
import { activePromotions } from "~/features/content/promotions";
import { telHref } from "~/lib/format";
import { translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { serviceCatalogue } from "~/locales/service";
import { contentPageData } from "~/routes/+shared/content-page.server";
import { contentPageMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/service";

/**
 * The service department: what we do, where and when, the service coupons running today
 * (a coupon shows only between its start and end dates) and the service FAQ, with the
 * 3,000-5,000 mile oil-change answer and its FAQPage structured data.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { settings, content } = context.services;
  const t = translator(context.visitor.language, serviceCatalogue);
  return {
    ...contentPageData(context, "service", { name: t("service.page.crumb") }),
    coupons: activePromotions(content.promotions, new Date(), { type: "service" }).map(offerSummary),
    servicePhone: settings.company.service.phone,
    serviceHours: settings.company.service.hours,
  };
}

export const meta: Route.MetaFunction = contentPageMeta;

export default function Service({ loaderData }: Route.ComponentProps) {
  const { coupons, servicePhone, serviceHours, ...page } = loaderData;
  const t = useT(serviceCatalogue);
  return (
    <ContentPage
      {...page}
      actions={
        <LinkButton href={telHref(servicePhone)} variant="secondary">
          <Icon name="phone" size={18} /> {t("service.page.call", { phone: servicePhone })}
        </LinkButton>
      }
      aside={
        <ActionCard title={t("service.hours.title")} text={serviceHours}>
          <LinkButton href={SITE_PATHS.serviceSchedule}>{t("service.schedule.button")}</LinkButton>
          <LinkButton href={telHref(servicePhone)} variant="secondary">
            {t("service.page.call", { phone: servicePhone })}
          </LinkButton>
        </ActionCard>
      }
    >
      <Container className="pt-16">
        <section aria-labelledby="coupons-heading">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="coupons-heading" className="text-3xl font-extrabold tracking-tight">
                {t("service.page.couponsHeading")}
              </h2>
              <p className="mt-2 text-muted">{t("service.page.couponsIntro")}</p>
            </div>
            <ArrowLink href={SITE_PATHS.serviceOffers}>{t("service.page.allOffers")}</ArrowLink>
          </div>
          <div className="mt-6">{coupons.length ? <OfferGrid offers={coupons} /> : <NoOffers />}</div>
        </section>
      </Container>
    </ContentPage>
  );
}
