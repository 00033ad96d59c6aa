import type { BodyStyleChip } from "~/components/home/browse-section";
import type { ReviewCardData } from "~/components/home/reviews-section";
import { offerSummary } from "~/features/content/offers";
import { activePromotions } from "~/features/content/promotions";
import { REVIEW_CATEGORIES, type ReviewCategory } from "~/features/content/review-schema";
import { reviewExcerpt, reviewerInitials, reviewsByCategory } from "~/features/content/reviews";
import { lockableCard, priceAccessOf, priceRulesOf } from "~/features/gates/price-view";
import { bodyStyleSearchUrl } from "~/features/inventory/urls";
import { listNewestArrivals, summarizeBodyStyles } from "~/features/inventory/vehicle-repository.server";
import { autoDealerJsonLd } from "~/features/seo/structured-data/auto-dealer";
import type { RequestContext } from "~/start-up/request-context.server";

/** The review filter's value from the URL; anything else shows every category. */
export function reviewCategoryOf(value: string | null): ReviewCategory | null {
  return REVIEW_CATEGORIES.find((c) => c === value) ?? null;
}

/** How many of the offers running today the home page shows under its promo blocks. */
const HOME_OFFERS = 3;
const HOME_ARRIVALS = 8;

/**
 * Everything the home page shows: its copy, inventory figures, reviews, offers and the stores'
 * structured data. The newest arrivals come without the prices the store locks until the
 * visitor unlocks them (features/gates/price-view.ts): only then is the page personal.
 */
export async function homePageData(context: Pick<RequestContext, "services" | "visitor">, url: URL) {
  const { db, settings, content, env } = context.services;
  const [arrivals, summary] = await Promise.all([
    listNewestArrivals(db, HOME_ARRIVALS),
    // The body-style chips show counts only: no "from" price a locked car could set.
    summarizeBodyStyles(db),
  ]);
  const byStyle = new Map(summary.map((s) => [s.bodyStyle, s]));
  const [priceRules, prices] = [priceRulesOf(settings), priceAccessOf(context.visitor)];
  const stores = new Map(settings.locations.map((l) => [l.key, l.subname]));
  const reviewCategory = reviewCategoryOf(url.searchParams.get("reviews"));
  const reviews: ReviewCardData[] = reviewsByCategory(content.reviews, reviewCategory ?? undefined).map(
    (r) => ({
      id: r.id,
      name: r.reviewer_name,
      initials: reviewerInitials(r.reviewer_name),
      photo: r.photo ? r.reviewer_photo : null,
      rating: r.rating,
      date: r.date,
      store: stores.get(r.location) ?? "",
      excerpt: reviewExcerpt(r.text),
      categories: r.category,
      url: r.url,
    }),
  );
  return {
    home: content.home,
    faqs: content.faqs[content.home.faqs.group] ?? null,
    arrivals: arrivals.map((car) => lockableCard(car, "elsewhere", priceRules, prices)),
    bodyStyles: settings.bodyStyles
      .filter((b) => b.active)
      .map(
        (b): BodyStyleChip => ({
          value: b.value,
          name: b.name,
          href: bodyStyleSearchUrl(b.value),
          count: byStyle.get(b.value)?.count ?? 0,
        }),
      ),
    reviews,
    reviewCategory,
    rating: settings.company.ratings.google,
    offers: activePromotions(content.promotions, new Date(), { position: "promotions-carousel" })
      .slice(0, HOME_OFFERS)
      .map(offerSummary),
    dealers: autoDealerJsonLd({
      siteUrl: env.siteUrl,
      company: settings.company,
      locations: settings.locations,
    }),
  };
}
