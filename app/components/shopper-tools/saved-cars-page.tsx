import { LinkButton } from "~/components/content/link-button";
import { VehicleCard } from "~/components/inventory/vehicle-card";
import { Container } from "~/components/ui/container";
import { Link } from "~/components/ui/link";
import { isPriceLocked } from "~/features/gates/price-lock";
import { carListPath, SHOPPER_TOOL_PATHS } from "~/features/shopper-tools/car-ids";
import type { ShopperCard } from "~/features/shopper-tools/shopper-cards";
import { formatPrice } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { inventoryCatalogue } from "~/locales/inventory";
import { shopperToolsCatalogue } from "~/locales/shopperTools";
import { shopperToolsPagesCatalogue } from "~/locales/shopperToolsPages";
import { useCarLists } from "./car-lists-browser";
import { priceDropSinceSaved } from "./car-tools";
import { ListState } from "./list-state";
import { ShareList } from "./share-list";
import { useListInUrl } from "./use-list-in-url";

export type SavedCarsData = {
  asked: string[];
  cards: ShopperCard[];
  missing: number;
  paymentTerms: string;
  yourTerms: boolean;
};

/**
 * /saved-cars: the cars of the URL (the browser's saved cars, filled in when the page is opened
 * bare, or a list someone shared) as search result cards, each with its heart; a badge on a car
 * whose price fell since it was saved; the list's link to share.
 */
export function SavedCarsPage({ data }: { data: SavedCarsData }) {
  const t = useT(shopperToolsPagesCatalogue, shopperToolsCatalogue, inventoryCatalogue);
  const language = useLanguage();
  const lists = useCarLists();
  const browser = lists ? lists.saved.map((car) => car.vin) : null;
  const view = useListInUrl(SHOPPER_TOOL_PATHS.savedCars, data.asked, browser);
  const savedPrice = new Map(lists?.saved.map((car) => [car.vin, car.price]) ?? []);
  const { cards } = data;
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t("shopperToolsPages.saved.heading")}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">{t("shopperToolsPages.saved.intro")}</p>
      {view === "shared" ? (
        <div
          className="mt-6 max-w-2xl rounded-xl border border-brand-dark bg-brand/10 p-4"
          data-testid="shared-list"
        >
          <p>{t("shopperToolsPages.saved.shared")}</p>
          {browser && browser.length > 0 ? (
            <Link
              to={carListPath(SHOPPER_TOOL_PATHS.savedCars, browser)}
              className="mt-2 inline-block font-bold text-brand-ink underline underline-offset-4"
            >
              {t("shopperToolsPages.saved.yours", { count: browser.length })}
            </Link>
          ) : null}
        </div>
      ) : null}
      <ListState view={view} asked={data.asked.length} empty={t("shopperToolsPages.saved.empty")} />
      {data.missing > 0 && view !== "filling" ? (
        <p className="mt-6 text-sm font-semibold text-muted">
          {t("shopperToolsPages.saved.missing", { count: data.missing })}
        </p>
      ) : null}
      {cards.length > 0 && view !== "filling" ? (
        <>
          <h2 className="mt-6 text-xl font-bold" data-testid="saved-count">
            {t("shopperToolsPages.saved.count", { count: cards.length })}
          </h2>
          <ul className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => {
              const dropped = priceDropSinceSaved(
                savedPrice.get(card.vin),
                isPriceLocked(card) ? undefined : card.price,
              );
              return (
                // Room above each card for its badge, so a badge shown after load moves nothing.
                <li key={card.vin} className="relative flex pt-4 [&>article]:w-full">
                  {dropped > 0 ? (
                    <p
                      className="absolute top-1 left-4 z-20 rounded-full bg-green-800 px-3 py-1 text-xs font-bold text-white shadow"
                      data-testid="saved-price-drop"
                    >
                      {t("shopperTools.priceDropped", { amount: formatPrice(dropped, language) })}
                    </p>
                  ) : null}
                  <VehicleCard
                    vehicle={card}
                    compare={{
                      monthlyPayment: isPriceLocked(card) ? undefined : card.monthlyPayment,
                      store: card.store,
                      paymentTerms: data.paymentTerms,
                      yourTerms: data.yourTerms,
                    }}
                  />
                </li>
              );
            })}
          </ul>
          <p className="mt-4 text-xs text-muted">
            {t("inventory.results.paymentNote", { terms: data.paymentTerms })}
          </p>
          <ShareList path={carListPath(SHOPPER_TOOL_PATHS.savedCars, data.asked)} />
        </>
      ) : null}
      {view === "empty" || (cards.length === 0 && view !== "filling" && view !== "pending") ? (
        <LinkButton href={SITE_PATHS.search} className="mt-6" arrow>
          {t("shopperToolsPages.browse")}
        </LinkButton>
      ) : null}
    </Container>
  );
}
