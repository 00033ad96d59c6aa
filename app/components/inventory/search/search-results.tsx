import { PrivateInventoryTeaser } from "~/components/inventory/private-inventory-teaser";
import { VehicleCard } from "~/components/inventory/vehicle-card";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useSelectedStore } from "~/components/visitor/visitor-browser";
import { selectedStoreFirst } from "~/features/company/store-order";
import { isPriceLocked } from "~/features/gates/price-lock";
import { DEFAULT_SORT } from "~/features/inventory/search/filter-state";
import { searchUrl } from "~/features/inventory/search/filter-urls";
import type { SearchPageData } from "~/features/inventory/search/search-page.server";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { inventoryCatalogue } from "~/locales/inventory";
import { type FillTile, fillTiles } from "./grid-fill";
import { ResultsToolbar } from "./results-toolbar";
import type { FilterDrawer } from "./use-filter-drawer";

/**
 * The results: the bar with filters and sort, the chosen filters as removable chips, the
 * cards (the grid's last row closed by "what next" tiles), the payment note and the pages;
 * when nothing matches, the nearest searches that do.
 */

function Chips({ data }: { data: SearchPageData }) {
  const t = useT(inventoryCatalogue);
  if (data.chips.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t("inventory.chips.heading")}</h2>
      <ul className="contents">
        {data.chips.map((chip) => (
          <li key={chip.href + chip.label}>
            <Link
              to={chip.href}
              preventScrollReset
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-dark bg-brand/10 px-3 py-1 text-sm font-semibold text-brand-ink hover:bg-brand/20"
            >
              {chip.label}
              <Icon name="close" size={14} />
              <span className="sr-only">{t("inventory.chips.remove")}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={data.clearUrl}
        className="min-h-9 px-2 py-1 text-sm font-bold text-brand-ink underline underline-offset-4"
      >
        {t("inventory.filters.clearAll")}
      </Link>
    </div>
  );
}

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, pageCount: number): Array<number | "gap"> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) result.push("gap");
    result.push(p);
  });
  return result;
}

