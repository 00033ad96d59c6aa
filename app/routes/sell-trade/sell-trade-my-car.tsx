import { ActionCard, ContentPage } from "~/components/content/content-page";
import { inputClass } from "~/components/ui/field";
import { translator } from "~/lib/i18n";
import { useLocalizePath, useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { tradeInCatalogue } from "~/locales/trade-in";
import { contentPageData } from "~/routes/+shared/content-page.server";
import { contentPageMeta } from "~/routes/+shared/meta";
import type { Route } from "./+types/sell-trade-my-car";

/**
 * The sell-or-trade landing page (default layout): the program, how it works, the $300 best
 * offer promise, FAQs, and the start form, which opens the appraisal's first page
 * (/sell-trade-my-car/your-vehicle) with the VIN typed here filled in. A plain GET form: it
 * starts nothing on the server, so a seller coming back carries on where they left off.
 */
export function loader({ context }: Route.LoaderArgs) {
  const t = translator(context.visitor.language, tradeInCatalogue);
  return {
    ...contentPageData(context, "sell-trade-my-car", { name: t("tradeIn.landing.crumb") }),
    validityDays: context.services.tradeIn.settings.offerValidityDays,
  };
}

export const meta: Route.MetaFunction = contentPageMeta;

function StartForm({ validityDays }: { validityDays: number }) {
  const t = useT(tradeInCatalogue);
  const localize = useLocalizePath();
  return (
    <ActionCard
      title={t("tradeIn.landing.startTitle")}
      text={t("tradeIn.landing.startText", { days: validityDays })}
    >
      <form method="get" action={localize(SITE_PATHS.sellTradeVehicle)} className="flex flex-col gap-3">
        <label htmlFor="start-vin" className="text-sm font-semibold">
          {t("tradeIn.landing.vinLabel")}
        </label>
        <input
          id="start-vin"
          name="vin"
          maxLength={17}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="start-vin-hint"
          className={`${inputClass} uppercase`}
        />
        <p id="start-vin-hint" className="text-xs text-muted">
          {t("tradeIn.vehicleStep.vinHint")}
        </p>
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-ink px-6 py-3 font-bold text-white hover:bg-brand-dark"
        >
          {t("tradeIn.landing.submit")}
        </button>
      </form>
    </ActionCard>
  );
}

export default function SellTradeMyCar({ loaderData }: Route.ComponentProps) {
  const { validityDays, ...page } = loaderData;
  return <ContentPage {...page} aside={<StartForm validityDays={validityDays} />} />;
}
