import { useEffect, useRef, useState } from "react";
import { VehicleCard } from "~/components/inventory/vehicle-card";
import { Container } from "~/components/ui/container";
import { CARS_PARAM, SHOPPER_TOOL_PATHS } from "~/features/shopper-tools/car-ids";
import type { ShopperCard } from "~/features/shopper-tools/shopper-cards";
import { viewedToShow } from "~/features/shopper-tools/viewed-cars";
import { useT } from "~/lib/i18n/use-t";
import { shopperToolsPagesCatalogue } from "~/locales/shopperToolsPages";
import { recordCarView, viewedCars } from "./viewed-cars-browser";

/** How far below the screen the cards start loading, so they are there when scrolled to. */
const NEAR = "600px 0px";

/** Whether the element is near the screen yet (watched only while `watch` holds). */
function useNearScreen(ref: React.RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watch || near || !element) return;
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watch, near]);
  return near;
}

/** The cards of `vins` from the server (GET /api/shopper-tools/cars), once `load` holds. */
function useCards(vins: readonly string[], load: boolean): ShopperCard[] | null {
  const [cards, setCards] = useState<ShopperCard[] | null>(null);
  const key = vins.join(",");
  useEffect(() => {
    if (!load || !key) return;
    const controller = new AbortController();
    fetch(`${SHOPPER_TOOL_PATHS.carCards}?${CARS_PARAM}=${key}`, {
      signal: controller.signal,
      headers: { accept: "application/json" },
    })
      .then((response) => (response.ok ? response.json() : { cards: [] }))
      .then((data: { cards?: ShopperCard[] }) => setCards(data.cards ?? []))
      // Offline, or the page moved on: the row is simply not shown.
      .catch(() => setCards((shown) => shown ?? []));
    return () => controller.abort();
  }, [key, load]);
  return cards;
}

/**
 * The "Recently viewed" row (recently-viewed.tsx loads it): records the visit of the page's
 * car, and shows the other cars seen, as the price lock and the private inventory allow this
 * visitor (a sold or hidden car is simply left out), laid out like the page's other rows of
 * cards. While their cards load, the row's room is held, so the page below does not jump.
 */
export default function RecentlyViewedRow({
  current,
  placement,
}: {
  current?: string;
  placement: "home" | "vehicle";
}) {
  const t = useT(shopperToolsPagesCatalogue);
  // The visits as this row mounts (with the page's own car, recorded now), then per car page.
  const [viewed, setViewed] = useState(viewedCars);
  useEffect(() => {
    if (current) setViewed(recordCarView(current));
  }, [current]);
  const vins = viewedToShow(viewed, current);
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, vins.length > 0);
  const cards = useCards(vins, near);
  if (vins.length === 0 || (cards && cards.length === 0)) return null;
  if (!cards) return <div ref={ref} className="min-h-[28rem]" />;
  const id = `recently-viewed-${placement}`;
  const home = placement === "home";
  const section = (
    <section aria-labelledby={id} data-testid="recently-viewed">
      <h2 id={id} className={`${home ? "text-3xl" : "text-2xl"} font-extrabold tracking-tight`}>
        {t("shopperToolsPages.recent.heading")}
      </h2>
      <ul
        className={
          home
            ? // A swipeable strip on a phone, as the newest arrivals above it.
              "relative -mx-4 mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4"
            : "mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        }
      >
        {cards.map((card) => (
          <li
            key={card.vin}
            className={
              home
                ? "flex w-[75%] shrink-0 snap-start sm:w-auto [&>article]:w-full"
                : "flex [&>article]:w-full"
            }
          >
            <VehicleCard vehicle={card} />
          </li>
        ))}
      </ul>
    </section>
  );
  return home ? <Container className="pt-16">{section}</Container> : <div className="mt-14">{section}</div>;
}
