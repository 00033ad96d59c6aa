import { preloadModule } from "react-dom";
import { data } from "react-router";
import { useRememberSearch } from "~/components/inventory/last-search";
import { vehicleWord } from "~/components/inventory/vehicle-words";
import {
  type Lockable,
  lockableCard,
  type PricePlace,
  priceAccessOf,
  priceRulesOf,
} from "~/features/gates/price-view";
import { SEARCH_COUNT_PARAM } from "~/features/inventory/search/filter-state";
import { countSearch, loadSearchPage } from "~/features/inventory/search/search-page.server";
import { CONDITIONS, type Condition } from "~/features/inventory/vehicle";
import type { VehicleCardData } from "~/features/inventory/vehicle-card-data";
import { buildGoneVehiclePage } from "~/features/inventory/vehicle-page/vehicle-gone.server";
import { vehiclePageMeta } from "~/features/inventory/vehicle-page/vehicle-meta";
import { buildVehiclePage } from "~/features/inventory/vehicle-page/vehicle-page.server";
import {
  vehicleSlugOfSearchPath,
  windowStickerSlugOfSearchPath,
} from "~/features/inventory/vehicle-page/vehicle-path";
import { chunksOf } from "~/lib/http/client-chunks.server";
import { languageOfPath, translator } from "~/lib/i18n";
import { useNonce } from "~/lib/nonce";
import { gateFlowsCatalogue } from "~/locales/gateFlows";
import { inventoryCatalogue } from "~/locales/inventory";
import { paymentsCatalogue } from "~/locales/payments";
import { routeMeta } from "~/routes/+shared/meta";
import { pageOrThrow } from "~/routes/+shared/outcome";
import { privateInventoryUnlocked, privateVehicleGate } from "~/routes/gates/private-inventory.server";
import type { Route } from "./+types/cars-for-sale";
import {
  PRIVATE_VEHICLE_GATE_MODULE,
  PrivateVehicleGate,
  SEARCH_PAGE_MODULE,
  SearchPage,
  SoldVehicleNotice,
  VEHICLE_GONE_MODULE,
  VEHICLE_PAGE_MODULE,
  VehicleGonePage,
  VehiclePage,
  WindowSticker,
} from "./car-page-chunks";
import { soldNoticeOf, vehicleForms, vehicleQuestionAction } from "./cars-for-sale.server";
import { inLanguage, pageLanguage } from "./page-language.server";
import { windowStickerPage } from "./window-sticker.server";

/**
 * /cars-for-sale/... and /{condition}-cars-for-sale/... (route name cars-search-page).
 * `/{condition}-cars-for-sale/{one segment}` whose segment starts with digits and a hyphen
 * is a vehicle detail page, and so is `/cars-for-sale/{year}-{make}-{model}-{VIN}` (it
 * redirects to the canonical URL); such a path followed by `/window-sticker` is the car's
 * printable window sticker; every other path is the search page. A vehicle URL whose VIN we
 * do not know is the "no longer available" page (404); a sold one's search page says so.
 * The Spanish twins (`/es/...`) are read as their English path, and redirect in Spanish.
 */
const vehicleSlugOf = vehicleSlugOfSearchPath;

function conditionOf(pathname: string): Condition | null {
  const prefix = /^\/([^/]+)-cars-for-sale(?:\/|$)/i.exec(pathname)?.[1]?.toLowerCase();
  return (CONDITIONS as readonly string[]).includes(prefix ?? "") ? (prefix as Condition) : null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, settings, env } = context.services;
  const services = { db, settings, siteUrl: env.siteUrl };
  const { language, url, pathname } = pageLanguage(request, context);
  const splat = params["*"] ?? "";
  const condition = conditionOf(url.pathname);
  const slug = vehicleSlugOf(condition, splat);
  // Asked only when the inventory has private cars, or for a private car's page.
  const privateInventory = () => privateInventoryUnlocked(context);
  // What the visitor may see of prices: locked cars' prices, and their own terms for every
  // payment (features/gates/price-view.ts). Reading gates that hold something makes it personal.
  const prices = priceAccessOf(context.visitor);
  const rules = priceRulesOf(settings);
  const lockCards = (cards: Lockable<VehicleCardData>[], place: PricePlace) =>
    cards.map((card) => lockableCard<VehicleCardData>(card, place, rules, prices));
  const stickerSlug = windowStickerSlugOfSearchPath(condition, splat);
  if (stickerSlug) {
    const sticker = { url, pathname, language };
    return data(await windowStickerPage(services, sticker, stickerSlug, { privateInventory, prices }));
  }
  if (slug) {
    const outcome = await buildVehiclePage(services, url, slug, { privateInventory, prices });
    if (outcome.kind === "private") {
      const { gate, meta, headers } = await privateVehicleGate(request, context);
      const chunks = chunksOf(PRIVATE_VEHICLE_GATE_MODULE);
      return data({ page: "private" as const, gate, meta, chunks }, { headers });
    }
    const gone = outcome.kind === "not-found" ? await buildGoneVehiclePage(db, slug) : null;
    if (gone)
      return data(
        {
          page: "gone" as const,
          gone: { ...gone, similar: lockCards(gone.similar, "elsewhere") },
          chunks: chunksOf(VEHICLE_GONE_MODULE),
        },
        { status: 404 },
      );
    const vehicle = pageOrThrow(inLanguage(outcome, language), pathname);
    const { forms, headers } = await vehicleForms(request, context, vehicle);
    const chunks = chunksOf(VEHICLE_PAGE_MODULE);
    return data({ page: "vehicle" as const, vehicle, forms, chunks }, { headers });
  }
  // The phone drawer's "Show N results" asks with fetch (never a document, which gets the page).
  if (url.searchParams.has(SEARCH_COUNT_PARAM) && !request.headers.get("accept")?.includes("text/html")) {
    const count = await countSearch(services, { url, condition, splat, privateInventory, prices });
    return data({ page: "count" as const, count });
  }
  // The gate flows' catalogue for the private inventory's teaser, said in the loader's data.
  const t = translator(language, inventoryCatalogue, paymentsCatalogue, gateFlowsCatalogue);
  const outcome = await loadSearchPage(
    services,
    { url, condition, splat, privateInventory, prices },
    { t, language, word: vehicleWord(language) },
  );
  const search = pageOrThrow(inLanguage(outcome, language), pathname);
  const soldNotice = await soldNoticeOf(context, url);
  const sold = soldNotice && { ...soldNotice, similar: lockCards(soldNotice.similar, "search") };
  // The root layout puts it right after "Skip to content": the first cars are a few Tabs away.
  const skipLinks = [{ href: "#results", label: t("inventory.search.skipToResults") }];
  const chunks = sold
    ? [...new Set([...chunksOf(SEARCH_PAGE_MODULE), ...chunksOf(VEHICLE_GONE_MODULE)])]
    : chunksOf(SEARCH_PAGE_MODULE);
  return data(
    { page: "search" as const, search, skipLinks, sold, chunks },
    { headers: { "Server-Timing": `search;dur=${search.searchMs.toFixed(2)}` } },
  );
}

