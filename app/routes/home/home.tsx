import { useRouteLoaderData } from "react-router";
import { FaqSection } from "~/components/content/faq-section";
import { BrowseSection } from "~/components/home/browse-section";
import { CallsToAction } from "~/components/home/calls-to-action";
import { DepartmentTabs } from "~/components/home/department-tabs";
import { HeroSlider } from "~/components/home/hero-slider";
import { FinancingFacts, StoreList } from "~/components/home/home-asides";
import { HomeBlock } from "~/components/home/home-block";
import { NewestArrivals } from "~/components/home/newest-arrivals";
import { PromoBlocks } from "~/components/home/promo-blocks";
import { ReviewsSection } from "~/components/home/reviews-section";
import { Container } from "~/components/ui/container";
import { JsonLd } from "~/components/ui/json-ld";
import { languageOfPath, translator } from "~/lib/i18n";
import { SITE_PATHS } from "~/lib/site-paths";
import { homeCatalogue } from "~/locales/home";
import type { RootData } from "~/root";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/home";
import { homePageData } from "./home.server";

/** The home page, in the order of spec section 2; copy from content/home.json. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return homePageData(context, new URL(request.url));
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), homeCatalogue);
  return routeMeta(args, {
    title: t("home.meta.title"),
    description: t("home.meta.description"),
    // The review filter (?reviews=Buy) shows the same page: one canonical URL.
    canonicalPath: SITE_PATHS.home,
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, faqs } = loaderData;
  // The stores come with every page from the root loader (the footer lists them too).
  const stores = useRouteLoaderData<RootData>("root")?.locations ?? [];
  return (
    <>
      <HeroSlider slides={home.hero.slides} />
      <CallsToAction cards={home.callsToAction} />
      <DepartmentTabs departments={home.departments} />
      <BrowseSection browse={home.browse} bodyStyles={loaderData.bodyStyles} />
      <NewestArrivals vehicles={loaderData.arrivals} />
      <ReviewsSection
        copy={home.reviews}
        reviews={loaderData.reviews}
        selected={loaderData.reviewCategory}
        rating={loaderData.rating}
      />
      <PromoBlocks blocks={home.promoBlocks} offers={loaderData.offers} />
      {faqs ? (
        <Container className="pt-16">
          <FaqSection title={home.faqs.title} items={faqs.items} className="max-w-4xl" />
        </Container>
      ) : null}
      <HomeBlock id="warranty" block={home.warranty} icon="shield-check" />
      <HomeBlock id="financing" block={home.financing} tone="dark" icon="dollar" aside={<FinancingFacts />} />
      <HomeBlock
        id="callout"
        // The stores' addresses show as cards with phone and directions instead of a list.
        block={{ ...home.callout, list: [] }}
        icon="map-pin"
        aside={<StoreList locations={stores} />}
      />
      <div className="pb-16" />
      <JsonLd data={loaderData.dealers} />
    </>
  );
}
