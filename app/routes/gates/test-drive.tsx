import { GatePage } from "~/components/gates/gate-page";
import { TestDriveForm } from "~/components/gates/test-drive-form";
import { priceAccessOf, priceRulesOf, priceView } from "~/features/gates/price-view";
import { mainPictureUrl } from "~/features/inventory/photos/picture-urls";
import { languageOfPath, translator } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { gatesCatalogue } from "~/locales/gates";
import { routeMeta } from "~/routes/+shared/meta";
import { pageNotFound } from "~/routes/+shared/outcome";
import type { Route } from "./+types/test-drive";
import { hiddenFromVisitor } from "./private-inventory.server";
import { findGateCar, testDriveAction, testDriveSetup } from "./test-drive.server";

/**
 * /gates/test-drive?vin={VIN}: the test drive scheduler's gate. Its action takes the
 * scheduler from the dialog on a car's page (posted with a fetcher) and from this page.
 * The page is the scheduler for a browser without JavaScript: the long form, for a car in
 * stock (anything else is a 404). Never indexed: it is a form, not content.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const car = await findGateCar(context.services, url.searchParams.get("vin"));
  // A private car is as unknown as any until the visitor unlocked the private inventory.
  if (!car?.inStock || hiddenFromVisitor(context, car.vehicle)) throw pageNotFound(url.pathname);
  const { vehicle } = car;
  return {
    vin: vehicle.vin,
    car: {
      name: car.name,
      path: car.path,
      image: mainPictureUrl(vehicle),
      // None while the store locks this car's price and the visitor has not unlocked it.
      price: priceView(
        vehicle,
        "elsewhere",
        priceRulesOf(context.services.settings),
        priceAccessOf(context.visitor),
      ).locked
        ? undefined
        : vehicle.price,
      mileage: vehicle.mileage,
      store: car.store.name,
    },
    setup: testDriveSetup(context, car),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return testDriveAction(request, context);
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), gatesCatalogue);
  return routeMeta(
    args,
    args.data && {
      title: t("gates.meta.title", { car: args.data.car.name }),
      description: t("gates.meta.description", { car: args.data.car.name, store: args.data.car.store }),
      // Canonical to itself (one car's scheduler), never indexed.
      canonicalPath: `/gates/test-drive?vin=${args.data.vin}`,
      indexable: false,
    },
  );
};

export default function TestDrivePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(gatesCatalogue);
  const { car, setup } = loaderData;
  return (
    <GatePage
      car={car}
      title={t("gates.page.title")}
      intro={t("gates.page.intro", { car: car.name, store: car.store })}
    >
      <TestDriveForm setup={setup} reply={actionData} />
    </GatePage>
  );
}