function Pagination({ data }: { data: SearchPageData }) {
  const t = useT(inventoryCatalogue);
  const { page } = data.filters;
  if (data.pageCount <= 1) return null;
  const href = (p: number) => searchUrl({ ...data.filters, page: p });
  const link =
    "inline-flex h-11 min-w-11 items-center justify-center rounded-lg border border-line px-3 font-semibold";
  return (
    <nav
      aria-label={t("inventory.pagination.label")}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={`${link} hover:border-brand-dark`}>
          <span aria-hidden="true">‹</span>&nbsp;{t("inventory.pagination.previous")}
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {pageWindow(page, data.pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={t("inventory.pagination.page", { page: String(p) })}
                className={`${link} ${p === page ? "border-brand-ink bg-brand-ink text-white" : "hover:border-brand-dark"}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < data.pageCount ? (
        <Link to={href(page + 1)} rel="next" className={`${link} hover:border-brand-dark`}>
          {t("inventory.pagination.next")}&nbsp;<span aria-hidden="true">›</span>
        </Link>
      ) : null}
    </nav>
  );
}

/** When nothing matches: the nearest searches that do, each with its count, then a fresh start. */
function EmptyResults({ data }: { data: SearchPageData }) {
  const t = useT(inventoryCatalogue);
  return (
    <div className="mt-6 rounded-xl border border-line bg-surface p-6 sm:p-8" data-testid="no-results">
      <h2 className="text-xl font-bold">{t("inventory.empty.heading")}</h2>
      {data.nearMatches.length > 0 ? (
        <>
          <p className="mt-2 text-muted">{t("inventory.empty.nearIntro")}</p>
          <ul
            className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap"
            aria-label={t("inventory.empty.nearLabel")}
          >
            {data.nearMatches.map((match) => (
              <li key={match.href}>
                <Link
                  to={match.href}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-ink bg-white px-4 py-2 text-sm font-bold text-brand-ink hover:bg-brand/10"
                >
                  {match.label}{" "}
                  <span className="font-semibold text-muted">
                    {t("inventory.empty.nearCount", { count: match.count })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-muted">{t("inventory.empty.startAgain")}</p>
      )}
      <Link
        to={data.clearUrl}
        className="mt-6 inline-flex items-center rounded-full bg-brand-ink px-6 py-3 font-bold text-white hover:bg-brand-dark"
      >
        {t("inventory.filters.clearAll")}
      </Link>
    </div>
  );
}

/** Each tile's link, icon and texts (`inventory.tiles.{key}.title`, `.text`, `.cta`). */
const TILES: Record<FillTile, { key: string; href: string; icon: string }> = {
  "pre-approval": { key: "preApproval", href: SITE_PATHS.preApproval, icon: "dollar" },
  "trade-in": { key: "tradeIn", href: SITE_PATHS.sellTrade, icon: "trade-in" },
};

/** A "what next" tile that closes the grid's last row (see grid-fill.ts). */
function Tile({ tile, className }: { tile: FillTile; className: string }) {
  const translate = useT(inventoryCatalogue);
  const { key, href, icon } = TILES[tile];
  const t = {
    icon,
    href,
    title: translate(`inventory.tiles.${key}.title`),
    text: translate(`inventory.tiles.${key}.text`),
    cta: translate(`inventory.tiles.${key}.cta`),
  };
  return (
    <li
      className={`${className} flex-col justify-between gap-4 rounded-xl border border-line bg-surface p-6`}
    >
      <div>
        <Icon name={t.icon} size={28} className="text-brand-ink" />
        <h3 className="mt-2 text-lg font-bold">{t.title}</h3>
        <p className="mt-1 text-sm text-muted">{t.text}</p>
      </div>
      <Link
        to={t.href}
        className="inline-flex h-10 items-center justify-center gap-1 self-start rounded-full bg-brand-ink px-4 text-sm font-bold text-white hover:bg-brand-dark"
      >
        {t.cta} <Icon name="arrow-right" size={16} />
      </Link>
    </li>
  );
}

export function SearchResults({
  data,
  drawer,
  hydrated,
}: {
  data: SearchPageData;
  drawer: FilterDrawer;
  hydrated: boolean;
}) {
  const t = useT(inventoryCatalogue);
  // After load, the cars at the visitor's store come first on the page, unless the visitor
  // chose an order of their own (price, mileage, year...): the server's page is everyone's.
  const selectedStore = useSelectedStore();
  const vehicles =
    data.filters.sort === DEFAULT_SORT
      ? selectedStoreFirst(data.vehicles, selectedStore, (v) => v.storeKey)
      : data.vehicles;
  return (
    <section aria-labelledby="results-heading" className="min-w-0">
      <ResultsToolbar data={data} drawer={drawer} hydrated={hydrated} />
      <Chips data={data} />
      {/* "Skip to results" lands here: the next Tab is the first car. */}
      <div id="results" tabIndex={-1} className="scroll-mt-16 focus:outline-none lg:scroll-mt-0">
        {data.total === 0 ? (
          <EmptyResults data={data} />
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {vehicles.map((vehicle, i) => (
              <li key={vehicle.vin} className="flex">
                <div className="flex w-full [&>article]:w-full">
                  <VehicleCard
                    vehicle={vehicle}
                    eager={i < 2}
                    compare={{
                      monthlyPayment: isPriceLocked(vehicle) ? undefined : vehicle.monthlyPayment,
                      store: vehicle.store,
                      yourStore: vehicle.storeKey === selectedStore,
                      paymentTerms: data.paymentTerms,
                      yourTerms: data.yourTerms,
                    }}
                  />
                </div>
              </li>
            ))}
            {fillTiles(data.vehicles.length).map((t) => (
              <Tile key={t.tile} tile={t.tile} className={t.className} />
            ))}
          </ul>
        )}
      </div>
      {data.privateTeaser ? <PrivateInventoryTeaser teaser={data.privateTeaser} /> : null}
      {data.total > 0 ? (
        <p id="payment-note" className="mt-4 text-xs text-muted">
          {t("inventory.results.paymentNote", { terms: data.paymentTerms })}
        </p>
      ) : null}
      <Pagination data={data} />
    </section>
  );
}
