import { useRef } from "react";
import { Icon } from "~/components/ui/icon";
import { scrollMotion } from "~/components/ui/scroll-motion";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { OfferSummary } from "~/features/content/offers";
import { useT } from "~/lib/i18n/use-t";
import { offersCatalogue } from "~/locales/offers";
import { OfferCard } from "./offer-card";

/**
 * The `promotions-carousel` offers: a row of wide slides that snaps one slide at a time.
 * Without JavaScript it is a row to swipe or scroll (every slide is in the HTML); with it,
 * previous and next buttons appear. It never turns by itself.
 */
export function OffersCarousel({ offers, title }: { offers: readonly OfferSummary[]; title: string }) {
  const list = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();
  const t = useT(offersCatalogue);
  const turn = (direction: 1 | -1) => {
    const row = list.current;
    if (!row) return;
    const slide = row.firstElementChild as HTMLElement | null;
    const step = slide ? slide.offsetWidth + 16 : row.clientWidth;
    row.scrollBy({ left: direction * step, behavior: scrollMotion() });
  };
  if (offers.length === 0) return null;
  const buttonClass =
    "inline-flex h-12 w-12 items-center justify-center rounded-full border border-line bg-white text-brand-ink hover:border-brand";
  return (
    <section
      aria-roledescription={t("offers.carousel")}
      aria-labelledby="featured-offers-heading"
      data-position="promotions-carousel"
    >
      <div className="flex items-end justify-between gap-4">
        <h2 id="featured-offers-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {hydrated && offers.length > 1 ? (
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonClass}
              onClick={() => turn(-1)}
              aria-label={t("offers.carousel.previous")}
            >
              <Icon name="chevron-right" size={22} className="rotate-180" />
            </button>
            <button
              type="button"
              className={buttonClass}
              onClick={() => turn(1)}
              aria-label={t("offers.carousel.next")}
            >
              <Icon name="chevron-right" size={22} />
            </button>
          </div>
        ) : null}
      </div>
      <ul ref={list} className="mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4">
        {offers.map((offer, index) => (
          <li
            key={offer.id}
            aria-roledescription={t("offers.carousel.slide")}
            aria-label={t("offers.carousel.position", { number: index + 1, count: offers.length })}
            className="w-[88%] shrink-0 snap-start md:w-[80%] lg:w-[70%]"
          >
            <OfferCard offer={offer} featured />
          </li>
        ))}
      </ul>
    </section>
  );
}
