import { useRouteLoaderData } from "react-router";
import { FaqSection } from "~/components/content/faq-section";
import { BrowseCard, GreatDeals } from "~/components/home/browse-section";
import { DepartmentTabs } from "~/components/home/department-tabs";
import { FinancingFacts, StoreList } from "~/components/home/home-asides";
import { HomeBlock } from "~/components/home/home-block";
import { HomeHero } from "~/components/home/home-hero";
import { NewestArrivals } from "~/components/home/newest-arrivals";
import { PromoBlocks } from "~/components/home/promo-blocks";
import { ReviewsSection } from "~/components/home/reviews-section";
import { RecentlyViewed } from "~/components/shopper-tools/shopper-tools";
import { Container } from "~/components/ui/container";
import { JsonLd } from "~/components/ui/json-ld";
import { languageOfPath, translator } from "~/lib/i18n";
import { SITE_PATHS } from "~/lib/site-paths";
import { homeCatalogue } from "~/locales/home";
import type { RootData } from "~/root";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/home";
import { homePageData } from "./home.server";

/**
 * The home page: the blocks of spec section 2, copy from content/home.json. A shopper comes for
 * the cars (issue 17): the hero holds the search and the body styles, the newest arrivals come
 * next, then the great deals and the department tabs (the four offers, once), then the rest in
 * the spec's order.
 */
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
      <HomeHero
        slide={home.hero.slides[0]!}
        search={<BrowseCard browse={home.browse} bodyStyles={loaderData.bodyStyles} />}
      />
      <NewestArrivals vehicles={loaderData.arrivals} />
      <RecentlyViewed placement="home" />
      <GreatDeals browse={home.browse} />
      <DepartmentTabs departments={home.departments} />
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
