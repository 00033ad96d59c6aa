import { VehicleCard } from "~/components/inventory/vehicle-card";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { Form, Link } from "~/components/ui/link";
import type {
  GoneVehiclePageData,
  SoldVehicleNotice as SoldNotice,
} from "~/features/inventory/vehicle-page/vehicle-gone.server";
import { useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { inventoryCatalogue } from "~/locales/inventory";

/**
 * A link to a car we no longer have: the "no longer available" page (an unknown VIN, status
 * 404) and the notice above the search page a sold car's link is redirected to. Both say so
 * plainly and offer what a shopper came for: cars like it, and a search.
 */
export function VehicleGonePage({ data }: { data: GoneVehiclePageData }) {
  const t = useT(inventoryCatalogue);
  const { wanted, similar, search } = data;
  return (
    <Container className="pt-10 pb-16">
      <p className="inline-block rounded-full bg-amber-100 px-4 py-1 text-sm font-bold text-amber-950">
        {t("inventory.gone.badge")}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{t("inventory.gone.title")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        {wanted ? t("inventory.gone.textNamed", { car: wanted }) : t("inventory.gone.text")}
      </p>
      <CarSearch query={search.query} />
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-bold">
        {search.path && search.label ? (
          <Link to={search.path} className="text-brand-ink underline underline-offset-4">
            {t("inventory.gone.every", { name: search.label })}
          </Link>
        ) : null}
        <Link to={SITE_PATHS.search} className="text-brand-ink underline underline-offset-4">
          {t("inventory.gone.browse")}
        </Link>
      </p>
      {similar.length > 0 ? (
        <section aria-labelledby="gone-similar-heading" className="mt-12">
          <h2 id="gone-similar-heading" className="text-2xl font-extrabold tracking-tight">
            {t("inventory.gone.similar")}
          </h2>
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {similar.map((vehicle) => (
              <VehicleCard key={vehicle.vin} vehicle={vehicle} />
            ))}
          </div>
        </section>
      ) : null}
    </Container>
  );
}

/** The keyword search of the whole inventory (the search page's own `q`), as a plain GET form. */
function CarSearch({ query, compact = false }: { query: string; compact?: boolean }) {
  const t = useT(inventoryCatalogue);
  const id = compact ? "sold-search" : "gone-search";
  return (
    <Form
      method="get"
      action={SITE_PATHS.search}
      role="search"
      className={`flex max-w-xl gap-2 ${compact ? "" : "mt-8"}`}
    >
      <label htmlFor={id} className="sr-only">
        {t("inventory.gone.searchLabel")}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={t("inventory.gone.searchPlaceholder")}
        className="h-12 min-w-0 flex-1 rounded-full border border-gray-500 bg-white px-5 text-base"
      />
      <button
        type="submit"
        className="inline-flex h-12 shrink-0 items-center gap-2 rounded-full bg-brand-ink px-6 font-bold text-white hover:bg-brand-dark"
      >
        <Icon name="search" size={18} /> {t("inventory.gone.searchSubmit")}
      </button>
    </Form>
  );
}

/**
 * Above the search page a sold car's link leads to (its make and model's results): the car
 * is sold; the results below are the others like it, and when there are none, cars like it.
 */
export function SoldVehicleNotice({ notice, total }: { notice: SoldNotice; total: number }) {
  const t = useT(inventoryCatalogue);
  return (
    <Container className="pt-6">
      <section
        aria-label={t("inventory.gone.title")}
        data-testid="sold-vehicle-notice"
        className="rounded-xl border border-amber-600 bg-amber-50 p-5 text-amber-950"
      >
        <div className="flex items-start gap-3">
          <Icon name="car" size={28} className="shrink-0" />
          <div>
            <p className="text-lg font-bold">{t("inventory.gone.title")}</p>
            <p className="mt-1">
              {t("inventory.sold.text", { car: notice.name })}{" "}
              {total > 0 ? t("inventory.sold.others") : t("inventory.sold.none")}
            </p>
          </div>
        </div>
        <div className="mt-4">
          <CarSearch query={notice.query} compact />
        </div>
        {total === 0 && notice.similar.length > 0 ? (
          // On a phone a swipeable row, so the results below stay near the top of the page.
          <ul className="-mx-5 mt-5 flex snap-x gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
            {notice.similar.map((vehicle) => (
              <li key={vehicle.vin} className="flex w-[72%] shrink-0 snap-start flex-col sm:w-auto">
                <VehicleCard vehicle={vehicle} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </Container>
  );
}
