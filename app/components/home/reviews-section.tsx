import { StarRating } from "~/components/company/star-rating";
import { LinkButton } from "~/components/content/link-button";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { Home } from "~/features/content/home-schema";
import type { ReviewCategory } from "~/features/content/review-schema";
import { formatDate, formatFullDate } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { homeCatalogue } from "~/locales/home";

export type ReviewCardData = {
  id: number;
  name: string;
  initials: string;
  photo: string | null;
  rating: number;
  date: string;
  store: string;
  excerpt: string;
  categories: readonly ReviewCategory[];
  url: string;
};

/** The query parameter of the review filter: `/?reviews=Finance#reviews`. */
export const REVIEW_FILTER_PARAM = "reviews";

/**
 * The review section: the Google rating and count from the settings, a filter by category
 * (All, Buy, Sell, Finance, Service) and nine reviews cut to about 240 characters. The filter
 * is a set of plain links (`?reviews=Buy#reviews`), so it works without JavaScript; with it,
 * the router swaps the list without moving the page.
 */
export function ReviewsSection({
  copy,
  reviews,
  selected,
  rating,
}: {
  copy: Home["reviews"];
  reviews: readonly ReviewCardData[];
  selected: ReviewCategory | null;
  rating: { rating: number; count: number };
}) {
  const t = useT(homeCatalogue);
  const language = useLanguage();
  const category = (value: ReviewCategory) => t(`home.reviews.category.${value}`);
  // Spanish readers take 03/11/26 for the 3rd of November: the date is written out there.
  const reviewDate = (date: string) =>
    language === "en" ? formatDate(date) : formatFullDate(date, language);
  const filters: Array<{ label: string; value: ReviewCategory | null }> = [
    { label: t("home.reviews.all"), value: null },
    ...copy.categories.map((c) => ({ label: category(c), value: c })),
  ];
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-16 bg-surface py-16">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div>
            <h2 id="reviews-heading" className="text-3xl font-extrabold tracking-tight">
              {copy.title}
            </h2>
            <p className="mt-2 max-w-2xl text-muted">{copy.description}</p>
          </div>
          <div className="flex items-center gap-3 rounded-2xl border border-line bg-white px-5 py-3">
            <span className="text-4xl font-extrabold">{rating.rating.toFixed(1)}</span>
            <span>
              <StarRating rating={rating.rating} />
              <span className="block text-sm text-muted">
                {t("home.reviews.googleCount", { count: rating.count })}
              </span>
            </span>
          </div>
        </div>
        <nav aria-label={t("home.reviews.filter")} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => {
              const active = filter.value === selected;
              return (
                <li key={filter.label}>
                  <Link
                    to={{
                      search: filter.value ? `?${REVIEW_FILTER_PARAM}=${filter.value}` : "",
                      hash: "#reviews",
                    }}
                    preventScrollReset
                    replace
                    aria-current={active ? "true" : undefined}
                    className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-5 font-semibold text-ink hover:border-brand-dark aria-[current=true]:border-brand-ink aria-[current=true]:bg-brand-ink aria-[current=true]:text-white"
                  >
                    {filter.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {/* On a phone the nine reviews are a swipeable strip; from 768 px a grid. `relative` keeps the
            cards' screen-reader-only text inside the strip, not widening the page. */}
        <ul
          aria-live="polite"
          className="relative -mx-4 mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:px-6 md:mx-0 md:grid md:grid-cols-2 md:overflow-visible md:px-0 lg:grid-cols-3"
        >
          {reviews.map((review) => (
            <li
              key={review.id}
              className="flex w-[85%] shrink-0 snap-start flex-col rounded-2xl border border-line bg-white p-6 shadow-sm md:w-auto"
            >
              <div className="flex items-center gap-3">
                {review.photo ? (
                  <img
                    src={review.photo}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="h-12 w-12 rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-ink font-bold text-white"
                  >
                    {review.initials}
                  </span>
                )}
                <div>
                  <p className="font-bold">{review.name}</p>
                  <p className="text-sm text-muted">
                    <time dateTime={review.date}>{reviewDate(review.date)}</time> · {review.store}
                  </p>
                </div>
              </div>
              <div className="mt-3 flex items-center justify-between gap-2">
                <StarRating rating={review.rating} />
                <span className="text-xs font-semibold text-muted">{t("home.reviews.google")}</span>
              </div>
              {/* The customer's words; on the Spanish site a translation (content/reviews.es.json),
                  labelled as such, with the original a click away on Google. */}
              <div className="mt-3 flex-1">
                <blockquote className="text-ink">
                  <p>{review.excerpt}</p>
                </blockquote>
                {language === "en" ? null : (
                  <p className="mt-2 text-xs text-muted">{t("home.reviews.translated")}</p>
                )}
              </div>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
                <ul className="flex flex-wrap gap-1" aria-label={t("home.reviews.categories")}>
                  {review.categories.map((value) => (
                    <li
                      key={value}
                      className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-brand-ink"
                    >
                      {category(value)}
                    </li>
                  ))}
                </ul>
                <a
                  href={review.url}
                  rel="noopener"
                  className="inline-flex min-h-6 items-center gap-1 text-sm font-bold text-brand-ink underline-offset-2 hover:underline"
                >
                  {t("home.reviews.readOnGoogle")}
                  <span className="sr-only">{t("home.reviews.reviewBy", { name: review.name })}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <LinkButton href={copy.button.href} variant={copy.button.variant}>
            <Icon name="star" size={18} /> {copy.button.label}
          </LinkButton>
        </div>
      </Container>
    </section>
  );
}
