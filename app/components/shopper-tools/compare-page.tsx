import { LinkButton } from "~/components/content/link-button";
import { Container } from "~/components/ui/container";
import { carListPath, SHOPPER_TOOL_PATHS } from "~/features/shopper-tools/car-ids";
import { COMPARE_MAX } from "~/features/shopper-tools/car-lists";
import type { CompareMeasure } from "~/features/shopper-tools/compare-rows";
import type { CompareCar } from "~/features/shopper-tools/shopper-cards";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { shopperToolsPagesCatalogue } from "~/locales/shopperToolsPages";
import { toggleCompareCar, useCarLists } from "./car-lists-browser";
import { ShopperDockHost } from "./car-tools";
import { CompareTable } from "./compare-table";
import { ListState } from "./list-state";
import { useListInUrl } from "./use-list-in-url";

/** A feed value's words on a Spanish page, keyed by the English value; `english`: it has none. */
export type DataWords = Record<string, { text: string; english: boolean }>;

export type CompareData = {
  asked: string[];
  cars: CompareCar[];
  missing: number;
  paymentTerms: string;
  words: DataWords;
  /** The features to list, those most of the cars share first. */
  features: string[];
  /** The VINs best on each measure. */
  best: Record<CompareMeasure, string[]>;
};

/**
 * /compare: the URL's cars side by side (the browser's compare list, filled in when the page is
 * opened bare, or a list from a link). "Remove" is a link to the list without the car, so it
 * works without JavaScript; with it, removing a car of the browser's own list takes it off
 * that list too, and the URL follows.
 */
export function ComparePage({ data }: { data: CompareData }) {
  const t = useT(shopperToolsPagesCatalogue);
  const lists = useCarLists();
  const view = useListInUrl(SHOPPER_TOOL_PATHS.compare, data.asked, lists ? lists.compare : null);
  const { cars } = data;
  const shown = cars.length > 0 && view !== "filling";
  const removeHref = (vin: string) =>
    carListPath(
      SHOPPER_TOOL_PATHS.compare,
      data.asked.filter((v) => v !== vin),
    );
  const onRemove = (vin: string, event: React.MouseEvent) => {
    if (view !== "mine") return;
    // The browser's list loses the car; the URL follows it (use-list-in-url.ts).
    event.preventDefault();
    toggleCompareCar(vin);
  };
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t("shopperToolsPages.compare.heading")}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">{t("shopperToolsPages.compare.intro")}</p>
      <ListState view={view} asked={data.asked.length} empty={t("shopperToolsPages.compare.empty")} />
      {data.missing > 0 && view !== "filling" ? (
        <p className="mt-6 text-sm font-semibold text-muted">
          {t("shopperToolsPages.compare.missing", { count: data.missing })}
        </p>
      ) : null}
      {shown ? (
        <>
          <CompareTable
            cars={cars}
            words={data.words}
            features={data.features}
            best={data.best}
            room={cars.length < COMPARE_MAX}
            removeHref={removeHref}
            onRemove={onRemove}
          />
          {cars.some((car) => "monthlyPayment" in car) ? (
            <p className="mt-4 text-xs text-muted">
              {t("shopperToolsPages.compare.paymentNote", { terms: data.paymentTerms })}
            </p>
          ) : null}
        </>
      ) : null}
      {!shown && view !== "filling" && view !== "pending" ? (
        <LinkButton href={SITE_PATHS.search} className="mt-6" arrow>
          {t("shopperToolsPages.browse")}
        </LinkButton>
      ) : null}
      {/* The dock, for the saved cars (this page shows no car card, whose buttons would put it up). */}
      <ShopperDockHost />
    </Container>
  );
}
