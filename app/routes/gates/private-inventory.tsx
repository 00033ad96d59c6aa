import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { GateReply } from "~/components/gates/gate-form";
import { UNLOCK_INVENTORY_FETCHER, UnlockInventoryForm } from "~/components/gates/unlock-inventory-form";
import { VehicleCard } from "~/components/inventory/vehicle-card";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { Toaster } from "~/components/ui/toast";
import type { Lockable } from "~/features/gates/price-view";
import type { VehicleCardData } from "~/features/inventory/vehicle-card-data";
import { languageOfPath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { gateFlowsCatalogue } from "~/locales/gateFlows";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/private-inventory";
import { privateInventoryGate, unlockInventoryAction } from "./private-inventory.server";

/**
 * /gates/private-inventory (and /es/...): the private inventory's gate (UNLOCK_INVENTORY).
 * Before the unlock, how many private cars there are and the form; after it, the cars with
 * their prices. Personal either way (a form token, or the cars of a visitor who unlocked),
 * never indexed. Its loader also feeds the popup (components/gates/unlock-inventory-popup),
 * and its action takes the form from this page, the popup and a private car's page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return privateInventoryGate(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return unlockInventoryAction(request, context);
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), gateFlowsCatalogue);
  return routeMeta(args, {
    title: t("gateFlows.privateInventory.meta.title"),
    description: t("gateFlows.privateInventory.meta.description"),
    canonicalPath: "/gates/private-inventory",
    indexable: false,
  });
};

export default function PrivateInventoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(gateFlowsCatalogue);
  // The form's fetcher: its success toast stays on the page once the form made way for the cars.
  const fetcher = useFetcher<GateReply>({ key: UNLOCK_INVENTORY_FETCHER });
  const sent = fetcher.data?.outcome === "sent";
  const toasts = [
    ...loaderData.toasts,
    ...(sent ? (fetcher.data?.toasts ?? []).filter((toast) => toast.severity === "success") : []),
  ];
  return (
    <Container className="pt-6 pb-14">
      <Toaster toasts={toasts} />
      {loaderData.unlocked ? (
        <Unlocked vehicles={loaderData.vehicles} focus={sent} />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 max-w-2xl">
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {t("gateFlows.privateInventory.title")}
            </h1>
            <p className="mt-2 text-muted">
              {`${t("gateFlows.privateInventory.intro", { count: loaderData.count })} ${t("gateFlows.privateInventory.ask")}`}
            </p>
            <div className="mt-6">
              <UnlockInventoryForm setup={loaderData.form} reply={actionData} onSent={noop} />
            </div>
          </div>
          <div className="hidden self-start rounded-xl border border-line bg-surface p-6 text-brand-ink lg:block">
            <Icon name="shield-check" size={40} />
            <p className="mt-3 text-lg font-bold">{t("gateFlows.privateInventory.meta.title")}</p>
            <p className="mt-1 text-sm text-muted">{t("gateFlows.privateInventory.meta.description")}</p>
          </div>
        </div>
      )}
    </Container>
  );
}

/** The page shows the success itself (the toast above), as the loaders run again. */
function noop() {}

/** The private cars, once unlocked; the heading takes the focus when the form just made way for them. */
function Unlocked({ vehicles, focus }: { vehicles: Lockable<VehicleCardData>[]; focus: boolean }) {
  const t = useT(gateFlowsCatalogue);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <>
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight outline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-ink sm:text-4xl"
      >
        {t("gateFlows.privateInventory.unlockedTitle")}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        {vehicles.length === 0
          ? t("gateFlows.privateInventory.empty")
          : t("gateFlows.privateInventory.unlockedIntro", { count: vehicles.length })}
      </p>
      {vehicles.length > 0 ? (
        <h2 id="private-vehicles" className="sr-only">
          {t("gateFlows.privateInventory.listLabel")}
        </h2>
      ) : null}
      {vehicles.length > 0 ? (
        <ul
          aria-labelledby="private-vehicles"
          className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          data-testid="private-vehicles"
        >
          {vehicles.map((vehicle, i) => (
            <li key={vehicle.vin} className="flex [&>article]:w-full">
              <VehicleCard vehicle={vehicle} eager={i < 2} />
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to="/cars-for-sale"
        className="mt-8 inline-flex items-center gap-1 rounded-full bg-brand-ink px-6 py-3 font-bold text-white hover:bg-brand-dark"
      >
        {t("gateFlows.privateInventory.searchAll")} <Icon name="arrow-right" size={16} />
      </Link>
    </>
  );
}
