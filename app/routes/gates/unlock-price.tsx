import { useState } from "react";
import { GateCarAside } from "~/components/gates/gate-car-aside";
import { UnlockedNotice, UnlockPriceForm } from "~/components/gates/unlock-price-form";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { formatMileage } from "~/lib/format";
import { languageOfPath, translator } from "~/lib/i18n";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { gateFlowsCatalogue } from "~/locales/gateFlows";
import { gatesCatalogue } from "~/locales/gates";
import { routeMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/unlock-price";
import { unlockPriceAction, unlockPriceSetup } from "./unlock-price.server";

/**
 * /gates/unlock-price?vin={VIN}: today's price for a verified phone. Its action takes the
 * form from the user-lead popup (posted with a fetcher, components/gates/unlock-price-popup)
 * and from this page, which is the whole flow for a browser without JavaScript: the details,
 * then the code texted to the phone, then back to the car with its price. The VIN is
 * optional (the popup on a search page). Personal (its tokens, the visitor's details), never
 * indexed: it is a form, not content.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return unlockPriceSetup(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return unlockPriceAction(request, context);
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(languageOfPath(args.location.pathname), gatesCatalogue, gateFlowsCatalogue);
  const car = args.data?.car;
  return routeMeta(
    args,
    args.data && {
      title: car
        ? t("gateFlows.unlockPrice.meta.titleCar", { car: car.name })
        : t("gateFlows.unlockPrice.title"),
      description: t("gateFlows.unlockPrice.meta.description"),
      canonicalPath: args.data.vin ? `/gates/unlock-price?vin=${args.data.vin}` : "/gates/unlock-price",
      indexable: false,
    },
  );
};

export default function UnlockPricePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(gatesCatalogue, gateFlowsCatalogue);
  const language = useLanguage();
  const setup = loaderData;
  const { car } = setup;
  // As the page was opened: once the form unlocks the price, the reloaded data says so too,
  // and the form keeps its own "unlocked" notice (and the focus) rather than being replaced.
  const [alreadyUnlocked] = useState(setup.unlocked && !actionData);
  return (
    <Container className="pt-6 pb-14">
      <Link
        to={car ? car.path : "/cars-for-sale"}
        className="inline-flex items-center gap-1 text-sm font-bold text-brand-ink underline-offset-4 hover:underline"
      >
        <Icon name="chevron-right" size={16} className="rotate-180" />{" "}
        {car ? t("gates.page.back", { car: car.name }) : t("gateFlows.unlockPrice.backToCars")}
      </Link>
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t("gateFlows.unlockPrice.title")}
          </h1>
          <p className="mt-2 text-muted">
            {car ? t("gateFlows.unlockPrice.introCar", { car: car.name }) : t("gateFlows.unlockPrice.intro")}
          </p>
          <div className="mt-6">
            {alreadyUnlocked ? (
              <UnlockedNotice setup={setup} title={t("gateFlows.unlockPrice.already")} />
            ) : (
              <UnlockPriceForm setup={setup} reply={actionData} />
            )}
          </div>
        </div>
        {car ? (
          <GateCarAside car={car}>
            <p className="mt-1 text-sm text-muted">
              {formatMileage(car.mileage, language)} · {car.store}
            </p>
            {/* The price is what this page unlocks: never in it. */}
            <p className="mt-2 flex items-center gap-1.5 font-bold text-brand-ink">
              <Icon name="dollar" size={18} className="shrink-0" /> {t("gateFlows.unlockPrice.priceHidden")}
            </p>
          </GateCarAside>
        ) : null}
      </div>
    </Container>
  );
}