/** The vehicle page's "Check availability" form; nothing else on these pages posts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { url } = pageLanguage(request, context);
  const slug = vehicleSlugOf(conditionOf(url.pathname), params["*"] ?? "");
  if (!slug) throw data("Method Not Allowed", { status: 405, statusText: "Method Not Allowed" });
  return vehicleQuestionAction(request, context, slug);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const timing = loaderHeaders.get("Server-Timing");
  return timing ? { "Server-Timing": timing } : new Headers();
};

export const meta: Route.MetaFunction = (args) => {
  const page = args.data;
  const language = languageOfPath(args.location.pathname);
  const t = translator(language, inventoryCatalogue);
  if (page?.page === "vehicle" && !args.error) {
    const shown = vehiclePageMeta(page.vehicle, t, language, vehicleWord(language));
    // A private car's page is its unlocked visitor's: never indexed.
    return routeMeta(args, page.vehicle.vehicle.private ? { ...shown, indexable: false } : shown);
  }
  // A private car before the unlock: nothing of it, never indexed (its words come from the loader).
  if (page?.page === "private") return routeMeta(args, { ...page.meta, indexable: false });
  // The sticker is the car's page on paper: its canonical link is the car's page.
  if (page?.page === "sticker")
    return routeMeta(args, {
      title: page.title,
      canonicalPath: args.location.pathname.replace(/\/window-sticker$/, ""),
      indexable: false,
    });
  if (page?.page === "gone")
    return routeMeta(args, {
      title: t("inventory.gone.metaTitle"),
      description: t("inventory.gone.metaDescription"),
      indexable: false,
    });
  const search = page?.page === "search" ? page.search : undefined;
  return routeMeta(
    args,
    search && {
      title: search.title,
      description: search.description,
      canonicalPath: search.canonicalUrl,
      indexable: search.indexable,
    },
  );
};

export default function CarsForSale({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useNonce();
  useRememberSearch(loaderData.page === "search");
  if (loaderData.page === "vehicle") {
    // In the document's head, so the browser fetches the page's chunk with the route's own.
    for (const href of loaderData.chunks) preloadModule(href, { as: "script", nonce });
    return <VehiclePage data={loaderData.vehicle} forms={loaderData.forms} questionReply={actionData} />;
  }
  if (loaderData.page === "private") {
    for (const href of loaderData.chunks) preloadModule(href, { as: "script", nonce });
    return <PrivateVehicleGate data={loaderData.gate} />;
  }
  if (loaderData.page === "gone") {
    for (const href of loaderData.chunks) preloadModule(href, { as: "script", nonce });
    return <VehicleGonePage data={loaderData.gone} />;
  }
  if (loaderData.page === "sticker") {
    for (const href of loaderData.chunks) preloadModule(href, { as: "script", nonce });
    return <WindowSticker data={loaderData.sticker} />;
  }
  // Counts are only asked for with fetch; nothing renders them as a page.
  if (loaderData.page === "count") return null;
  for (const href of loaderData.chunks) preloadModule(href, { as: "script", nonce });
  return (
    <>
      {loaderData.sold ? (
        <SoldVehicleNotice notice={loaderData.sold} total={loaderData.search.total} />
      ) : null}
      <SearchPage data={loaderData.search} />
    </>
  );
}
